"""Turn-taking: put a question to a player or the table, listen, reprompt, confirm, fall back.

Like a good voice game: the question is spoken, an answer is awaited for one window, a miss
earns a reprompt, and after `attempts` misses the keyboard takes over. A heard phrase the
recognizer is unsure of is confirmed ("Did you say fish?") before anything acts on it. Every
prompt also hears the framework's commands, which come back as a Reply with a `command`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from rapidfuzz import fuzz, process

from host.ears.context import normalize
from host.ears.numbers import spell_numbers
from host.ears.recognizer import SURE, Heard
from host.judge.names import names_in
from host.judge.names import plain as plain_name
from host.session.commands import PHRASES
from host.session.door import Refused, clean
from host.voice.line import Line

YES = ("yes", "yeah", "yep", "correct", "right")
NO = ("no", "nope", "wrong")
NEAR = 85
"""How alike (rapidfuzz ratio, 0-100) typed text and a phrase must be to be that phrase: "bad
luck for bobb" is 97 like "bad luck for bob", "bobb" 86 like "bob"."""


def plain(text: str) -> str:
    """Text as an answer is matched: numbers in words, lower case, no punctuation or accents
    ("Red 5 on Bob!" -> "red five on bob")."""
    return normalize(spell_numbers(text))


def nearest(said: str, phrases: Iterable[str]) -> str | None:
    """The one of `phrases` that `said` (plain text) is within a slip of, if any."""
    by_plain = {plain(p): p for p in phrases}
    found = process.extractOne(said, by_plain, scorer=fuzz.ratio, score_cutoff=NEAR)
    return None if found is None else by_plain[found[0]]


class Ask(StrEnum):
    """The framework's own kinds of question; each game adds its own StrEnum of kinds."""

    YES_NO = "yes or no"
    CONFIRM = "did you say"
    SURE = "sure to undo or stop"
    RESUME = "resume after a pause"
    RULES = "hear the rules or skip"
    NAMES = "names"
    VOUCH = "vouch for an answer"


TWO_WORD_ASKS = frozenset({Ask.YES_NO, Ask.CONFIRM, Ask.VOUCH, Ask.SURE, Ask.RESUME, Ask.RULES})
"""Questions answered from so few words that a confirmation would only repeat the question."""


@dataclass(frozen=True)
class Vouch:
    """The player who knows a prompt's likely phrases (the Mot Dit holder knows the secret
    word), and the question that asks them, without naming it, whether an answer heard unsure
    as one was it ("Irma, did Bob say your word?")."""

    player: int
    line: Line


@dataclass(frozen=True)
class Vouched:
    """What a vouching question is about: the likely `phrase` heard unsure in `speaker`'s
    answer."""

    phrase: str
    speaker: int | None


@dataclass(frozen=True)
class CardChoice:
    """One card of the asked player's hand as an answer on a screen: the card (as the
    player's hand on their phone names it), the choice that plays it, and why it cannot be
    played now ("" when it can)."""

    card: str
    choice: str
    why: str = ""


@dataclass(frozen=True)
class Prompt:
    """A question the host puts to one player (or the table) and the phrases it expects."""

    line: Line
    expected: tuple[str, ...]
    ask: StrEnum
    """What kind of question this is: an Ask, or one of the game's own kinds."""
    player: int | None = None
    open_answer: bool = False
    """Whether any heard text is an answer (a clue can be any word)."""
    vocabulary: tuple[str, ...] = ()
    """Extra words that compete with the expected ones when the answer is open."""
    read_back: bool = True
    """Whether an unsure answer may be read back aloud ("Did you say X?"); False where saying
    the word aloud could give a secret away (a clue may belong to the secret word's family):
    then it is asked to the player alone (their phone, earpiece or look-away screen), which
    needs the line's `to`."""
    about: Any = None
    """What the question is about, as data (the phrase to confirm, the play to check), so that
    whoever answers (a simulated player) never has to read the host's English."""
    timed: bool = False
    """Whether a timer runs while it is asked (an answer may come late, or not at all)."""
    choices: tuple[str, ...] = ()
    """The answers a screen offers as buttons, one per meaning ("yes", not "yeah" too)."""
    claim: tuple[str, ...] = ()
    """For a question to the table that each player answers for themselves ("any comebacks?
    say your name"): the phrases that name a player. On a player's own phone any of them
    names that player, so a phone answers only for its seat, and the first phone wins."""
    names: tuple[str, ...] = ()
    """Every player's name, when the answer is a name: a near spelling or a name that sounds
    the same is that player's (host/judge/names.py), if the expected phrases hold it."""
    likely: tuple[str, ...] = ()
    """Expected phrases likelier than the rest (a Mot Dit guess: the secret word), which the
    ears favour; one heard so is asked back unless the ears wrote it alone (put to whoever
    vouches for it, if the prompt says who)."""
    related: tuple[str, ...] = ()
    """Expected phrases the moment points to (a Mot Dit guess: the words its clues so far are
    related to), which the ears favour a little, never so much as to be any surer of them."""
    vouch: Vouch | None = None
    """Who is asked whether a likely phrase heard unsure was said: "Did you say poster?" would
    give a secret word away to the table, and to a guesser who said "toaster"."""
    known: tuple[str, ...] = ()
    """For an open answer whose words are the answer (a famous person): the phrases the ears
    listen for first, as they are shown; one the ears are unsure of is asked back unless their
    words hold it, and any other speech, or a "no", is taken as written."""
    refuses: Callable[[str], str | None] | None = None
    """For an open answer: why words that are none of the phrases cannot answer it (a Mot Dit
    clue with no letters), as the player is told, or None when they can."""
    cards: tuple[CardChoice, ...] = ()
    """The cards of the player's hand this question is about, each with the choice it is (a
    phone draws them as its buttons, greying those that cannot answer, with why)."""

    def refusal(self, text: str) -> str | None:
        """Why open `text` cannot answer this question, or None."""
        return None if self.refuses is None else self.refuses(text)

    def favours(self, phrase: str | None) -> bool:
        """Whether `phrase`, as the ears write it, is one of the likely phrases."""
        return phrase in map(plain, self.likely)

    @property
    def open_speech(self) -> bool:
        """Whether the words said are the answer, no phrase being expected (a famous name)."""
        return self.open_answer and not self.expected

    @property
    def any_words(self) -> bool:
        """Whether any words may answer, the expected phrases being only the likeliest (a Mot
        Dit clue or guess)."""
        return self.open_answer and bool(self.expected)

    @property
    def buttons(self) -> tuple[str, ...]:
        """The choices a screen shows: `choices`, else a closed question's expected phrases
        (an open question's phrases are only what the ears listen for)."""
        if self.choices:
            return self.choices
        return () if self.open_answer else self.expected


