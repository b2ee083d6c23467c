"""A seeded simulated party on the real recognizer: players speak, the ears hear, it replays."""

from __future__ import annotations

import pytest

from engine.motdit import MotDit
from host.cli.demo import NAMES
from host.games import GAMES
from host.session.session import Session
from tests.host.short_games import one_round_motdit
from tests.host.sim.helpers import replayed

SEED = 5


def one_round() -> Session:
    """A 4-player party of one round."""
    return Session(one_round_motdit(NAMES[:4]), SEED)


@pytest.mark.slow
def test_a_seeded_party_completes_and_the_same_seed_plays_the_same_game():
    game, transcript = replayed(one_round, GAMES["motdit"], 20.0)
    assert isinstance(game, MotDit)
    assert game.is_over() and game.state.turns_done == 1
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 8  # the players really spoke and were heard
