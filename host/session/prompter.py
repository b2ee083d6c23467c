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
from typing import Any

from host.ears.recognizer import Heard
from host.phrasebook.table_says import TableSays
from host.session.commands import PHRASES
from host.session.door import Refused, clean
from host.session.prompt import (
    NEVER_SETTLED,
    NO,
    TWO_WORD_ASKS,
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
    Vouch,
    Vouched,
    named_in,
    near_command,
    plain,
    typed_phrase,
)
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
        commands: dict[str, StrEnum] | None = None,
        attempts: int = 3,
        settle: Callable[[], object] = lambda: None,
        watchers: Sequence[Watcher] = (),
    ) -> None:
        self.say = say
        self.settle = settle
        """Called before listening: waits until the host has finished speaking."""
        self.listener = listener
        self.keyboard = keyboard
        self.commands = commands if commands is not None else dict(PHRASES)
        self.attempts = attempts
        self.watchers = list(watchers)
        """Told of every question put, and when it is answered."""

    def ask(self, prompt: Prompt) -> Reply:
        """Put `prompt` to the table and return the answer (or a command)."""
        phrases = self._phrases(prompt)
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
            heard_all = self.listener.together(prompts, self._phrases, seconds, settles)
            for player, heard, after in heard_all:
                try:
                    reply = self._understood(by_player[player], heard)
                except Refused:
                    continue  # a phone was told why already; that player is asked in turn
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
            return self._listen(prompt, self._phrases(prompt))
        except Refused as refused:
            self.say(replace(prompt.line, text=str(refused), speech=""))
            return Missed.REFUSED

    def _phrases(self, prompt: Prompt) -> tuple[str, ...]:
        return tuple(dict.fromkeys(prompt.expected + prompt.known + tuple(self.commands)))

    def _listen(self, prompt: Prompt, phrases: tuple[str, ...]) -> Reply | Missed:
        self.settle()
        heard = self.listener.hear(prompt, phrases)
        unsure = heard.phrase in self.commands and not heard.sure
        if unsure and not self.confirm(prompt, heard.phrase or ""):
            return Missed.UNCLEAR  # a command is never acted on unsure: "Did you say repeat?"
        reply = self._understood(prompt, heard)
        if reply is not None:
            return reply
        return Missed.SILENCE if heard.silent else Missed.UNCLEAR

    def _understood(self, prompt: Prompt, heard: Heard) -> Reply | None:
        """The reply `heard` gives, after the door (Refused: the player is told why)."""
        if heard.text.strip():
            heard = replace(heard, text=clean(heard.text))
        if heard.phrase in self.commands:
            return Reply(heard.phrase, heard.text, self.commands[heard.phrase])
        known = {plain(k): k for k in prompt.known}
        if heard.phrase in known and not heard.sure:
            written = f" {plain(heard.text)} "
            if f" {heard.phrase} " in written or self.confirm(prompt, known[heard.phrase]):
                return Reply(heard.phrase, heard.text)
            return self._open(prompt, heard.text)  # none of the known ones: as written
        if heard.phrase is not None:
            if heard.sure or prompt.ask in TWO_WORD_ASKS:
                return Reply(heard.phrase, heard.text)
            if prompt.if_unsure is IfUnsure.TAKE:
                return Reply(heard.phrase, heard.text, sure=False)
            if self._checked(prompt, heard.phrase):
                return Reply(heard.phrase, heard.text)
            return None
        named = named_in(prompt, heard.text)
        if named is not None:
            return Reply(named, heard.text)
        self._refused_name(prompt, heard.text)
        if prompt.open_answer and heard.text:
            text = heard.text
            # Words the ears took for none of the phrases they expected ("metal", a clue outside
            # the deck) may be a phrase misheard: asked back first.
            unsure = bool(prompt.expected) and not heard.sure  # of the words written
            if unsure and prompt.if_unsure is IfUnsure.TAKE:
                return replace(self._open(prompt, text), sure=False)
            if unsure and not self.confirm(prompt, text):
                return None
            return self._open(prompt, text)
        return None

    def _open(self, prompt: Prompt, text: str, typed: bool = False) -> Reply:
        """Open text as an answer, unless it is a command with a slip in it ("bad luck for
        Bobb"): words addressed to the host are never taken as a guess or a clue; Refused if
        the question cannot take them."""
        command = near_command(text, self.commands)
        if command is not None:
            return Reply(command, text, self.commands[command], typed)
        why = prompt.refusal(text)
        if why is not None:
            raise Refused(why)
        return Reply(None, text, typed=typed)

    def _checked(self, prompt: Prompt, phrase: str) -> bool:
        """Whether an unsure `phrase` was said: a likely one vouched for by whoever knows it,
        if the prompt says who, any other confirmed by its speaker."""
        vouch = prompt.vouch
        if vouch is None or not prompt.favours(phrase):
            return self.confirm(prompt, phrase)
        return self.vouched(vouch, phrase, prompt.player)

    def vouched(self, vouch: Vouch, phrase: str, speaker: int | None) -> bool:
        """Whether the player `vouch` names says that `speaker` said the likely `phrase`."""
        return self.agreed(vouch.line, Ask.VOUCH, vouch.player, Vouched(phrase, speaker))

    def confirm(self, prompt: Prompt, phrase: str) -> bool:
        """Ask back "Did you say X?" (to the player alone if the prompt is private or never
        read back aloud) and return whether the answer was yes."""
        private = prompt.line.private or prompt.if_unsure is IfUnsure.ASK_PRIVATELY
        line = Line(TableSays.DID_YOU_SAY.format(phrase=phrase), prompt.line.to, private)
        return self.agreed(line, Ask.CONFIRM, prompt.player, phrase)

    def agreed(
        self,
        line: Line,
        ask: StrEnum = Ask.YES_NO,
        player: int | None = None,
        about: Any = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
    ) -> bool:
        """Whether `player` answers one of `yes` to `line`, a two-way question about `about`;
        a command said instead is no answer: the question is asked again."""
        question = Prompt(line, yes + no, ask, player, about=about, choices=(yes[0], no[0]))
        while (reply := self.ask(question)).command is not None:
            pass
        return reply.phrase in yes

    def _typed(self, prompt: Prompt) -> Reply:
        # A private prompt's choices (a hand of cards) must not show on the shared screen.
        hidden = prompt.open_answer or prompt.line.private
        choices = "" if hidden else f" ({', '.join(prompt.expected)})"
        self.settle()
        self._asking([prompt])  # the same question, now at the keyboard
        while True:
            text = self.keyboard(
                TableSays.TYPE_THE_ANSWER.format(choices=choices)
            ).strip()  # EOFError: no more input
            try:
                reply = self._keyed(prompt, text)
            except Refused as refused:
                self.say(Line(str(refused), prompt.line.to, prompt.line.private))
                continue
            if reply is not None:
                return reply

    def _keyed(self, prompt: Prompt, text: str) -> Reply | None:
        """The reply typed `text` gives at the keyboard, after the door; None for none."""
        if not text:
            return None
        text = clean(text)
        phrase = typed_phrase(prompt, text, (*self.commands, *prompt.expected))
        if phrase in self.commands:
            return Reply(phrase, text, self.commands[phrase], typed=True)
        if phrase is not None:
            return Reply(phrase, text, typed=True)
        if prompt.open_answer:
            return self._open(prompt, text, typed=True)
        self._refused_name(prompt, text)
        return None

    def _refused_name(self, prompt: Prompt, text: str) -> None:
        """Refused, with why, when `text` names only players a question of names cannot take
        ("you already answered"): the player hears the reason, not "I did not catch that"."""
        why = None if prompt.open_answer or not prompt.names else prompt.refusal(text)
        if why is not None:
            raise Refused(why)


def again(prompt: Prompt, why: str) -> Line:
    """The question put again after `why` (a miss, a refusal), to the same audience."""
    return replace(prompt.line, text=f"{why} {prompt.line.text}", speech="", asks=True)
