"""What the ears expect to hear: the phrases that count, the competitors that do not."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from host.ears.errors import EarsError

_NOT_WORD = re.compile(r"[^\w' ]+|[\d_]+")
"""Anything but letters (of any script: a Korean model hears Korean words), apostrophes and
spaces."""
MAX_PHRASES = 500
"""The most phrases one moment may expect (a Mot Dit deck's words are about 110)."""
MAX_PHRASE_CHARS = 100
"""The longest phrase, in characters."""


def normalize(phrase: str) -> str:
    """Lower case, letters and apostrophes, single spaces, accents folded as the judge folds
    them: `" Ten of  Clubs!"` -> `ten of clubs`, `naïve café` -> `naive cafe`."""
    letters = unicodedata.normalize("NFKD", phrase.casefold())
    # NFC puts back together what NFKD took apart and is no accent (a Hangul syllable)
    plain = unicodedata.normalize(
        "NFC", "".join(c for c in letters if not unicodedata.combining(c))
    )
    return " ".join(_NOT_WORD.sub(" ", plain.replace("-", " ")).split())


class Hint(Enum):
    """A way a moment points the ears at some of its phrases. An engine declares the hints it
    acts on (`Recognizer.honours`) and ignores the others: a hint only ever makes the ears
    likelier to hear a phrase, never surer of it, so an engine that ignores one hears as if it
    had not been given (docs/ears.md says which engine honours which)."""

    LIKELY = "likely"
    """The phrases the moment expects most (a Mot Dit guess: the secret word): a phrase heard
    near one is taken for it, and asked back."""
    RELATED = "related"
    """Phrases the moment points to, less than the likely ones (a Mot Dit guess: the words its
    clues so far are related to)."""


@dataclass(frozen=True)
class Hints:
    """The phrases a moment favours, by hint: both sets are phrases of the context, and no
    phrase is both."""

    likely: frozenset[str] = frozenset()
    related: frozenset[str] = frozenset()


NO_HINTS = Hints()
"""A moment that favours no phrase."""


@dataclass(frozen=True, kw_only=True)
class Context:
    """The phrases a game moment expects, the competitors heard but refused, open speech,
    which phrases are commands (heard only when the ears are surer of them than of answers),
    which are likelier than the rest (a Mot Dit guess: the secret word), which are names and
    which players' names, as written with their capitals ("Albert Einstein"), and whether the
    speaker pressed to talk (a phone: what is said is meant for the host, and an unsure hearing
    is asked back on it)."""

    phrases: tuple[str, ...]
    competitors: tuple[str, ...] = ()
    open_speech: bool = False
    commands: frozenset[str] = frozenset()
    hints: Hints = NO_HINTS
    names: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    """The players' names among the phrases, as written: scored with their capitals like the
    names, but not asked back for being names (an answer to "who gets it?" is always one)."""
    pressed: bool = False
    any_words: bool = False
    """Any words may answer (a Mot Dit clue or guess), the phrases being only the likeliest: a
    weak hearing is asked back, down to the floor, as a pressed one is, for to reject it is to
    ask the question again."""

    @classmethod
    def of(
        cls,
        phrases: Iterable[str],
        *,
        competitors: Iterable[str] = (),
        open_speech: bool = False,
        commands: Iterable[str] = (),
        likely: Iterable[str] = (),
        names: Iterable[str] = (),
        players: Iterable[str] = (),
        related: Iterable[str] = (),
    ) -> Context:
        """A context from raw phrases (normalized, deduplicated); at least one phrase. Its
        hints are the `likely` and `related` phrases that it expects (a likely one is never also
        related)."""
        expected = tuple(dict.fromkeys(p for p in map(normalize, phrases) if p))
        if not expected:
            raise EarsError("nothing to expect: give at least one phrase")
        others = tuple(dict.fromkeys(p for p in map(normalize, competitors) if p))
        strict = frozenset(map(normalize, commands)).intersection(expected)
        favoured = frozenset(map(normalize, likely)).intersection(expected)
        others = tuple(p for p in others if p not in expected)
        written = tuple(dict.fromkeys(n for n in names if normalize(n) in expected))
        seated = tuple(dict.fromkeys(n for n in players if normalize(n) in expected))
        pointed = frozenset(map(normalize, related)).intersection(expected) - favoured
        return cls(
            phrases=expected,
            competitors=others,
            open_speech=open_speech,
            commands=strict,
            hints=Hints(favoured, pointed),
            names=written,
            players=seated,
        )

    @classmethod
    def parse(cls, text: str) -> Context:
        """A context from a comma-separated list, as given to `--expect`; EarsError if a phrase
        has no word to hear (digits: spell them out) or the list is over its limits."""
        phrases = [p.strip() for p in text.split(",")]
        if len(phrases) > MAX_PHRASES or max(map(len, phrases)) > MAX_PHRASE_CHARS:
            raise EarsError(
                f"expect at most {MAX_PHRASES} phrases of at most {MAX_PHRASE_CHARS} characters"
            )
        for phrase in phrases:
            if phrase and not normalize(phrase):
                raise EarsError(f"{phrase!r} has no word to hear: spell it out (forty-two)")
        return cls.of(phrases)

    def words(self) -> tuple[str, ...]:
        """Every distinct word of the phrases and competitors, in order."""
        return tuple(dict.fromkeys(w for p in self.phrases + self.competitors for w in p.split()))

    @cached_property
    def _written(self) -> dict[str, str]:
        return {normalize(n): n for n in self.players + self.names}

    def spelt(self, phrase: str) -> str:
        """How `phrase` is written: a name or a player's with its capitals, any other phrase as
        it is."""
        return self._written.get(phrase, phrase)

    def is_name(self, phrase: str) -> bool:
        """Whether `phrase` is one of the names (not the players')."""
        return phrase in self._listed

    @cached_property
    def _listed(self) -> frozenset[str]:
        return frozenset(map(normalize, self.names))

    def match(self, text: str) -> str | None:
        """The expected phrase that `text` is, or None."""
        text = normalize(text)
        return text if text in self.phrases else None
