"""Mot Dit's open floor, typed: after a clue the guessers call out in any order, named or not;
a right guess ends the round at once, the holder says who said one with no name, two right in
one call both score, the cap closes the window, and a silence once someone spoke closes it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.motdit import WordGivenAway, WordGuessed, WrongAnswer
from host.ears.recognizer import Heard, Tier
from host.flows.floor import Floor
from host.flows.motdit_calls import calls
from host.phrasebook.motdit_says import MotDitSays
from host.session.prompt import Reply
from host.session.typed import typed
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table
from tests.host.scored import scored

ROUND = [card("fish", 3), card("ball", 2)]
"""Ann holds the box and chooses fish, in three clues."""


def play(names: str, answers: list[str], listener=None):
    """A game on the open floor, answered by `answers` until they run out."""
    flow, said = table(names, ROUND, answers, listener=listener, floor=Floor.OPEN)
    with pytest.raises(EOFError):
        flow.run()
    return flow, said


def found(flow) -> list[tuple[tuple[int, ...], int]]:
    """Who found each word, after how many clues."""
    return [(e.guessers, e.clues_used) for e in flow.game.log if isinstance(e, WordGuessed)]


def wrong(flow) -> list[tuple[int, str]]:
    return [(e.player, e.text) for e in flow.game.log if isinstance(e, WrongAnswer)]


def test_a_right_guess_with_a_name_scores_that_player_at_once():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Dee, tuna", "Cy, fish"])
    assert found(flow) == [((2,), 1)]
    assert flow.game.scores() == (0, 0, 1, 0)
    assert wrong(flow) == [(3, "tuna")]
    texts = [line.text for line in said.lines]
    assert texts.count(MotDitSays.GUESSES) == 1  # asked once: no one is asked by name
    assert not [t for t in texts if t.endswith("your guess?") or "Who said" in t]
    assert "Bob, choose your word" in texts[-1]  # the next round: nothing else was asked


def test_a_right_guess_with_no_name_is_given_to_whom_the_holder_names():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "fish", "me", "Bob"])
    who_said = MotDitSays.WHO_SAID.format(holder="Ann")
    asked = [line for line in said.lines if line.text.endswith(who_said)]
    assert len(asked) == 2  # "me" names nobody: asked again
    assert found(flow) == [((1,), 1)]


@pytest.mark.parametrize(
    "calls",
    [
        ["fish", "nobody"],  # the holder says nobody who may guess said it
        ["fish", "Bob", "nobody"],  # Bob already answered: refused with why, then nobody
        ["Bob, fish"],  # named, by a player who already answered
    ],
)
def test_the_word_said_by_nobody_who_may_score_it_gives_it_away_and_ends_the_round(calls):
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob, tuna", *calls])
    assert found(flow) == [] and flow.game.scores() == (0, 0, 0, 0)
    assert [e for e in flow.game.log if isinstance(e, WordGivenAway)]
    round_one = said.text().split("Bob, choose")[0]
    assert "nobody who may still guess" in round_one and "did not catch" not in round_one
    assert "The word was fish" in round_one or "It was fish" in round_one
    assert flow.game.state.holder == 1  # the next round: nobody plays on for fish


def test_two_right_guesses_in_one_call_both_score():
    flow, _ = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob fish Dee fish"])
    assert found(flow) == [((1, 3), 1)]
    flow, _ = play("Ann,Bob,Cy,Dee", ["one", "ocean", "fish fish", "Cy and Dee"])
    assert found(flow) == [((2, 3), 1)]


def test_at_five_players_the_window_closes_after_three_guesses():
    answers = ["one", "ocean", "tuna", "Bob, eagle", "Cy, crab", "white", "Eve, fish"]
    flow, said = play("Ann,Bob,Cy,Dee,Eve", answers)
    assert wrong(flow) == [(1, "eagle"), (2, "crab")]
    texts = said.text()
    assert "Not tuna." in texts
    assert texts.count("Ann, your clue.") == 2  # the fourth call was the second clue
    assert found(flow) == [((4,), 2)]


def test_a_silence_once_someone_called_closes_the_window_and_each_passes_count():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob, tuna", "", "white", "pass"])
    assert wrong(flow) == [(1, "tuna")]
    assert said.text().count(MotDitSays.GUESSES) == 2  # one window a clue
    # Three guessers, three calls: "Bob pass", "Cy pass" and "Dee pass" close the window.
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob pass Cy pass", "Dee, pass", "x"])
    assert said.text().count("Ann, your clue.") == 2 and not wrong(flow)


def test_a_player_who_already_answered_this_clue_is_refused_and_no_call():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob, tuna", "Bob, eagle", ""])
    assert wrong(flow) == [(1, "tuna")]
    assert "eagle" not in said.text().casefold()


class Unsure:
    """Every answer typed, but each guess on the floor heard unsure, as the ears may hear it,
    and "(mumble)" heard as words that answer nothing."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = answers

    def hear(self, prompt, phrases) -> Heard:
        if not self.answers:
            raise EOFError
        answer = self.answers.pop(0)
        if answer == "(mumble)":
            return scored(None, "", 0.0)
        heard = typed(answer, phrases)
        unsure = replace(heard, confidence=0.3, tier=Tier.CONFIRM)
        return unsure if prompt.ask == "guesses called out" else heard


