"""Fame Us on decks of every size: playouts end as the rulebook counts and conserve the cards
(the contract every engine keeps is tested for all of them in test_conformance)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, TABLE
from engine.fameus import (
    HAND_SIZE,
    STARTERS,
    FameUs,
    FameUsConfig,
    GameEnded,
    Phase,
    Team,
    TurnStarted,
)
from tests.engine.fameus_helpers import DECK, NAMES, fill
from tests.engine.random_play import playout


def new_game(n: int, extra: int) -> FameUs:
    """`n` players and a deck with `extra` cards beyond the hands and the Starters pile."""
    size = min(len(DECK), n * HAND_SIZE + STARTERS + extra)
    return FameUs(FameUsConfig(NAMES[:n], DECK[:size], first_player=extra % n))


def check_books(game: FameUs) -> None:
    """Every card is in exactly one place; a pending draw waits for a reshuffle."""
    s = game.state
    places = [s.pile, s.starters, s.discard, s.table, *s.hands]
    if s.hands:
        assert sorted(c for place in places for c in place) == list(range(len(game.config.deck)))
    assert (s.owed > 0) == (game.current_player() == CHANCE and bool(s.hands) and bool(s.teams))
    assert s.acted < len(game.config.players) or s.phase is not Phase.PLAY


def check_end(game: FameUs) -> None:
    """The game ended once, within ten turns, counted as the rulebook says."""
    log = game.log
    assert game.is_over()
    assert game.legal_actions(0) == [] and game.legal_actions(TABLE) == []
    ends = [e for e in log if isinstance(e, GameEnded)]
    assert len(ends) == 1 and ends[0] is log[-1]
    end = ends[0]
    assert sum(isinstance(e, TurnStarted) for e in log) <= STARTERS
    assert end.starters_empty or end.empty_hands
    fewest = min(end.totals)
    assert end.winners == tuple(
        t for t, total in zip(Team, end.totals, strict=True) if total == fewest
    )
    assert end.hand_sizes == tuple(len(h) for h in game.state.hands)
    for team, total in zip(Team, end.totals, strict=True):
        sizes = sorted(size for size, t in zip(end.hand_sizes, end.teams, strict=True) if t is team)
        assert total == (sum(sizes) if len(end.teams) % 2 == 0 else sizes[0] + sizes[-1])
    vip = end.teams.count(Team.VIP_SQUARE)
    assert 0 <= vip - (len(end.teams) - vip) <= 1


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(4, 8), extra=st.integers(0, 60))
def test_random_playouts_conserve_cards_and_end_as_the_rulebook_counts(seed, n, extra):
    game = new_game(n, extra)
    playout(game, seed, fill, after_step=check_books)
    check_end(game)
