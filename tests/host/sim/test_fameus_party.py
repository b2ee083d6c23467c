"""Whole simulated games of Fame Us: on the real recognizer, and in text at 4, 5 and 8 players."""

from __future__ import annotations

import pytest

from engine.fameus import Accused, FameUs, Team, VoteCounted
from host.cli.demo import NAMES
from host.games import GAMES
from host.session.session import Session
from host.sim.party import text_table
from tests.host.sim.helpers import replayed

SPEC = GAMES["fameus"]
SEED = 4


def four_players() -> Session:
    """A seeded 4-player game on the shipped criteria."""
    return Session(SPEC.new_game(NAMES[:4]), SEED)


@pytest.mark.slow
def test_a_spoken_party_ends_with_the_same_winner_every_time():
    game, _ = replayed(four_players, SPEC, None)  # clean speech, to keep the test short
    assert isinstance(game, FameUs)
    assert game.is_over() and game.winners() == fewest_cards(game)
    votes = [e for e in game.log if isinstance(e, VoteCounted)]
    assert any(v.won for v in votes) and any(not v.won for v in votes)
    assert any(isinstance(e, Accused) for e in game.log)


def fewest_cards(game: FameUs) -> tuple[Team, ...]:
    """The rulebook's winners, counted here from the hands: the team (both on a tie) holding
    the fewest cards; at an odd table a team of three or more counts only its players with the
    fewest and the most cards."""
    s = game.state
    totals = {}
    for team in Team:
        sizes = sorted(len(h) for h, t in zip(s.hands, s.teams, strict=True) if t is team)
        counted = sizes if game.n % 2 == 0 or len(sizes) <= 2 else [sizes[0], sizes[-1]]
        totals[team] = sum(counted)
    return tuple(t for t in Team if totals[t] == min(totals.values()))


@pytest.mark.parametrize("players", [4, 5, 8])
def test_text_parties_end_at_every_table_size(players):
    logs = []
    for _ in range(2):
        session = Session(SPEC.new_game(NAMES[:players]), SEED)
        SPEC.flow(text_table(session, SPEC)).run()
        assert session.game.is_over()
        logs.append(session.game.log)
    assert logs[0] == logs[1]
    assert session.game.winners() == fewest_cards(session.game)
    assert any(isinstance(e, VoteCounted) for e in logs[0])
