"""A seeded simulated party on the real recognizer: players speak, the ears hear, it replays."""

from __future__ import annotations

import pytest

from engine.motdit import MotDit, MotDitConfig
from host.cli.demo import NAMES
from host.games import GAMES
from host.session.session import Session
from lexicon import motdit as motdit_lexicon
from tests.host.sim.helpers import replayed

SEED = 5


def one_lap() -> Session:
    """One lap of a 4-player party on the shipped deck."""
    config = MotDitConfig(NAMES[:4], motdit_lexicon.load_deck(), laps=1)
    return Session(MotDit(config), SEED)


@pytest.mark.slow
def test_a_seeded_party_completes_and_the_same_seed_plays_the_same_game():
    game, transcript = replayed(one_lap, GAMES["motdit"], 20.0)
    assert isinstance(game, MotDit)
    assert game.is_over() and game.state.turns_done == 4
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 8  # the players really spoke and were heard
