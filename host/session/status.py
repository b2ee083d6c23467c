"""Whose turn it is and the score, as the pages show them beside each question; and the devices
asking for a player's seat, which the host may give them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

Status = tuple[str, str]
"""Whose turn it is, and the score, as lines."""


@dataclass(frozen=True)
class SeatAsked:
    """A device asking for a player's seat, as the host names it: whose seat, and the code
    its page shows (the host gives the seat to the phone the player holds up)."""

    name: str
    code: str


class SeatDesk(Protocol):
    """Where the devices asking for seats wait for the host (the phones' Seats)."""

    def asked(self) -> list[SeatAsked]:
        """The devices asking, oldest first."""
        ...

    def give_seat(self, asked: SeatAsked) -> bool:
        """Give the device its seat; False if it no longer asks."""
        ...

    def keep_seat(self, asked: SeatAsked) -> None:
        """Keep the seat from the device."""
        ...


class NoSeats:
    """The seat desk of a table without phones: nobody ever asks."""

    def asked(self) -> list[SeatAsked]:
        """Nobody."""
        return []

    def give_seat(self, asked: SeatAsked) -> bool:
        """Nobody to give to."""
        return False

    def keep_seat(self, asked: SeatAsked) -> None:
        """Nobody to refuse."""
