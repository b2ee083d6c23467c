"""The labelled judge tables in tests/host/judge/data/ and the figures computed on them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Case:
    """One labelled line: the fields the judge reads, the referee's label, a note."""

    fields: tuple[str, ...]
    expected: str
    note: str
    line: int


def read_cases(name: str) -> list[Case]:
    """The cases of a table: tab-separated, `#` comments, a header line, label then note last."""
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    rows = [(n, line.split("\t")) for n, line in enumerate(lines, 1) if not line.startswith("#")]
    return [Case(tuple(f[:-2]), f[-2], f[-1], n) for n, f in rows[1:]]


def ratio(hits: int, total: int) -> float:
    """hits / total, 1.0 when there is nothing to count."""
    return hits / total if total else 1.0


def figures(pairs: list[tuple[bool, bool]]) -> tuple[float, float, float]:
    """(precision, recall, false-positive rate) of (predicted, labelled) pairs."""
    tp = sum(p and t for p, t in pairs)
    fp = sum(p and not t for p, t in pairs)
    positives = sum(t for _, t in pairs)
    return ratio(tp, tp + fp), ratio(tp, positives), ratio(fp, len(pairs) - positives)
