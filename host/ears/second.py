"""A second opinion for the Whisper engine: pocketsphinx with a plain grammar of the context's
phrases (no fillers), whose pick Whisper scores too and the tiers weigh.

Its errors are not Whisper's. On the development set, words said alone, when the two agreed the
phrase was right 89-100% of the time (clean to 5 dB, against the whole list or a hand of 8), and
one or the other had it 6-8 points more often than Whisper alone against the whole list, clean
or at 20 dB. Refitted with it, the tiers heard 58% of the development words and phrases (51%
sure) against 57% (49%), at the same 8% of out-of-set words let through (`partyhost bench ears
--calibrate`)."""

from __future__ import annotations

import contextlib

import numpy as np

from host.ears.context import Context
from host.ears.errors import EarsError
from host.ears.sphinx import SphinxEngine, Tuning

PLAIN = Tuning(fillers=False)
"""The grammar: the context's phrases and competitors only (fillers would take the words
Whisper should weigh)."""


def _words_of(context: Context) -> Context:
    """The context as its grammar sees it: a context that differs only in its likely phrases or
    commands (each Mot Dit round's secret) reuses the decoder built for its words."""
    return Context(context.phrases, context.competitors)


class SecondOpinion:
    """The phrase pocketsphinx hears in a clip, against the context's phrases alone."""

    def __init__(self) -> None:
        self._engine = SphinxEngine(PLAIN)

    def prepare(self, context: Context) -> None:
        """Build the grammar of `context` now, if it is new (some 0.5 s for 800 phrases)."""
        with contextlib.suppress(EarsError):  # said again, and answered None, when heard
            self._engine.unknown_words(_words_of(context))

    def __call__(self, samples: np.ndarray, context: Context) -> str | None:
        """The context's phrase pocketsphinx heard in `samples` (16 kHz int16), if any."""
        try:
            return self._engine.decode(samples, _words_of(context)).phrase
        except EarsError:  # none of the phrases can be pronounced: Whisper decides alone
            return None
