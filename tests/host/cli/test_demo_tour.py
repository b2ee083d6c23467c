"""`partyhost demo --tour`: a taste of every game, each stopped at its first question after its
time (here none, so the tour runs in seconds)."""

from __future__ import annotations

import pytest

from host.cli import demo, main
from host.games import GAMES
from host.session.prompt import Ask, Prompt
from host.session.typed import TypedListener, scripted
from host.sim.clock import VirtualClock
from host.voice.line import Line

QUESTION = Prompt(Line("Ready?"), ("yes",), Ask.YES_NO)


def test_the_tour_plays_every_game_and_says_when_it_moves_on(monkeypatch, capsys) -> None:
    monkeypatch.setattr(demo, "TOUR_SECONDS", 0.0)
    assert main(["demo", "--tour", "--silent", "--players", "9"]) == 0
    out = capsys.readouterr().out
    places = [out.index(f"That was a taste of {spec.title}.") for spec in GAMES.values()]
    assert places == sorted(places)
    assert "Result:" not in out  # no game was played to its end


def test_a_timed_listener_hears_until_its_time_is_up() -> None:
    clock = VirtualClock()
    timed = demo.Timed(TypedListener(scripted(["yes", "yes"])), 10, clock)
    assert timed.hear(QUESTION, ("yes",)).phrase == "yes"
    clock.spoke("yes", 9.5)
    assert timed.hear(QUESTION, ("yes",)).phrase == "yes"
    clock.spoke("yes", 0.5)
    with pytest.raises(demo.TourOver):
        timed.hear(QUESTION, ("yes",))


def test_a_tour_is_given_its_seconds_as_a_number(capsys) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["demo", "--tour", "soon"])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "'soon' is not a number of seconds" in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("snr", ["nan", "inf", "loud"])
def test_a_signal_to_noise_ratio_is_a_finite_number(capsys, snr) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["demo", "--tour", "--snr", snr])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and f"{snr!r} is not a number of decibels" in err
    assert len(err.strip().splitlines()) == 1
