"""Odd or Even's content: the numbers a hand may show, with the word each is said by
(numbers.tsv beside this module)."""

from __future__ import annotations

from pathlib import Path

from lexicon.core import loaded, numbering_problem, read_table, unique_problem

NAME = "Odd or Even"
"""The game's name, as reports print it."""
NUMBERS_FILE = "numbers.tsv"
COLUMNS = ("fingers", "word")
HERE = Path(__file__).resolve().parent


def parse(data_dir: Path | None = None) -> tuple[tuple[str, ...], list[str]]:
    """The words for one, two, three ... fingers, and every problem of the file."""
    table = read_table((data_dir or HERE) / NUMBERS_FILE, COLUMNS)
    problems = list(table.problems)
    seen: dict[str, int] = {}
    for expected, row in enumerate(table.rows, start=1):
        problems += [
            problem
            for problem in (
                numbering_problem(row, "fingers", expected),
                unique_problem(seen, row["word"], NUMBERS_FILE, row.line, "word"),
            )
            if problem
        ]
    return tuple(row["word"] for row in table.rows), problems


def load(data_dir: Path | None = None) -> tuple[str, ...]:
    """The number words; LexiconError if the file is malformed."""
    return loaded(parse(data_dir))


def check(data_dir: Path | None = None) -> list[str]:
    """Every problem of the content, one per line."""
    return parse(data_dir)[1]


def stats(data_dir: Path | None = None) -> list[str]:
    """How many numbers a hand may show."""
    return [f"{NAME}: {summary(parse(data_dir)[0])}"]


def summary(words: tuple[str, ...]) -> str:
    """A few words on the content's size."""
    return f"hands of 1 to {len(words)} fingers"
