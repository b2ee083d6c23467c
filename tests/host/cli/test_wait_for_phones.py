"""Waiting for the phones before a game: Enter starts without the missing ones, and the table
is told whose secrets come to the laptop (not to "this screen": the table's screen shows no
secret)."""

from __future__ import annotations

from host.cli.phones import wait_for_phones
from host.phones.seats import Seats
from host.phrasebook.table_says import TableSays


class EnterPressed:
    """A keyboard on which Enter has been pressed."""

    def __init__(self) -> None:
        self.taken = 0

    def wait(self, seconds: float) -> bool:
        """A key is waiting."""
        return True

    def take_enter(self) -> None:
        """Enter is read."""
        self.taken += 1


def test_enter_starts_without_the_missing_phones_and_says_where_their_secrets_go() -> None:
    seats = Seats(("Ann", "Bob", "Cy"), "Maudit Mot Dit")
    seats.connect(0, True)
    said: list[str] = []
    keys = EnterPressed()
    wait_for_phones(seats, keys, said.append)  # type: ignore[arg-type]
    assert keys.taken == 1
    assert said[-1] == TableSays.WITHOUT_PHONES.format(names="Bob and Cy")
    assert "laptop" in said[-1] and "this screen" not in said[-1]
