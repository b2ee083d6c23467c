"""Boards as data: the pieces every game's board is made of, as the table page draws them.

A board is a frozen value the page renders without knowing the game: a header, the players
with their public standing, and sections of a few kinds (facts, a list, a track, a card played,
a reveal). A moment is a short scene for a show moment (a clue found, a card played, an
envelope drawn).
Everything here is built from a game's public view and public events only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from host.messages import Standing, fields_of


@dataclass(frozen=True)
class PlayerRow:
    """One player on the board: their standing in words ("3 points"), the number it counts
    (the page marks a change of it), their tags ("Curse tile") and whether it is their turn."""

    name: str
    standing: str
    value: int | str
    tags: tuple[str, ...] = ()
    turn: bool = False


class Section:
    """A part of a board, of the kind its class names (the page draws each kind its way)."""

    KIND: ClassVar[str] = ""

    def as_json(self) -> dict[str, Any]:
        """The section as the page takes it, its kind first."""
        return {"kind": self.KIND, **fields_of(self)}


@dataclass(frozen=True)
class Facts(Section):
    """Labelled values: "Clues allowed: 3" (`side`: beside the board, under the moment)."""

    KIND = "facts"
    title: str
    items: tuple[tuple[str, str], ...]
    side: bool = False


@dataclass(frozen=True)
class Listing(Section):
    """A list of short texts (the clues so far), `empty` when there are none (`side`: beside
    the board, under the moment)."""

    KIND = "list"
    title: str
    items: tuple[str, ...]
    empty: str
    numbered: bool = False
    side: bool = False


@dataclass(frozen=True)
class Marker:
    """A player's marker on a track: on which space."""

    name: str
    seat: int
    space: int


@dataclass(frozen=True)
class Track(Section):
    """A track of spaces with the players' markers, and their order, least first."""

    KIND = "track"
    title: str
    spaces: int
    markers: tuple[Marker, ...]
    order: tuple[str, ...]
    side: bool = False


@dataclass(frozen=True)
class PlayedCard(Section):
    """A card just played face up: who played it, its colour, its name and its quote."""

    KIND = "card"
    title: str
    who: str
    colour: str
    card: str
    quote: str


@dataclass(frozen=True)
class RevealRow:
    """One player at a reveal: their odds, in words too, what they drew, whether it was it."""

    name: str
    odds: float
    label: str
    drawn: tuple[str, ...]
    father: bool


@dataclass(frozen=True)
class Reveal(Section):
    """A reveal in its order: each player's odds and draws."""

    KIND = "reveal"
    title: str
    rows: tuple[RevealRow, ...]


@dataclass(frozen=True)
class Board:
    """A whole board: the round (or turn) and whose turn it is, the players, the sections, and
    whether the game is over (the page then gives the final standings the middle)."""

    round: str
    turn: str
    players: tuple[PlayerRow, ...]
    sections: tuple[Section, ...]
    over: bool = False


@dataclass(frozen=True)
class Tally:
    """A vote counted: thumbs up and down, and how many up it needed."""

    up: int
    down: int
    needed: int


@dataclass(frozen=True)
class Moment:
    """A show moment: its kind (for its look and sound caption), title and lines, and what
    some kinds carry besides: a card's quote and colour, an odds bar (0..1) and its label, a
    vote's tally, the final standings. `id` numbers it on the table page."""

    kind: str
    title: str
    lines: tuple[str, ...] = ()
    quote: str | None = None
    colour: str | None = None
    bar: float | None = None
    label: str | None = None
    tally: Tally | None = None
    standings: tuple[Standing, ...] | None = None
    id: int = 0

    def as_json(self) -> dict[str, Any]:
        """The moment as the page takes it: a part it does not carry is left out (the page
        tells a moment's parts by their presence)."""
        return {k: v for k, v in fields_of(self).items() if v is not None}


def board(
    round_: str,
    turn: str,
    players: Sequence[PlayerRow],
    sections: Sequence[Section],
    over: bool = False,
) -> Board:
    """A whole board (see Board)."""
    return Board(round_, turn, tuple(players), tuple(sections), over)


def player(
    name: str, standing: str, value: int | str, tags: Sequence[str] = (), turn: bool = False
) -> PlayerRow:
    """One player on the board (see PlayerRow)."""
    return PlayerRow(name, standing, value, tuple(tags), turn)


def facts(title: str, items: Sequence[tuple[str, object]], side: bool = False) -> Facts:
    """Labelled values, each value as text (see Facts)."""
    return Facts(title, tuple((k, str(v)) for k, v in items), side)


def listing(
    title: str, items: Sequence[str], empty: str, numbered: bool = False, side: bool = False
) -> Listing:
    """A list of short texts (see Listing)."""
    return Listing(title, tuple(items), empty, numbered, side)


def moment(kind: str, title: str, lines: Sequence[str] = (), **extra: Any) -> Moment:
    """A show moment (see Moment): its kind, title, lines, and what its kind carries besides."""
    return Moment(kind, title, tuple(lines), **extra)


def count(n: int, thing: str) -> str:
    """`n` things in words: "1 clue", "3 clues", "no clues"."""
    if n == 0:
        return f"no {thing}s"
    return f"{n} {thing}" + ("" if n == 1 else "s")


def names(players: Sequence[str], seats: Sequence[int]) -> str:
    """The players in `seats` named in English: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    named = [players[s] for s in seats]
    if len(named) <= 1:
        return "".join(named) or "nobody"
    return ", ".join(named[:-1]) + " and " + named[-1]
