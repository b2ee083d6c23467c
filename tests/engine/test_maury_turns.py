"""The Maury Game: a turn's steps (play, score, discard, draw) and the end of play."""

from __future__ import annotations

from engine.core import TABLE, CoreReason, Shuffle
from engine.maury import (
    CardsDiscarded,
    CardsDrawn,
    CardsReceived,
    Maury,
    MauryReason,
    NotCardsGained,
    Pass,
    Phase,
    Play,
    PlayEnded,
    Power,
    TurnStarted,
)
from engine.motdit import CloseAnswers
from tests.engine.maury_helpers import FILLER, blue, cid, game, of, ok, orange, play, red, refused


def test_play_continues_clockwise_around_the_table():
    g = game(3, [], first=1)
    starts = []
    for _ in range(4):
        player = g.current_player()
        ok(g.apply(Play(player, g.state.hands[player][0])))
        starts += of(ok(g.apply(Pass(TABLE))), TurnStarted)
    assert [e.player for e in starts] == [2, 0, 1, 2]
    assert [e.number for e in starts] == [2, 3, 4, 5]


def test_the_card_played_is_public_until_the_next_turn_starts():
    g = game(3, [], first=1)
    assert g.public_view().last_played is None
    card = g.state.hands[1][0]
    ok(g.apply(Play(1, card)))
    assert g.public_view().last_played == (1, g.config.deck[card])
    events = ok(g.apply(Pass(TABLE)))  # settled: the card stays shown through its effects
    assert of(events, TurnStarted) and g.public_view().last_played is None
    assert g.public_view().face_up == ((card, g.config.deck[card]),)  # face up for good


def test_the_turn_player_must_open_with_a_card():
    g = game(3, [])
    refused(g.apply(Pass(0)), MauryReason.MUST_PLAY)
    refused(g.apply(Pass(TABLE)), CoreReason.WRONG_MOMENT)
    refused(g.apply(Pass(1)), CoreReason.NOT_YOUR_TURN)
    refused(play(g, 1, 0), CoreReason.NOT_YOUR_TURN)
    refused(g.apply(Play(7, 0)), CoreReason.UNKNOWN_PLAYER)


def test_a_card_must_come_from_your_own_hand():
    g = game(3, [])
    refused(g.apply(Play(0, cid(1, 0))), MauryReason.NOT_IN_HAND)
    refused(g.apply(Play(0, 999)), MauryReason.NOT_IN_HAND)


def test_other_games_actions_and_untimely_shuffles_are_refused():
    g = game(2, [])
    refused(g.apply(CloseAnswers()), CoreReason.UNKNOWN_ACTION)
    refused(g.apply(Shuffle((0, 1))), CoreReason.NOT_CHANCE_TIME)


def test_played_cards_go_to_the_discard_pile():
    g = game(3, [[blue(2, gain_not=1)], [red(3, take_not=1)]])
    ok(play(g, 0, 0))
    ok(play(g, 1, 0))
    events = ok(g.apply(Pass(0)))
    assert of(events, CardsDiscarded) == [CardsDiscarded((cid(0, 0), cid(1, 0)))]
    assert g.state.discard == [cid(0, 0), cid(1, 0)]


def test_everyone_refills_to_four_clockwise_from_the_turn_player():
    hands = [[red(2, take_not=1)], [blue(2, gain_not=1), blue(3, gain_not=1)]]
    g = game(3, hands, first=1)
    ok(play(g, 1, 0))  # Bob opens
    ok(play(g, 0, 0))  # Ann answers
    ok(play(g, 1, 1))  # Bob answers back
    events = ok(g.apply(Pass(0)))
    pile = 12  # the first card of the draw pile
    assert of(events, CardsDrawn) == [CardsDrawn(1, 2), CardsDrawn(0, 1)]
    assert CardsReceived(1, (pile, pile + 1)) in events
    assert g.state.hands[1] == [cid(1, 2), cid(1, 3), pile, pile + 1]
    assert g.state.hands[0] == [cid(0, 1), cid(0, 2), cid(0, 3), pile + 2]
    assert g.state.hands[2] == [cid(2, s) for s in range(4)]
    assert g.state.draw_pile == [pile + 3, pile + 4]
    assert g.current_player() == 2


def test_a_hand_of_four_or_more_skips_the_draw():
    g = game(2, [[orange(Power.DRAW_CARDS, draw=3)]], pile=[FILLER] * 6)
    ok(play(g, 0, 0))
    events = ok(g.apply(Pass(TABLE)))
    assert of(events, CardsDrawn) == [CardsDrawn(0, 3)]  # the power; then no refill for Ann
    assert len(g.state.hands[0]) == 6
    assert len(g.state.draw_pile) == 3
    ok(play(g, 1, 0))
    ok(g.apply(Pass(TABLE)))
    assert len(g.state.hands[0]) == 6 and len(g.state.hands[1]) == 4


def test_play_ends_when_the_draw_pile_runs_out_during_the_draw():
    g = game(3, [[blue(2, 1), blue(3, 1)], [red(2, 1)]], pile=[FILLER])
    ok(play(g, 0, 0))
    ok(play(g, 1, 0))
    ok(play(g, 0, 1))
    events = ok(g.apply(Pass(1)))
    assert of(events, CardsDrawn) == [CardsDrawn(0, 1)]  # Ann takes the last card, Bob none
    assert len(g.state.hands[0]) == 3 and len(g.state.hands[1]) == 3
    assert of(events, PlayEnded) == [PlayEnded(draw_pile_empty=True, supply_empty=False)]
    assert g.state.phase is Phase.REVEAL
    assert g.legal_actions(1) == []


def test_play_ends_when_the_supply_runs_out_and_the_rest_of_the_card_still_applies():
    big = blue(3, gain_not=5)
    hands = [[big, big], [big, blue(3, gain_not=5, gain_popularity=2)]]
    g = game(2, hands, pile=[FILLER] * 5)
    assert g.state.supply == 18
    for player, slot in ((0, 0), (1, 0), (0, 1)):
        ok(play(g, player, slot))
        ok(g.apply(Pass(TABLE)))
    assert g.state.supply == 3
    ok(play(g, 1, 1))
    events = ok(g.apply(Pass(TABLE)))
    assert NotCardsGained(1, 3, 5) in events
    assert g.state.envelopes == [12, 10] and g.state.supply == 0
    assert g.state.positions == [10, 11]  # Bob's popularity still counts
    assert of(events, CardsDrawn) == []  # nobody refills: the Big Reveal starts
    assert of(events, PlayEnded) == [PlayEnded(draw_pile_empty=False, supply_empty=True)]
    assert g.state.phase is Phase.REVEAL


def test_a_player_sees_their_own_hand_and_not_the_others():
    g = game(3, [])
    view = g.view(1)
    assert view.hand == tuple(g.state.hands[1])
    assert view.hand_sizes == (4, 4, 4)
    assert all(e.player == 1 for e in view.log if isinstance(e, CardsReceived))
    assert view.envelopes == (2, 2, 2) and view.supply == 16


def test_a_game_saved_during_trash_talk_resumes_identically():
    g = game(3, [[blue(2, gain_not=1)], [red(3, take_not=2)]])
    ok(play(g, 0, 0))
    ok(play(g, 1, 0))
    again = Maury.from_json(g.to_json())
    assert again.state == g.state
    assert again.current_player() == g.current_player() == 0
    assert ok(again.apply(Pass(0))) == ok(g.apply(Pass(0)))
    assert again.state == g.state
