"""The Maury Game on random decks: playouts keep every card and marker, and a move is legal
exactly when listed (the contract every engine keeps is tested in test_conformance)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import TABLE
from engine.maury import (
    NOT_CARDS,
    CardRevealed,
    GameEnded,
    Maury,
    Phase,
    valid_track,
)
from tests.engine.maury_helpers import random_game
from tests.engine.random_play import mutated, playout


def check_invariants(g: Maury) -> None:
    """NOT and FATHER cards, argument cards and the track are all where they may be."""
    s = g.state
    assert s.supply >= 0 and min(s.envelopes) >= 0
    assert s.supply + sum(s.envelopes) == NOT_CARDS
    assert sum(s.fathers) == g.n - (1 if g.is_over() else 0)
    if s.phase not in (Phase.START, Phase.DEAL):
        assert valid_track(s.positions, g.config.track_spaces)
        held = [c for hand in s.hands for c in hand] + [p.card for p in s.exchange]
        assert sorted(held + s.draw_pile + s.discard) == list(range(len(g.config.deck)))


def check_listed(g: Maury, rng: random.Random) -> None:
    """A random, often illegal, variant of a legal action is accepted exactly when listed."""
    legal = [a for p in [*range(g.n), TABLE] for a in g.legal_actions(p)]
    if not legal:
        return
    action = mutated(rng.choice(legal), [], rng)
    player = getattr(action, "player", None)
    listed = action in g.legal_actions(player) if isinstance(player, int) else False
    assert (g.check(action) is None) == listed, action


def check_reveal(g: Maury) -> None:
    """The reveal ended with exactly one FATHER card, the last card drawn."""
    revealed = [e for e in g.log if isinstance(e, CardRevealed)]
    fathers = [e.player for e in revealed if e.father]
    assert fathers == [g.father()] and revealed[-1].father
    assert g.log[-1] == GameEnded(fathers[0], tuple(p for p in range(g.n) if p != fathers[0]))
    assert sum(g.scores()) == g.n - 1


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_on_random_decks_an_action_is_legal_exactly_when_listed_and_every_card_is_kept(
    seed, players
):
    rng = random.Random(seed)
    g = random_game(rng, players)

    def after_step(g: Maury) -> None:
        check_invariants(g)
        check_listed(g, rng)

    playout(g, seed, after_step=after_step, illegal_rate=0.3)
    check_reveal(g)


@pytest.mark.slow
def test_a_thousand_seeded_playouts_for_two_to_six_players_end_with_one_father():
    fathers_per_size: dict[int, set[int]] = {n: set() for n in range(2, 7)}
    for seed in range(1000):
        players = 2 + seed % 5
        g = random_game(random.Random(seed), players)
        playout(g, seed, after_step=check_invariants)
        check_reveal(g)
        fathers_per_size[players].add(g.father())
    # Any seat can lose: a sanity check that the playouts explore the game.
    assert all(fathers == set(range(n)) for n, fathers in fathers_per_size.items())