def test_a_wrong_guess_heard_unsure_gets_the_cue_alone_and_is_never_said_back():
    flow, said = play("Ann,Bob,Cy,Dee", [], Unsure(["one", "ocean", "ball", "Bob, ball", ""]))
    texts = said.text()
    assert "ball" not in texts.split("Ann, your clue.")[1].casefold()  # the window
    assert "Did you say" not in texts and "please" not in texts
    assert "No, Bob." in texts
    assert wrong(flow) == [(1, "")]  # Bob's answer counts; its word was not sure
    assert texts.count("[wrong]") == 2
    assert texts.count("Ann, your clue.") == 2  # the silence closed the window


def test_words_not_made_out_are_put_to_the_holder_and_the_window_stays_open():
    answers = ["one", "ocean", "Bob, tuna", "(mumble)", "no", "Cy, fish", "yes"]
    flow, said = play("Ann,Bob,Cy,Dee", [], Unsure(answers))
    assert said.text().count(MotDitSays.WAS_IT_WHO.format(holder="Ann")) == 1
    assert MotDitSays.DID_THEY_SAY_IT.format(holder="Ann", guesser="Cy") in said.text()
    assert found(flow) == [((2,), 1)]
    answers = ["one", "ocean", "Bob, tuna", "(mumble)", "Dee", ""]
    flow, said = play("Ann,Bob,Cy,Dee", [], Unsure(answers))
    assert found(flow) == [((3,), 1)]


def test_an_unsure_guess_that_may_be_the_word_asks_the_holder_once_who_said_it():
    flow, said = play("Ann,Bob,Cy,Dee", [], Unsure(["one", "ocean", "fish", "Cy"]))
    texts = said.text()
    assert texts.count(MotDitSays.WAS_IT_WHO.format(holder="Ann")) == 1
    assert "Who said it?" not in texts
    assert found(flow) == [((2,), 1)]
    flow, said = play("Ann,Bob,Cy,Dee", [], Unsure(["one", "ocean", "wish", "no", ""]))
    texts = said.text()
    assert found(flow) == [] and texts.count("[wrong]") == 1 and "wish" not in texts


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("fish", [(None, "fish")]),
        ("Bob, fish", [(1, "fish")]),
        ("Dee says fish", [(3, "fish")]),
        ("Bob fish Cy tuna", [(1, "fish"), (2, "tuna")]),
        ("fish tuna", [(None, "fish"), (None, "tuna")]),
        ("bee", [(None, "bee")]),  # a deck word is never the name it sounds like (Dee)
        ("Bob", []),  # a name and no guess
        ("Bob big fish", [(1, "big fish")]),  # words off the deck stay one guess
    ],
)
def test_an_utterance_holds_each_call_with_its_name(text, wanted):
    players = ("Ann", "Bob", "Cy", "Dee")
    said = calls(Reply(None, text), players, frozenset({"fish", "tuna", "bee"}))
    assert [(p, r.text) for p, r in said] == wanted


def test_the_ears_phrase_stays_with_the_one_guess_whatever_words_they_wrote():
    players, words = ("Ann", "Bob", "Cy", "Dee"), frozenset({"fish", "tuna"})
    assert calls(Reply("pass", "bobb"), players, words) == [(1, Reply("pass", "pass"))]
    [(player, guess)] = calls(Reply("pass", "fast dee"), players, words)
    assert (player, guess.phrase) == (None, "pass")
    [(player, guess)] = calls(Reply("fish", "bob fist"), players, words)
    assert (player, guess.phrase) == (1, "fish")


def test_a_refused_first_call_then_silence_asks_for_guesses_again():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "🙂", "", "Cy, fish"])
    texts = said.text()
    assert texts.count(MotDitSays.GUESSES) == 2 and "Ann, your clue." in texts
    assert texts.count("Ann, your clue.") == 1  # the window did not close on the silence
    assert found(flow) == [((2,), 1)]


def test_passes_never_count_towards_the_cap_of_answers():
    answers = ["one", "ocean", "Bob, tuna", "Cy pass", "Dee pass", "Eve, fish"]
    flow, _said = play("Ann,Bob,Cy,Dee,Eve", answers)
    assert found(flow) == [((4,), 1)]  # three calls, one answer: Eve may still answer
    assert wrong(flow) == [(1, "tuna")]


