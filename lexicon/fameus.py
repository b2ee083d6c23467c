"""Fame Us content: the 112 criteria cards, the 8 team cards, and the famous people the host
listens for.

Three reviewed files in lexicon/data/ (hand-written):
- fameus_criteria.tsv: one row per criteria card: its kind (looks, work ...) and its text;
- fameus_teams.tsv: one row per team card, named as engine.fameus.Team spells the teams;
- fameus_people.tsv: one row per famous person, real or imagined, as the host says the name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

from engine.fameus import Team
from lexicon.core import (
    DATA_DIR,
    count_problem,
    length_summary,
    loaded,
    numbering_problem,
    read_table,
    speech_problem,
    tally,
    text_key,
    unique_problem,
)

NAME = "Fame Us"
"""The game's name, as reports print it."""

CRITERIA_FILE = "fameus_criteria.tsv"
"""The criteria cards: one row per card."""
TEAMS_FILE = "fameus_teams.tsv"
"""The team cards: one row per card."""
PEOPLE_FILE = "fameus_people.tsv"
"""The famous people the host listens for: one row per person."""

CRITERIA_COLUMNS = ("kind", "criterion")
"""The columns of the criteria file."""
TEAM_COLUMNS = ("card", "team")
"""The columns of the team file."""
PEOPLE_COLUMNS = ("person",)
"""The column of the people file."""
PEOPLE_AT_LEAST = 100
"""Famous people the list must hold: enough that a table's names are mostly on it."""
NAME_WORDS_UNDER = 5
"""A name must have fewer words than this."""
KINDS = ("looks", "work", "era", "origin", "talent", "life", "story")
"""What a criterion is about: appearance, job, time, place, abilities, life, fictional worlds."""

CRITERIA_COUNT = 112
"""Criteria cards in the box."""
TEAM_CARDS: Mapping[Team, int] = MappingProxyType({Team.VIP_SQUARE: 4, Team.KINGS: 4})
"""Team cards in the box, by team."""
CRITERION_WORDS_UNDER = 6
"""A criterion must have fewer words than this: a few words, clear when spoken."""


@dataclass(frozen=True)
class FameUsLexicon:
    """The loaded content: the criteria deck (with each card's kind), the team cards, and the
    famous people the host listens for."""

    criteria: tuple[str, ...]
    kinds: tuple[str, ...]
    teams: tuple[Team, ...]
    people: tuple[str, ...] = ()
    criteria_lines: tuple[int, ...] = field(default=(), compare=False)
    people_lines: tuple[int, ...] = field(default=(), compare=False)

    def kind(self, criterion: str) -> str:
        """What `criterion` is about (one of KINDS); ValueError if it is not a deck card."""
        return self.kinds[self.criteria.index(criterion)]


# ---- reading ------------------------------------------------------------------------------


def parse(data_dir: Path | None = None) -> tuple[FameUsLexicon, list[str]]:
    """Read the files leniently: the content that could be read, and every format problem."""
    data_dir = Path(data_dir) if data_dir is not None else DATA_DIR
    problems: list[str] = []
    criteria, kinds, lines = _read_criteria(data_dir / CRITERIA_FILE, problems)
    teams = _read_teams(data_dir / TEAMS_FILE, problems)
    people = read_table(data_dir / PEOPLE_FILE, PEOPLE_COLUMNS)
    problems += people.problems
    named = [row for row in people.rows if row["person"]]
    lexicon = FameUsLexicon(
        criteria=tuple(criteria),
        kinds=tuple(kinds),
        teams=tuple(teams),
        people=tuple(row["person"] for row in named),
        criteria_lines=tuple(lines),
        people_lines=tuple(row.line for row in named),
    )
    return lexicon, problems


def load(data_dir: Path | None = None) -> FameUsLexicon:
    """The Fame Us content; LexiconError (a ValueError) if either file is malformed."""
    return loaded(parse(data_dir))


def load_deck(data_dir: Path | None = None) -> tuple[str, ...]:
    """The criteria cards, ready for FameUsConfig(players, deck)."""
    return load(data_dir).criteria


def load_teams(data_dir: Path | None = None) -> tuple[Team, ...]:
    """The team cards, in file order."""
    return load(data_dir).teams


@cache
def lexicon() -> FameUsLexicon:
    """The shipped content, loaded once."""
    return load()


