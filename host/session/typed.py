"""A listener that reads typed answers: the keyboard mode, and ready-made answers in tests."""

from __future__ import annotations

from collections.abc import Callable

from host.session.prompter import Heard, Prompt


class TypedListener:
    """Hears what is typed (or scripted): an expected phrase when it matches one exactly."""

    def __init__(self, read: Callable[[str], str]) -> None:
        self.read = read

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Read one answer; EOFError when there is nothing more to read."""
        text = self.read("> ").strip()
        lowered = " ".join(text.casefold().split())
        phrase = next((p for p in phrases if p.casefold() == lowered), None)
        return Heard(phrase, text, 1.0)


def scripted(answers: list[str]) -> Callable[[str], str]:
    """A `read` function that gives `answers` in order, then EOFError."""
    queue = list(answers)

    def read(_prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read
