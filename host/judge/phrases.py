"""Whether a few words make one unit (ice cream, New York), from the recognizer's language model."""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import pocketsphinx
from wordfreq import zipf_frequency

_LOG_BASE = math.log(1.0001)
"""Natural log of the base pocketsphinx scores probabilities in."""
_UNKNOWN = -300_000
"""Scores below this mean the word is not in the model."""
COMPOUND_ZIPF = 2.5
"""A closed-up form this common in English (`icecream`, `goldfish`) is an established compound."""
UNIT = math.log(0.08)
"""log P(next | before) at least this: the words go together (ice cream 0.19, big dog 0.003)."""
APART = math.log(0.0002)
"""log P(next | before) below this: the words are merely side by side (old clock, very wet)."""


@cache
def _model() -> pocketsphinx.NGramModel:
    """The US English trigram model that ships inside the pocketsphinx wheel."""
    path = Path(pocketsphinx.get_model_path()) / "en-us" / "en-us.lm.bin"
    return pocketsphinx.NGramModel.readfile(str(path))


def cohesion(words: list[str]) -> float | None:
    """The lowest log P(word | the words before it) along `words`; None if one is unknown."""
    model = _model()
    if any(model.prob([w]) < _UNKNOWN for w in words):
        return None
    scores = [model.prob(words[i::-1][:3]) * _LOG_BASE for i in range(1, len(words))]
    return min(scores)


def closed_compound(words: list[str]) -> str | None:
    """The words written together (`ice cream` -> `icecream`) if English uses that form."""
    joined = "".join(words)
    return joined if zipf_frequency(joined, "en") >= COMPOUND_ZIPF else None
