"""Fame Us set-up: players, the deal, the Starters pile, secret teams, views and saves."""

from __future__ import annotations

import copy

import pytest

from engine.core import CHANCE, CoreReason, Shuffle
from engine.fameus import (
    CardsDealt,
    FameUs,
    FameUsConfig,
    HandDealt,
    Pass,
    Phase,
    Team,
    TeamDealt,
    TeamsDealt,
    TurnStarted,
)
from tests.engine.fameus_helpers import DECK, NAMES, game, ok, play_turn, starter, team_order


def test_four_to_eight_players():
    for n in range(2, 11):
        players = tuple(f"P{i}" for i in range(n))
        if 4 <= n <= 8:
            assert len(FameUsConfig(players, DECK).players) == n
        else:
            with pytest.raises(ValueError):
                FameUsConfig(players, DECK)


@pytest.mark.parametrize(
    "players, deck, first",
    [
        (("Ann", "ann", "Bob", "Cy"), DECK, 0),
        (("Ann", " ", "Bob", "Cy"), DECK, 0),
        (NAMES[:4], (*DECK[:40], "criterion 0"), 0),
        (NAMES[:4], (*DECK[:40], ""), 0),
        (NAMES[:4], DECK[:33], 0),
        (NAMES[:4], DECK, 4),
    ],
)
def test_bad_configs_raise(players, deck, first):
    with pytest.raises(ValueError):
        FameUsConfig(players, deck, first_player=first)


def test_the_deck_must_cover_the_hands_and_the_starters():
    assert len(FameUsConfig(NAMES[:8], DECK[:58]).deck) == 58
    with pytest.raises(ValueError, match="58"):
        FameUsConfig(NAMES[:8], DECK[:57])


def test_shuffle_then_deal_six_each_then_ten_unseen_starters():
    g = FameUs(FameUsConfig(NAMES[:4], DECK[:40]))
    assert g.current_player() == CHANCE
    assert g.chance_request().size == 40
    order = tuple(reversed(range(40)))
    events = ok(g.apply(Shuffle(order)))
    assert events[0] == CardsDealt(6, 10, 6)
    assert g.state.hands == [list(order[6 * p : 6 * p + 6]) for p in range(4)]
    assert g.state.starters == list(order[24:34])
    assert g.state.pile == list(order[34:])
    assert g.view(2).starters_left == 10 and g.view(2).pile_left == 6


def test_each_dealt_hand_is_private_to_its_player():
    g = FameUs(FameUsConfig(NAMES[:4], DECK))
    events = ok(g.apply(Shuffle(tuple(range(112)))))
    hands = [e for e in events if isinstance(e, HandDealt)]
    assert [e.player for e in hands] == [0, 1, 2, 3]
    for e in hands:
        assert e.criteria == tuple(DECK[c] for c in g.state.hands[e.player])
        assert [p for p in range(4) if e.visible_to(p)] == [e.player]


def test_a_bad_shuffle_is_refused_and_nothing_happens_before_the_deal():
    g = FameUs(FameUsConfig(NAMES[:4], DECK))
    assert g.apply(Shuffle((0, 0))).reason is CoreReason.BAD_SHUFFLE
    assert g.apply(Pass(0)).reason is CoreReason.WAITING_FOR_CHANCE
    assert g.legal_actions(0) == []
    assert g.state.hands == []


@pytest.mark.parametrize(
    "n, split", [(4, (2, 2)), (5, (3, 2)), (6, (3, 3)), (7, (4, 3)), (8, (4, 4))]
)
def test_secret_teams_split_evenly_with_one_extra_at_an_odd_table(n, split):
    g = FameUs(FameUsConfig(NAMES[:n], DECK))
    ok(g.apply(Shuffle(tuple(range(112)))))
    assert g.chance_request().purpose == "team cards" and g.chance_request().size == n
    vip = range(n - split[0], n)  # the last seats, to see the shuffle decide
    events = ok(g.apply(Shuffle(team_order(n, vip))))
    assert TeamsDealt(*split) in events
    assert g.state.teams == [Team.VIP_SQUARE if p in vip else Team.KINGS for p in range(n)]
    secret = [e for e in events if isinstance(e, TeamDealt)]
    assert [(e.player, e.team) for e in secret] == list(enumerate(g.state.teams))
    assert all([q for q in range(n) if e.visible_to(q)] == [e.player] for e in secret)


def test_the_youngest_player_turns_the_first_starter():
    g = game(5, first=3)
    assert g.log[-1] == TurnStarted(1, 3, starter(5, 1), DECK[starter(5, 1)], 9)
    assert g.current_player() == 3 and g.state.phase is Phase.PLAY
    assert g.view(0).table == (DECK[starter(5, 1)],)


def progressed_game() -> FameUs:
    """Six players two turns in, mid-turn, with cards played, drawn and a vote behind them."""
    g = game(6, vip=(0, 2, 4))
    play_turn(g, playing=(0, 3), won=False)
    ok(g.apply(Pass(g.state.active)))
    return g


def test_a_view_shows_the_players_own_team_and_hand():
    g = progressed_game()
    for p in range(6):
        v = g.view(p)
        assert v.team is g.state.teams[p]
        assert v.hand == tuple(g.state.hands[p])
        assert v.hand_criteria == tuple(DECK[c] for c in g.state.hands[p])
        assert v.hand_sizes == tuple(len(h) for h in g.state.hands)
        assert v.teams is None
        assert all(e.visible_to(p) for e in v.log)
    with pytest.raises(ValueError):
        g.view(6)


def test_a_view_never_depends_on_another_players_team_or_hand():
    g = progressed_game()
    for p in range(6):
        for q in range(6):
            if q == p:
                continue
            other = copy.deepcopy(g)
            s = other.state
            s.teams[q] = Team.KINGS if s.teams[q] is Team.VIP_SQUARE else Team.VIP_SQUARE
            s.hands[q][0], s.pile[0] = s.pile[0], s.hands[q][0]
            assert other.view(q) != g.view(q)
            assert other.view(p) == g.view(p)


def test_json_round_trip_mid_game_and_mid_reshuffle():
    g = game(4, pile=0)
    play_turn(g, playing=(0,))
    assert g.current_player() != CHANCE
    ok(g.apply(Pass(g.state.active)))  # the pile is empty: the discards must be shuffled
    assert g.current_player() == CHANCE
    restored = FameUs.from_json(g.to_json())
    assert restored.config == g.config and restored.state == g.state
    order = tuple(range(g.chance_request().size))
    assert ok(restored.apply(Shuffle(order))) == ok(g.apply(Shuffle(order)))
    assert restored.state == g.state


def test_from_json_refuses_other_texts():
    with pytest.raises(ValueError):
        FameUs.from_json('{"game": "motdit", "format": 1}')
    with pytest.raises(ValueError):
        FameUs.from_json("not json")
