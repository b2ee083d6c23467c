"""The Maury Game: scoring the last card. NOT cards, popularity and the orange powers."""

from __future__ import annotations

from engine.core import TABLE
from engine.maury import (
    CardsDrawn,
    CardsReceived,
    HandShown,
    MarkerMoved,
    MarkerPushed,
    MauryReason,
    NotCardsGained,
    NotCardsSwapped,
    NotCardsTaken,
    Pass,
    Phase,
    PlayEnded,
    Power,
)
from tests.engine.maury_helpers import (
    FILLER,
    blue,
    cid,
    game,
    of,
    ok,
    orange,
    play,
    red,
    refused,
)

ANN, BOB, CY = 0, 1, 2


def test_gain_not_cards_draws_them_from_the_supply_into_your_envelope():
    g = game(3, [[blue(2, gain_not=3)]])
    ok(play(g, ANN, 0))
    events = ok(g.apply(Pass(TABLE)))
    assert NotCardsGained(ANN, 3, 3) in events
    assert g.state.envelopes == [5, 2, 2] and g.state.supply == 13


def test_take_not_cards_moves_them_from_the_victims_envelope_to_yours():
    g = game(3, [[red(2, take_not=1)]])
    ok(play(g, ANN, 0, target=CY))
    ok(g.apply(Pass(CY)))
    assert g.state.envelopes == [3, 2, 1] and g.state.supply == 16


def test_take_not_cards_takes_only_what_is_there_and_never_the_father_card():
    g = game(3, [[red(2, take_not=3)]])
    ok(play(g, ANN, 0, target=BOB))
    events = ok(g.apply(Pass(BOB)))
    assert NotCardsTaken(ANN, BOB, 2, 3) in events
    assert g.state.envelopes == [4, 0, 2]
    assert g.state.fathers == [1, 1, 1]


def test_a_card_with_two_icons_applies_both():
    g = game(3, [[red(2, take_not=1, lose_popularity=1)]])
    ok(play(g, ANN, 0, target=BOB))
    events = ok(g.apply(Pass(BOB)))
    assert g.state.envelopes == [3, 1, 2]
    assert [MarkerMoved(BOB, 10, 9), MarkerPushed(CY, 9, 10)] == [
        e for e in events if isinstance(e, MarkerMoved | MarkerPushed)
    ]


def test_draw_cards_puts_extra_argument_cards_in_your_hand():
    g = game(3, [[orange(Power.DRAW_CARDS, draw=2)]], pile=[FILLER] * 5)
    ok(play(g, ANN, 0))
    events = ok(g.apply(Pass(TABLE)))
    pile = 12
    assert CardsReceived(ANN, (pile, pile + 1)) in events
    assert g.state.hands[ANN] == [cid(ANN, 1), cid(ANN, 2), cid(ANN, 3), pile, pile + 1]
    assert g.state.draw_pile == [pile + 2, pile + 3, pile + 4]


def test_draw_cards_takes_what_is_left_when_the_pile_runs_out_and_play_ends():
    g = game(2, [[orange(Power.DRAW_CARDS, draw=3)]], pile=[FILLER])
    ok(play(g, ANN, 0))
    events = ok(g.apply(Pass(TABLE)))
    assert of(events, CardsDrawn) == [CardsDrawn(ANN, 1)]
    assert of(events, PlayEnded) == [PlayEnded(draw_pile_empty=True, supply_empty=False)]
    assert g.state.phase is Phase.REVEAL


def test_swap_not_cards_exchanges_the_not_cards_of_two_envelopes():
    g = game(3, [[blue(2, gain_not=3)], [orange(Power.SWAP_NOT_CARDS)]])
    ok(play(g, ANN, 0))
    ok(g.apply(Pass(TABLE)))
    refused(play(g, BOB, 0), MauryReason.NAME_A_TARGET)
    ok(play(g, BOB, 0, target=ANN))
    events = ok(g.apply(Pass(TABLE)))
    assert NotCardsSwapped(BOB, ANN, 5, 2) in events
    assert g.state.envelopes == [2, 5, 2] and g.state.fathers == [1, 1, 1]


def test_swap_places_exchanges_two_markers_without_pushing():
    g = game(4, [[orange(Power.SWAP_PLACES)]])
    ok(play(g, ANN, 0, target=3))
    events = ok(g.apply(Pass(TABLE)))
    assert g.state.positions == [8, 10, 9, 11]
    assert of(events, MarkerMoved) == [MarkerMoved(ANN, 11, 8), MarkerMoved(3, 8, 11)]


def test_move_to_a_space_goes_there_and_pushes_like_any_move():
    g = game(3, [[orange(Power.MOVE_TO_SPACE)]])
    ok(play(g, ANN, 0, space=9))
    events = ok(g.apply(Pass(TABLE)))
    assert g.state.positions == [9, 11, 10]
    assert of(events, MarkerPushed) == [MarkerPushed(CY, 9, 10), MarkerPushed(BOB, 10, 11)]


def test_move_to_a_space_needs_another_space_on_the_track():
    g = game(3, [[orange(Power.MOVE_TO_SPACE), blue(2, gain_not=1)]])
    for space in (None, 11, 12, -1):
        refused(play(g, ANN, 0, space=space), MauryReason.CHOOSE_A_SPACE)
    refused(play(g, ANN, 1, space=3), MauryReason.NO_SPACE)
    spaces = {a.space for a in g.legal_actions(ANN) if a.card == cid(ANN, 0)}
    assert spaces == set(range(11))


def test_look_at_a_hand_shows_it_to_the_viewer_only():
    g = game(3, [[orange(Power.LOOK_AT_HAND)]])
    ok(play(g, ANN, 0, target=CY))
    events = ok(g.apply(Pass(TABLE)))
    shown = HandShown(ANN, CY, tuple(cid(CY, s) for s in range(4)))
    assert shown in events
    assert shown in g.visible_log(ANN)
    assert shown not in g.visible_log(BOB) and shown not in g.visible_log(CY)


def test_a_maury_card_with_a_power_names_its_target_even_as_a_comeback():
    swap = orange(Power.SWAP_NOT_CARDS, 1, maury=True)
    g = game(3, [[red(2, take_not=2)], [blue(4, gain_not=2)], [swap]])
    ok(play(g, ANN, 0, target=CY))
    ok(g.apply(Pass(CY)))
    assert g.state.envelopes == [4, 2, 0]
    ok(play(g, BOB, 0))
    refused(play(g, CY, 0), MauryReason.NAME_A_TARGET)
    events = ok(play(g, CY, 0, target=ANN))
    assert NotCardsSwapped(CY, ANN, 4, 0) in events
    assert g.state.envelopes == [0, 2, 4] and g.state.supply == 16
