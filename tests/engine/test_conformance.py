"""The contract every registered game keeps, tested on all of them as OpenSpiel's random_sim_test
does: random playouts with illegal actions mixed in never raise, a refused action changes
nothing, a game saved and reloaded at a random step plays on identically, and a player's view
never depends on another player's secrets, nor the public view on anyone's."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Game
from engine.fameus import FameUs, Team
from engine.maury import Maury
from engine.motdit import MotDit
from host.games import GAMES, GameSpec
from tests.engine import fameus_helpers, motdit_helpers
from tests.engine.random_play import Filler, as_listed, playout

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def state_copy(game: Game) -> Any:
    """A copy of `game`'s state to change secrets in, sharing its log: the events are never
    changed, and copying a long game's log at every check made the playouts slow."""
    log = game.state.log
    return copy.deepcopy(game.state, {id(log): log})


def motdit_secrets_changed(game: MotDit, player: int) -> MotDit | None:
    """The game with other words on the card `player` holds, if they hold one they may see."""
    s = game.state
    if player != s.holder or s.card is None or game.is_over():
        return None
    deck = list(game.config.deck)
    deck[s.card] = replace(deck[s.card], words=tuple(f"secret{i}" for i in range(8)))
    return MotDit(replace(game.config, deck=tuple(deck)), state_copy(game))


def maury_secrets_changed(game: Maury, player: int) -> Maury | None:
    """The game with a card of `player`'s hand swapped for one nobody may see."""
    other = Maury(game.config, state_copy(game))
    s = other.state
    hidden = s.draw_pile or s.discard
    if not s.hands[player] or not hidden:
        return None
    s.hands[player][0], hidden[0] = hidden[0], s.hands[player][0]
    return other


def fameus_secrets_changed(game: FameUs, player: int) -> FameUs | None:
    """The game with `player` on the other team and a card of their hand swapped for the pile's."""
    other = FameUs(game.config, state_copy(game))
    s = other.state
    if not s.teams or game.is_over():
        return None  # the teams are public once the game is over
    s.teams[player] = Team.KINGS if s.teams[player] is Team.VIP_SQUARE else Team.VIP_SQUARE
    if s.hands[player] and s.pile:
        s.hands[player][0], s.pile[0] = s.pile[0], s.hands[player][0]
    return other


@dataclass(frozen=True)
class Contract:
    """What the contract needs of one game: how to fill in an action, where its secrets are."""

    fill: Filler
    """Completes a legal action template (free text, votes), sometimes illegally."""
    secrets_changed: Callable[[Game, int], Game | None]
    """A copy of the game differing only in player p's secrets (None if p has none now)."""


CONTRACTS: dict[str, Contract] = {
    "motdit": Contract(motdit_helpers.fill, motdit_secrets_changed),
    "maury": Contract(as_listed, maury_secrets_changed),
    "fameus": Contract(fameus_helpers.fill, fameus_secrets_changed),
}


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


def test_every_registered_game_is_tested() -> None:
    assert set(CONTRACTS) == set(GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
@settings(deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_playouts_keep_the_contract(name: str, seed: int, data: st.DataObject) -> None:
    keeps_the_contract(GAMES[name], CONTRACTS[name], seed, data)


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
