"""A second opinion for the Whisper engine: pocketsphinx with a plain grammar of the context's
phrases (no fillers), whose pick Whisper scores too and the tiers weigh.

Its errors are not Whisper's, so the two agreeing is evidence; how much it is worth is fitted
with the tiers (`partyhost bench ears --calibrate`)."""

from __future__ import annotations

import contextlib

import numpy as np

from host.ears.context import Context
from host.ears.engines.sphinx import SphinxEngine, Tuning
from host.ears.errors import EarsError

PLAIN = Tuning(fillers=False)
"""The grammar: the context's phrases and competitors only (fillers would take the words
Whisper should weigh)."""


def _words_of(context: Context) -> Context:
    """The context as its grammar sees it: a context that differs only in its likely phrases or
    commands (each Mot Dit round's secret) reuses the decoder built for its words."""
    return Context(phrases=context.phrases, competitors=context.competitors)


class SecondOpinion:
    """The phrase pocketsphinx hears in a clip, against the context's phrases alone."""

    def __init__(self) -> None:
        self._engine = SphinxEngine(PLAIN)

    def prepare(self, context: Context) -> None:
        """Build the grammar of `context` now, if it is new (some 0.5 s for 800 phrases)."""
        with contextlib.suppress(EarsError):  # said again, and answered None, when heard
            self._engine.prepare(_words_of(context))

    def release(self) -> None:
        """Let go of pocketsphinx's decoders now."""
        self._engine.release()

    def __call__(self, samples: np.ndarray, context: Context) -> str | None:
        """The context's phrase pocketsphinx heard in `samples` (16 kHz int16), if any."""
        try:
            return self._engine.decode(samples, _words_of(context)).phrase
        except EarsError:  # none of the phrases can be pronounced: Whisper decides alone
            return None
