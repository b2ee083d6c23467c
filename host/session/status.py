"""Whose turn it is and the score, as the pages show them beside each question."""

from __future__ import annotations

from collections.abc import Callable

Status = tuple[str, str]
"""Whose turn it is, and the score, as lines."""


class TableStatus:
    """The table's turn and score for whoever shows them (the phones): the Table that plays
    the game says where they come from when it is built; before that, nothing."""

    def __init__(self) -> None:
        self._source: Callable[[], Status] = lambda: ("", "")

    def follow(self, source: Callable[[], Status]) -> None:
        """From now on, the turn and score are `source`'s."""
        self._source = source

    def now(self) -> Status:
        """Whose turn it is and the score now."""
        return self._source()
