"""A poll's outcome as it was asked: who said yes and who said no, of which voters."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Votes:
    """The votes cast in a poll; a voter in neither `ayes` nor `noes` was not asked, the
    outcome being settled without them."""

    ayes: tuple[int, ...]
    noes: tuple[int, ...]
    voters: tuple[int, ...]

    @property
    def settled(self) -> bool:
        """Whether the poll stopped before every voter was asked."""
        return len(self.ayes) + len(self.noes) < len(self.voters)