def _read_criteria(path: Path, problems: list[str]) -> tuple[list[str], list[str], list[int]]:
    table = read_table(path, CRITERIA_COLUMNS)
    problems += table.problems
    criteria: list[str] = []
    kinds: list[str] = []
    lines: list[int] = []
    for row in table.rows:
        if row["kind"] not in KINDS:
            problems.append(
                f"{row.where()}: unknown kind {row['kind']!r} (known: {', '.join(KINDS)})"
            )
            continue
        if not row["criterion"]:
            problems.append(f"{row.where()}: empty criterion")
            continue
        criteria.append(row["criterion"])
        kinds.append(row["kind"])
        lines.append(row.line)
    return criteria, kinds, lines


def _read_teams(path: Path, problems: list[str]) -> list[Team]:
    table = read_table(path, TEAM_COLUMNS)
    problems += table.problems
    teams: list[Team] = []
    for number, row in enumerate(table.rows, start=1):
        if bad := numbering_problem(row, "card", number):
            problems.append(bad)
        if row["team"] not in set(Team):
            known = ", ".join(t.value for t in Team)
            problems.append(f"{row.where()}: unknown team {row['team']!r} (known: {known})")
            continue
        teams.append(Team(row["team"]))
    return teams


# ---- checking and statistics --------------------------------------------------------------


def check(data_dir: Path | None = None) -> list[str]:
    """Every problem with the Fame Us content, one line each ([] when all is well)."""
    lexicon, problems = parse(data_dir)
    problems = list(problems)
    criteria = lexicon.criteria
    if bad := count_problem(CRITERIA_FILE, len(criteria), CRITERIA_COUNT, "criteria cards"):
        problems.append(bad)
    seen: dict[str, int] = {}
    for criterion, line in zip(criteria, lexicon.criteria_lines, strict=True):
        if bad := unique_problem(seen, text_key(criterion), CRITERIA_FILE, line, "criterion"):
            problems.append(bad)
        if bad := speech_problem(criterion, CRITERION_WORDS_UNDER):
            problems.append(f"{CRITERIA_FILE}:{line}: criterion {criterion!r} {bad}")
    expected = sum(TEAM_CARDS.values())
    if bad := count_problem(TEAMS_FILE, len(lexicon.teams), expected, "team cards"):
        problems.append(bad)
    counts = Counter(lexicon.teams)
    for team, wanted in TEAM_CARDS.items():
        if counts[team] != wanted:
            problems.append(f"{TEAMS_FILE}: {counts[team]} {team.value} cards, expected {wanted}")
    return problems + _people_problems(lexicon)


def _people_problems(lexicon: FameUsLexicon) -> list[str]:
    """Too few famous people, a name twice, or a name the voice cannot say."""
    problems = []
    if len(lexicon.people) < PEOPLE_AT_LEAST:
        problems.append(f"{PEOPLE_FILE}: {len(lexicon.people)} people, at least {PEOPLE_AT_LEAST}")
    seen: dict[str, int] = {}
    for person, line in zip(lexicon.people, lexicon.people_lines, strict=True):
        if bad := unique_problem(seen, text_key(person), PEOPLE_FILE, line, "person"):
            problems.append(bad)
        if bad := speech_problem(person, NAME_WORDS_UNDER):
            problems.append(f"{PEOPLE_FILE}:{line}: person {person!r} {bad}")
    return problems


def stats(data_dir: Path | None = None) -> list[str]:
    """A short report: criteria by kind and length, team cards by team."""
    lexicon, problems = parse(data_dir)
    teams = Counter(t.value for t in lexicon.teams)
    lines = [
        f"{NAME}: {len(lexicon.criteria)} criteria cards, {len(lexicon.teams)} team cards, "
        f"{len(lexicon.people)} famous people",
        f"  criteria: {len({text_key(c) for c in lexicon.criteria})} distinct, "
        + length_summary(lexicon.criteria),
        "  criteria by kind: " + tally(Counter(lexicon.kinds), KINDS),
        "  team cards: " + tally(teams, [t.value for t in Team]),
    ]
    if problems:
        lines.append(f"  ({len(problems)} format problems: run `partyhost lexicon check`)")
    return lines


def summary(lexicon: FameUsLexicon) -> str:
    """A few words on the content's size, for one-line reports."""
    return f"{len(lexicon.criteria)} criteria cards, {len(lexicon.teams)} team cards"
