"""Captions: every shared line printed large on the screen and kept in the game's log file.

Names and lines are the players' own text, so nothing here is ever read as rich markup: a name
like `[/dim]` prints as it is written; and a control character in them (an escape sequence, a
bell) is written out ("\x1b"), never sent to the terminal or the log.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from host.logfile import LogFile, warn
from host.one_line import one_line
from host.voice.line import Line


def panel(text: str | Sequence[str], heading: str, style: str = "bold bright_white") -> Panel:
    """A caption box: the line in bold (several lines: one paragraph each), who it is for in
    the frame."""
    paragraphs = [text] if isinstance(text, str) else text
    return Panel(
        Text("\n\n".join(one_line(p) for p in paragraphs), style=style, justify="center"),
        title=Text(one_line(heading)),
        title_align="left",
        border_style="cyan",
        padding=(1, 4),
    )


class CaptionLog:
    """The shared caption log of one game: a text file, one line per caption. With `append`
    the lines go after those already there (a resumed game's log goes on); without it the log
    starts empty (a new game's: a file left under its name belongs to no game of its own).
    A line the disk has no room for is counted, never an error (host.logfile); `trouble` is
    told once."""

    def __init__(
        self, path: Path, append: bool = True, trouble: Callable[[str], None] = warn
    ) -> None:
        self.path = path
        try:
            self._file = LogFile(path, append, trouble)
        except OSError as exc:
            raise ValueError(
                f"{path}: cannot write the caption log there ({exc.strerror})"
            ) from None

    def write(self, line: Line) -> None:
        """Log a line, with the time to the millisecond; a private line is logged as a marker
        without its words."""
        text = "[private line]" if line.private else line.text
        stamp = datetime.now().strftime("%H:%M:%S.%f")[:-3]  # to the millisecond
        self._file.write(one_line(f"{stamp} to {line.audience}: {text}"))

    def close(self) -> None:
        """Close the file."""
        self._file.close()


class Captions:
    """Shows lines on the terminal and the table page as they are said, and logs them; never
    shows a private line's words."""

    def __init__(
        self,
        console: Console | None = None,
        log: CaptionLog | None = None,
        table: Callable[[Line], None] | None = None,
    ) -> None:
        self.console = console or Console()
        self.log = log
        self.table = table
        """The table page's captions (TableScreen.say), given every public line as it is said."""

    def show(self, line: Line) -> None:
        """Caption a line for the whole table: its words, or only a marker if it is private."""
        if line.private:
            self.console.print(Text(one_line(f"(a private line for {line.to})"), style="dim"))
        else:
            self.console.print(panel(line.text, f"to {line.audience}"))
            if self.table is not None:
                self.table(line)
        if self.log is not None:
            self.log.write(line)

    def plain(self, text: str) -> None:
        """A line of the transcript as it is written, on one line however long."""
        self.console.print(Text(one_line(text)), soft_wrap=True)

    def notice(self, message: str) -> None:
        """A one-line message about the host itself (not part of the show)."""
        self.console.print(Text(one_line(message), style="yellow"))
