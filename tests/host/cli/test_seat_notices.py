"""A device asking for a seat again and again is told to the host on the terminal once a seat
in a while, and never on the table page: a flood of requests neither fills the terminal nor
takes a caption the deaf players read."""

from __future__ import annotations

from host.cli.phones import SEAT_NOTICE_GAP, asking


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_two_hundred_requests_for_a_seat_give_one_notice(capsys):
    clock = Clock()
    asked_for = asking(clock)
    for _ in range(200):
        asked_for("Bob")
        clock.now += 0.01
    asked_for("Ann")  # another seat is told at once
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 2 and "Bob's seat" in printed[0] and "Ann's seat" in printed[1]
    clock.now += SEAT_NOTICE_GAP
    asked_for("Bob")  # still asking a while later: told again
    assert "Bob's seat" in capsys.readouterr().out
