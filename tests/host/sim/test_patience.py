"""The simulated phones' patience: a party whose phones stop answering ends in one line."""

from __future__ import annotations

import queue
import threading

import pytest

from host.ears.recognizer import Heard
from host.phones.listener import PhoneListener
from host.phones.seats import Answer, Seats
from host.session.prompt import Answering, Prompt
from host.sim.patience import PatientAnswers
from host.voice.line import Line

GUESS = Prompt.of(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS)


class Deaf:
    """A laptop that is never asked in these tests (every player has a phone)."""

    def hear(self, prompt, phrases) -> Heard:
        raise AssertionError("the laptop was asked")


def seated(patience: float) -> Seats:
    seats = Seats(("Ann", "Bob"), "Maudit Mot Dit", answers=PatientAnswers(patience))
    for seat in (0, 1):
        seats.connect(seat, True)
    return seats


def test_a_question_no_simulated_phone_answers_ends_in_one_line_and_closes():
    seats = seated(0.3)
    listener = PhoneListener(seats, Deaf())
    with pytest.raises(TimeoutError, match=r"^no simulated phone answered in 0 s$"):
        listener.hear(GUESS, ("apple", "pass"))
    assert seats.state(1).as_message()["question"] is None and listener.asking == {}


def test_the_waits_add_up_and_an_answer_starts_the_count_again():
    answers = PatientAnswers(0.25)
    with pytest.raises(queue.Empty):
        answers.get(timeout=0.15)
    threading.Event().wait(0.3)  # the time between waits is not counted
    with pytest.raises(queue.Empty):
        answers.get(block=False)  # nor a look that does not wait
    with pytest.raises(TimeoutError):  # 0.3 s waited in all, past the patience
        answers.get(timeout=0.15)
    answers = PatientAnswers(0.25)
    for _ in range(3):  # an answer after each wait: the count starts again each time
        with pytest.raises(queue.Empty):
            answers.get(timeout=0.15)
        answers.put(Answer(0, 1, "apple"))
        assert answers.get(timeout=0.1).text == "apple"
