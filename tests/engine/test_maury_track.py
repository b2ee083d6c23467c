"""The Maury Game: the Popularity Track, its pushes and both of its ends."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import TABLE
from engine.maury import MarkerMoved, MarkerPushed, Pass, move_marker, valid_track
from tests.engine.maury_helpers import blue, game, ok, play, red

STAR = 11  # the last of the default 12 spaces


@pytest.mark.parametrize(
    ("positions", "player", "to", "after"),
    [
        # Gaining onto an empty space pushes nobody, even when passing over markers.
        ((11, 10, 3, 2), 3, 4, (11, 10, 3, 4)),
        # Ending on a marker moves it back one space.
        ((11, 10, 5), 2, 10, (11, 9, 10)),
        # ... and it pushes the markers behind it along.
        ((11, 10, 9, 4), 3, 10, (11, 9, 8, 10)),
        # The chain stops on the first free space.
        ((11, 10, 8, 4), 3, 11, (10, 9, 8, 11)),
        # Losing onto a marker pushes it forward, and the chain goes on forward.
        ((11, 10, 9, 2), 1, 2, (11, 2, 9, 3)),
        ((11, 10, 3, 2), 0, 2, (2, 10, 4, 3)),
    ],
)
def test_moves_push_markers_in_a_chain(positions, player, to, after):
    assert move_marker(positions, player, to, 12) == after


def test_gaining_past_the_star_stops_on_it_and_pushes_its_owner_back():
    assert move_marker((11, 10, 9), 2, 9 + 5, 12) == (10, 9, 11)


def test_gaining_on_the_star_stays_there():
    assert move_marker((11, 10, 9), 0, 11 + 2, 12) == (11, 10, 9)


def test_losing_past_least_popular_stops_on_space_zero_and_pushes_its_owner_forward():
    assert move_marker((11, 10, 0), 1, 10 - 20, 12) == (11, 0, 1)


def test_losing_on_least_popular_stays_there():
    assert move_marker((11, 10, 0), 2, 0 - 3, 12) == (11, 10, 0)


def test_a_full_track_compresses_both_ways():
    assert move_marker((2, 1, 0), 2, 1, 3) == (2, 0, 1)
    assert move_marker((2, 1, 0), 2, 7, 3) == (1, 0, 2)
    assert move_marker((2, 1, 0), 0, -4, 3) == (0, 2, 1)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_every_move_keeps_a_valid_track_and_the_order_of_the_others(data):
    spaces = data.draw(st.integers(2, 12), label="spaces")
    players = data.draw(st.integers(2, min(6, spaces)), label="players")
    positions = tuple(data.draw(st.permutations(range(spaces)), label="track")[:players])
    player = data.draw(st.integers(0, players - 1), label="player")
    to = data.draw(st.integers(-15, 30), label="to")
    after = move_marker(positions, player, to, spaces)
    assert valid_track(after, spaces)
    assert after[player] == max(0, min(to, spaces - 1))
    others = [p for p in range(players) if p != player]
    assert sorted(others, key=positions.__getitem__) == sorted(others, key=after.__getitem__)
    assert all(abs(after[p] - positions[p]) <= 1 for p in others)


def test_a_popularity_gain_pushes_the_markers_it_lands_on_back_and_announces_each():
    g = game(4, [[blue(2, gain_popularity=3)], [red(2, lose_popularity=1)]], first=1)
    assert g.state.positions == [8, 11, 10, 9]
    ok(play(g, 1, 0, target=0))  # Bob attacks Ann...
    ok(play(g, 0, 0))  # ...who answers with a blue +3
    events = ok(g.apply(Pass(1)))
    assert g.state.positions == [11, 10, 9, 8]
    moves = [e for e in events if isinstance(e, MarkerMoved | MarkerPushed)]
    assert moves == [
        MarkerMoved(0, 8, 11),
        MarkerPushed(1, 11, 10),
        MarkerPushed(2, 10, 9),
        MarkerPushed(3, 9, 8),
    ]


def test_a_popularity_loss_pushes_the_markers_it_lands_on_forward():
    g = game(4, [[red(2, lose_popularity=2)]])
    assert g.state.positions == [11, 10, 9, 8]
    ok(play(g, 0, 0, target=1))
    events = ok(g.apply(Pass(1)))
    assert g.state.positions == [11, 8, 10, 9]
    moves = [e for e in events if isinstance(e, MarkerMoved | MarkerPushed)]
    assert moves == [MarkerMoved(1, 10, 8), MarkerPushed(3, 8, 9), MarkerPushed(2, 9, 10)]
    assert g.test_order() == (1, 3, 2, 0)


def test_a_gain_on_the_star_is_announced_as_no_move():
    g = game(2, [[blue(2, gain_popularity=2)]])
    ok(play(g, 0, 0))
    events = ok(g.apply(Pass(TABLE)))
    assert MarkerMoved(0, STAR, STAR) in events
    assert g.state.positions == [STAR, STAR - 1]
