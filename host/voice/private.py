"""Private lines on the shared screen, behind an "everyone else look away" step."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from rich.console import Console
from rich.text import Text

from host.voice.captions import panel
from host.voice.line import Line


class PrivateScreen:
    """Shows a private line only after its player pressed Enter, and hides it after."""

    def __init__(self, console: Console, ask: Callable[[str], str] = input) -> None:
        self.console = console
        self.ask = ask

    def show(self, line: Line) -> bool:
        """Reveal `line` to its player; False if nobody could confirm (no keyboard)."""
        who = line.to
        self.console.print(
            panel(f"Everyone but {who}, look away now. {who}, press Enter.", "private")
        )
        try:
            self.ask("")
        except EOFError:
            self.console.print(Text(f"(no keyboard: the line for {who} was not shown)"))
            return False
        self.console.print(panel(line.text, f"for {who} only", style="bold yellow"))
        with contextlib.suppress(EOFError):
            self.ask("Press Enter to hide it. ")
        forget(self.console)
        return True


ERASE_SCROLLBACK = "\x1b[3J"
"""Erases the terminal's scrollback (clearing the screen alone leaves the line one scroll up)."""


def forget(console: Console) -> None:
    """Clear the screen and its scrollback, so that the private line cannot be scrolled back to."""
    console.clear()
    if console.is_terminal:
        console.file.write(ERASE_SCROLLBACK)
        console.file.flush()
