"""Whose turn it is and the score, as the pages show them beside each question; and the seat a
new phone asks for, which the host may give it."""

from __future__ import annotations

from collections.abc import Callable

Status = tuple[str, str]
"""Whose turn it is, and the score, as lines."""


class TableStatus:
    """The table's turn and score for whoever shows them (the phones): the Table that plays
    the game says where they come from when it is built; before that, nothing. `give_seat`
    gives the seat another phone asked for last to that phone (the player's name, or None
    when no phone asks: always, without phones)."""

    def __init__(self, give_seat: Callable[[], str | None] = lambda: None) -> None:
        self._source: Callable[[], Status] = lambda: ("", "")
        self.give_seat = give_seat

    def follow(self, source: Callable[[], Status]) -> None:
        """From now on, the turn and score are `source`'s."""
        self._source = source

    def now(self) -> Status:
        """Whose turn it is and the score now."""
        return self._source()
