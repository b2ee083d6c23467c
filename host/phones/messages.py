"""The messages the host sends a player's phone (docs/phones.md): the seat's whole page, what
was heard of its speech, a refusal, an answer taken, the seat taken by another phone. The game
is over: host.messages.Over."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from host.messages import PageMessage, fields_of
from host.phones.ending import FinalCard
from host.session.prompt import CardChoice, Prompt, plain


@dataclass(frozen=True)
class Question:
    """A question shown on a phone: its text, its buttons, and whether any text answers it."""

    id: int
    text: str
    choices: tuple[str, ...]
    open: bool
    private: bool
    offered: tuple[str, ...] = ()
    """The answers the player's speech came closest to when it was not understood, shown after
    the choices for them to tap."""
    cards: tuple[CardChoice, ...] = ()
    """The cards of the seat's hand the question is about, each with its choice or why not."""
    commands: tuple[str, ...] = ()
    """The choices that are no answer but change the game ("curse"): the page sets them apart."""
    context: str = ""
    """What the table stands at as it is asked ("Ann holds the box. Clues so far: ...")."""
    seconds: float | None = None
    """The time to answer, counted down on the page; None: no timer."""

    @classmethod
    def of(
        cls, prompt: Prompt, name: str, context: str = "", seconds: float | None = None
    ) -> Question:
        """The question a prompt puts to the phone of the player `name` (its id is given by
        Seats.ask): its buttons, the commands among them apart; where the floor is claimed by
        a name, that player's own name first and nobody else's."""
        claimed = (name,) if prompt.taking.claim else ()
        shown = claimed + tuple(b for b in prompt.buttons if plain(b) not in prompt.taking.claim)
        answers = {plain(phrase) for phrase in (*prompt.expected, *prompt.taking.known)}
        commands = tuple(b for b in shown if plain(b) not in answers)
        return cls(
            0,
            prompt.line.text,
            shown,
            prompt.taking.open_answer,
            prompt.line.private,
            cards=prompt.shown.cards,
            commands=commands,
            context=context,
            seconds=seconds,
        )

    def as_json(self) -> dict[str, Any]:
        """The question as the protocol's `state.question` gives it: the answers offered after
        speech among its choices."""
        shown = replace(self, choices=tuple(dict.fromkeys(self.choices + self.offered)))
        data = fields_of(shown)
        del data["offered"]
        return data


@dataclass(frozen=True)
class Part:
    """One part of a card as its phone draws it, in order: its look (`kind`, a class of the
    page's cards.css), its words, an icon beside them (a name in cards.js's drawings), and
    whether a screen reader passes over it (`hidden`: the words say it elsewhere). The page
    draws every game's cards from their parts alone."""

    kind: str
    text: str
    icon: str = ""
    hidden: bool = False


@dataclass(frozen=True)
class Card:
    """One card of a seat's hand: its number as the flows' CardChoice names it, the words
    that say the whole card, and its parts; a chosen one (the Mot Dit word picked), and its
    looks (classes of the page's cards.css: a Maury card's colour, "maury-card")."""

    id: str
    label: str
    parts: tuple[Part, ...]
    chosen: bool = False
    looks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Hand:
    """A seat's own cards as its page draws them, under a title."""

    game: str
    title: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class PhoneState(PageMessage):
    """The whole of what a seat's page shows, sent on joining and on every change."""

    KIND = "state"
    seat: int
    name: str
    game: str
    players: tuple[str, ...]
    waiting: tuple[str, ...]
    """The seats no phone has joined yet."""
    caption: str
    said: tuple[str, ...]
    """The last public lines, oldest first (the newest is `caption`)."""
    turn: str
    score: str
    private: tuple[str, ...]
    """The seat's own lines, oldest first."""
    past: int
    """How many of `private` (the oldest) belong to turns or rounds already over: the page
    shows them only in its history, never as the seat's latest line."""
    hand: Hand | None
    """The seat's own cards as its game's page draws them (host.phones.cards)."""
    question: Question | None
    ending: FinalCard | None


@dataclass(frozen=True)
class HeardBack(PageMessage):
    """What the host heard of utterance `utterance` ("" when nothing was understood)."""

    KIND = "heard"
    utterance: int
    text: str


@dataclass(frozen=True)
class Refusal(PageMessage):
    """The phone's last message or answer was refused, and why; after speech not understood,
    the answers it came closest to (`offered`, else empty)."""

    KIND = "error"
    why: str
    offered: tuple[str, ...] = ()


@dataclass(frozen=True)
class Answered(PageMessage):
    """The game took the answer `text` to question `id` (a refused answer gets only its
    Refusal)."""

    KIND = "answered"
    id: int
    text: str


@dataclass(frozen=True)
class Taken(PageMessage):
    """Another phone took this seat; the connection then closes."""

    KIND = "taken"
    why: str
