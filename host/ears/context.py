"""What the ears expect to hear: the phrases that count, the competitors that do not."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from host.ears.errors import EarsError

_NOT_WORD = re.compile(r"[^a-z' ]+")


def normalize(phrase: str) -> str:
    """Lower case, letters and apostrophes, single spaces: `" Ten of  Clubs!"` -> `ten of clubs`."""
    return " ".join(_NOT_WORD.sub(" ", phrase.lower().replace("-", " ")).split())


@dataclass(frozen=True)
class Context:
    """The phrases a game moment expects, the competitors heard but refused, and open speech."""

    phrases: tuple[str, ...]
    competitors: tuple[str, ...] = ()
    open_speech: bool = False

    @classmethod
    def of(
        cls, phrases: Iterable[str], competitors: Iterable[str] = (), open_speech: bool = False
    ) -> Context:
        """A context from raw phrases (normalized, deduplicated); at least one phrase."""
        expected = tuple(dict.fromkeys(p for p in map(normalize, phrases) if p))
        if not expected:
            raise EarsError("nothing to expect: give at least one phrase")
        others = tuple(dict.fromkeys(p for p in map(normalize, competitors) if p))
        return cls(expected, tuple(p for p in others if p not in expected), open_speech)

    @classmethod
    def parse(cls, text: str) -> Context:
        """A context from a comma-separated list, as given to `--expect`."""
        return cls.of(text.split(","))

    def words(self) -> tuple[str, ...]:
        """Every distinct word of the phrases and competitors, in order."""
        return tuple(dict.fromkeys(w for p in self.phrases + self.competitors for w in p.split()))

    def match(self, text: str) -> str | None:
        """The expected phrase that `text` is, or None."""
        text = normalize(text)
        return text if text in self.phrases else None