@pytest.mark.parametrize("passing", ["Dee passes", "I pass", "pass for me", "no idea", "Dee pass"])
def test_every_way_of_passing_is_a_pass_on_the_open_floor(passing):
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", passing, "Cy, fish"])
    assert wrong(flow) == [] and "Not " not in said.text()
    assert found(flow) == [((2,), 1)]


@pytest.mark.parametrize("passing", ["I pass", "pass for me", "no idea", "Bob passes"])
def test_every_way_of_passing_is_a_pass_in_turn(passing):
    flow, _said = table("Ann,Bob,Cy,Dee", ROUND, ["one", "ocean", passing, "fish", "nobody"])
    with pytest.raises(EOFError):
        flow.run()
    assert wrong(flow) == [] and found(flow) == [((2,), 1)]


def test_a_seat_number_names_its_player_on_the_open_floor():
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "seat two, tuna", "seat three, fish"])
    assert wrong(flow) == [(1, "tuna")] and found(flow) == [((2,), 1)]
    assert "seat" not in said.text()


@pytest.mark.parametrize("correction", ["No, fish!", "no I said fish", "nope, fish"])
def test_a_guess_read_back_wrong_is_corrected_at_once_by_its_caller(correction):
    flow, said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob, crab", correction])
    assert wrong(flow) == [(1, "crab")] and found(flow) == [((1,), 1)]
    assert "Who said" not in said.text() and "given away" not in said.text()


def test_a_correction_comes_only_right_after_its_read_back_and_no_idea_is_a_pass():
    answers = ["one", "ocean", "Bob, crab", "Cy, eagle", "No, fish"]
    flow, _ = play("Ann,Bob,Cy,Dee", answers)
    assert wrong(flow) == [(1, "crab"), (2, "eagle")]
    assert found(flow) == [((2,), 1)]  # the last read back was Cy's: the correction is hers
    flow, _said = play("Ann,Bob,Cy,Dee", ["one", "ocean", "Bob, crab", "no idea", "Cy, fish"])
    assert wrong(flow) == [(1, "crab")] and found(flow) == [((2,), 1)]


class Garbled(Unsure):
    """As Unsure, but the floor's calls heard as the ears garble them: a phrase taken at the
    lowest tier for words that do not hold it."""

    def __init__(self, answers: list[str], garbled: dict[str, str]) -> None:
        super().__init__(answers)
        self.garbled = garbled

    def hear(self, prompt, phrases) -> Heard:
        if prompt.ask == "guesses called out" and self.answers and self.answers[0] in self.garbled:
            text = self.answers.pop(0)
            return Heard(self.garbled[text], text, 0.0, tier=Tier.FLOOR)
        return super().hear(prompt, phrases)


def test_garbled_words_that_may_hold_the_word_are_put_to_the_holder_others_are_not():
    # "fis h" written for "Cy, fish", taken for a pass: the holder says who said it.
    listener = Garbled(["one", "ocean", "fis h", "Cy"], {"fis h": "pass"})
    flow, said = play("Ann,Bob,Cy,Dee", [], listener)
    assert found(flow) == [((2,), 1)]
    assert said.text().count(MotDitSays.WAS_IT_WHO.format(holder="Ann")) == 1
    # "natsden get all", taken for a pass, holds nothing like fish: a pass, no question.
    listener = Garbled(
        ["one", "ocean", "natsden get all", "Cy, crab", ""], {"natsden get all": "pass"}
    )
    flow, said = play("Ann,Bob,Cy,Dee", [], listener)
    assert MotDitSays.WAS_IT_WHO.format(holder="Ann") not in said.text()
    # "uma fis" taken for tuna: the word may be in it, put to the holder.
    listener = Garbled(["one", "ocean", "uma fis", "Bob"], {"uma fis": "tuna"})
    flow, said = play("Ann,Bob,Cy,Dee", [], listener)
    assert found(flow) == [((1,), 1)]


class NamesGarbled(Unsure):
    """Typed answers, but the holder's two names written as the ears wrote them in a party."""

    def hear(self, prompt, phrases) -> Heard:
        if prompt.ask == "names" and self.answers and self.answers[0] == "(two names)":
            self.answers.pop(0)
            return Heard("annabelle", "anneville and gast", 1.0, tier=Tier.SURE)
        return super().hear(prompt, phrases)


def test_two_names_whose_first_the_ears_garbled_both_score():
    answers = ["one", "ocean", "fish fish", "(two names)"]
    flow, _ = play("Irma,Annabelle,Felix,Gaston", [], NamesGarbled(answers))
    assert found(flow) == [((1, 3), 1)]
