"""What a phone may send: every kind of bad message is refused with a reason."""

from __future__ import annotations

import json

import pytest

from host.phones.protocol import MAX_ANSWER, MAX_BYTES, AnswerMessage, BadMessage, RateLimit, parse


def answer(**fields) -> str:
    return json.dumps({"type": "answer", "id": 3, "text": "bell", **fields})


def test_an_answer_is_read_with_its_spaces_tidied():
    assert parse(answer(text="  red   five ")) == AnswerMessage(3, "red five")


def test_an_answer_says_whether_it_was_typed_or_tapped():
    assert parse(answer(text="cake", typed=True)) == AnswerMessage(3, "cake", typed=True)
    assert parse(answer(text="cake")).typed is False  # a tap, or a page that does not say


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ("{not json", "must be JSON"),
        ("[1, 2]", "JSON object"),
        (json.dumps({"type": "shout"}), "Unknown message type"),
        (json.dumps({"id": 1, "text": "x"}), "Unknown message type"),
        (answer(id="3"), "whole number"),
        (answer(id=True), "whole number"),
        (answer(id=-1), "whole number"),
        (answer(text=""), "needs some text"),
        (answer(text="   "), "needs some text"),
        (answer(text=5), "needs some text"),
        (answer(typed="yes"), "typed is true or false"),
        (answer(text="a" * (MAX_ANSWER + 1)), "at most"),
        ("x" * (MAX_BYTES + 1), "at most"),
        ("[" * 4000, "nest so deeply"),
        ("[" * 2000 + "]" * 2000, "nest so deeply"),
    ],
)
def test_a_bad_message_is_refused_with_its_reason(data, why):
    with pytest.raises(BadMessage, match=why):
        parse(data)


def test_the_rate_limit_allows_a_burst_then_the_rate():
    now = [0.0]
    limit = RateLimit(lambda: now[0], rate=10, burst=20)
    assert sum(limit.allow() for _ in range(30)) == 20
    now[0] += 0.5
    assert sum(limit.allow() for _ in range(30)) == 5
    now[0] += 100
    assert sum(limit.allow() for _ in range(30)) == 20
