"""The Maury Game: exact father odds, against brute force and against a seeded Monte Carlo."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import permutations, product

import pytest

from engine.maury import father_odds

FATHER = "father"


def brute_force_odds(counts: tuple[int, ...]) -> tuple[Fraction, ...]:
    """Play the reveal for every draw order of every envelope (all cards told apart)."""
    envelopes = [[FATHER, *(f"not{i}" for i in range(k))] for k in counts]
    fathers = [0] * len(counts)
    orders = [list(permutations(cards)) for cards in envelopes]
    for draws in product(*orders):
        fathers[first_father(draws)] += 1
    total = sum(fathers)
    return tuple(Fraction(f, total) for f in fathers)


def first_father(draws) -> int:
    """Who is found to be the father when each envelope is drawn in the given order."""
    for card in range(max(len(d) for d in draws)):
        for player, drawn in enumerate(draws):
            if drawn[card] == FATHER:
                return player
    raise AssertionError("every envelope holds a FATHER card")


SMALL_CASES = [
    *((k,) for k in range(4)),
    *product(range(4), repeat=2),
    *product(range(3), repeat=3),
    (3, 1, 2),
    (0, 3, 3),
    (2, 0, 1, 1),
    (1, 1, 1, 1),
    (0, 0, 2, 1),
    (1, 0, 1, 0, 1),
]


@pytest.mark.parametrize("counts", SMALL_CASES, ids=str)
def test_father_odds_agree_with_every_draw_order(counts):
    assert father_odds(counts) == brute_force_odds(counts)


def test_father_odds_agree_with_a_seeded_monte_carlo_within_three_standard_errors():
    counts = (0, 3, 1, 5, 2, 4)
    rng = random.Random(20240603)
    trials = 20_000
    found = [0] * len(counts)
    for _ in range(trials):
        envelopes = [[FATHER] + ["not"] * k for k in counts]
        for envelope in envelopes:
            rng.shuffle(envelope)
        found[first_father(envelopes)] += 1
    for p, hits in zip(father_odds(counts), found, strict=True):
        standard_error = math.sqrt(float(p) * (1 - float(p)) / trials)
        assert abs(hits / trials - float(p)) <= 3 * standard_error


def test_two_players_worked_by_hand():
    # Ann (tested first) holds 1 NOT card: she draws the FATHER card half the time; otherwise
    # Bob, holding only his FATHER card, is found.
    assert father_odds([1, 0]) == (Fraction(1, 2), Fraction(1, 2))
    assert father_odds([0, 4]) == (1, 0)


def test_the_odds_are_exact_fractions_summing_to_one():
    odds = father_odds([7, 2, 9, 0, 4, 11])
    assert all(isinstance(p, Fraction) for p in odds)
    assert sum(odds) == 1


def test_with_equal_envelopes_the_least_popular_is_the_likeliest_father():
    odds = father_odds([2, 2, 2, 2])
    assert odds == tuple(sorted(odds, reverse=True)) and len(set(odds)) == 4


def test_more_not_cards_lower_your_odds():
    assert father_odds([5, 2])[0] < father_odds([2, 2])[0]


@pytest.mark.parametrize("counts", [[], [-1, 2], [1.0], [True, 2], ["3"]])
def test_bad_envelopes_are_refused(counts):
    with pytest.raises(ValueError):
        father_odds(counts)
