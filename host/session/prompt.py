"""A question the host puts (Prompt), its kinds, the answer it gets (Reply), who hears it
(Listener), and how typed or heard text is matched to its phrases."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from rapidfuzz import fuzz, process

from host.ears.context import NO_HINTS, Hints, normalize
from host.ears.numbers import spell_numbers
from host.ears.recognizer import Heard
from host.judge.names import names_in
from host.judge.names import plain as plain_name
from host.session.own import Check
from host.voice.line import Line

if TYPE_CHECKING:
    from host.session.reading import Given

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


TWO_WORD_ASKS = frozenset({Ask.YES_NO, Ask.SURE, Ask.RESUME, Ask.RULES})
"""The framework's kinds of question answered from so few words that a confirmation would only
repeat the question (a question that checks something, "Did you say X?", is one by its Check:
`two_words`)."""


@dataclass(frozen=True)
class CardChoice:
    """One card of the asked player's hand as an answer on a screen: the card (as the
    player's hand on their phone names it), the choice that plays it, and why it cannot be
    played now ("" when it can)."""

    card: str
    choice: str
    why: str = ""


class Answering(StrEnum):
    """What may answer a question."""

    CLOSED = "closed"
    """One of its expected phrases (or a command)."""
    ANY_WORDS = "any words"
    """Any words, the expected phrases being only the likeliest (a Mot Dit clue or guess)."""
    FREE = "free"
    """The words said are the answer, no phrase being expected (a famous name)."""


class IfUnsure(StrEnum):
    """What becomes of an answer the ears are unsure of."""

    ASK_ALOUD = "ask aloud"
    """Asked back to the table: "Did you say X?"."""
    ASK_PRIVATELY = "ask privately"
    """Asked back to its player alone (their phone, earpiece or look-away screen), where
    saying the word aloud could give a secret away (a clue may belong to the secret word's
    family); the prompt's line then needs its `to`."""
    TAKE = "take"
    """Taken at once, marked unsure, never asked back: where a wrong answer costs nothing and
    a question would only slow the table (Mot Dit's open floor). The host never says its
    word (the open floor puts one that may be the secret to the holder itself)."""


@dataclass(frozen=True)
class Taking:
    """How an answer to a question is heard and taken: what may answer it, what becomes of one
    heard unsure, who may claim it, the names and phrases the ears listen for, and why words
    are refused."""

    answer: Answering = Answering.CLOSED
    """What may answer it: its phrases alone, any words, or free words."""
    if_unsure: IfUnsure = IfUnsure.ASK_ALOUD
    """What becomes of an answer heard unsure: asked back aloud, to its player alone, or
    taken as it is, marked unsure."""
    timed: bool = False
    """Whether a timer runs while it is asked (an answer may come late, or not at all)."""
    claim: tuple[str, ...] = ()
    """For a question to the table that each player answers for themselves ("any comebacks?
    say your name"): the phrases that name a player. On a player's own phone any of them
    names that player, so a phone answers only for its seat, and the first phone wins."""
    names: tuple[str, ...] = ()
    """Every player's name, when the answer is a name: a near spelling or a name that sounds
    the same is that player's (host/judge/names.py), if the expected phrases hold it."""
    known: tuple[str, ...] = ()
    """For an open answer whose words are the answer (a famous person): the phrases the ears
    listen for first, as they are shown; one the ears are unsure of is asked back unless their
    words hold it, and any other speech, or a "no", is taken as written."""
    hints: Hints = NO_HINTS
    """The expected phrases the moment favours, as the ears take them (docs/ears.md): the
    likely ones (a Mot Dit guess: the secret word), one heard so asked back unless the ears
    wrote it alone (put to whoever vouches for it, if the prompt says who); the related ones
    (the words its clues so far point to), favoured a little, never so much as to be any surer
    of them."""
    refuses: Callable[[str], str | None] | None = None
    """For an open answer, or a question of names: why words that are none of the phrases
    cannot answer it (a Mot Dit clue with no letters, the name of a player who already
    answered), as the player is told, or None when they can."""

    def __post_init__(self) -> None:
        answer = Answering(self.answer)  # ValueError for anything that is not one
        object.__setattr__(self, "answer", answer)  # a plain "free" becomes Answering.FREE

    def refusal(self, text: str) -> str | None:
        """Why open `text` cannot answer the question, or None."""
        return None if self.refuses is None else self.refuses(text)

    def favours(self, phrase: str | None) -> bool:
        """Whether `phrase`, as the ears write it, is one of the likely phrases."""
        return phrase in map(plain, self.hints.likely)

    @property
    def open_answer(self) -> bool:
        """Whether words that are none of its phrases may answer it."""
        return self.answer is not Answering.CLOSED

    @property
    def open_speech(self) -> bool:
        """Whether the words said are the answer (Answering.FREE)."""
        return self.answer is Answering.FREE

    @property
    def any_words(self) -> bool:
        """Whether any words may answer, its phrases the likeliest (Answering.ANY_WORDS)."""
        return self.answer is Answering.ANY_WORDS


