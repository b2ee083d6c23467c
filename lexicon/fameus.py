"""Fame Us content: the 112 criteria cards and the 8 team cards.

Two reviewed files in lexicon/data/ (hand-written):
- fameus_criteria.tsv: one row per criteria card: its kind (looks, work ...) and its text;
- fameus_teams.tsv: one row per team card, named as engine.fameus.Team spells the teams.
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

CRITERIA_COLUMNS = ("kind", "criterion")
"""The columns of the criteria file."""
TEAM_COLUMNS = ("card", "team")
"""The columns of the team file."""
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
    """The loaded content: the criteria deck (with each card's kind) and the team cards."""

    criteria: tuple[str, ...]
    kinds: tuple[str, ...]
    teams: tuple[Team, ...]
    criteria_lines: tuple[int, ...] = field(default=(), compare=False)

    def kind(self, criterion: str) -> str:
        """What `criterion` is about (one of KINDS); ValueError if it is not a deck card."""
        return self.kinds[self.criteria.index(criterion)]


# ---- reading ------------------------------------------------------------------------------


def parse(data_dir: Path | None = None) -> tuple[FameUsLexicon, list[str]]:
    """Read both files leniently: the content that could be read, and every format problem."""
    data_dir = Path(data_dir) if data_dir is not None else DATA_DIR
    problems: list[str] = []
    criteria, kinds, lines = _read_criteria(data_dir / CRITERIA_FILE, problems)
    teams = _read_teams(data_dir / TEAMS_FILE, problems)
    lexicon = FameUsLexicon(
        criteria=tuple(criteria),
        kinds=tuple(kinds),
        teams=tuple(teams),
        criteria_lines=tuple(lines),
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
    return problems


def stats(data_dir: Path | None = None) -> list[str]:
    """A short report: criteria by kind and length, team cards by team."""
    lexicon, problems = parse(data_dir)
    teams = Counter(t.value for t in lexicon.teams)
    lines = [
        f"{NAME}: {len(lexicon.criteria)} criteria cards, {len(lexicon.teams)} team cards",
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
