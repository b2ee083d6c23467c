"""A listener that reads typed answers: the keyboard mode, and ready-made answers in tests."""

from __future__ import annotations

from collections.abc import Callable

from host.ears.recognizer import Heard, Tier
from host.session.prompt import Prompt, plain


class TypedListener:
    """Hears answers as text (typed, scripted or simulated): a phrase when one matches, as
    people type it (any case, punctuation, numerals for number words)."""

    def __init__(self, read: Callable[[Prompt], str]) -> None:
        self.read = read

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Read one answer; EOFError when there is nothing more to read."""
        return typed(self.read(prompt), phrases)


def typed(text: str, phrases: tuple[str, ...]) -> Heard:
    """What typed `text` says: the phrase it is, as people type it, or open text."""
    text = text.strip()
    said = plain(text)
    phrase = next((p for p in phrases if plain(p) == said), None) if said else None
    return Heard(phrase, text, silent=not text, tier=Tier.SURE if text else Tier.NONE)


def scripted(answers: list[str]) -> Callable[[object], str]:
    """A `read` function that gives `answers` in order, then EOFError."""
    queue = list(answers)

    def read(_prompt: object) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read
