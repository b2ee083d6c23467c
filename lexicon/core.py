"""What every game's content shares: tab-separated data files, problems, the recognizer's words.

A data file is UTF-8 text: lines starting with `#` are comments, blank lines are skipped, the
first other line is the header (column names), and every later line is one row with exactly
as many tab-separated fields. A list inside a field is written `a, b, c`; `-` is the empty list.
Readers here never raise on bad content: they return the rows they could read plus one problem
line per defect, `file:line: what is wrong`, so a checker can report everything at once.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

DATA_DIR = Path(__file__).resolve().parent / "data"
"""Where the reviewed content ships (package data)."""

EMPTY = "-"
"""A field holding the empty list."""

PRONUNCIATION_DICT = ("model", "en-us", "cmudict-en-us.dict")
"""The pronunciation dictionary's path inside the pocketsphinx package."""

_T = TypeVar("_T")


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


# ---- helpers the game modules share -------------------------------------------------------

SPOKEN_PUNCTUATION = frozenset(" .,!?'-:;")
"""What a line read aloud may hold besides ASCII letters: plain punctuation, no digits."""


def word_count(text: str) -> int:
    """How many words `text` has when read aloud (runs of characters between spaces)."""
    return len(text.split())


def speech_problem(text: str, words_under: int) -> str | None:
    """Why the voice cannot read `text` as written (too long, a character it cannot say), or None.

    `text` must have fewer than `words_under` words. Numbers must be written as words ("1980s"
    is read "nineteen hundred and eighty s"); brackets, asterisks, quotation marks and emoji are
    what stage directions and decorations are made of.
    """
    if not any(c.isalpha() for c in text):
        return "has no words to say"
    words = word_count(text)
    if words >= words_under:
        return f"has {words} words, should be under {words_under}"
    bad = sorted(
        {c for c in text if not (c.isascii() and c.isalpha()) and c not in SPOKEN_PUNCTUATION}
    )
    if bad:
        return "has characters a voice cannot say: " + " ".join(repr(c) for c in bad)
    return None


def text_key(text: str) -> str:
    """`text` as duplicates are compared: case, punctuation and spacing ignored."""
    kept = "".join(c if c.isalnum() else " " for c in text.casefold())
    return " ".join(kept.split())


def unique_problem(seen: dict[str, int], key: str, file: str, line: int, what: str) -> str | None:
    """None the first time `key` is met (remembering its line), else a duplicate problem."""
    first = seen.setdefault(key, line)
    return None if first == line else f"{file}:{line}: duplicate {what} (first on line {first})"


def numbering_problem(row: Row, column: str, expected: int) -> str | None:
    """A problem unless the row's `column` holds `expected` (cards are numbered 1, 2, 3 ...)."""
    if row[column] == str(expected):
        return None
    return f"{row.where()}: {column} number {row[column]!r} should be {expected}"


def count_problem(file: str, found: int, expected: int, what: str) -> str | None:
    """`file: 83 argument cards, expected 84`, or None when the count is right."""
    return None if found == expected else f"{file}: {found} {what}, expected {expected}"


def tally(counts: Mapping[Any, int], keys: Iterable[Any] | None = None) -> str:
    """`blue 34, red 33` or `1: 6, 2: 7` for `keys` (default: all, most common first)."""
    if keys is None:
        keys = [key for key, _ in Counter(counts).most_common()]
    return ", ".join(
        f"{key}: {counts.get(key, 0)}" if isinstance(key, int) else f"{key} {counts.get(key, 0)}"
        for key in keys
    )


def length_summary(texts: Sequence[str]) -> str:
    """`3 to 19 words (mean 11.2)`: how long the texts are when read aloud."""
    if not texts:
        return "no text"
    counts = [word_count(t) for t in texts]
    return f"{min(counts)} to {max(counts)} words (mean {sum(counts) / len(counts):.1f})"


def loaded(parsed: tuple[_T, Sequence[str]]) -> _T:
    """The content of a game module's parse(), or LexiconError listing every problem it met."""
    content, problems = parsed
    if problems:
        raise LexiconError(problems)
    return content
