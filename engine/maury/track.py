"""The Popularity Track's moves and the exact odds of the Big Reveal."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import prod


def valid_track(positions: Sequence[int], spaces: int) -> bool:
    """Whether every marker stands on its own space of a track of `spaces` spaces."""
    return len(set(positions)) == len(positions) and all(0 <= p < spaces for p in positions)


def move_marker(positions: Sequence[int], player: int, to: int, spaces: int) -> tuple[int, ...]:
    """The track after `player`'s marker moves to space `to`, as the rulebook moves markers.

    Choice: a move past either end stops on the end space. Markers passed over stay put;
    ending on a marker moves it one space back the way the mover came, and it pushes any
    marker it lands on along with it. The chain ends at the latest on the space the mover
    left, so pushes compress and no marker ever leaves the track.
    """
    start = positions[player]
    to = max(0, min(to, spaces - 1))
    step = -1 if to > start else 1
    taken = {space: p for p, space in enumerate(positions) if p != player}
    moved = list(positions)
    moved[player] = space = to
    while space in taken:
        pushed = taken[space]
        space += step
        moved[pushed] = space
    assert valid_track(moved, spaces), moved
    return tuple(moved)


def father_odds(envelopes_in_test_order: Sequence[int]) -> tuple[Fraction, ...]:
    """Each player's exact chance of being found to be the father, as Fractions summing to 1.

    `envelopes_in_test_order` holds each envelope's NOT-card count, least popular player
    first; every envelope also holds one FATHER card. Shuffling an envelope puts its FATHER
    card at draw r (0-based) for r in 0..k, each equally likely, independently of the other
    envelopes. Player i is found at draw r exactly when everyone tested before them in that
    round has their FATHER card later than r, and everyone tested after them later than
    r - 1. Counting those equally likely combinations gives
    P(i) = sum over r <= k_i of prod_{j<i} max(0, k_j - r) * prod_{j>i} max(0, k_j + 1 - r),
    over prod_j (k_j + 1). Time O(n^2 * max k), exact integers throughout.
    """
    counts = tuple(envelopes_in_test_order)
    if not counts:
        raise ValueError("father_odds needs at least one envelope")
    if any(type(k) is not int or k < 0 for k in counts):
        raise ValueError(f"NOT-card counts must be whole numbers >= 0, got {counts}")
    total = prod(k + 1 for k in counts)
    odds = tuple(
        Fraction(
            sum(
                prod(max(0, k - r + (j > i)) for j, k in enumerate(counts) if j != i)
                for r in range(counts[i] + 1)
            ),
            total,
        )
        for i in range(len(counts))
    )
    assert sum(odds) == 1, odds
    return odds
