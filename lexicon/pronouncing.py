"""The recognizer's pronouncing dictionary (the CMU dictionary in pocketsphinx), parsed once per
process for both the ears (grammars) and the judge (sounds-alike rulings)."""

from __future__ import annotations

import functools
from collections.abc import Iterable

from lexicon.core import pronunciation_dict_path

Phones = tuple[str, ...]
"""One pronunciation: ARPAbet phones without stress marks (fish: F IH SH)."""


class Dictionary:
    """A CMU-format pronouncing dictionary: each word's pronunciations as phone tuples."""

    def __init__(self, lines: Iterable[str]) -> None:
        self._raw: dict[str, str] = {}
        for line in lines:
            head, _, phones = line.partition(" ")
            word = head.split("(", 1)[0]
            self._raw[word] = f"{self._raw[word]}|{phones}" if word in self._raw else phones
        # Splitting all 135,000 entries up front would triple the load time: a word is split
        # into phones when first asked for, and kept.
        self._split: dict[str, tuple[Phones, ...]] = {}

    def __contains__(self, word: object) -> bool:
        """Whether the dictionary has `word`."""
        return word in self._raw

    def get(self, word: str) -> tuple[Phones, ...]:
        """The pronunciations of `word`; () if the dictionary lacks it."""
        if word not in self._split:
            entry = self._raw.get(word)
            self._split[word] = tuple(tuple(p.split()) for p in entry.split("|")) if entry else ()
        return self._split[word]


@functools.cache
def dictionary() -> Dictionary:
    """The pocketsphinx CMU dictionary, read once per process; empty if it is not installed."""
    path = pronunciation_dict_path()
    if path is None:
        return Dictionary(())
    return Dictionary(path.read_text(encoding="utf-8", errors="replace").splitlines())
