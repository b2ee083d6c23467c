"""The suite's own order: slow tests spread over the first part of each pytest-xdist worker's
share."""

from __future__ import annotations

from tests.conftest import SPREAD, interleaved, spread_in_each_share


def test_each_share_holds_its_part_of_the_first_items_staggered_and_nothing_is_lost():
    order = spread_in_each_share(list(range(80)), 8, 4)
    assert sorted(order) == list(range(80))
    shares = [order[k * 20 : (k + 1) * 20] for k in range(4)]  # as xdist cuts 80 items for 4
    # Each share's slow items a quarter of their space (3 places) later than the share before.
    assert [share.index(k) for k, share in enumerate(shares)] == [0, 0, 1, 2]
    assert [sorted(set(share) & set(range(8))) for share in shares] == [
        [0, 4],
        [1, 5],
        [2, 6],
        [3, 7],
    ]
    assert shares[0].index(4) == int(20 * SPREAD) // 2  # halfway through the spread part
    assert spread_in_each_share(list(range(20)), 2, 1) == [0, 2, 3, 1, *range(4, 20)]


def test_the_first_items_are_spaced_evenly_and_the_others_keep_their_order():
    assert interleaved(["a", "b", "c"], list(range(6)), 9) == ["a", 0, 1, "b", 2, 3, "c", 4, 5]
    assert interleaved(["a", "b"], [0], 8) == ["a", 0, "b"]  # too few others: all used up
    assert interleaved([], [0, 1], 2) == [0, 1]
    assert interleaved(["a", "b"], list(range(6)), 8, 0.5) == [0, 1, "a", 2, 3, 4, "b", 5]
