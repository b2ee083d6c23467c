"""A tally says only the votes cast: every name a Fame Us tally says was asked and answered,
every count a Mot Dit poll says is of the votes heard, and a poll stopped early says it was
settled (The Maury Game puts nothing to a vote)."""

from __future__ import annotations

import itertools
import re

import pytest

from engine.fameus import VoteCounted
from host.flows.floor import Floor
from tests.host.flows.fameus_helpers import table as fameus_table
from tests.host.flows.helpers import table as motdit_table
from tests.host.flows.test_open_floor import ROUND

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
NUMBERS = {"one": 1, "two": 2, "three": 3}


def asked_and_answered(texts: list[str], answers: list[str]) -> dict[str, str]:
    """Each voter asked by name ("Bob?"), with the answer they gave (one typed answer each)."""
    asked = [t.removesuffix("?") for t in texts if t.removesuffix("?") in PLAYERS]
    return dict(zip(asked, answers, strict=False))


@pytest.mark.parametrize("votes", list(itertools.product(["for", "against"], repeat=3)))
def test_every_name_in_a_fame_us_tally_was_asked_and_answered(votes):
    opening = ["play", "one", "pass", "pass", "pass", "", "vote"]
    flow, said = fameus_table(",".join(PLAYERS), [*opening, *votes])
    with pytest.raises(EOFError):
        flow.run()
    texts = [line.text for line in said.lines]
    tally = next(t for t in texts if re.match(r"(For|Thumbs up): ", t))
    cast = asked_and_answered(texts, list(votes))
    ayes, noes = re.match(
        r"(?:For|Thumbs up): (.*)\. (?:Against|Thumbs down): (.*)\.", tally
    ).groups()
    for side, wanted in ((ayes, "for"), (noes, "against")):
        named = [p for p in PLAYERS if re.search(rf"\b{p}\b", side)]
        assert all(cast.get(p) == wanted for p in named), (tally, cast)
        assert {p for p, v in cast.items() if v == wanted} == set(named), (tally, cast)
    [counted] = [e for e in flow.game.log if isinstance(e, VoteCounted)]
    verdict = texts[texts.index(tally) + 1]
    assert ("settled" in verdict) == (len(cast) < len(counted.voters)), verdict


@pytest.mark.parametrize("votes", list(itertools.product(["yes", "no"], repeat=3)))
def test_a_mot_dit_clue_poll_says_its_result_with_only_the_votes_heard(votes):
    flow, said = motdit_table(
        ",".join(PLAYERS), ROUND, ["one", "gold chain", *votes], floor=Floor.OPEN
    )
    with pytest.raises(EOFError):
        flow.run()
    texts = [line.text for line in said.lines]
    cast = asked_and_answered(texts, list(votes))
    result = next(t for t in texts if "the clue stands" in t or "the clue breaks" in t)
    said_yes = re.search(r"(\w+) yes", result.casefold())
    said_no = re.search(r"(\w+) no\b", result.casefold())
    yes = sum(v == "yes" for v in cast.values())
    assert (NUMBERS[said_yes[1]] if said_yes else 0) == yes, (result, cast)
    assert (NUMBERS[said_no[1]] if said_no else 0) == len(cast) - yes, (result, cast)
    assert ("settled" in result) == (len(cast) < 3), result
    assert ("stands" in result) == (yes < 3)
    last_asked = max(k for k, t in enumerate(texts) if t.removesuffix("?") in PLAYERS)
    assert texts.index(result) == last_asked + 1, "the result comes before anything else"
