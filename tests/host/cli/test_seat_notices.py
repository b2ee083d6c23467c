"""A device asking for a seat again and again is told to the host once a seat in a while: a
flood of requests never fills the terminal nor pushes the table page's captions off."""

from __future__ import annotations

from host.cli.phones import SEAT_NOTICE_GAP, asking
from host.games import GAMES
from host.screen.table import TableScreen


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_two_hundred_requests_for_a_seat_give_one_notice_and_one_caption(capsys):
    clock = Clock()
    screen = TableScreen("Maudit Mot Dit", ("Ann", "Bob"), GAMES["motdit"].board, clock)
    asked_for = asking(screen, clock)
    for _ in range(200):
        asked_for("Bob")
        clock.now += 0.01
    asked_for("Ann")  # another seat is told at once
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 2 and "Bob's seat" in printed[0] and "Ann's seat" in printed[1]
    captions = [c["text"] for c in screen.state().as_message()["captions"]]
    assert sum("Bob's seat" in c for c in captions) == 1
    clock.now += SEAT_NOTICE_GAP
    asked_for("Bob")  # still asking a while later: told again
    assert "Bob's seat" in capsys.readouterr().out
