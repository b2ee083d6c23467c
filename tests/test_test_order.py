"""The suite's own order: slow tests at the head of each pytest-xdist worker's share."""

from __future__ import annotations

from tests.conftest import first_in_each_share


def test_each_share_begins_with_its_part_of_the_first_items_and_nothing_is_lost():
    order = first_in_each_share(list(range(20)), 6, 4)
    assert sorted(order) == list(range(20))
    shares = [order[k * 5 : (k + 1) * 5] for k in range(4)]  # as xdist cuts 20 items for 4
    assert [share[0] for share in shares] == [0, 1, 2, 3]
    assert shares[0][1] == 4 and shares[1][1] == 5  # 6 first items: two shares get two
    assert first_in_each_share(list(range(7)), 3, 1) == list(range(7))
