"""The Maury Game: trash-talk. Who may answer, with what, and which card takes effect."""

from __future__ import annotations

import pytest

from engine.core import SIMULTANEOUS, TABLE, CoreReason
from engine.maury import (
    ArgumentSettled,
    CardPlayed,
    MauryReason,
    NotCardsGained,
    NotCardsTaken,
    Pass,
    Phase,
    Play,
    Power,
    TurnStarted,
)
from tests.engine.maury_helpers import blue, cid, game, of, ok, orange, play, red, refused

ANN, BOB, CY = 0, 1, 2


def test_after_a_blue_card_any_player_may_answer():
    g = game(3, [[blue(2, gain_not=1)], [red(2, take_not=1)], [red(2, take_not=1)]])
    ok(play(g, ANN, 0))
    assert g.current_player() == SIMULTANEOUS
    assert g.answerers() == (BOB, CY)
    assert Play(CY, cid(CY, 0)) in g.legal_actions(CY)
    ok(play(g, CY, 0))
    assert g.current_player() == ANN


def test_after_a_blue_card_the_first_to_answer_is_the_only_one_who_may_continue():
    hands = [[blue(2, 1), blue(3, 1)], [red(4, take_not=1)], [red(2, 1), red(4, 1)]]
    g = game(3, hands)
    ok(play(g, ANN, 0))
    ok(play(g, CY, 0))
    ok(play(g, ANN, 1))
    assert g.current_player() == CY
    refused(play(g, BOB, 0), MauryReason.ONLY_FIRST_ANSWERER)
    refused(g.apply(Pass(BOB)), MauryReason.ONLY_FIRST_ANSWERER)
    assert g.legal_actions(BOB) == []
    ok(play(g, CY, 1))
    assert g.current_player() == ANN


def test_after_a_blue_card_the_talk_ends_when_every_other_player_passes():
    g = game(3, [[blue(2, gain_not=1)], [red(2, take_not=1)]])
    ok(play(g, ANN, 0))
    ok(g.apply(Pass(BOB)))
    assert g.state.phase is Phase.TALK and g.answerers() == (CY,)
    refused(g.apply(Pass(BOB)), MauryReason.ALREADY_PASSED)
    refused(play(g, BOB, 0), MauryReason.ALREADY_PASSED)
    events = ok(g.apply(Pass(CY)))
    assert ArgumentSettled(ANN, cid(ANN, 0)) in events
    assert g.state.envelopes == [3, 2, 2]
    assert events[-1] == TurnStarted(BOB, 2)


def test_the_talk_waits_for_passes_even_when_nobody_can_answer():
    g = game(3, [[blue(5, gain_not=1)]])  # the others hold only blue fillers
    ok(play(g, ANN, 0))
    assert g.legal_actions(BOB) == [Pass(BOB)] and g.legal_actions(CY) == [Pass(CY)]
    assert g.state.phase is Phase.TALK and g.current_player() == SIMULTANEOUS


def test_the_table_may_close_the_talk_for_everyone():
    g = game(3, [[blue(2, gain_not=1)]])
    ok(play(g, ANN, 0))
    assert g.legal_actions(TABLE) == [Pass(TABLE)]
    events = ok(g.apply(Pass(TABLE)))
    assert ArgumentSettled(ANN, cid(ANN, 0)) in events
    assert g.current_player() == BOB


def test_after_a_red_card_only_the_player_attacked_may_answer():
    g = game(3, [[red(3, take_not=1)], [blue(3, gain_not=1)], [blue(3, gain_not=1)]])
    ok(play(g, ANN, 0, target=CY))
    assert g.current_player() == CY
    assert g.answerers() == (CY,)
    refused(play(g, BOB, 0), MauryReason.ONLY_TARGET)
    refused(g.apply(Pass(BOB)), MauryReason.ONLY_TARGET)
    ok(play(g, CY, 0))
    assert g.current_player() == ANN


def test_the_player_due_to_answer_may_stop_the_talk():
    g = game(3, [[red(3, take_not=1)]])
    ok(play(g, ANN, 0, target=BOB))
    events = ok(g.apply(Pass(BOB)))
    assert NotCardsTaken(ANN, BOB, 1, 1) in events
    assert g.state.envelopes == [3, 1, 2]


def test_nobody_answers_their_own_card():
    g = game(3, [[blue(2, 1), red(4, 1)]])
    ok(play(g, ANN, 0))
    refused(play(g, ANN, 1), MauryReason.OWN_CARD)
    refused(g.apply(Pass(ANN)), MauryReason.OWN_CARD)


@pytest.mark.parametrize(
    ("opening", "comeback", "reason"),
    [
        (blue(2, gain_not=1), red(2, take_not=1), None),
        (red(2, take_not=1), blue(2, gain_not=1), None),
        (blue(2, gain_not=1), blue(2, gain_not=1), MauryReason.WRONG_COLOUR),
        (red(2, take_not=1), red(2, take_not=1), MauryReason.WRONG_COLOUR),
        (blue(2, gain_not=1), orange(Power.SWAP_PLACES, 5), MauryReason.WRONG_COLOUR),
    ],
    ids=["red on blue", "blue on red", "blue on blue", "red on red", "orange on blue"],
)
def test_blue_answers_red_and_red_answers_blue(opening, comeback, reason):
    g = game(2, [[opening], [comeback]])
    ok(play(g, ANN, 0, target=BOB if opening.colour == "red" else None))
    target = ANN if comeback.power else None
    result = play(g, BOB, 0, target=target)
    if reason is None:
        ok(result)
    else:
        refused(result, reason)


