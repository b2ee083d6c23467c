"""The seats: a token each, and each seat's page holds only what that seat may see."""

from __future__ import annotations

import time

import numpy as np

from host.messages import Outbox
from host.phones.messages import Question
from host.phones.seats import KEPT_PRIVATE, Answer, Seats
from host.phones.utterance import MAX_SECONDS


def seats() -> Seats:
    return Seats(("Ann", "Bob", "Cy"), "Maudit Mot Dit")


def test_each_seat_has_its_own_unguessable_token():
    table = seats()
    tokens = [s.token for s in table.seats]
    assert len(set(tokens)) == 3
    assert all(len(t) >= 22 for t in tokens)  # 16 random bytes
    assert [table.seat_of(t) for t in tokens] == [0, 1, 2]
    assert table.seat_of(tokens[0][:-1]) is None
    assert table.seat_of("") is None
    assert seats().seat_of(tokens[0]) is None  # valid for this game only


def test_a_private_line_is_on_its_own_seat_only():
    table = seats()
    table.tell(1, "Your word is bell.")
    table.say("Round one.")
    assert table.state(1).as_message()["private"] == ["Your word is bell."]
    for other in (0, 2):
        state = table.state(other).as_message()
        assert state["private"] == []
        assert "bell" not in str(state)
    assert all(table.state(s).as_message()["caption"] == "Round one." for s in range(3))


def test_a_new_turn_makes_every_line_so_far_past_and_the_oldest_dropped_stay_counted():
    table = seats()
    table.tell(1, "Bob, your secret word is eagle.")
    assert table.state(1).past == 0
    table.turn_over()
    assert table.state(1).private == ("Bob, your secret word is eagle.",)
    assert table.state(1).past == 1 and table.state(0).past == 0
    for n in range(KEPT_PRIVATE):
        table.tell(1, f"line {n}")
    state = table.state(1)
    assert len(state.private) == KEPT_PRIVATE and state.past == 0
    assert state.private[-1] == f"line {KEPT_PRIVATE - 1}"
    table.turn_over()
    table.tell(1, "new")
    assert table.state(1).private[table.state(1).past :] == ("new",)


def test_a_question_is_on_the_pages_asked_and_answered_once():
    table = seats()
    number = table.ask({1: Question(0, "Bob, which word?", ("one", "two"), False, False)})[1]
    assert table.state(1).as_message()["question"]["choices"] == ["one", "two"]
    assert table.state(0).as_message()["question"] is None
    assert table.answer(Answer(0, number, "one")) == "That question is over."
    assert table.answer(Answer(1, number + 1, "one")) == "That question is over."
    assert table.answer(Answer(1, number, "two")) is None
    assert table.answer(Answer(1, number, "one")) == "That question is already answered."
    assert table.answers.get_nowait().text == "two"
    assert table.answers.empty()


def test_one_question_to_the_table_is_taken_by_the_first_phone_and_own_ones_by_each():
    table = seats()
    anyone = Question(0, "Anyone?", ("yes", "no"), False, False)
    shared = table.ask(dict.fromkeys([0, 2], anyone), shared=True)
    assert shared[0] == shared[2] and table.state(1).as_message()["question"] is None
    assert table.answer(Answer(2, shared[2], "yes")) is None
    assert table.answer(Answer(0, shared[0], "no")) == "That question is already answered."
    votes = {
        seat: Question(0, f"{name}, yes or no?", ("yes", "no"), False, False)
        for seat, name in enumerate(("Ann", "Bob", "Cy"))
    }
    own = table.ask(votes)
    assert len(set(own.values())) == 3 and min(own.values()) > shared[0]
    assert table.state(1).as_message()["question"]["text"] == "Bob, yes or no?"
    assert all(table.answer(Answer(s, own[s], "yes")) is None for s in (0, 1, 2))
    assert [table.answers.get_nowait().seat for _ in range(3)] == [0, 1, 2]


def test_speech_does_not_close_a_question_to_taps():
    table = seats()
    number = table.ask(
        dict.fromkeys([0, 1], Question(0, "Anyone?", ("yes", "no"), False, False)), shared=True
    )[0]
    assert table.answer(Answer(0, number, "", np.zeros(160, np.float32), 1)) is None
    assert table.answer(Answer(1, number, "yes")) is None  # the speech may not be understood
    assert table.answer(Answer(0, number, "no")) == "That question is already answered."


def test_a_refused_answer_leaves_the_question_open_and_tells_the_phone():
    table = seats()
    told = []
    table.outbox.connect(lambda seat: None, lambda seat, message: told.append((seat, message.KIND)))
    number = table.ask({0: Question(0, "Ann?", ("yes", "no"), False, False)})[0]
    table.answer(Answer(0, number, "maybe"))
    table.refuse(table.answers.get_nowait(), "Tap one of the choices.")
    assert told == [(0, "error")]
    assert table.answer(Answer(0, number, "yes")) is None


def test_a_new_question_drops_answers_to_the_old_one():
    table = seats()
    first = table.ask(
        dict.fromkeys([0, 1, 2], Question(0, "Anyone?", ("ann",), False, False)), shared=True
    )[0]
    table.answer(Answer(2, first, "ann"))
    table.ask({0: Question(0, "Ann?", ("yes",), False, False)})
    assert table.answers.empty()


def test_the_pages_are_told_of_every_change_and_the_status_only_when_it_changes():
    changed: list[int] = []
    outbox = Outbox()
    outbox.connect(changed.append)
    table = Seats(("Ann", "Bob"), "X", outbox)
    table.status("Ann's turn.", "No score.")
    table.status("Ann's turn.", "No score.")
    table.tell(0, "secret")
    assert changed == [0, 1, 0]


def test_every_seat_has_joined_only_when_each_phone_came_once():
    table = seats()
    for seat in (0, 1):
        table.connect(seat, True)
    table.connect(1, False)  # asleep: its secrets still go to it
    assert not table.wait_joined(0.01)
    table.connect(2, True)
    assert table.wait_joined(0.01)
    assert table.has_phone(1)


def test_a_phone_talks_only_to_its_own_question_and_for_one_utterance_at_most(monkeypatch):
    table = seats()
    number = table.ask({1: Question(0, "Bob?", ("yes", "no"), False, True)})[1]
    assert not table.talking(2, number) and not table.talked_to()  # Cy was not asked
    assert table.talking(1, number) and table.talked_to()
    now = time.monotonic()
    monkeypatch.setattr(time, "monotonic", lambda: now + MAX_SECONDS + 1)
    assert not table.talked_to()  # a talk never sent holds no question longer than that
    assert table.talking(1, None) and not table.talked_to()


def test_a_phone_starting_to_talk_again_and_again_holds_a_question_one_utterance_in_all(
    monkeypatch,
):
    table = seats()
    number = table.ask({1: Question(0, "Bob?", ("yes", "no"), False, True)})[1]
    start = time.monotonic()
    clock = [start]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    while clock[0] - start < 3 * MAX_SECONDS:  # "talk start" every 5 s, and a stop between
        assert table.talking(1, number)
        held = table.talked_to()
        assert held == (clock[0] - start <= MAX_SECONDS), clock[0] - start
        table.talking(1, None)
        clock[0] += 5
