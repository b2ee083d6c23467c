"""The contract every registered game keeps, tested on all of them as OpenSpiel's random_sim_test
does: random playouts with illegal actions mixed in never raise, a refused action changes
nothing, a game saved and reloaded at a random step plays on identically, and a player's view
never depends on another player's secrets, nor the public view on anyone's."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Game
from host.games import GAMES, GameSpec
from tests.engine.random_play import Filler, playout
from tests.kits import kit

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


@dataclass(frozen=True)
class Contract:
    """What the contract needs of one game: how to fill in an action, where its secrets are."""

    fill: Filler
    """Completes a legal action template (free text, votes), sometimes illegally."""
    secrets_changed: Callable[[Game, int], Game | None]
    """A copy of the game differing only in player p's secrets (None if p has none now)."""


def check_views(game: Game, contract: Contract, rng: random.Random) -> None:
    """One player's view shows only events they may see and none of another player's secrets,
    and their own secrets do show in it; the public view shows none of the owner's."""
    n = len(game.config.players)
    owner, viewer = rng.sample(range(n), 2)
    view = game.view(viewer)
    assert all(event.visible_to(viewer) for event in view.log)
    changed = contract.secrets_changed(game, owner)
    if changed is not None:
        assert changed.view(viewer) == view, f"{viewer}'s view shows {owner}'s secrets"
        assert changed.public_view() == game.public_view(), f"it shows {owner}'s secrets"
        assert changed.view(owner) != game.view(owner), "the secrets changed are not secrets"


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
@settings(deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_playouts_keep_the_contract(name: str, seed: int, data: st.DataObject) -> None:
    game = kit(name)
    keeps_the_contract(GAMES[name], Contract(game.fill, game.secrets_changed), seed, data)


def keeps_the_contract(spec: GameSpec, contract: Contract, seed: int, data: st.DataObject) -> None:
    """One random playout of `spec`'s game for a drawn number of players, reloaded at a drawn
    step, its views checked now and then: it ends, and keeps the contract throughout (any
    game's tests may run it on their own game)."""
    players = data.draw(st.sampled_from(spec.players), label="players")
    reload_at = data.draw(st.integers(0, 150), label="reload_at")
    game = spec.new_game(NAMES[:players])
    rng = random.Random(seed)

    def after_step(g: Game) -> None:
        if rng.random() < 0.2:
            check_views(g, contract, rng)

    playout(
        game, seed, contract.fill, 0.1, after_step=after_step, illegal_rate=0.3, reload_at=reload_at
    )
    assert game.is_over()
