"""Boards as data: the pieces every game's board is made of, as the table page draws them.

A board is a dict the page renders without knowing the game: a header, the players with their
public standing, and sections of a few kinds (facts, a list, the Maury track, a tally). A
moment is a short scene for a show moment (a clue found, a card played, an envelope drawn).
Everything here is built from a game's public view and public events only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Data = dict[str, Any]
"""A board, a section or a moment, as JSON for the page."""


def board(
    round_: str, turn: str, players: list[Data], sections: Sequence[Data], over: bool = False
) -> Data:
    """A whole board: the round (or turn) and whose turn it is, the players, the sections, and
    whether the game is over (the page then gives the final standings the middle)."""
    return {
        "round": round_,
        "turn": turn,
        "players": players,
        "sections": list(sections),
        "over": over,
    }


def player(
    name: str, standing: str, value: int | str, tags: Sequence[str] = (), turn: bool = False
) -> Data:
    """One player on the board: their standing in words ("3 points"), the number it counts
    (the page marks a change of it), their tags ("Curse tile") and whether it is their turn."""
    return {"name": name, "standing": standing, "value": value, "tags": list(tags), "turn": turn}


def facts(title: str, items: Sequence[tuple[str, object]], side: bool = False) -> Data:
    """Labelled values: "Clues allowed: 3" (`side`: beside the board, under the moment)."""
    pairs = [[k, str(v)] for k, v in items]
    return {"kind": "facts", "title": title, "items": pairs, "side": side}


def listing(
    title: str, items: Sequence[str], empty: str, numbered: bool = False, side: bool = False
) -> Data:
    """A list of short texts (the clues so far), `empty` when there are none (`side`: beside
    the board, under the moment)."""
    return {
        "kind": "list",
        "title": title,
        "items": list(items),
        "empty": empty,
        "numbered": numbered,
        "side": side,
    }


def moment(kind: str, title: str, lines: Sequence[str] = (), **extra: Any) -> Data:
    """A show moment: its kind (for its look and sound caption), title and lines; extra
    fields carry a quote, an odds bar (`bar`: 0..1) or a vote (`tally`)."""
    return {"kind": kind, "title": title, "lines": list(lines), **extra}


def standing(name: str, result: str, won: bool) -> Data:
    """One row of the final standings: a player, what they ended with, whether they won."""
    return {"name": name, "result": result, "won": won}


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
