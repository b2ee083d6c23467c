"""How words sound, from the recognizer's own pronunciation dictionary (cmudict in pocketsphinx)."""

from __future__ import annotations

from itertools import product

import jellyfish
from rapidfuzz.distance import Levenshtein

from lexicon.pronouncing import Phones, dictionary


def pronunciations(word: str) -> tuple[Phones, ...]:
    """How `word` may be said (a hyphenated or spaced word joins its parts); () if unknown."""
    cmu = dictionary()
    if found := cmu.get(word):
        return found
    parts = word.replace("-", " ").split()
    if len(parts) < 2 or not all(cmu.get(p) for p in parts):
        return ()
    joined = product(*(cmu.get(p)[:2] for p in parts))
    return tuple(tuple(phone for pron in combo for phone in pron) for combo in joined)


def is_known(word: str) -> bool:
    """Whether the recognizer's dictionary has `word`."""
    return word in dictionary()


def same_sound(a: str, b: str) -> bool:
    """Whether `a` and `b` may be pronounced exactly alike (night/knight, grey/gray)."""
    return bool(set(pronunciations(a)) & set(pronunciations(b)))


def similarity(a: str, b: str) -> float:
    """How alike `a` and `b` sound, 0..1: phone edit distance, else their metaphone codes."""
    pa, pb = pronunciations(a), pronunciations(b)
    if pa and pb:
        return max(Levenshtein.normalized_similarity(x, y) for x in pa for y in pb)
    return Levenshtein.normalized_similarity(jellyfish.metaphone(a), jellyfish.metaphone(b))
