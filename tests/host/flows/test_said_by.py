"""A Mot Dit guess said for someone ("Dee says eagle", "Dee: eagle") is that player's guess
when they may guess now, and never a guess of the words as they were said."""

from __future__ import annotations

import pytest

from engine.motdit import WordGivenAway, WordGuessed, WrongAnswer
from host.flows.motdit_calls import said_by
from host.session.prompt import Reply
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table
from tests.host.flows.test_together import Phones

PLAYERS = "Ann,Bob,Cy,Dee"
"""Ann holds the box; Bob, Cy and Dee guess in that order."""
ROUND = [card("fish", 3), card("ball", 2)]


def play(answers: list[str], listener=None):
    """The first clue's guesses, answered by `answers`."""
    flow, said = table(PLAYERS, ROUND, answers, listener=listener)
    with pytest.raises(EOFError):
        flow.run()
    return flow, said


def wrong(flow) -> list[tuple[int, str]]:
    """Each wrong answer: who gave it, and what it was."""
    return [(e.player, e.text) for e in flow.game.log if isinstance(e, WrongAnswer)]


@pytest.mark.parametrize(
    "typed",
    ["Dee says eagle", "dee: eagle", "D says eagle", "Dee: Eagle!", "Dee, eagle", "Dee eagle"],
)
def test_a_guess_said_for_another_player_is_theirs_and_the_asked_player_is_asked_again(typed):
    flow, said = play(["one", "ocean", typed, "pass", "pass"])
    assert [(p, w.casefold().strip("!")) for p, w in wrong(flow)] == [(3, "eagle")]
    assert said.text().count("Bob, your guess?") == 2
    assert "says eagle" not in said.text().casefold()  # never the words as a guess
    assert "Dee, your guess?" not in said.text()  # Dee has guessed this clue


def test_the_right_word_said_for_another_player_scores_for_them():
    flow, _ = play(["one", "ocean", "Cy says fish", "nobody"])
    assert [e.guessers for e in flow.game.log if isinstance(e, WordGuessed)] == [(2,)]
    assert flow.game.scores() == (0, 0, 1, 0)  # one clue of three: only the guesser scores


def test_a_guess_for_a_player_who_may_not_guess_now_is_refused_and_no_guess():
    answers = ["one", "ocean", "Ann says crab", "Dee says tuna", "Dee says tuna", "pass"]
    flow, said = play(answers)
    text = said.text()
    assert "the box holder cannot answer" in text
    assert "you already answered this clue" in text
    assert wrong(flow) == [(3, "tuna")]  # Dee's one guess; nothing for Ann, nothing twice
    assert flow.game.state.phase.value == "guess"  # Bob was asked again, then passed


@pytest.mark.parametrize("blurted", ["Ann says fish", "Dee says fish"])
def test_the_word_said_by_a_player_who_may_not_guess_gives_it_away_and_ends_the_round(blurted):
    flow, said = play(["one", "ocean", "Dee says tuna", blurted])
    assert not [e for e in flow.game.log if isinstance(e, WordGuessed)]
    assert [type(e) for e in flow.game.log if isinstance(e, WordGivenAway)] == [WordGivenAway]
    assert flow.game.scores() == (0, 0, 0, 0) and flow.game.state.holder == 1
    text = said.text().split("Bob, choose")[0]
    assert "Right" not in text and "nobody who may still guess" in text
    assert "The word was fish" in text or "It was fish" in text


def test_a_name_that_is_nobody_s_leaves_the_words_the_asked_player_s_guess():
    flow, _ = play(["one", "ocean", "Simon says tuna"])
    assert wrong(flow) == [(1, "Simon says tuna")]


def test_a_heard_guess_keeps_the_ears_phrase_only_when_it_follows_the_name():
    # What a transcribing engine hands on: the deck word it heard, and all that was said.
    players = ("Ann", "Bob", "Cy", "Dee")
    heard = Reply("eagle", "dee says eagle")
    assert said_by(1, heard, players) == (3, Reply("eagle", "eagle"))
    assert said_by(1, Reply("dee", "dee says eagle"), players) == (3, Reply(None, "eagle"))
    assert said_by(1, Reply(None, "Dee: pass"), players) == (3, Reply("pass", "pass"))
    assert said_by(1, Reply("eagle", "eagle"), players) == (1, Reply("eagle", "eagle"))


def test_a_phone_answers_only_for_its_own_player():
    # Bob's phone says "Cy says fish": no guess at all (Cy answers on his own phone); Dee's
    # phone says "Dee says tuna": her own guess of tuna.
    phones = Phones(
        ["one", "ocean", "pass", "pass"], [[(1, "Cy says fish", 1.0), (3, "Dee says tuna", 2.0)]]
    )
    flow, said = play([], phones)
    assert wrong(flow) == [(3, "tuna")]
    assert not [e for e in flow.game.log if isinstance(e, WordGuessed)]
    assert "Bob, your guess?" in said.text()  # asked in turn, as a phone that gave no guess
