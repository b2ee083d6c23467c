"""The Maury Game: seeded random playouts end, never raise and keep every card and marker."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, SIMULTANEOUS, TABLE, Action, Rejection
from engine.maury import (
    NOT_CARDS,
    CardRevealed,
    GameEnded,
    Maury,
    Phase,
    valid_track,
)
from host.chance import ChanceSampler
from tests.engine.maury_helpers import random_game

MAX_STEPS = 5_000


def actors(g: Maury) -> list[int]:
    """Whoever may act now: one player, or every player and the table."""
    player = g.current_player()
    return [*range(g.n), TABLE] if player == SIMULTANEOUS else [player]


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


def mutated(rng: random.Random, action: Action, g: Maury) -> Action:
    """A legal action with one field replaced by a random, often illegal, value."""
    spaces = g.config.track_spaces
    values = {
        "player": rng.randint(-3, g.n),
        "card": rng.randint(-1, len(g.config.deck)),
        "target": rng.choice([None, rng.randint(-1, g.n)]),
        "space": rng.choice([None, rng.randint(-1, spaces)]),
    }
    name = rng.choice([n for n in values if hasattr(action, n)])
    return replace(action, **{name: values[name]})  # type: ignore[arg-type]


def check_fuzz(g: Maury, action: Action) -> None:
    """An action is accepted exactly when its player's legal actions list it."""
    legal = action in g.legal_actions(action.player)  # type: ignore[attr-defined]
    before = len(g.log)
    verdict = g.check(action)
    assert (verdict is None) == legal, (action, verdict)
    if verdict is not None:
        assert g.apply(action) == verdict and len(g.log) == before


def playout(seed: int, players: int, fuzz: bool = False, resume: bool = False) -> Maury:
    """A whole random legal game from `seed`, checking the invariants after every step; with
    `fuzz`, mutated actions are offered too; with `resume`, the game is saved and reloaded
    once at a random step and the reloaded game plays on."""
    rng = random.Random(seed)
    g = random_game(rng, players)
    chance = ChanceSampler(seed)
    save_at = rng.randrange(40) if resume else -1
    for step in range(MAX_STEPS):
        if g.is_over():
            break
        if g.current_player() == CHANCE:
            action: Action = chance.outcome(g)
        else:
            legal = [a for p in actors(g) for a in g.legal_actions(p)]
            assert legal, "someone can always act"
            action = rng.choice(legal)
            if fuzz:
                check_fuzz(g, mutated(rng, action, g))
        result = g.apply(action)
        assert not isinstance(result, Rejection), (action, result)
        check_invariants(g)
        if step == save_at:
            reloaded = Maury.from_json(g.to_json())
            assert reloaded.state == g.state and reloaded.config == g.config
            g = reloaded
    assert g.is_over(), f"seed {seed}: no end after {MAX_STEPS} steps"
    return g


def check_reveal(g: Maury) -> None:
    """The reveal ended with exactly one FATHER card, the last card drawn."""
    revealed = [e for e in g.log if isinstance(e, CardRevealed)]
    fathers = [e.player for e in revealed if e.father]
    assert fathers == [g.father()] and revealed[-1].father
    assert g.log[-1] == GameEnded(fathers[0], tuple(p for p in range(g.n) if p != fathers[0]))
    assert sum(g.scores()) == g.n - 1


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_random_playouts_with_illegal_moves_thrown_in_end_and_keep_every_card(seed, players):
    check_reveal(playout(seed, players, fuzz=True))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_a_game_saved_and_reloaded_at_a_random_moment_plays_on_to_its_end(seed, players):
    check_reveal(playout(seed, players, resume=True))


def test_two_thousand_seeded_playouts_for_two_to_six_players_end_with_one_father():
    fathers_per_size: dict[int, set[int]] = {n: set() for n in range(2, 7)}
    for seed in range(2000):
        players = 2 + seed % 5
        g = playout(seed, players)
        check_reveal(g)
        fathers_per_size[players].add(g.father())
    # Any seat can lose: a sanity check that the playouts explore the game.
    assert all(fathers == set(range(n)) for n, fathers in fathers_per_size.items())
