"""`partyhost judge`: one case, batches, JSON, and one-line errors with exit 2 for bad input."""

from __future__ import annotations

import json

import pytest

from host.cli import main
from tests.host.judge.table import DATA, read_cases


def run(capsys, *argv):
    code = main(["judge", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_right_guess_in_json(capsys):
    code, out, _ = run(capsys, "guess", "--secret", "fish", "--json", "is it a fish?")
    assert code == 0
    assert json.loads(out) == {
        "correct": True,
        "unsure": False,
        "matched": "fish",
        "confidence": 1.0,
    }


def test_a_guess_in_words_may_be_several_arguments(capsys):
    code, out, _ = run(capsys, "guess", "--secret", "night", "a", "knight")
    assert code == 0 and out.startswith("correct: knight")


def test_a_close_wrong_guess_asks_back(capsys):
    code, out, _ = run(capsys, "guess", "--secret", "fish", "--json", "dish")
    answer = json.loads(out)
    assert code == 0 and answer["correct"] is False and answer["unsure"] is True
    assert answer["matched"] == "dish" and 0 <= answer["confidence"] < 1


def test_a_clue_of_an_earlier_clues_family(capsys):
    argv = ("clue", "--secret", "fish", "--earlier", "water,boat", "--json", "waterfall")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    assert json.loads(out) == {
        "verdict": "forbidden",
        "reason": 'same family as the earlier clue "water"',
    }


def test_a_translation_names_its_language(capsys):
    code, out, _ = run(capsys, "clue", "--secret", "fish", "poisson")
    assert code == 0 and out.strip() == "forbidden: a translation of the secret word (French)"


def test_an_allowed_clue(capsys):
    code, out, _ = run(capsys, "clue", "--secret", "fish", "--json", "ocean")
    assert code == 0 and json.loads(out) == {"verdict": "allowed", "reason": None}


def test_batches_answer_one_line_per_case_in_order(capsys, tmp_path):
    guesses = tmp_path / "guesses.tsv"
    guesses.write_text("fish\tis it a fish\ncar\tcarpet\n\nmouse\tmice\n")
    code, out, _ = run(capsys, "guess", "--batch", str(guesses), "--json")
    assert code == 0
    assert [json.loads(line)["correct"] for line in out.splitlines()] == [True, False, True]
    clues = tmp_path / "clues.tsv"
    clues.write_text("sun\t\tsunny\nfish\tsea,boat\tseaside\nstar\t\tsky\n")
    code, out, _ = run(capsys, "clue", "--batch", str(clues))
    assert code == 0
    assert [line.split(":")[0] for line in out.splitlines()] == [
        "forbidden",
        "forbidden",
        "allowed",
    ]


def test_the_batch_cli_agrees_with_the_clue_table(capsys, tmp_path):
    cases = read_cases("judge_clues.tsv")[:60]
    batch = tmp_path / "clues.tsv"
    batch.write_text("".join("\t".join(c.fields) + "\n" for c in cases), encoding="utf-8")
    code, out, _ = run(capsys, "clue", "--batch", str(batch), "--json")
    verdicts = [json.loads(line)["verdict"] for line in out.splitlines()]
    assert code == 0 and len(verdicts) == len(cases)
    agree = sum(v == c.expected for v, c in zip(verdicts, cases, strict=True))
    assert agree >= 0.9 * len(cases)
    assert DATA.is_dir()


BAD_SINGLE = [
    (["guess", "fish"], "name the secret word with --secret WORD"),
    (["guess", "--secret", "  ", "fish"], "name the secret word"),
    (["clue", "--secret", "fish", ""], "the clue is empty"),
    (["clue", "--secret", "fish"], "the clue is empty"),
    (["guess", "--secret", "fish", "a" * 10_000], "10000 characters long"),
    (["clue", "--secret", "fish", "12345"], "not letters"),
    (["clue", "--secret", "fish", "!!!"], "has no letters"),
    (["guess", "--secret", "f1sh", "fish"], "the secret word has characters that are not letters"),
    (["clue", "--secret", "fish", "--earlier", "w@ter", "sea"], "earlier clue"),
    (["clue", "--secret", "fish", "--batch", "x.tsv"], "--batch takes no --secret"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_SINGLE, ids=lambda v: str(v)[:40])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("partyhost: error: ") and message in err


BAD_BATCH = [
    ("guess", "fish\n", "x.tsv:1: expected 2 tab-separated fields (secret, heard text), found 1"),
    ("guess", "fish\tfish\n\tfish\n", "x.tsv:2: the secret word is empty"),
    ("clue", "fish\tsea\n", "x.tsv:1: expected 3 tab-separated fields"),
    ("clue", "fish\t\t\n", "x.tsv:1: the clue is empty"),
    ("clue", "fish\t\t" + "z" * 10_000 + "\n", "x.tsv:1: the clue is 10000 characters long"),
    ("guess", "fish\t42\n", "x.tsv:1: the guess has characters that are not letters"),
]


@pytest.mark.parametrize(("kind", "text", "message"), BAD_BATCH, ids=lambda v: str(v)[:30])
def test_a_bad_batch_line_is_named(capsys, tmp_path, kind, text, message):
    batch = tmp_path / "x.tsv"
    batch.write_text(text)
    code, out, err = run(capsys, kind, "--batch", str(batch))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert message in err


def test_a_missing_or_binary_batch_file(capsys, tmp_path):
    code, _, err = run(capsys, "guess", "--batch", str(tmp_path / "nope.tsv"))
    assert code == 2 and "cannot read" in err and err.count("\n") == 1
    binary = tmp_path / "b.tsv"
    binary.write_bytes(b"\xff\xfe\x00fish")
    code, _, err = run(capsys, "clue", "--batch", str(binary))
    assert code == 2 and "cannot read" in err and err.count("\n") == 1


def test_bench_refuses_too_few_rounds(capsys):
    code, _, err = run(capsys, "bench", "--rounds", "3")
    assert code == 2 and "at least 20" in err