def named_in(prompt: Prompt, text: str) -> str | None:
    """The expected phrase of the first player `text` names ("Bobb", "Bob and Cy"), if the
    prompt takes names and `text` is only names."""
    if not prompt.names:
        return None
    expected = {plain_name(p): p for p in prompt.expected}
    found = (plain_name(prompt.names[i]) for i in names_in(text, prompt.names))
    return next((expected[name] for name in found if name in expected), None)


def near_command(text: str, commands: Iterable[str]) -> str | None:
    """The command phrase `text` means despite a slip of spelling or hearing: only phrases of
    two words or more, which no one-word answer comes near (a clue "scores" is not "score")."""
    said = plain(text)
    if len(said.split()) < 2:
        return None
    return nearest(said, [c for c in commands if len(c.split()) >= 2])


def typed_phrase(prompt: Prompt, text: str, phrases: Iterable[str]) -> str | None:
    """The one of `phrases` that typed or tapped `text` is: the first written the same way, a
    player it names, or, for a closed question, the expected phrase it is a slip of ("yess" is
    yes; a name as near to two players is neither)."""
    said = plain(text)
    phrase = next((p for p in phrases if plain(p) == said), None) or named_in(prompt, text)
    if phrase is None and not prompt.open_answer:
        names = {plain_name(n) for n in prompt.names}
        phrase = nearest(said, [p for p in prompt.expected if plain_name(p) not in names])
    return phrase


