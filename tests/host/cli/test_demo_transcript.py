"""`partyhost demo`: a seed prints the same transcript every run, line by line (timings aside),
with phones and without: every line whole, in the order it happened, whichever thread wrote it
(the host's captions, the simulated players, the phones, what the ears heard)."""

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


@pytest.mark.slow
@pytest.mark.parametrize(
    ("phones", "seconds"),
    [((), "3"), (("--phones",), "4")],
    ids=["laptop", "phones"],
)
def test_a_seed_prints_the_same_transcript_every_run(capsys, phones, seconds) -> None:
    # A short taste of each game (seconds of the party's time): a few answers each; with phones
    # it reaches the Mot Dit guesses that two phones answer at once (seed 5).
    argv = ["demo", "--tour", seconds, "--silent", "--seed", "5", *phones]
    first = transcript(capsys, argv)
    assert transcript(capsys, argv) == first
    text = "\n".join(first)
    for spec in GAMES.values():
        assert f"That was a taste of {spec.title}." in text
    players = [line for line in first if re.match(r"  \w+ (says|taps)", line)]
    assert players and all(WHOLE.fullmatch(line) for line in players), players
    if phones:
        assert "Everyone, your guesses, on your phones!" in text
        assert "says into the phone" in text
