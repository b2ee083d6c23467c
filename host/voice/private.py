"""Private lines on the shared screen, behind an "everyone else look away" step."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from rich.console import Console

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
            self.console.print(f"(no keyboard: the line for {who} was not shown)")
            return False
        self.console.print(panel(line.text, f"for {who} only", style="bold yellow"))
        with contextlib.suppress(EOFError):
            self.ask("Press Enter to hide it. ")
        self.console.clear()
        return True
