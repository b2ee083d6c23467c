"""Giving a player's seat to a new phone: the host is asked about each device asking for a
seat, by the code its page shows, so that the seat goes to the phone the player holds up and
never to whoever asked last."""

from __future__ import annotations

from collections.abc import Callable

from host.phrasebook.table_says import TableSays
from host.session.status import SeatDesk
from host.voice.line import Line


def give_seats(desk: SeatDesk, agreed: Callable[[Line], bool], say: Callable[[Line], None]) -> None:
    """Ask whether each device asking at `desk` gets its seat, oldest first (`agreed`: whether
    the table says yes to a line); say what was done (or that nobody asks)."""
    asked = desk.asked()
    if not asked:
        say(Line(TableSays.NO_SEAT_ASKED))
    for one in asked:
        code = " ".join(one.code)  # said digit by digit
        line = Line(TableSays.GIVE_SEAT_TO.format(code=code, name=one.name))
        if agreed(line) and desk.give_seat(one):
            say(Line(TableSays.SEAT_GIVEN.format(name=one.name)))
        else:
            desk.keep_seat(one)
            say(Line(TableSays.SEAT_KEPT.format(name=one.name)))
