"""Hearings made up for tests, tiered as an engine that scored them would tier them."""

from __future__ import annotations

from host.ears.recognizer import Heard, tier_of


def scored(phrase: str | None, text: str, confidence: float, **fields: object) -> Heard:
    """What an engine heard with `confidence`, its tier set by the shared scale."""
    return Heard(phrase, text, confidence, **fields, tier=tier_of(phrase, text, confidence))
