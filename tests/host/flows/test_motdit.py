"""Mot Dit by voice, with typed answers in place of audio: every step of a round."""

from __future__ import annotations

import pytest

from engine.motdit import Bonus
from host.flows.commands import StopGame
from host.flows.motdit import MotDitAsk
from host.games import resume
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.table_says import TableSays
from host.session.own import vouch_of
from host.session.prompt import Prompt
from host.session.typed import TypedListener, scripted
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table


def run_until_out_of_answers(flow):
    with pytest.raises(EOFError):
        flow.run()


def test_the_rulebook_example_by_voice():
    flow, said = table(
        "Irma,Annabelle,Felix",
        [card("fish", 4), card("ball", 2)],
        [
            "one",
            "astrology",
            "sign",
            "horoscope",
            "moon",
            "planet",
            "constellation",
            "tail",
            "constellation",
            "fish",
            "nobody",
        ],
    )
    run_until_out_of_answers(flow)
    game = flow.game
    assert game.scores() == (0, 0, 3)
    assert game.state.holder == 1  # the box moved on to Annabelle
    assert "fish" in said.text().casefold()


class Recording(TypedListener):
    """Typed answers, and every prompt they answered."""

    def __init__(self, answers: list[str]) -> None:
        super().__init__(scripted(answers))
        self.prompts: list[Prompt] = []

    def hear(self, prompt, phrases):
        self.prompts.append(prompt)
        return super().hear(prompt, phrases)


def test_a_guess_is_heard_with_the_secret_word_favoured_and_a_clue_is_not():
    listener = Recording(["one", "ocean", "dish", "fish"])
    flow, _ = table("A,B,C", [card("fish", 3), card("ball", 2)], [], listener=listener)
    run_until_out_of_answers(flow)
    asked = {p.ask: p.taking.hints.likely for p in listener.prompts}
    assert asked[MotDitAsk.GUESS] == {"fish"} and asked[MotDitAsk.CLUE] == set()
    guess = next(p for p in listener.prompts if p.ask is MotDitAsk.GUESS)
    vouch = vouch_of(guess)
    assert vouch is not None and vouch.player == 0  # the holder, A
    assert vouch.line.text == "A, did B say your word?"


def test_a_forbidden_clue_is_buzzed_and_the_round_scores_nothing():
    flow, said = table("A,B,C", [card("fish", 3), card("ball", 2)], ["one", "fishing"])
    run_until_out_of_answers(flow)
    assert flow.game.scores() == (0, 0, 0)
    assert flow.game.state.holder == 1
    assert "family" in said.text()


def test_two_players_right_at_once_both_score():
    flow, _ = table("A,B,C,D", [card("fish", 1), card("ball", 2)], ["one", "ocean", "fish", "c"])
    run_until_out_of_answers(flow)
    assert flow.game.scores() == (1, 1, 1, 0)


def test_repeat_and_score_in_the_middle_of_a_round():
    flow, said = table(
        "A,B,C", [card("fish", 3), card("ball", 2)], ["one", "ocean", "score", "repeat", "pass"]
    )
    run_until_out_of_answers(flow)
    text = said.text()
    assert "The score: A no points, B no points and C no points." in text
    assert flow.game.state.clues == ["ocean"]


def test_the_keyboard_takes_over_after_three_misses():
    flow, said = table("A,B,C", [card("fish", 3), card("ball", 2)], ["mumble", "", "?"])
    run_until_out_of_answers(flow)
    assert said.text().count("Sorry, I did not catch that.") == 2


def test_a_player_can_be_named_by_seat_as_well_as_by_name():
    flow, said = table(
        "A,B,C",
        [card("fish", 4, Bonus.BAD_LUCK), card("ball", 2)],
        ["one", "sea", "fish", "nobody", "seat three"],
    )
    flow.table.warn_unsayable([2])
    run_until_out_of_answers(flow)
    assert flow.game.state.bad_luck == [0, 0, 1]
    assert "I may not catch the name C: call them seat three." in said.text()


