"""Fame Us by voice, with typed answers in place of audio: turns, commands, hourglass, votes."""

from __future__ import annotations

import re

import pytest

from engine.fameus import CriterionPlayed, Passed, ProposalMade, VoteCounted
from host.phrasebook.fameus import UNCAUGHT_NAME
from tests.host.flows.fameus_helpers import hand, table

ANN, BOB, CY, DEE = range(4)


def run_until_out_of_answers(flow):
    with pytest.raises(EOFError):
        flow.run()


def events(flow, kind):
    return [e for e in flow.game.log if isinstance(e, kind)]


def test_a_whole_turn_by_voice_with_an_accusation_and_a_vote():
    flow, said = table(
        "Ann,Bob,Cy,Dee",
        [
            "play",
            "one",
            "play",
            hand(BOB, 1),
            "pass",
            "accuse",
            "Cleopatra",
            "vote",
            "for",
        ],
    )
    run_until_out_of_answers(flow)
    played = [e.criterion for e in events(flow, CriterionPlayed)]
    assert played == [hand(ANN, 0), hand(BOB, 1)]
    starter = flow.game.config.deck[24]
    assert f"On the table: {starter}, {hand(ANN, 0)}." in said.text()
    assert events(flow, ProposalMade)[0].person == "Cleopatra"
    vote = events(flow, VoteCounted)[0]
    assert vote.voters == (ANN, CY) and vote.ayes == (ANN,) and vote.won  # 1 of 2 is half
    assert [len(h) for h in flow.game.state.hands] == [5, 5, 7, 8]  # Cy passed, Dee accused
    assert "Ann?" in said.text() and "Cy?" not in said.text()  # Ann's vote settled it
    assert flow.game.state.turn == 2 and flow.game.state.active == BOB


def test_a_listed_famous_person_is_recorded_as_the_list_spells_them_and_another_as_said():
    turn = ["play", "one", "play", hand(BOB, 1), "pass", "accuse"]
    flow, _ = table("Ann,Bob,Cy,Dee", [*turn, "sherlock HOLMES"])
    run_until_out_of_answers(flow)
    assert events(flow, ProposalMade)[0].person == "Sherlock Holmes"
    flow, _ = table("Ann,Bob,Cy,Dee", [*turn, "my aunt Jane"])
    run_until_out_of_answers(flow)
    assert events(flow, ProposalMade)[0].person == "my aunt Jane"


def test_the_hand_is_told_privately_at_each_turn_and_on_my_cards():
    flow, said = table(
        "Ann,Bob,Cy,Dee", ["my cards", "the table", "how many cards", "starters left"]
    )
    run_until_out_of_answers(flow)
    private = [line for line in said.lines if line.private]
    assert len(private) == 2 and all(line.to == "Ann" for line in private)
    assert all(hand(ANN, k) in private[0].text for k in range(6))
    public = "\n".join(line.text for line in said.lines if not line.private)
    assert hand(ANN, 0) not in public
    assert "Cards in hand: Ann six, Bob six, Cy six and Dee six." in public
    assert "Nine starter cards left." in public
    assert public.count(f"On the table: {flow.game.config.deck[24]}.") == 1


def test_the_hourglass_runs_out_and_the_slow_player_has_passed():
    flow, said = table("Ann,Bob,Cy,Dee", ["hourglass", "", "", "", ""])
    run_until_out_of_answers(flow)  # the silences never fall to the keyboard (it has no input)
    assert events(flow, Passed)[0] == Passed(ANN, timed_out=True)
    assert "The hourglass is on Ann: thirty seconds!" in said.text()
    assert "seconds left!" in said.text()
    assert flow.game.state.active == BOB


def test_an_answer_while_the_sand_runs_counts():
    flow, said = table("Ann,Bob,Cy,Dee", ["hourglass", "", "pass"])
    run_until_out_of_answers(flow)
    assert events(flow, Passed)[0] == Passed(ANN, timed_out=False)
    assert "The sand is running." in said.text()


def test_an_unclear_vote_is_asked_again_and_an_odd_table_needs_two_of_three():
    flow, said = table(
        "Ann,Bob,Cy,Dee",
        ["play", "one", "pass", "pass", "pass", "", "vote", "yes", "maybe", "no", "thumbs down"],
    )
    run_until_out_of_answers(flow)
    assert events(flow, ProposalMade)[0].person == UNCAUGHT_NAME
    vote = events(flow, VoteCounted)[0]
    assert vote.voters == (BOB, CY, DEE) and vote.ayes == (BOB,) and not vote.won
    assert "Sorry, I did not catch that. Cy?" in said.text()
    assert re.search(r"(For|Thumbs up): Bob\. (Against|Thumbs down): Cy and Dee\.", said.text())
    assert len(flow.game.state.hands[ANN]) == 5 + 3


def test_an_even_table_of_voters_needs_half():
    flow, _ = table(
        "Ann,Bob,Cy,Dee,Eve",
        [
            "play",
            "two",
            "pass",
            "pass",
            "pass",
            "pass",
            "Yoda",
            "vote",
            "thumbs up",
            "against",
            "yes",
            "no",
        ],
    )
    run_until_out_of_answers(flow)
    vote = events(flow, VoteCounted)[0]
    assert len(vote.voters) == 4 and vote.needed == 2 and vote.won


def test_a_long_discussion_is_cut_short_by_the_hourglass():
    flow, said = table(
        "Ann,Bob,Cy,Dee",
        [
            "play",
            "one",
            "pass",
            "pass",
            "pass",
            "Yoda",
            "hourglass",
            "",
            "",
            "",
            "",
            "for",
            "for",
            "for",
        ],
    )
    run_until_out_of_answers(flow)
    assert "The hourglass is on the discussion: thirty seconds!" in said.text()
    assert events(flow, VoteCounted)[0].won


def test_a_criterion_typed_as_a_numeral_is_the_card_of_that_number():
    flow, _ = table("Ann,Bob,Cy,Dee", ["play", "3"])
    run_until_out_of_answers(flow)
    (played,) = events(flow, CriterionPlayed)
    assert played.criterion == hand(ANN, 2)


def test_play_and_the_number_in_one_breath():
    flow, _ = table("Ann,Bob,Cy,Dee", ["Play 2"])
    run_until_out_of_answers(flow)
    (played,) = events(flow, CriterionPlayed)
    assert played.criterion == hand(ANN, 1)
