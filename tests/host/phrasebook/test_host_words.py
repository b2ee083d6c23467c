"""Words the host used to get wrong: odds said "about zero percent" for a chance there is and
"about one hundred percent" for one short of certain; "Time's up!" when a Mot Dit round ended
with nobody finding the word (no time had run out); famous names said as heard, in lower case
("Cy was thinking of shrek"); "Nicely done" to a holder who scored nothing; introductions that
did not say who votes or who may make a comeback."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine.fameus import ProposalMade
from engine.motdit import GameSetUp, RoundEnded, WordGuessed
from host.games import GAMES
from host.phrasebook.fameus_says import FameUsSays
from host.phrasebook.maury import odds
from host.phrasebook.maury_says import MaurySays
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.words import as_a_name
from tests.host.phrasebook.samples import PLAYERS, config
from tests.host.phrasebook.test_wording import rendered


@pytest.mark.parametrize(
    ("chance", "said"),
    [
        (Fraction(1, 1701), "less than one percent"),
        (Fraction(565, 567), "almost certain"),
        (Fraction(1, 100), "about one percent"),
        (Fraction(41, 100), "about forty-one percent"),
        (Fraction(1, 3), "one in three"),
        (Fraction(0), "no chance at all"),
        (Fraction(1), "certain"),
    ],
)
def test_odds_are_said_as_a_host_would(chance: Fraction, said: str) -> None:
    assert odds(chance) == said


def test_a_round_nobody_found_says_so_and_never_that_time_ran_out() -> None:
    spec = GAMES["motdit"]
    book = spec.phrasebook(PLAYERS, random.Random(0), config(spec.engine))
    lines = [line.text for line in rendered(book, RoundEnded(0, "button", guessed=False))]
    assert lines and all("button" in text for text in lines)
    assert not any("Time's up" in text for text in lines), lines


def test_a_found_word_is_said_once_and_praises_only_its_finders() -> None:
    # The holder may have scored nothing (a Bad Luck card, a word found at once): no line
    # tells them "nicely done"; the round's end does not say the found word again.
    spec = GAMES["motdit"]
    book = spec.phrasebook(PLAYERS, random.Random(0), config(spec.engine))
    assert not rendered(book, RoundEnded(0, "button", guessed=True))
    for clues in (1, 2, 3):
        found = WordGuessed((1,), "button", clues, clues)
        lines = [line.text for line in rendered(book, found) if not line.sound]
        assert lines and all("button" in text.lower() for text in lines)
        assert not any(PLAYERS[0] in text or "Nicely" in text for text in lines), lines
        assert clues > 1 or not any("last clue" in text for text in lines), lines


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ("shrek", "Shrek"),
        ("king charles", "King Charles"),
        ("joan of arc", "Joan of Arc"),
        ("vincent van gogh", "Vincent van Gogh"),
        ("McCartney", "McCartney"),  # a capital anywhere: as the player wrote it
        ("the rock", "The Rock"),
    ],
)
def test_a_famous_name_is_said_with_the_capitals_a_person_writes(given: str, said: str) -> None:
    assert as_a_name(given) == said


def test_a_proposal_names_the_person_with_capitals() -> None:
    spec = GAMES["fameus"]
    book = spec.phrasebook(PLAYERS, random.Random(0), config(spec.engine))
    lines = [line.text for line in rendered(book, ProposalMade(2, "shrek"))]
    assert lines and all("Shrek" in text and "shrek" not in text for text in lines), lines


def test_the_introductions_say_who_votes_and_who_may_come_back() -> None:
    # Fame Us: the proposer and the accuser do not vote (engine: FameUs.voters); Maury: any
    # other player answers a card, a red one only its target, then the two trade comebacks.
    assert "everyone else votes, not the proposer nor the accuser" in FameUsSays.RULES
    assert "a red card, only the player it attacks" in MaurySays.RULES
    assert "the two of them trade comebacks" in MaurySays.RULES


def test_the_mot_dit_rules_say_how_to_guess_the_cap_and_the_votes_and_the_opening_adds_to_them():
    rules = MotDitSays.RULES.casefold()
    for needed in ("name first", "or pass", "five or six players, three guesses", "bad luck for"):
        assert needed in rules, needed
    assert "say curse" in rules
    spec = GAMES["motdit"]
    book = spec.phrasebook(PLAYERS, random.Random(0), config(spec.engine))
    opening = [line.text.casefold() for line in rendered(book, GameSetUp(pool=55, deck=55))]
    last = rules.rsplit(". ", 1)[-1].rstrip(".")
    assert opening and not any(last in said for said in opening), (last, opening)
    assert "round the table" not in rules  # the opening says it, right after
