"""`partyhost demo`: a seed with phones prints the same transcript every run, line by line
(timings aside), a game's taste alone as in the tour; with phones and without, every line is
whole, in the order it happened, whichever thread wrote it (the host's captions, the simulated
players, the phones, the ears)."""

from __future__ import annotations

import re

import pytest

from host.cli import main
from host.games import GAMES

TIMING = re.compile(r"\d+ ms\b")
"""How long the ears took, and a phone waited: the machine's, not the party's."""
WHOLE = re.compile(r"  \w+ (says|says into the phone|taps|taps what the host offered): [^╭│╰]+")
"""A player's line alone on its line: no caption's frame glued to it."""


def transcript(capsys: pytest.CaptureFixture[str], argv: list[str]) -> list[str]:
    """The demo's transcript, its timings written out of it."""
    assert main(argv) == 0
    return [TIMING.sub("(time) ms", line) for line in capsys.readouterr().out.splitlines()]


def whole_tour(lines: list[str]) -> str:
    """The transcript as one text, checked to hold every game's end and player lines whole."""
    text = "\n".join(lines)
    for spec in GAMES.values():
        assert f"That was a taste of {spec.title}." in text
    players = [line for line in lines if re.match(r"  \w+ (says|taps)", line)]
    assert players and all(WHOLE.fullmatch(line) for line in players), players
    return text


@pytest.mark.slow
def test_a_seed_prints_the_same_transcript_every_run(capsys) -> None:
    # A short taste of each game (seconds of the party's time) with phones: it reaches the Mot
    # Dit guesses that two phones answer at once (seed 5), where the phones' threads and the
    # host's could interleave their lines differently from one run to the next. The second run
    # is Mot Dit's taste alone, which each game's own seed makes the tour's first part.
    argv = ["--tour", "4", "--silent", "--seed", "5", "--phones"]
    tour = transcript(capsys, ["demo", *argv])
    taste = transcript(capsys, ["demo", "motdit", *argv])
    assert taste == tour[: len(taste)]
    assert "That was a taste of Maudit Mot Dit." in "\n".join(taste[-3:])
    text = whole_tour(tour)
    assert "Annabelle and Felix: your guesses, on your phones!" in "\n".join(taste)
    assert "says into the phone" in text


@pytest.mark.slow
def test_without_phones_every_line_is_whole(capsys) -> None:
    # Its replay is the simulated parties' (tests/host/sim): the same players, ears and host.
    whole_tour(transcript(capsys, ["demo", "--tour", "3", "--silent", "--seed", "5"]))