@pytest.mark.parametrize(("strength", "allowed"), [(2, False), (3, True), (5, True)])
def test_a_comeback_is_at_least_as_strong_as_the_card_it_answers(strength, allowed):
    g = game(2, [[blue(3, gain_not=1)], [red(strength, take_not=1)]])
    ok(play(g, ANN, 0))
    result = play(g, BOB, 0)
    if allowed:
        ok(result)
    else:
        refused(result, MauryReason.TOO_WEAK)


def test_only_a_maury_card_answers_an_orange_card_and_anyone_may_play_it():
    hands = [[orange(Power.SWAP_PLACES, 1)], [blue(5, 1), red(5, 1), blue(1, 1, maury=True)]]
    g = game(3, hands)
    ok(play(g, ANN, 0, target=BOB))
    assert g.current_player() == SIMULTANEOUS and g.answerers() == (BOB, CY)
    refused(play(g, BOB, 0), MauryReason.ONLY_MAURY)
    refused(play(g, BOB, 1), MauryReason.ONLY_MAURY)
    events = ok(play(g, BOB, 2))
    assert NotCardsGained(BOB, 1, 1) in events
    assert g.state.positions == [11, 10, 9]  # the swap never happened


def test_the_maury_card_can_be_played_on_any_card_whatever_its_colour_and_strength():
    g = game(3, [[red(5, take_not=1)], [red(1, take_not=2, maury=True)]])
    ok(play(g, ANN, 0, target=BOB))
    events = ok(play(g, BOB, 0))
    assert CardPlayed(BOB, cid(BOB, 0), ANN, None, True) in events
    assert NotCardsTaken(BOB, ANN, 2, 2) in events
    assert g.state.envelopes == [0, 4, 2]


def test_nothing_can_be_played_against_the_maury_card():
    hands = [[blue(2, gain_not=1), red(5, take_not=1)], [red(2, take_not=1, maury=True)]]
    g = game(3, hands)
    ok(play(g, ANN, 0))
    events = ok(play(g, BOB, 0))
    assert of(events, ArgumentSettled) == [ArgumentSettled(BOB, cid(BOB, 0))]
    assert events[-1] == TurnStarted(BOB, 2)  # the talk ended at once: Bob's turn now
    refused(play(g, ANN, 1), CoreReason.NOT_YOUR_TURN)


def test_a_maury_opening_cannot_be_answered():
    g = game(2, [[blue(1, gain_not=2, maury=True)], [red(5, take_not=1)]])
    events = ok(play(g, ANN, 0))
    assert NotCardsGained(ANN, 2, 2) in events
    assert g.state.phase is Phase.PLAY and g.current_player() == BOB


def test_only_the_last_card_played_takes_effect():
    hands = [[blue(2, gain_not=1), blue(3, gain_popularity=2)], [red(2, take_not=1)]]
    g = game(3, hands, first=0)
    ok(play(g, ANN, 0))
    ok(play(g, BOB, 0))
    ok(play(g, ANN, 1))
    events = ok(g.apply(Pass(BOB)))
    assert of(events, ArgumentSettled) == [ArgumentSettled(ANN, cid(ANN, 1))]
    assert of(events, NotCardsGained) == of(events, NotCardsTaken) == []
    assert g.state.envelopes == [2, 2, 2] and g.state.supply == 16


def test_a_red_comeback_attacks_the_other_arguer_without_naming_them():
    g = game(3, [[blue(2, gain_not=1)], [], [red(2, take_not=2)]])
    ok(play(g, ANN, 0))
    refused(play(g, CY, 0, target=BOB), MauryReason.NO_TARGET)
    refused(play(g, CY, 0, target=ANN), MauryReason.NO_TARGET)
    ok(play(g, CY, 0))
    events = ok(g.apply(Pass(ANN)))
    assert NotCardsTaken(CY, ANN, 2, 2) in events
    assert g.state.envelopes == [0, 2, 4]


def test_an_openers_red_comeback_hits_the_player_who_answered():
    g = game(3, [[red(2, take_not=1), red(3, take_not=2)], [blue(2, gain_not=1)]])
    ok(play(g, ANN, 0, target=BOB))
    ok(play(g, BOB, 0))
    events = ok(play(g, ANN, 1))
    assert CardPlayed(ANN, cid(ANN, 1), BOB, None, True) in events
    ok(g.apply(Pass(BOB)))
    assert g.state.envelopes == [4, 0, 2]


def test_a_red_opening_names_another_player():
    g = game(3, [[red(2, take_not=1), blue(2, gain_not=1)]])
    refused(play(g, ANN, 0), MauryReason.NAME_A_TARGET)
    refused(play(g, ANN, 0, target=ANN), MauryReason.BAD_TARGET)
    refused(play(g, ANN, 0, target=5), MauryReason.BAD_TARGET)
    refused(play(g, ANN, 1, target=BOB), MauryReason.NO_TARGET)
    assert {a.target for a in g.legal_actions(ANN) if a.card == cid(ANN, 0)} == {BOB, CY}
