"""Whole games played on phones alone: the simulated players tap and type through the real
server and protocol, the laptop's keyboard is never read, and every secret reaches only its
own phone."""

from __future__ import annotations

import pytest

from host.games import GAMES
from host.phones.listener import PhoneDesk
from host.phones.seats import Seats
from host.session.session import Session
from host.sim.phones import phone_table

PLAYERS = {
    "motdit": ("Ann", "Bob", "Cy"),
    "maury": ("Ann", "Bob", "Cy"),
    "fameus": ("Ann", "Bob", "Cy", "Dee"),
}


@pytest.mark.slow
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_is_played_by_phones_alone(game, monkeypatch):
    said, told = [], []
    desk_say, seats_tell = PhoneDesk.say, Seats.tell
    monkeypatch.setattr(
        PhoneDesk, "say", lambda desk, line: said.append(line) or desk_say(desk, line)
    )
    monkeypatch.setattr(
        Seats, "tell", lambda seats, s, t: told.append((s, t)) or seats_tell(seats, s, t)
    )
    spec, players = GAMES[game], PLAYERS[game]
    session = Session(spec.new_game(players), 5, None)
    laptop = []
    with phone_table(session, spec, say=laptop.append) as (table, phones):
        spec.flow(table).run()  # the keyboard or the laptop's ears would fail it
    assert session.game.is_over()
    assert phones.taps >= 10
    assert not [line for line in laptop if line.private]  # no secret on the shared screen
    private = [line for line in said if line.private]
    assert len(private) >= 3, "a game with no secrets tests nothing"
    assert told == [(players.index(line.to), line.text) for line in private]
