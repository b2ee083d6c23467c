"""The judge against the labelled tables: the figures the issue asks for, printed and asserted."""

from __future__ import annotations

import pytest

from host.judge import Ruling, judge_clue, judge_guess
from tests.host.judge.table import figures, read_cases

GUESSES = read_cases("judge_guesses.tsv")
CLUES = read_cases("judge_clues.tsv")


def test_the_tables_are_big_enough_and_well_labelled():
    assert len(GUESSES) >= 300 and len(CLUES) >= 300
    assert {c.expected for c in GUESSES} == {"correct", "wrong"}
    assert {c.expected for c in CLUES} == {r.value for r in Ruling}
    assert all(len(c.fields) == 2 for c in GUESSES) and all(len(c.fields) == 3 for c in CLUES)


def judge_clue_case(fields: tuple[str, ...]):
    secret, earlier, clue = fields
    return judge_clue(secret, clue, tuple(e for e in earlier.split(",") if e))


@pytest.fixture(scope="module")
def guess_results():
    return [(judge_guess(*c.fields).correct, c.expected == "correct", c) for c in GUESSES]


@pytest.fixture(scope="module")
def clue_results():
    return [(judge_clue_case(c.fields), c) for c in CLUES]


def test_guess_figures(guess_results, capsys):
    precision, recall, false_accept = figures([(p, t) for p, t, _ in guess_results])
    misses = [f"  line {c.line}: {c.fields} -> {p}" for p, t, c in guess_results if p != t]
    with capsys.disabled():
        print(
            f"\njudge guesses ({len(guess_results)} cases): correct-guess recall {recall:.2%}, "
            f"false-accept rate {false_accept:.2%}, precision {precision:.2%}"
        )
        print("\n".join(misses))
    assert false_accept <= 0.005
    assert recall >= 0.98


def test_clue_figures(clue_results, capsys):
    pairs = [(r.ruling is Ruling.FORBIDDEN, c.expected == "forbidden") for r, c in clue_results]
    precision, recall, _ = figures(pairs)
    agree = sum(r.ruling.value == c.expected for r, c in clue_results) / len(clue_results)
    asked = sum(r.ruling is Ruling.ASK for r, _ in clue_results)
    misses = [
        f"  line {c.line}: {c.fields} -> {r.ruling.value} (label {c.expected})"
        for r, c in clue_results
        if r.ruling.value != c.expected
    ]
    with capsys.disabled():
        print(
            f"\njudge clues ({len(clue_results)} cases): forbidden precision {precision:.2%}, "
            f"recall {recall:.2%}; all three labels agree {agree:.2%}; {asked} asked"
        )
        print("\n".join(misses))
    assert precision >= 0.99
    assert recall >= 0.95


def test_a_wrong_guess_is_never_called_right(guess_results):
    wrong_accepts = [c for p, t, c in guess_results if p and not t]
    assert len(wrong_accepts) <= 0.005 * len(guess_results)