@dataclass(frozen=True)
class Shown:
    """What the pages show of a question beside its line."""

    choices: tuple[str, ...] = ()
    """The answers a screen offers as buttons, one per meaning ("yes", not "yeah" too)."""
    cards: tuple[CardChoice, ...] = ()
    """The cards of the player's hand this question is about, each with the choice it is (a
    phone draws them as its buttons, greying those that cannot answer, with why)."""


@dataclass(frozen=True)
class Prompt:
    """A question the host puts to one player (or the table) and the phrases it expects; how
    an answer is taken, what the pages show, and the asker's `own` value."""

    line: Line
    expected: tuple[str, ...]
    ask: StrEnum
    """What kind of question this is: an Ask, or one of the game's own kinds."""
    player: int | None = None
    taking: Taking = Taking()
    """How an answer to it is heard and taken."""
    shown: Shown = Shown()
    """What the pages show of it beside its line."""
    own: object = None
    """The asker's own value of the question: a game's options (Mot Dit's MotDitAsking), read
    by the game's files and, where the framework needs one of them, through its protocol
    (Vouches, Patient); or, for a yes or no, the Check of what it checks (the phrase heard
    unsure, a game's play understood), which is what the question asks."""

    def __post_init__(self) -> None:
        answer = self.taking.answer
        if answer is not Answering.CLOSED and (answer is Answering.FREE) == bool(self.expected):
            raise ValueError(f"an answer of {answer} with phrases {self.expected!r}")

    @classmethod
    def of(
        cls,
        line: Line,
        expected: tuple[str, ...],
        ask: StrEnum,
        player: int | None = None,
        answer: Answering = Answering.CLOSED,
        *,
        choices: tuple[str, ...] = (),
        cards: tuple[CardChoice, ...] = (),
        own: object = None,
        **taking: Any,
    ) -> Prompt:
        """A prompt from its parts' fields, each named as its part names it (`taking`: the
        rest of Taking's)."""
        return cls(
            line, expected, ask, player, Taking(answer, **taking), Shown(choices, cards), own
        )

    def taken(self, **changes: Any) -> Prompt:
        """The same question with `changes` to how its answer is taken."""
        return replace(self, taking=replace(self.taking, **changes))

    @property
    def buttons(self) -> tuple[str, ...]:
        """The choices a screen shows: `shown.choices`, else a closed question's expected
        phrases (an open question's phrases are only what the ears listen for)."""
        if self.shown.choices:
            return self.shown.choices
        return () if self.taking.open_answer else self.expected


def two_words(prompt: Prompt) -> bool:
    """Whether `prompt` is answered from so few words that asking an answer back would only
    repeat the question: one of the TWO_WORD_ASKS, or any yes or no that checks something
    (a game's own "You play X. Right?")."""
    return prompt.ask in TWO_WORD_ASKS or isinstance(prompt.own, Check)


def named_in(prompt: Prompt, text: str) -> str | None:
    """The expected phrase of the first player `text` names ("Bobb", "Bob and Cy"), if the
    prompt takes names and `text` is only names."""
    names = prompt.taking.names
    if not names:
        return None
    expected = {plain_name(p): p for p in prompt.expected}
    found = (plain_name(names[i]) for i in names_in(text, names))
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
    if phrase is None and not prompt.taking.open_answer:
        names = {plain_name(n) for n in prompt.taking.names}
        phrase = nearest(said, [p for p in prompt.expected if plain_name(p) not in names])
    return phrase


class Listener(Protocol):
    """Anything that takes one answer to a prompt: the microphone, a simulation, a keyboard,
    the phones."""

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard | Given:
        """Listen once for one of `phrases` (the prompt's own plus the commands): a hearing at
        the laptop, or an answer as a phone gave it."""
        ...


@dataclass(frozen=True)
class Settles:
    """An answer that settles a question put to several players at once (a right guess): the
    others' answers are taken for `grace` seconds more, then their questions close."""

    when: Callable[[Prompt, Reply], bool]
    grace: float


NEVER_SETTLED = Settles(lambda _prompt, _heard: False, 0.0)
"""Every player asked may answer till the time is up."""


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
        settles: Settles = NEVER_SETTLED,
    ) -> list[tuple[int, Given, float]]:
        """Each prompt to its player at once; (player, answer, seconds after asking) in the
        order the answers came, until all answered, `seconds` passed, or an answer settled
        it and its grace passed (the players it could not ask are left out)."""
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
    sure: bool = True
    """Whether the ears were sure of it (only a prompt that does not ask back gets an unsure
    one)."""


class Missed(StrEnum):
    """Why listening once for an answer gave none."""

    SILENCE = "nobody spoke"
    UNCLEAR = "words that answer nothing asked"
    REFUSED = "an answer the question cannot take (its player was told why)"