def test_stop_asks_first_then_saves_and_the_game_resumes_where_it_stopped(tmp_path):
    path = tmp_path / "party.json"
    answers = ["one", "stop the game", "keep playing", "ocean", "stop the game", "yes"]
    flow, said = table("A,B,C", [card("fish", 3), card("ball", 2)], answers, path)
    with pytest.raises(StopGame):
        flow.run()
    assert "Stop the game now? It will be saved." in said.text()
    resumed = resume(path)
    assert resumed.game.state.clues == ["ocean"]
    assert resumed.game.state == flow.game.state


def test_undo_after_a_spoken_confirmation_takes_back_the_last_clue():
    answers = ["one", "ocean", "undo the last move", "yes", "sea"]
    flow, said = table("A,B,C", [card("fish", 3), card("ball", 2)], answers)
    run_until_out_of_answers(flow)
    assert flow.game.state.clues == ["sea"]
    undone = [line for line in said.text().splitlines() if line.startswith("Undone: ")]
    assert len(undone) == 1 and "ocean" in undone[0], said.text()  # it says what it undid


def test_a_command_with_a_slip_in_a_name_is_a_command_not_a_guess():
    flow, said = table(
        "Irma,Annabelle,Felix",
        [card("fish", 4), card("ball", 2)],
        ["one", "water", "bad luck for Felixx"],
    )
    run_until_out_of_answers(flow)
    text = said.text()
    assert "A Bad Luck card for Felix? Everyone, yes or no." in text
    assert "Felixx" not in text  # never judged as a guess


def test_a_guess_favours_the_deck_words_the_clues_so_far_point_to():
    listener = Recording(["one", "bowl", "dish", "fish"])
    flow, _ = table(
        "A,B,C", [card("fish", 3), card("ball", 2), card("dish", 2)], [], listener=listener
    )
    run_until_out_of_answers(flow)
    guess = next(p for p in listener.prompts if p.ask is MotDitAsk.GUESS)
    assert guess.taking.hints.related == {"ball", "dish"}  # WordNet: a ball, a bowl; a dish, a bowl
    assert all(not p.taking.hints.related for p in listener.prompts if p.ask is MotDitAsk.CLUE)


def test_anyone_else_takes_no_and_help_explains_the_question():
    flow, said = table(
        "A,B,C",
        [card("fish", 4), card("ball", 2)],
        ["one", "sea", "fish", "help", "no"],
    )
    run_until_out_of_answers(flow)
    assert flow.game.scores()[1] == 1 and flow.game.scores()[2] == 0  # B alone found it
    text = said.text()
    assert f"Right now: {MotDitSays.SAME_TIME}" in text
    assert text.count(MotDitSays.SAME_TIME) >= 2  # asked again after the help


def test_after_the_reveal_a_curse_is_voted_on_the_round_just_played_till_the_next_clue():
    # "White" for "dog": the table can only see it has no link once "dog" is revealed.
    answers = ["one", "white", "dog", "nobody", "curse", "yes", "yes", "one", "purr", "curse"]
    flow, said = table("A,B,C", [card("dog", 1), card("cat", 4), card("owl", 4)], answers)
    run_until_out_of_answers(flow)
    text = said.text()
    assert text.index("Curse A's clue") < text.index("Curse B's clue")
    assert flow.game.state.curse == 0 and flow.game.state.holder == 1


def test_a_curse_with_no_clue_to_curse_is_refused_before_anyone_votes():
    flow, said = table("A,B,C", [card("dog", 2), card("cat", 4)], ["curse", "one"])
    run_until_out_of_answers(flow)
    assert "no clue has been given this round" in said.text()
    assert "yes or no" not in said.text()


def test_an_undo_that_cannot_be_done_says_so_before_asking_if_the_table_is_sure():
    answers = ["one", "ocean", "fish", "nobody", "undo the last move", "one"]
    flow, said = table("A,B,C", [card("fish", 3), card("ball", 2)], answers)
    run_until_out_of_answers(flow)
    text = said.text()
    assert TableSays.CANNOT_UNDO in text and TableSays.SURE_UNDO not in text, text
    assert flow.game.state.holder == 1 and flow.game.state.clues == []
