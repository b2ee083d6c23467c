"""Time one guess judgement and one clue judgement over the deck's words (median, p95)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from host.judge.clue import judge_clue
from host.judge.guess import judge_guess
from host.judge.knowledge import shipped_lexicon

FALLBACK_WORDS = ("fish", "sun", "star", "car", "sea", "pen", "man", "ham", "arm", "night")
"""The words timed while the lexicon does not load."""


def deck_words() -> list[str]:
    """The lexicon's words, or a few common words while the lexicon does not load."""
    lexicon = shipped_lexicon()
    return sorted(lexicon.words) if lexicon is not None else list(FALLBACK_WORDS)


def timings(judge: Callable[[int], object], rounds: int) -> list[float]:
    """Milliseconds for each of `rounds` calls of `judge(i)`."""
    found = []
    for i in range(rounds):
        start = time.perf_counter()
        judge(i)
        found.append((time.perf_counter() - start) * 1000)
    return found


def report(rounds: int) -> list[str]:
    """The benchmark's lines: the source of knowledge, then median and p95 of each judgement."""
    words = deck_words()
    n = len(words)
    for word in words:  # loading, once per word, is not the judgement
        judge_guess(word, word)
    cases = {
        "guess": lambda i: judge_guess(words[i % n], f"is it a {words[(i * 7 + 1) % n]}?"),
        "clue": lambda i: judge_clue(
            words[i % n], words[(i * 13 + 5) % n], (words[(i * 3 + 2) % n],)
        ),
    }
    source = "the lexicon" if shipped_lexicon() is not None else "rules alone (no lexicon)"
    lines = [f"judge benchmark: {n} words from {source}, {rounds} judgements each"]
    for name, judge in cases.items():
        ms = timings(judge, rounds)
        p95 = statistics.quantiles(ms, n=20)[-1]
        lines.append(f"  {name}: median {statistics.median(ms):.3f} ms, p95 {p95:.3f} ms")
    return lines
