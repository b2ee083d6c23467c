"""The one door every answer comes through (issue 35): normalised, invisible characters gone,
broken ones refused, length capped; a refusal is told to the player and the question stays."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from host.ears.recognizer import Heard
from host.judge.normalize import unreadable
from host.phrasebook.table_says import TableSays
from host.session.door import MAX_ANSWER, Refused, clean
from host.session.prompt import Prompt
from host.session.prompter import Prompter
from host.session.typed import TypedListener, scripted
from host.voice.line import Line
from tests.host.scored import scored
from tests.host.session.test_prompter import CLUE

BROKEN = TableSays.BROKEN_ANSWER
EMPTY = TableSays.EMPTY_ANSWER
TOO_LONG = TableSays.TOO_LONG_ANSWER.format(most=MAX_ANSWER)


@pytest.mark.parametrize(
    ("text", "clean_text"),
    [
        ("a\u200bb", "ab"),  # a zero-width space
        ("\u202eocean\u202c", "ocean"),  # right-to-left override and its end
        ("\ufeffocean", "ocean"),  # a byte order mark
        ("ﬁsh", "fish"),  # a ligature, NFKC
        ("ｏｃｅａｎ", "ocean"),  # full-width letters
        ("sea\tside\x00", "sea side"),
        ("  big \n  fish ", "big fish"),
        ("café", "café"),  # composed, as NFKC writes it
    ],
)
def test_the_door_normalises_answers(text, clean_text):
    assert clean(text) == clean_text


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("\ud800 clue", BROKEN),
        ("fish\udfff", BROKEN),
        ("\u200b\u200f", EMPTY),
        ("\x1b", EMPTY),
        ("x" * (MAX_ANSWER + 1), TOO_LONG),
        ("ﷺ" * 12, TOO_LONG),  # short as typed, 216 characters once normalised
    ],
)
def test_the_door_refuses_what_cannot_be_read(text, why):
    with pytest.raises(Refused, match=why):
        clean(text)


@settings(max_examples=200)
@given(st.text(st.characters(exclude_categories=()) | st.characters(categories=["Cs", "Cf"])))
def test_whatever_comes_in_goes_out_clean_or_refused(text):
    try:
        out = clean(text)
    except Refused as refused:
        assert str(refused) in (BROKEN, EMPTY, TOO_LONG)
    else:
        assert out == out.strip() and 0 < len(out) <= MAX_ANSWER
        assert clean(out) == out
        out.encode("utf-8")  # no lone surrogate


def test_an_unreadable_clue_is_refused_to_its_player_and_the_question_stays():
    said: list[Line] = []
    clue = CLUE.taken(refuses=lambda text: unreadable(text, "clue"))
    typed = ["💥🎉", "\ud800 clue", "a\u200bb"]
    p = Prompter(said.append, TypedListener(scripted(typed)), scripted([]))
    reply = p.ask(clue)
    assert reply.text == "ab" and reply.command is None
    refusals = [line for line in said if line.text != CLUE.line.text]
    assert [line.text.split(". ")[0] for line in refusals] == [
        "The clue has characters that are not letters: '💥🎉'",
        "That answer has a broken character in it: type it again",
    ]
    assert all(line.to == "Ann" and line.text.endswith(CLUE.line.text) for line in refusals)


def test_the_keyboard_fallback_refuses_too_and_waits_for_a_real_answer():
    said: list[Line] = []
    clue = CLUE.taken(refuses=lambda text: unreadable(text, "clue"))

    class Deaf:
        def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
            return scored(None, "", 0.0)

    p = Prompter(said.append, Deaf(), scripted(["\u2067\u2069", "7", "42", "ocean"]))
    assert p.ask(clue).text == "ocean"
    assert [line.text for line in said[-3:]] == [
        "That answer has nothing readable in it: type it again.",
        "The clue has characters that are not letters: '7'.",
        "The clue has characters that are not letters: '42'.",  # in the order typed
    ]
