"""Names as people type them, wherever the host takes a name: a slip or a name that sounds
the same is that player, unless it is as near to another; a player's own name always works."""

from __future__ import annotations

import pytest

from engine.motdit import Bonus
from host.flows.maury import MauryAsk
from host.voice.line import Line
from tests.engine.maury_helpers import FILLER
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table
from tests.host.flows.maury_table import asked, fixed_table
from tests.host.flows.test_maury import HANDS, SCRIPT
from tests.host.flows.test_open_floor import play

BAD_LUCK_ROUND = [card("fish", 4, Bonus.BAD_LUCK), card("ball", 2)]
"""A round the first guesser wins with a Bad Luck card for the holder to give."""


def bad_luck_for(names: str, *targets: str):
    """The round played to the holder's Bad Luck card, given by typing each of `targets`."""
    flow, said = table(names, BAD_LUCK_ROUND, ["one", "sea", "fish", "nobody", *targets])
    with pytest.raises(EOFError):
        flow.run()
    return flow, said


@pytest.mark.parametrize(
    ("typed", "target"), [("Bobb", 1), ("Anne", 2), ("BOB", 1), ("Annabel", 3), ("D", 4)]
)
def test_a_name_with_a_slip_or_the_same_sound_is_that_player(typed, target):
    flow, said = bad_luck_for("Cy,Bob,Ann,Annabelle,Dee", typed)
    assert flow.game.state.bad_luck[target] == 1
    assert "Sorry, I did not catch that." not in said.text()


def test_a_name_as_near_to_two_players_is_asked_again():
    flow, said = bad_luck_for("Cy,Dan,Don", "Din", "Don")
    assert flow.game.state.bad_luck == [0, 0, 1]
    assert said.text().count("Cy, who gets the Bad Luck card?") == 2


def test_each_player_s_own_name_is_theirs_beside_near_names():
    flow, _ = bad_luck_for("Cy,Ann,Anne,Anna", "Anne")
    assert flow.game.state.bad_luck == [0, 0, 1, 0]


def test_several_names_with_slips_share_a_word_found_together():
    # Bob finds the word with the one clue; Cy and Dee, typed as "Si and D", said it too.
    answers = ["one", "sea", "fish", "Si and D"]
    flow, _ = table("Ann,Bob,Cy,Dee", [card("fish", 1), card("ball", 2)], answers)
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.scores() == (1, 1, 1, 1)


def test_a_name_outside_the_question_is_not_taken_for_another():
    # The holder cannot give herself the card: "Cyy" is Cy, so it is asked again.
    flow, _ = bad_luck_for("Cy,Bob,Dee", "Cyy", "Dee")
    assert flow.game.state.bad_luck == [0, 0, 1]


def test_bad_luck_for_a_name_with_a_slip_goes_to_that_player():
    answers = ["one", "water", "bad luck for Dann", "yes", "yes", "yes"]
    flow, said = table("Cy,Dan,Bob", [card("fish", 4), card("ball", 2)], answers)
    with pytest.raises(EOFError):
        flow.run()
    assert "A Bad Luck card for Dan? Everyone, yes or no." in said.text()


def test_bad_luck_for_a_name_as_near_to_two_players_names_nobody():
    answers = ["one", "water", "bad luck for Din"]
    flow, said = table("Cy,Dan,Don", [card("fish", 4), card("ball", 2)], answers)
    with pytest.raises(EOFError):
        flow.run()
    assert "Bad luck for whom? Say bad luck for, then one name." in said.text()
    assert "A Bad Luck card for" not in said.text()


def test_a_question_for_names_takes_every_name_typed():
    flow, _ = table("Cy,Bob,Dee", [card("fish", 3)], ["Bobb and D"])
    assert flow.table.polls.names(Line("Who?"), [1, 2]) == (1, 2)


def test_a_maury_comeback_claimed_with_a_slip_in_the_name():
    script = [(2, "Felyx") if words == "felix" else (p, words) for p, words in SCRIPT]
    flow, _, voices = fixed_table(HANDS, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    assert asked(voices, MauryAsk.COMEBACK)[:2] == [None, 2]  # Felix took the floor


def test_a_name_the_rules_refuse_is_told_its_reason_not_that_it_was_missed():
    flow, said = bad_luck_for("Ann,Bob,Cy", "Ann", "Bob")
    assert flow.game.state.bad_luck == [0, 1, 0]
    assert "Bad Luck must go to an opponent" in said.text()
    assert "did not catch" not in said.text()


def test_a_player_who_already_answered_named_by_the_holder_is_told_so():
    answers = ["one", "ocean", "Bob, tuna", "fish", "Bob", "Cy"]
    _flow, said = play("Ann,Bob,Cy,Dee", answers)
    assert "Bob" in said.text() and "you already answered this clue" in said.text()
    assert "did not catch" not in said.text()


def test_a_comeback_named_by_a_player_who_passed_is_told_they_passed():
    script = [
        (0, "blue two"),  # a blue opening: Annabelle, Felix and Gaston may answer
        (0, "yes"),
        (1, "annabelle passes"),
        (1, "annabelle"),  # she passed already
        (3, "nobody"),
    ]
    flow, said, _ = fixed_table(HANDS, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    assert "Annabelle" in said.text() and "you already passed" in said.text()
    assert "did not catch" not in said.text()
