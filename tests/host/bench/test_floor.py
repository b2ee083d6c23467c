"""The floor benchmark's referee check: a round is refereed right when the word was found by
whoever said it first (and whoever said it in the same breath), after the clue they said it
at, or by nobody when nobody said it."""

from __future__ import annotations

from engine.motdit import Bonus, RoundStarted, WordChosen, WordGuessed
from host.bench.floor import Game, misjudged, table
from host.flows.floor import Floor
from host.sim.motdit_party import Call


def round_of(number: int, word: str, found: tuple[int, ...] | None, clue: int = 1) -> list:
    """A round's events: `word` chosen, and found by `found` after `clue` clues (or not)."""
    events = [RoundStarted(number, 0, False), WordChosen(0, word, 3, Bonus.NONE)]
    return events + ([WordGuessed(found, word, clue, 3)] if found else [])


def test_a_round_is_right_only_when_found_as_it_was_said():
    log = round_of(1, "fish", (1,)) + round_of(2, "moon", None) + round_of(3, "sun", (2,), 2)
    calls = [
        Call(1, 1, 2, "tuna", 1),
        Call(1, 1, 1, "fish", 2),
        Call(1, 1, 3, "fish", 3),  # after Bob: too late
        Call(2, 1, 1, "star", 4),
        Call(3, 1, 1, "sun", 5),  # said at the first clue, found at the second
    ]
    assert misjudged(log, calls) == [
        "round 3 (sun): said (1, frozenset({1})), refereed (2, frozenset({2}))"
    ]
    same_breath = [Call(1, 1, 1, "fish", 1), Call(1, 1, 3, "fish", 1)]
    assert len(misjudged(round_of(1, "fish", (1,)), same_breath)) == 1
    assert misjudged(round_of(1, "fish", (1, 3)), same_breath) == []


def test_the_table_gives_each_game_and_each_floor_s_medians_and_questions_a_clue():
    games = [
        Game(Floor.OPEN, 1, 8, 20, 80, 16, 640.0, 7),
        Game(Floor.OPEN, 2, 8, 12, 96, 24, 720.0, 8),
        Game(Floor.IN_TURN, 1, 9, 18, 117, 36, 765.0, 9),
    ]
    rows = table(games).splitlines()
    assert rows[2] == "| open | 1 | 8 | 10.0 | 2.0 | 0.80 | 80 | 7 of 8 |"
    assert rows[-2] == "| open, median | | | 11.0 | 2.5 | 1.25 | 85 | 15 of 16 |"
    assert rows[-1] == "| in turn, median | | | 13.0 | 4.0 | 2.00 | 85 | 9 of 9 |"
