"""The command line against careless and hostile input (issue 18): every refusal is one line
and exit status 2, every input read has a limit, and no input is changed without a word."""

from __future__ import annotations

import time

import numpy as np
import pytest

from host.audio import MAX_SPOKEN_CHARS, Audio, AudioError, espeak, pieces, write_wav
from host.cli import main
from host.ears.context import Context
from host.ears.errors import EarsError


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


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_hearing_a_device_reads_nothing_from_it(device):
    with pytest.raises(AudioError, match="not a regular file"):
        Audio.read(device)


def test_a_sound_longer_than_two_minutes_is_refused_before_decoding(tmp_path):
    clip = tmp_path / "long.wav"
    write_wav(clip, np.zeros(121 * 8000, np.int16), 8000)
    with pytest.raises(AudioError, match="longer than 120 s"):
        Audio.read(clip)


def test_a_sound_file_over_the_size_limit_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr("host.audio.MAX_FILE_BYTES", 1000)
    clip = tmp_path / "big.wav"
    write_wav(clip, np.zeros(1000, np.int16), 8000)
    with pytest.raises(AudioError, match="larger than"):
        Audio.read(clip)


def test_fifty_thousand_characters_are_spoken_in_pieces(monkeypatch):
    given: list[str] = []

    def espeak_once(text: str, options: tuple[str, ...]) -> Audio:
        given.append(text)
        return Audio(np.zeros(10, np.float32), 16000)

    monkeypatch.setattr("host.audio._espeak", espeak_once)
    text = "Bob wins the round. " * 2500
    assert espeak(text).samples.size == 10 * len(given)
    assert max(map(len, given)) <= MAX_SPOKEN_CHARS and " ".join(given) == text.strip()
    assert all(piece.endswith(".") for piece in given)  # cut at sentence ends
    assert pieces("x" * 2500) == ["x" * 1000, "x" * 1000, "x" * 500]


def test_say_to_a_folder_is_one_line_and_the_folder_is_untouched(capsys, tmp_path):
    assert main(["say", "hi", "--to-file", str(tmp_path), "--mute"]) == 2
    err = capsys.readouterr().err
    assert "a folder, not a file to write" in err and "Exception ignored" not in err
    assert list(tmp_path.iterdir()) == []


def test_expected_phrases_keep_their_accented_letters():
    assert Context.parse("naïve,café,über,Straße").phrases == ("naive", "cafe", "uber", "strasse")


@pytest.mark.parametrize(
    ("expect", "message"),
    [
        ("42", "'42' has no word to hear"),
        ("apple,7", "'7' has no word to hear"),
        (",".join(["pear"] * 501), "at most 500 phrases"),
        ("a" * 101, "of at most 100 characters"),
    ],
)
def test_expected_phrases_that_cannot_be_heard_are_refused_by_name(expect, message):
    with pytest.raises(EarsError, match=message):
        Context.parse(expect)
