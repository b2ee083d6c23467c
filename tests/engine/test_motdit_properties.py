"""Mot Dit on random decks: playouts end and keep the books straight (the contract every engine
keeps is tested for all of them in test_conformance)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import TABLE
from engine.motdit import (
    BadLuckGiven,
    Bonus,
    CurseStruckTwice,
    MotDit,
    MotDitConfig,
    Option,
    PointsScored,
    WordCard,
)
from tests.engine.motdit_helpers import fill
from tests.engine.random_play import playout


def random_deck(rng: random.Random, size: int) -> tuple[WordCard, ...]:
    """A deck of `size` cards with random clue counts and bonuses."""
    cards = []
    for i in range(size):
        symbols = rng.sample(range(8), 2)
        options = []
        for s in symbols:
            clues = rng.randint(1, 5)
            bonus = Bonus.NONE
            if clues == 1 and rng.random() < 0.5:
                bonus = Bonus.PLAY_AGAIN
            elif clues >= 4 and rng.random() < 0.4:
                bonus = Bonus.BAD_LUCK
            options.append(Option(s, clues, bonus))
        cards.append(WordCard(tuple(f"c{i}s{j}" for j in range(8)), tuple(options)))
    return tuple(cards)


def check_cards(game: MotDit) -> None:
    """Word cards and Bad Luck cards are conserved."""
    s = game.state
    in_box = 0 if s.card is None else 1
    assert s.pool + sum(s.cards) + len(s.deck) + len(s.discard) + in_box == len(game.config.deck)
    assert s.bad_luck_pile + sum(s.bad_luck) == game.config.bad_luck_cards


def check_scores(game: MotDit) -> None:
    """The points are the sum of the scoring events; scores subtract Bad Luck and the Curse."""
    s = game.state
    n = len(game.config.players)
    for p in range(n):
        earned = sum(e.points for e in s.log if isinstance(e, PointsScored) and e.player == p)
        lost = sum(
            e.points_lost for e in s.log if isinstance(e, CurseStruckTwice) and e.target == p
        )
        bad = sum(1 for e in s.log if isinstance(e, BadLuckGiven) and e.target == p)
        assert s.points[p] == earned - lost
        assert s.bad_luck[p] == bad
        assert game.scores()[p] == s.points[p] - bad - (4 if s.curse == p else 0)
        assert s.cards[p] <= s.points[p] + lost


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 6), deck_size=st.sampled_from([6, 30, 110]))
def test_random_playouts_on_random_decks_conserve_cards_and_score_by_the_log(seed, n, deck_size):
    rng = random.Random(seed)
    config = MotDitConfig(tuple(f"P{i}" for i in range(n)), random_deck(rng, deck_size))
    game = MotDit(config)
    playout(game, seed, fill, after_step=check_cards)
    assert game.is_over()
    check_scores(game)
    assert game.legal_actions(0) == [] and game.legal_actions(TABLE) == []
