"""The command line against careless and hostile input (issue 18): every refusal is one line
and exit status 2, every input read has a limit, and no input is changed without a word."""

from __future__ import annotations

import time

import pytest

from host.cli import main


def refused(capsys, argv: list[str], *words: str) -> str:
    """Run `argv`, check it is refused in one line holding `words`; that line."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert all(w in err for w in words), err
    return err


@pytest.mark.parametrize(
    "counts",
    [["Ann=1000000000000"], ["Ann=" + "9" * 5000], ["Ann=3", "Bob=1001"], ["Ann=-1"]],
    ids=["a trillion", "5000 digits", "just over", "negative"],
)
def test_huge_or_bad_odds_counts_are_refused_at_once(capsys, counts):
    start = time.process_time()
    refused(capsys, ["odds", *counts], "from 0 to 1000")
    assert time.process_time() - start < 1


def test_too_many_envelopes_are_refused_and_the_most_allowed_is_quick(capsys):
    refused(capsys, ["odds", *(f"P{i}=1000" for i in range(51))], "at most 50")
    start = time.process_time()
    assert main(["odds", *(f"P{i}=1000" for i in range(50))]) == 0
    assert time.process_time() - start < 10


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_batch_that_is_no_regular_file_is_not_read(capsys, device):
    refused(capsys, ["judge", "guess", "--batch", device], "not a regular file")


def test_a_batch_over_the_size_limit_is_refused(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("host.cli.judge.MAX_BATCH_BYTES", 100)
    batch = tmp_path / "big.tsv"
    batch.write_text("fish\tfish\n" * 20)
    refused(capsys, ["judge", "guess", "--batch", str(batch)], "larger than the 100 bytes")


def test_a_batch_line_of_only_a_tab_is_a_case_not_skipped(capsys, tmp_path):
    batch = tmp_path / "cases.tsv"
    batch.write_text("fish\tfish\n\t\n")
    refused(capsys, ["judge", "guess", "--batch", str(batch)], f"{batch}:2")
