"""What every game's content shares: tab-separated data files, problems, the recognizer's words.

A data file is UTF-8 text: lines starting with `#` are comments, blank lines are skipped, the
first other line is the header (column names), and every later line is one row with exactly
as many tab-separated fields. A list inside a field is written `a, b, c`; `-` is the empty list.
Readers here never raise on bad content: they return the rows they could read plus one problem
line per defect, `file:line: what is wrong`, so a checker can report everything at once.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"
"""Where the reviewed content ships (package data)."""

EMPTY = "-"
"""A field holding the empty list."""

PRONUNCIATION_DICT = ("model", "en-us", "cmudict-en-us.dict")
"""The pronunciation dictionary's path inside the pocketsphinx package."""


class LexiconError(ValueError):
    """Content that cannot be loaded; `problems` lists every defect found."""

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(f"{problems[0]}{more}" if problems else "bad content")


@dataclass(slots=True)
class Row:
    """One data line: its file name, line number and fields by column name."""

    file: str
    line: int
    fields: dict[str, str]

    def where(self) -> str:
        """`file:line`, the prefix of every problem about this row."""
        return f"{self.file}:{self.line}"

    def __getitem__(self, column: str) -> str:
        """The field in `column`."""
        return self.fields[column]


@dataclass(frozen=True)
class Table:
    """A data file as read: its column names, the rows it could read, and the problems met."""

    header: tuple[str, ...]
    rows: tuple[Row, ...]
    problems: tuple[str, ...]


def read_table(path: Path, columns: Sequence[str] | None = None) -> Table:
    """A tab-separated file whose header must be exactly `columns` (any distinct names if None)."""
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Table((), (), (f"{name}: missing file",))
    except (OSError, UnicodeDecodeError) as exc:
        return Table((), (), (f"{name}: unreadable: {exc}",))
    rows: list[Row] = []
    problems: list[str] = []
    header: list[str] | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = [f.strip() for f in raw.split("\t")]
        if header is None:
            header = fields
            if columns is not None and header != list(columns):
                problems.append(f"{name}:{number}: header should be {' | '.join(columns)}")
                return Table(tuple(header), (), tuple(problems))
            if len(set(header)) != len(header) or not all(header):
                problems.append(f"{name}:{number}: column names must be distinct and non-empty")
                return Table(tuple(header), (), tuple(problems))
            continue
        if len(fields) != len(header):
            problems.append(
                f"{name}:{number}: expected {len(header)} tab-separated fields, found {len(fields)}"
            )
            continue
        rows.append(Row(name, number, dict(zip(header, fields, strict=True))))
    if header is None:
        problems.append(f"{name}: no header line")
    return Table(tuple(header or ()), tuple(rows), tuple(problems))


def split_list(field: str) -> tuple[str, ...]:
    """The items of a list field (`a, b` -> ("a", "b"); `-` -> ())."""
    if field == EMPTY or not field:
        return ()
    return tuple([item.strip() for item in field.split(",")])


def is_word(text: str) -> bool:
    """Whether `text` is one lower-case ASCII word (letters only)."""
    return text.isascii() and text.isalpha() and text.islower()


def join_list(items: Iterable[str]) -> str:
    """The list field for `items` (inverse of split_list)."""
    items = list(items)
    return ", ".join(items) if items else EMPTY


def format_table(columns: Sequence[str], rows: Iterable[Sequence[str]], header: str = "") -> str:
    """A data file's text: `header` as comment lines, then the column line and the rows."""
    lines = [f"# {line}".rstrip() for line in header.strip("\n").splitlines()] if header else []
    lines.append("\t".join(columns))
    for row in rows:
        if len(row) != len(columns) or any("\t" in f or "\n" in f for f in row):
            raise ValueError(f"bad row for {columns[0]} table: {row!r}")
        lines.append("\t".join(row))
    return "\n".join(lines) + "\n"


def pronunciation_dict_path() -> Path | None:
    """The pocketsphinx wheel's pronunciation dictionary, found without importing pocketsphinx."""
    try:
        spec = importlib.util.find_spec("pocketsphinx")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    roots = list(spec.submodule_search_locations or [])
    if not roots and spec.origin:
        roots = [str(Path(spec.origin).parent)]
    for root in roots:
        path = Path(root).joinpath(*PRONUNCIATION_DICT)
        if path.is_file():
            return path
    return None


@cache
def pronounceable_words(path: Path | None = None) -> frozenset[str] | None:
    """Every word in the pronunciation dictionary (lower case), or None if it is not installed."""
    path = path or pronunciation_dict_path()
    if path is None:
        return None
    words = set()
    with path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            head = line.split(" ", 1)[0]
            cut = head.find("(")
            words.add((head[:cut] if cut > 0 else head).lower())
    return frozenset(words)
