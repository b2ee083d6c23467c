"""Fame Us turns: play, pass, the hourglass, accusations, the moving first player, reshuffles."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, TABLE, CoreReason, Shuffle
from engine.fameus import (
    Accuse,
    Accused,
    CardsDrawn,
    CardsSeen,
    CriterionPlayed,
    FameUsReason,
    NoProposal,
    Pass,
    Passed,
    Phase,
    PileReshuffled,
    PilesEmpty,
    Play,
    ProposalDue,
    Propose,
    TimeUp,
    TurnEnded,
    TurnStarted,
    Vote,
)
from engine.motdit import CloseAnswers
from tests.engine.fameus_helpers import DECK, first_card, game, ok, play_turn, starter


def test_each_player_acts_once_clockwise_from_the_first_player():
    g = game(5, first=2)
    for p in (2, 3, 4, 0, 1):
        assert g.current_player() == p
        assert g.apply(Pass((p + 1) % 5)).reason is CoreReason.NOT_YOUR_TURN
        ok(g.apply(Pass(p)))
    assert g.state.turn == 2


def test_playing_puts_a_card_from_the_hand_face_up_on_the_table():
    g = game(4)
    card = first_card(0)
    assert g.apply(Play(0, first_card(1))).reason is FameUsReason.NOT_IN_HAND
    events = ok(g.apply(Play(0, card)))
    assert events == [CriterionPlayed(0, card, DECK[card])]
    assert card not in g.state.hands[0] and len(g.state.hands[0]) == 5
    assert g.view(3).table == (DECK[starter(4, 1)], DECK[card])
    assert g.current_player() == 1


def test_passing_draws_the_top_card_of_the_criteria_pile():
    g = game(4)
    top = g.state.pile[0]
    events = ok(g.apply(Pass(0)))
    assert events == [Passed(0, False), CardsDrawn(0, 1), CardsSeen(0, (top,), (DECK[top],))]
    assert [p for p in range(4) if events[2].visible_to(p)] == [0]
    assert g.state.hands[0][-1] == top and g.state.pile[0] != top
    assert g.current_player() == 1


def test_when_the_hourglass_runs_out_the_player_has_passed():
    g = game(4)
    assert g.legal_actions(TABLE) == [TimeUp(0)]
    assert g.apply(TimeUp(2)).reason is FameUsReason.HOURGLASS_ON_ACTIVE
    top = g.state.pile[0]
    events = ok(g.apply(TimeUp(0)))
    assert events[:2] == [Passed(0, True), CardsDrawn(0, 1)]
    assert g.state.hands[0][-1] == top and g.current_player() == 1


def test_the_active_player_may_play_any_card_pass_or_accuse_once_a_card_is_played():
    g = game(4)
    hand = g.state.hands[0]
    assert g.legal_actions(0) == [*(Play(0, c) for c in hand), Pass(0)]
    assert g.legal_actions(1) == [] and g.legal_actions(9) == []
    ok(g.apply(Play(0, hand[0])))
    assert Accuse(1) in g.legal_actions(1)


def test_nobody_can_accuse_before_a_criteria_card_is_played():
    g = game(4)
    assert g.apply(Accuse(0)).reason is FameUsReason.NOBODY_TO_ACCUSE
    ok(g.apply(Pass(0)))
    assert g.apply(Accuse(1)).reason is FameUsReason.NOBODY_TO_ACCUSE
    assert Accuse(1) not in g.legal_actions(1)


def test_an_accusation_names_the_last_player_who_played_and_ends_the_turn_at_once():
    g = game(6)
    ok(g.apply(Play(0, first_card(0))))
    ok(g.apply(Play(1, first_card(1))))
    ok(g.apply(Pass(2)))
    events = ok(g.apply(Accuse(3)))
    assert events == [Accused(3, 1), ProposalDue(1, 3)]
    assert g.state.phase is Phase.PROPOSE and g.current_player() == 1
    assert g.apply(Pass(4)).reason is CoreReason.WRONG_MOMENT
    assert [len(h) for h in g.state.hands] == [5, 5, 7, 6, 6, 6]


def test_without_accusation_the_turn_ends_when_everyone_has_played_or_passed():
    g = game(4)
    ok(g.apply(Play(0, first_card(0))))
    ok(g.apply(Play(1, first_card(1))))
    ok(g.apply(Pass(2)))
    events = ok(g.apply(Pass(3)))
    assert events[-1] == ProposalDue(1, None)
    assert g.current_player() == 1


def test_a_turn_where_nobody_plays_ends_with_no_proposal_and_no_vote():
    g = game(4)
    events = play_turn(g)
    assert NoProposal() in events
    assert not any(isinstance(e, ProposalDue) for e in events)
    assert [len(h) for h in g.state.hands] == [7, 7, 7, 7]
    assert g.state.turn == 2 and g.state.phase is Phase.PLAY


@pytest.mark.parametrize("n", [4, 5, 6])
def test_after_a_turn_the_table_is_discarded_and_the_hourglass_moves_one_player(n):
    g = game(n)
    events = play_turn(g, playing=(0, 2))
    assert TurnEnded(1, 3) in events
    assert g.state.discard == [starter(n, 1), first_card(0), first_card(2)]
    assert events[-1] == TurnStarted(2, 1, starter(n, 2), DECK[starter(n, 2)], 8)
    assert g.view(0).table == (DECK[starter(n, 2)],)


@pytest.mark.parametrize("n", [7, 8])
def test_with_seven_or_eight_players_the_hourglass_moves_three_players(n):
    g = game(n, first=1)
    firsts = []
    for t in range(n):
        firsts.append(g.state.first)
        assert g.current_player() == g.state.first
        play_turn(g, playing=range(n) if t % 2 else ())  # keeps hands and pile from running out
    assert firsts == [(1 + 3 * t) % n for t in range(n)]
    assert sorted(firsts) == list(range(n))  # everyone gets the hourglass in turn


def test_when_both_piles_are_empty_a_draw_gets_what_there_is():
    g = game(4, pile=0)
    events = ok(g.apply(Pass(0)))
    assert events == [Passed(0, False), PilesEmpty(0, 1)]
    assert len(g.state.hands[0]) == 6 and g.current_player() == 1


def test_an_empty_pile_is_refilled_from_the_shuffled_discards_when_a_draw_needs_it():
    g = game(4, pile=0)
    play_turn(g, playing=(0,))
    discards = g.state.discard
    assert discards == [starter(4, 1), first_card(0)] and g.state.pile == []
    assert g.current_player() != CHANCE  # nothing is shuffled before a draw needs it
    events = ok(g.apply(Pass(1)))
    assert events == [Passed(1, False)]
    assert g.current_player() == CHANCE and g.legal_actions(1) == []
    assert g.chance_request().size == 2
    assert g.apply(Pass(2)).reason is CoreReason.WAITING_FOR_CHANCE
    events = ok(g.apply(Shuffle((1, 0))))
    assert events[:2] == [PileReshuffled(2), CardsDrawn(1, 1)]
    assert g.state.hands[1][-1] == first_card(0)
    assert g.state.pile == [starter(4, 1)] and g.state.discard == []
    assert g.current_player() == 2


def test_a_reshuffle_can_come_in_the_middle_of_a_vote_draw_before_the_table_is_discarded():
    g = game(4, pile=1)
    play_turn(g, playing=range(4))  # four cards played, the vote won: nobody draws
    assert len(g.state.discard) == 5 and len(g.state.pile) == 1
    last_pile_card = g.state.pile[0]
    ok(g.apply(Play(1, g.state.hands[1][0])))
    ok(g.apply(Accuse(2)))
    ok(g.apply(Propose(1, "Someone")))
    discards = list(g.state.discard)
    table = list(g.state.table)
    ok(g.apply(Vote(())))  # lost: draw 3, but only 1 is left in the pile
    assert g.current_player() == CHANCE and g.chance_request().size == 5
    events = ok(g.apply(Shuffle((4, 3, 2, 1, 0))))
    drawn = (discards[4], discards[3])
    seen = CardsSeen(1, drawn, tuple(DECK[c] for c in drawn))
    assert events[:4] == [PileReshuffled(5), CardsDrawn(1, 2), seen, TurnEnded(2, 2)]
    assert g.state.hands[1][-3:] == [last_pile_card, *drawn]
    assert g.state.pile == [discards[2], discards[1], discards[0]]
    assert g.state.discard == table  # discarded only after the draws
    assert g.state.turn == 3


def test_moves_of_the_wrong_kind_or_moment_are_refused():
    g = game(4)
    assert g.apply(Play(9, 0)).reason is CoreReason.UNKNOWN_PLAYER
    assert g.apply(CloseAnswers()).reason is CoreReason.UNKNOWN_ACTION
    assert g.apply(Propose(0, "Someone")).reason is CoreReason.WRONG_MOMENT
    assert g.apply(Vote(())).reason is CoreReason.WRONG_MOMENT
    assert g.apply(Shuffle(())).reason is CoreReason.NOT_CHANCE_TIME
