"""Turn-taking: put a question to a player or the table, listen, reprompt, confirm, fall back.

Like a good voice game: the question is spoken, an answer is awaited for one window, a miss
earns a reprompt, and after `attempts` misses the keyboard takes over. A heard phrase the
recognizer is unsure of is confirmed ("Did you say fish?") before anything acts on it. Every
prompt also hears the framework's commands, which come back as a Reply with a `command`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from enum import StrEnum

from host.ears.recognizer import Heard
from host.phrasebook.table_says import TableSays
from host.session.commands import PHRASES
from host.session.door import Refused
from host.session.own import Check, Said, Vouch, Vouched, vouch_of
from host.session.prompt import (
    NEVER_SETTLED,
    NO,
    YES,
    Answered,
    Ask,
    HearsTogether,
    IfUnsure,
    Listener,
    Missed,
    Prompt,
    Reply,
    Settles,
)
from host.session.reading import AskBack, Given, Reader, Reading, Typed
from host.voice.line import Line

Watcher = Callable[[Sequence[Prompt], float | None], None]
"""Told the questions put now and the seconds a timer gives them (None: no timer), and no
question once they are answered: a screen shows what is asked, a phone counts the timer down."""


class Prompter:
    """Asks, listens, reprompts and confirms; falls back to the keyboard after misses."""

    def __init__(
        self,
        say: Callable[[Line], None],
        listener: Listener,
        keyboard: Callable[[str], str],
        reader: Reader | None = None,
        attempts: int = 3,
        settle: Callable[[], object] = lambda: None,
        watchers: Sequence[Watcher] = (),
    ) -> None:
        self.say = say
        self.settle = settle
        """Called before listening: waits until the host has finished speaking."""
        self.listener = listener
        self.keyboard = keyboard
        self.reader = reader if reader is not None else Reader(dict(PHRASES))
        """Reads every answer, heard, tapped or typed: the one place it is judged."""
        self.attempts = attempts
        self.watchers = list(watchers)
        """Told of every question put, and when it is answered."""

    def ask(self, prompt: Prompt) -> Reply:
        """Put `prompt` to the table and return the answer (or a command)."""
        phrases = self.reader.phrases(prompt)
        self.say(replace(prompt.line, asks=True))
        try:
            for attempt in range(self.attempts):
                self._asking([prompt])
                try:
                    reply = self._listen(prompt, phrases)
                except Refused as refused:  # the question stays open, and says why
                    self.say(again(prompt, str(refused)))
                    continue
                if isinstance(reply, Reply):
                    return reply
                if attempt + 1 < self.attempts:
                    self.say(again(prompt, TableSays.NOT_CAUGHT))
            return self._typed(prompt)
        finally:
            self._asking([])

    def _asking(self, prompts: Sequence[Prompt], seconds: float | None = None) -> None:
        for watcher in self.watchers:
            watcher(prompts, seconds)

    def together(
        self,
        prompts: Sequence[Prompt],
        seconds: float,
        line: Line | None = None,
        settles: Settles = NEVER_SETTLED,
    ) -> list[Answered]:
        """Put every prompt to its player at once where the listener can (phones), saying
        `line` first if any can be; the answers in the order they came, commands ("curse",
        "repeat") among them for the caller to carry out, until an answer `settles` it. The
        players it could not ask, or who gave no answer in time, are not in it: the caller
        asks them one by one."""
        if not isinstance(self.listener, HearsTogether):
            return []
        prompts = [p for p in prompts if p.player is not None and self.listener.reaches(p.player)]
        if not prompts:
            return []
        if line is not None:
            self.say(line)
        self.settle()
        by_player = {p.player: p for p in prompts}
        answered = []
        self._asking(prompts, seconds)
        try:
            heard_all = self.listener.together(prompts, self.reader.phrases, seconds, settles)
            for player, given, after in heard_all:
                try:
                    reading = self.reader.read(by_player[player], given)
                except Refused:
                    continue  # a phone was told why already; that player is asked in turn
                if isinstance(reading, AskBack) and reading.reply.command is not None:
                    # Said into a phone among the answers given at once, a command is carried
                    # out in its turn ("curse"): the phone showed its player what it heard.
                    reading = reading.reply
                reply = self._settled(by_player[player], reading)
                if reply is not None:
                    answered.append(Answered(player, reply, after))
        finally:
            self._asking([])
        return answered

    def reaches(self, player: int) -> bool:
        """Whether `player` is asked on a device of their own (a phone), not aloud."""
        return isinstance(self.listener, HearsTogether) and self.listener.reaches(player)

    def hear_once(self, prompt: Prompt, seconds: float | None = None) -> Reply | Missed:
        """Listen once for an answer to `prompt` without saying it (no reprompt, no keyboard):
        for a caller that keeps its own time, like an hourglass (`seconds`: the time it has
        left), or hears several answers to one question (the open floor). An answer refused is
        missed, and the player is told why."""
        self._asking([prompt], seconds)
        try:
            return self._listen(prompt, self.reader.phrases(prompt))
        except Refused as refused:
            self.say(replace(prompt.line, text=str(refused), speech=""))
            return Missed.REFUSED

    def _listen(self, prompt: Prompt, phrases: tuple[str, ...]) -> Reply | Missed:
        self.settle()
        given = self.listener.hear(prompt, phrases)
        if isinstance(given, Heard):
            given = Given(given)
        reply = self._settled(prompt, self.reader.read(prompt, given))
        if reply is not None:
            return reply
        silent = isinstance(given.said, Heard) and given.said.silent
        return Missed.SILENCE if silent else Missed.UNCLEAR

    def _settled(self, prompt: Prompt, reading: Reading) -> Reply | None:
        """The reply a reading comes to: one heard unsure once its player (or whoever vouches
        for it) says it was said, else the words as written, if the reading keeps them."""
        if not isinstance(reading, AskBack):
            return reading
        vouch = vouch_of(prompt)
        if reading.vouched and vouch is not None:
            said = self.vouched(vouch, reading.phrase, prompt.player)
        else:
            said = self.confirm(prompt, reading.phrase)
        if said:
            return reading.reply
        if reading.otherwise is None:
            return None
        return self.reader.opened(prompt, reading.otherwise, reading.seat)

    def vouched(self, vouch: Vouch, phrase: str, speaker: int | None) -> bool:
        """Whether the player `vouch` names says that `speaker` said the likely `phrase`."""
        return self.agreed(vouch.line, Ask.VOUCH, vouch.player, Vouched(phrase, speaker))

    def confirm(self, prompt: Prompt, phrase: str) -> bool:
        """Ask back "Did you say X?" (to the player alone if the prompt is private or never
        read back aloud) and return whether the answer was yes."""
        private = prompt.line.private or prompt.taking.if_unsure is IfUnsure.ASK_PRIVATELY
        line = Line(TableSays.DID_YOU_SAY.format(phrase=phrase), prompt.line.to, private)
        return self.agreed(line, Ask.CONFIRM, prompt.player, Said(phrase))

    def agreed(
        self,
        line: Line,
        ask: StrEnum = Ask.YES_NO,
        player: int | None = None,
        checks: Check | None = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
    ) -> bool:
        """Whether `player` answers one of `yes` to `line`, a two-way question (that `checks`
        something the host took, if it does); a command said instead is no answer: the
        question is asked again."""
        question = Prompt.of(line, yes + no, ask, player, choices=(yes[0], no[0]), own=checks)
        while (reply := self.ask(question)).command is not None:
            pass
        return reply.phrase in yes

    def _typed(self, prompt: Prompt) -> Reply:
        # A private prompt's choices (a hand of cards) must not show on the shared screen.
        hidden = prompt.taking.open_answer or prompt.line.private
        choices = "" if hidden else f" ({', '.join(prompt.expected)})"
        self.settle()
        self._asking([prompt])  # the same question, now at the keyboard
        while True:
            text = self.keyboard(
                TableSays.TYPE_THE_ANSWER.format(choices=choices)
            ).strip()  # EOFError: no more input
            try:
                reply = self._settled(prompt, self.reader.read(prompt, Given(Typed(text))))
            except Refused as refused:
                self.say(Line(str(refused), prompt.line.to, prompt.line.private))
                continue
            if reply is not None:
                return reply


def again(prompt: Prompt, why: str) -> Line:
    """The question put again after `why` (a miss, a refusal), to the same audience."""
    return replace(prompt.line, text=f"{why} {prompt.line.text}", speech="", asks=True)
