"""`partyhost demo --phones`: a simulated party of one round where every player but the last
holds to talk on a simulated phone, through the real phones' server and the real ears, and the
last speaks to the laptop; the tally shows the phones' answers and the laptop's apart."""

from __future__ import annotations

import dataclasses
import re

import pytest

from host.cli import main
from host.games import GAMES
from tests.host.short_games import one_round_motdit

SHARE = (
    r"(\d+) of (\d+) answers(?: \((\d+)%\))?, (\d+) of (\d+)(?: \((\d+)%\))?"
    r" without the confirmations"
)
"""A tally's share; no percentage where nothing was counted ("0 of 0 without the
confirmations": a laptop that was only asked whether to hear the rules)."""


@pytest.mark.slow
def test_a_phone_party_tallies_the_phones_and_the_laptop_apart(monkeypatch, capsys):
    monkeypatch.setitem(
        GAMES, "motdit", dataclasses.replace(GAMES["motdit"], new_game=one_round_motdit)
    )
    assert main(["demo", "motdit", "--phones", "--silent", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "Irma and Annabelle hold to talk on their phones; Felix has none" in out
    phones = re.search(f"^Heard exactly through the phones: {SHARE}", out, re.M)
    laptop = re.search(f"^Heard exactly by the laptop: {SHARE}", out, re.M)
    delays = re.search(
        r"^Phones: told what was heard (\d+) ms after letting go \(median\), (\d+) ms "
        r"\(90th percentile\), over (\d+) utterances; (\d+) answers? picked among what the "
        r"host offered, (\d+) answers? tapped",
        out,
        re.M,
    )
    assert phones and laptop and delays, out[-2000:]
    said = re.findall(r"^  (\w+) says into the phone: ", out, re.M)
    assert set(said) == {"Irma", "Annabelle"}
    assert int(phones[2]) == len(said)  # every utterance into a phone is counted, heard or not
    aloud = re.findall(r"^  (\w+) says: (?!\(nothing\))", out, re.M)
    # Who speaks aloud depends on the guesses heard: a right first guess on a phone ends the
    # round before Felix is asked, and the rules' offer is then the laptop's only question.
    assert aloud, "nobody spoke to the laptop: its tally tests nothing"
    assert int(laptop[2]) == len(aloud)
    median, p90, heard, picked, tapped = map(int, delays.groups())
    assert 0 < median <= p90 and 0 < heard <= len(said)
    assert len(re.findall(r"^  heard on (Irma|Annabelle)'s phone: ", out, re.M)) == heard
    assert taps_after_two_misses(out) == tapped
    offers = re.findall(r"^  (\w+) taps what the host offered: (.*)", out, re.M)
    assert len(offers) == picked


def taps_after_two_misses(out: str) -> int:
    """How many answers the transcript shows tapped, checking that each was said into the
    phone twice just before, in the same words."""
    said: dict[str, list[str]] = {}
    taps = 0
    for line in out.splitlines():
        if found := re.match(r"  (\w+) says into the phone: (.*)", line):
            said.setdefault(found[1], []).append(found[2])
        elif found := re.match(r"  (\w+) taps: (.*)", line):
            assert said[found[1]][-2:] == [found[2]] * 2, line
            taps += 1
    return taps