class Listener(Protocol):
    """Anything that hears one answer to a prompt: the microphone, a simulation, a keyboard."""

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Listen once for one of `phrases` (the prompt's own plus the commands)."""
        ...


@runtime_checkable
class HearsTogether(Protocol):
    """A listener that can put questions to several players at once (their phones)."""

    def reaches(self, player: int) -> bool:
        """Whether `player` can be asked at the same time as others (has a phone)."""
        ...

    def together(
        self,
        prompts: Sequence[Prompt],
        phrases: Callable[[Prompt], tuple[str, ...]],
        seconds: float,
    ) -> list[tuple[int, Heard, float]]:
        """Each prompt to its player at once; (player, heard, seconds after asking) in the
        order the answers came, until all answered or `seconds` passed (the players it could
        not ask are left out)."""
        ...


@dataclass(frozen=True)
class Answered:
    """One player's answer to a question put to several players at once."""

    player: int
    reply: Reply
    after: float
    """Seconds after the question was put."""


@dataclass(frozen=True)
class Reply:
    """The answer to a prompt: a phrase, open text, or a command; `typed` if from the keyboard."""

    phrase: str | None
    text: str
    command: StrEnum | None = None
    typed: bool = False


class Prompter:
    """Asks, listens, reprompts and confirms; falls back to the keyboard after misses."""

    def __init__(
        self,
        say: Callable[[Line], None],
        listener: Listener,
        keyboard: Callable[[str], str],
        commands: dict[str, StrEnum] | None = None,
        attempts: int = 3,
        confirm_below: float = SURE,
        settle: Callable[[], object] = lambda: None,
    ) -> None:
        self.say = say
        self.settle = settle
        """Called before listening: waits until the host has finished speaking."""
        self.listener = listener
        self.keyboard = keyboard
        self.commands = commands if commands is not None else dict(PHRASES)
        self.attempts = attempts
        self.confirm_below = confirm_below
        self.typing: Prompt | None = None
        """The prompt the keyboard is answering, while it does (a simulated table types by it)."""
        self.watchers: list[Callable[[Sequence[Prompt], float | None], None]] = []
        """Called with the questions put now and the seconds a timer gives them (None: no
        timer), and with no question once they are answered (a screen shows what is asked)."""

    def ask(self, prompt: Prompt) -> Reply:
        """Put `prompt` to the table and return the answer (or a command)."""
        phrases = self._phrases(prompt)
        self.say(prompt.line)
        try:
            for attempt in range(self.attempts):
                self._asking([prompt])
                try:
                    reply = self._listen(prompt, phrases)
                except Refused as refused:  # the question stays open, and says why
                    self.say(again(prompt, str(refused)))
                    continue
                if reply is not None:
                    return reply
                if attempt + 1 < self.attempts:
                    self.say(again(prompt, "Sorry, I did not catch that."))
            return self._typed(prompt)
        finally:
            self._asking([])

    def _asking(self, prompts: Sequence[Prompt], seconds: float | None = None) -> None:
        for watcher in self.watchers:
            watcher(prompts, seconds)

    def together(
        self, prompts: Sequence[Prompt], seconds: float, line: Line | None = None
    ) -> list[Answered]:
        """Put every prompt to its player at once where the listener can (phones), saying
        `line` first if any can be; the answers in the order they came, commands ("curse",
        "repeat") among them for the caller to carry out. The players it could not ask, or who
        gave no answer in time, are not in it: the caller asks them one by one."""
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
            for player, heard, after in self.listener.together(prompts, self._phrases, seconds):
                try:
                    reply = self._understood(by_player[player], heard)
                except Refused:
                    continue  # a phone was told why already; that player is asked in turn
                if reply is not None:
                    answered.append(Answered(player, reply, after))
        finally:
            self._asking([])
        return answered

    def hear_once(self, prompt: Prompt, seconds: float | None = None) -> Reply | None:
        """Listen once for an answer to `prompt` without saying it; None on a miss (no
        reprompt, no keyboard): for a caller that keeps its own time, like an hourglass
        (`seconds`: the time it has left). An answer refused is a miss, and the player is told
        why."""
        self._asking([prompt], seconds)
        try:
            return self._listen(prompt, self._phrases(prompt))
        except Refused as refused:
            self.say(replace(prompt.line, text=str(refused), speech=""))
            return None

    def _phrases(self, prompt: Prompt) -> tuple[str, ...]:
        return tuple(dict.fromkeys(prompt.expected + prompt.known + tuple(self.commands)))

    def _listen(self, prompt: Prompt, phrases: tuple[str, ...]) -> Reply | None:
        self.settle()
        heard = self.listener.hear(prompt, phrases)
        unsure = heard.phrase in self.commands and heard.confidence < self.confirm_below
        if unsure and not self.confirm(prompt, heard.phrase or ""):
            return None  # a command is never acted on unsure: "Did you say repeat?" first
        return self._understood(prompt, heard)

    def _understood(self, prompt: Prompt, heard: Heard) -> Reply | None:
        """The reply `heard` gives, after the door (Refused: the player is told why)."""
        if heard.text.strip():
            heard = replace(heard, text=clean(heard.text))
        if heard.phrase in self.commands:
            return Reply(heard.phrase, heard.text, self.commands[heard.phrase])
        known = {plain(k): k for k in prompt.known}
        if heard.phrase in known and heard.confidence < self.confirm_below:
            written = f" {plain(heard.text)} "
            if f" {heard.phrase} " in written or self.confirm(prompt, known[heard.phrase]):
                return Reply(heard.phrase, heard.text)
            return self._open(prompt, heard.text)  # none of the known ones: as written
        if heard.phrase is not None:
            if heard.confidence >= self.confirm_below or prompt.ask in TWO_WORD_ASKS:
                return Reply(heard.phrase, heard.text)
            if self._checked(prompt, heard.phrase):
                return Reply(heard.phrase, heard.text)
            return None
        named = named_in(prompt, heard.text)
        if named is not None:
            return Reply(named, heard.text)
        if prompt.open_answer and heard.text:
            text = heard.text
            # Words the ears took for none of the phrases they expected ("metal", a clue outside
            # the deck) may be a phrase misheard: asked back first.
            unsure = bool(prompt.expected) and heard.confidence < self.confirm_below
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
        private = prompt.line.private or not prompt.read_back
        line = Line(f"Did you say {phrase}?", prompt.line.to, private)
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
        self.typing = prompt
        while True:
            text = self.keyboard(f"Type the answer{choices}: ").strip()  # EOFError: no more input
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
        return None


def again(prompt: Prompt, why: str) -> Line:
    """The question put again after `why` (a miss, a refusal), to the same audience."""
    return replace(prompt.line, text=f"{why} {prompt.line.text}", speech="")
