"""Fame Us end: the two end conditions, the revealed teams and the card count."""

from __future__ import annotations

import pytest

from engine.core import TERMINAL, CoreReason
from engine.fameus import GameEnded, Pass, Team
from tests.engine.fameus_helpers import game, play_turn


def test_the_game_ends_when_the_starters_pile_is_empty_at_the_end_of_a_turn():
    g = game(4, vip=(0, 1))
    for turn in range(10):
        assert not g.is_over() and g.state.turn == turn + 1
        play_turn(g, playing=(0,) if turn < 4 else ())
    assert g.is_over() and g.current_player() == TERMINAL
    assert [len(h) for h in g.state.hands] == [8, 16, 16, 16]
    assert g.log[-1] == GameEnded(
        starters_empty=True,
        empty_hands=(),
        teams=(Team.VIP_SQUARE, Team.VIP_SQUARE, Team.KINGS, Team.KINGS),
        hand_sizes=(8, 16, 16, 16),
        counted=(0, 1, 2, 3),
        totals=(24, 32),
        winners=(Team.VIP_SQUARE,),
    )
    assert g.apply(Pass(0)).reason is CoreReason.GAME_OVER
    assert g.legal_actions(0) == []


def test_the_game_ends_when_a_player_has_no_cards_at_the_end_of_a_turn():
    g = game(6, vip=(3, 4, 5))
    for _ in range(6):
        assert not g.is_over()
        play_turn(g, playing=(0,))
    end = g.log[-1]
    assert isinstance(end, GameEnded) and g.is_over()
    assert end.empty_hands == (0,) and not end.starters_empty
    assert len(g.state.starters) == 4
    assert end.totals == (3 * 12, 0 + 2 * 12) and end.winners == (Team.KINGS,)


def test_an_empty_hand_does_not_end_the_game_if_the_vote_refills_it():
    g = game(4)
    for _ in range(5):
        play_turn(g, playing=(0,))
    play_turn(g, playing=(0,), won=False)
    assert len(g.state.hands[0]) == 3
    assert not g.is_over() and g.state.turn == 7


def test_equal_counts_are_a_tie():
    g = game(4, vip=(0, 2))
    for _ in range(10):
        play_turn(g)
    end = g.log[-1]
    assert isinstance(end, GameEnded) and end.totals == (32, 32)
    assert end.winners == (Team.VIP_SQUARE, Team.KINGS) == g.winners()


@pytest.mark.parametrize(
    "n, vip, counted", [(5, (0, 1, 2), (0, 2, 3, 4)), (7, (0, 1, 2, 3), (0, 3, 4, 6))]
)
def test_an_odd_table_counts_only_each_teams_fewest_and_most_cards(n, vip, counted):
    g = game(n, vip=vip)
    for turn in range(6):
        play_turn(g, playing=(0, 1, 4) if turn < 3 else (0,))
    end = g.log[-1]
    assert isinstance(end, GameEnded)
    assert end.hand_sizes[:5] == (0, 6, 12, 12, 6) and set(end.hand_sizes[5:]) <= {12}
    # Counting every hand would give a tie (18-18 at five players, 30-30 at seven).
    assert end.counted == counted and end.totals == (12, 18)
    assert end.winners == (Team.VIP_SQUARE,)
    assert g.scores() == {Team.VIP_SQUARE: 12, Team.KINGS: 18}


def test_all_teams_are_revealed_at_the_end():
    g = game(5, vip=(1, 3, 4))
    while not g.is_over():
        assert all(g.view(p).teams is None for p in range(5))
        play_turn(g, playing=(2,))
    expected = (Team.KINGS, Team.VIP_SQUARE, Team.KINGS, Team.VIP_SQUARE, Team.VIP_SQUARE)
    assert all(g.view(p).teams == expected for p in range(5))
