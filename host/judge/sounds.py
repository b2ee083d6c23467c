"""How words sound, from the recognizer's own pronunciation dictionary (cmudict in pocketsphinx)."""

from __future__ import annotations

from functools import cache
from itertools import product

import jellyfish
from rapidfuzz.distance import Levenshtein

from lexicon.core import pronunciation_dict_path

Phones = tuple[str, ...]
"""One pronunciation: phones without stress marks (fish: F IH SH)."""


@cache
def _dictionary() -> dict[str, str]:
    """Every word's pronunciations, `|`-separated phone strings; empty if not installed."""
    path = pronunciation_dict_path()
    if path is None:
        return {}
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        head, _, phones = line.partition(" ")
        word = head.split("(", 1)[0]
        found[word] = f"{found[word]}|{phones}" if word in found else phones
    return found


@cache
def _phones(word: str) -> tuple[Phones, ...]:
    """The pronunciations of one dictionary word, as phone tuples."""
    entry = _dictionary().get(word)
    return tuple(tuple(p.split()) for p in entry.split("|")) if entry else ()


def pronunciations(word: str) -> tuple[Phones, ...]:
    """How `word` may be said (a hyphenated or spaced word joins its parts); () if unknown."""
    if found := _phones(word):
        return found
    parts = word.replace("-", " ").split()
    if len(parts) < 2 or not all(_phones(p) for p in parts):
        return ()
    joined = product(*(_phones(p)[:2] for p in parts))
    return tuple(tuple(phone for pron in combo for phone in pron) for combo in joined)


def is_known(word: str) -> bool:
    """Whether the recognizer's dictionary has `word`."""
    return word in _dictionary()


def same_sound(a: str, b: str) -> bool:
    """Whether `a` and `b` may be pronounced exactly alike (night/knight, grey/gray)."""
    return bool(set(pronunciations(a)) & set(pronunciations(b)))


def similarity(a: str, b: str) -> float:
    """How alike `a` and `b` sound, 0..1: phone edit distance, else their metaphone codes."""
    pa, pb = pronunciations(a), pronunciations(b)
    if pa and pb:
        return max(Levenshtein.normalized_similarity(x, y) for x in pa for y in pb)
    return Levenshtein.normalized_similarity(jellyfish.metaphone(a), jellyfish.metaphone(b))
