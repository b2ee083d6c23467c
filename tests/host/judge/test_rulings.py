"""The judge's rulings as the engine and the host use them, and its rules one by one."""

from __future__ import annotations

import pytest

from engine.motdit import ClueVerdict
from host.judge import Ruling, judge_clue, judge_guess, knowledge_of
from host.judge.family import Kin, by_rules
from host.judge.normalize import key, spelling_variants, words
from host.judge.spelled import is_initialism, letters


@pytest.mark.parametrize(
    ("secret", "clue", "earlier", "verdict"),
    [
        ("fish", "fish", (), ClueVerdict.SECRET_WORD),
        ("fish", "fishing", (), ClueVerdict.SAME_FAMILY),
        ("fish", "waterfall", ("water",), ClueVerdict.EARLIER_CLUE_FAMILY),
        ("fish", "Fisch", (), ClueVerdict.TRANSLATION),
        ("fish", "F I S H", (), ClueVerdict.SPELLED_OUT),
        ("fish", "it lives in water", (), ClueVerdict.MORE_THAN_ONE_WORD),
        ("fish", "water", (), ClueVerdict.ALLOWED),
    ],
)
def test_each_ruling_maps_onto_the_engines_verdict(secret, clue, earlier, verdict):
    assert judge_clue(secret, clue, earlier).for_engine() is verdict


def test_an_ask_is_allowed_unless_the_table_votes_it_down():
    ruling = judge_clue("night", "knight")
    assert ruling.ruling is Ruling.ASK and ruling.reason == "maybe the secret word itself"
    assert ruling.for_engine() is ClueVerdict.ALLOWED
    assert ruling.for_engine(table_says_forbidden=True) is ClueVerdict.SECRET_WORD


def test_the_details_the_host_speaks():
    assert judge_clue("sun", "sunlight", ("light",)).ruling is Ruling.FORBIDDEN
    translated = judge_clue("star", "estrella")
    assert translated.language == "spanish"
    assert translated.reason == "a translation of the secret word (Spanish)"
    earlier = judge_clue("fish", "swimming", ("swim", "boat"))
    assert earlier.earlier == "swim" and "swim" in earlier.reason


def test_the_deny_list_wins_over_the_rules():
    assert by_rules("carton", "car") is Kin.SAME  # what rules alone would say
    assert knowledge_of("car").from_lexicon
    assert judge_clue("car", "carton").ruling is Ruling.ALLOWED


def test_a_word_the_lexicon_does_not_know_is_judged_by_rules():
    knowledge = knowledge_of("moon")
    assert not knowledge.from_lexicon
    assert judge_clue("moon", "moonlight").ruling is Ruling.FORBIDDEN
    assert judge_guess("moon", "moons").correct


def test_a_guess_result_carries_what_the_host_needs():
    ruling = judge_guess("fish", "uh, the fish")
    assert (ruling.correct, ruling.unsure, ruling.matched, ruling.confidence) == (
        True,
        False,
        "fish",
        1.0,
    )
    close = judge_guess("cat", "cut")
    assert not close.correct and close.unsure and close.matched == "cut"


def test_a_compound_is_not_its_head_word():
    assert not judge_guess("lion", "sea lion").correct
    assert not judge_guess("cream", "ice cream").correct
    assert judge_guess("fish", "a big fish").correct


def test_text_helpers():
    assert words("F-I-S-H, the fish's T-shirt, Œuf") == [
        "f",
        "i",
        "s",
        "h",
        "the",
        "fish",
        "t-shirt",
        "oeuf",
    ]
    assert key("T-Shirt") == key("t shirt") == "tshirt"
    assert "gray" in spelling_variants("grey") and "color" in spelling_variants("colour")
    assert letters(words("double u a t e r")) == "water"
    assert letters(words("see you")) is None
    assert is_initialism("tv") and not is_initialism("fish")


def test_the_judge_refuses_nonsense_with_a_value_error():
    for bad in ("", "   ", "123", "x" * 201):
        with pytest.raises(ValueError):
            judge_clue("fish", bad)
        with pytest.raises(ValueError):
            judge_guess(bad, "fish")
