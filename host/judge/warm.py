"""A Mot Dit game's start readies the judge in the background: lemminflect's and wordfreq's
tables (some 0.4 s the first time a clue is ruled) and the deck's WordNet relations (half a
second), so that the first clue is ruled and the first guess heard as soon as the others."""

from __future__ import annotations

import threading
from collections.abc import Iterable

from host.judge.clue import judge_clue
from host.judge.guess import judge_guess
from host.judge.wordnet import WordNet, wordnet


def warm(words: Iterable[str]) -> threading.Thread:
    """Start readying the judge for a game of `words` (the deck); the thread doing it."""
    found = wordnet()  # its note, if WordNet is missing, comes now and in this thread
    thread = threading.Thread(
        target=_ready, args=(found, tuple(words)), name="judge warm-up", daemon=True
    )
    thread.start()
    return thread


def _ready(found: WordNet | None, words: tuple[str, ...]) -> None:
    judge_clue("lantern", "lighthouse")
    judge_guess("lantern", "lanterns")
    if found is not None:
        for word in words:
            found.neighbours(word)
