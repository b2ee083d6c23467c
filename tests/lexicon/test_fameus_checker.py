"""The Fame Us checker catches each kind of problem, on a broken copy of the shipped data."""

from __future__ import annotations

import pytest

from lexicon import fameus
from lexicon.core import LexiconError
from tests.lexicon.test_motdit_checker import edit, line_of

VIP, KINGS = "VIP Square", "The Kings of the Dance Floor"


def test_the_copy_is_clean(data):
    assert fameus.check(data) == []


def test_a_missing_criterion_is_a_count_problem(data):
    _, line = line_of(data / fameus.CRITERIA_FILE, "story\t")
    edit(data / fameus.CRITERIA_FILE, line + "\n", "")
    assert fameus.check(data) == [f"{fameus.CRITERIA_FILE}: 111 criteria cards, expected 112"]


@pytest.mark.parametrize(
    ("criterion", "message"),
    [
        ("Has A Beard!", "duplicate criterion (first on line {first})"),
        ("has a beard that is very long", "has 7 words, should be under 6"),
        ("born in the 1980s", "has characters a voice cannot say: '0' '1' '8' '9'"),
        ("has a beard (grey)", "has characters a voice cannot say: '(' ')'"),
        ("wears a crown \U0001f451", "has characters a voice cannot say: '\U0001f451'"),
    ],
)
def test_a_bad_criterion_is_reported_with_file_and_line(data, criterion, message):
    path = data / fameus.CRITERIA_FILE
    first, _ = line_of(path, "looks\thas a beard")
    number, line = line_of(path, "story\t")
    edit(path, line + "\n", f"story\t{criterion}\n")
    problems = [p for p in fameus.check(data) if p.startswith(f"{fameus.CRITERIA_FILE}:{number}:")]
    assert len(problems) == 1 and message.format(first=first) in problems[0], problems


def test_an_unknown_kind_or_team_stops_the_loader(data):
    number, line = line_of(data / fameus.CRITERIA_FILE, "era\t")
    edit(data / fameus.CRITERIA_FILE, line, line.replace("era", "vibe"))
    team_line, team = line_of(data / fameus.TEAMS_FILE, "8\t")
    edit(data / fameus.TEAMS_FILE, team, "8\tThe Dance Floor Kings")
    with pytest.raises(LexiconError) as caught:
        fameus.load(data)
    problems = caught.value.problems
    assert problems[0].startswith(f"{fameus.CRITERIA_FILE}:{number}: unknown kind 'vibe'")
    assert problems[1] == (
        f"{fameus.TEAMS_FILE}:{team_line}: unknown team 'The Dance Floor Kings' "
        f"(known: {VIP}, {KINGS})"
    )


def test_team_cards_must_be_eight_four_of_each(data):
    path = data / fameus.TEAMS_FILE
    edit(path, f"8\t{KINGS}", f"8\t{VIP}")
    assert fameus.check(data) == [
        f"{fameus.TEAMS_FILE}: 5 {VIP} cards, expected 4",
        f"{fameus.TEAMS_FILE}: 3 {KINGS} cards, expected 4",
    ]
    edit(path, f"8\t{VIP}\n", "")
    assert fameus.check(data) == [
        f"{fameus.TEAMS_FILE}: 7 team cards, expected 8",
        f"{fameus.TEAMS_FILE}: 3 {KINGS} cards, expected 4",
    ]


def test_missing_files_and_a_misnumbered_team_card(data):
    (data / fameus.CRITERIA_FILE).unlink()
    number, line = line_of(data / fameus.TEAMS_FILE, "3\t")
    edit(data / fameus.TEAMS_FILE, line, line.replace("3", "9", 1))
    problems = fameus.check(data)
    assert f"{fameus.CRITERIA_FILE}: missing file" in problems
    assert f"{fameus.TEAMS_FILE}:{number}: card number '9' should be 3" in problems
    assert f"{fameus.CRITERIA_FILE}: 0 criteria cards, expected 112" in problems


def test_a_famous_person_twice_unsayable_or_too_few_are_reported(data):
    path = data / fameus.PEOPLE_FILE
    first, _ = line_of(path, "Cleopatra")
    twice, line = line_of(path, "Zorro")
    edit(path, line + "\n", "cleopatra!\n")
    odd, line = line_of(path, "Zeus")
    edit(path, line + "\n", "Louis the 14th\n")
    assert fameus.check(data) == [
        f"{fameus.PEOPLE_FILE}:{odd}: person 'Louis the 14th' has characters a voice cannot "
        "say: '1' '4'",
        f"{fameus.PEOPLE_FILE}:{twice}: duplicate person (first on line {first})",
    ]
    path.write_text("person\nZorro\n")
    assert fameus.check(data) == [
        f"{fameus.PEOPLE_FILE}: 1 people, at least {fameus.PEOPLE_AT_LEAST}"
    ]
