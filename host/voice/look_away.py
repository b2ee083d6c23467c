"""The look-away: private lines on the laptop's terminal, shown only after everyone else has
looked away and the player pressed Enter (where there is no earpiece or phone)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rich.console import Console
from rich.text import Text

from host.voice.captions import panel
from host.voice.line import Line

ONLY_ENTER = "Only Enter here: nothing typed is read, and the line stays hidden."
"""What a look-away's "press Enter" says to anything typed there (it might be a secret)."""
TYPE_OR_HIDE = "Type your answer here, or press Enter to hide this and say it. "
"""What a look-away that shows a question asks: an answer typed while the others look away
keeps it open for what the host says back to that player alone (the read-back)."""
TRIES = 3
"""Times a look-away's "press Enter" is asked before it gives up (the line stays hidden)."""


class PrivateChannel(Protocol):
    """Where the announcer delivers a private line without an earpiece."""

    def show(self, line: Line, more: Callable[[], list[Line]] = list) -> bool:
        """Deliver `line` (and `more()` of its player's) to its player alone."""
        ...

    def before(self, line: Line | None) -> None:
        """Told of each line about to be delivered (None: the host is closing)."""
        ...


class LookAway:
    """Shows a player's private lines only after they pressed Enter, all in one look-away, and
    hides them after; a question's answer typed there keeps it open for that player's next
    private lines."""

    def __init__(
        self,
        console: Console,
        ask: Callable[[str], str] = input,
        answer: Callable[[str], None] | None = None,
        table: Callable[[Line], None] = lambda line: None,
    ) -> None:
        self.console = console
        self.ask = ask
        self.table = table
        """Where the look-away's calls to the table are captioned too (the table page), so that
        a player who cannot hear learns to look away, or that it is their turn to look."""
        self.answer = answer
        """Where an answer typed in the look-away goes (the keyboard's next line), or None:
        the look-away then takes only Enter."""
        self.open_for: str | None = None
        """The player whose look-away is still open (they typed an answer in it)."""
        self.held: dict[str, list[Line]] = {}
        """Each player's private lines waiting for their next look."""

    def show(self, line: Line, more: Callable[[], list[Line]] = list) -> bool:
        """Reveal `line` to its player, with `more()` of theirs taken once they are looking (the
        lines for them queued meanwhile); False if nobody could confirm (no keyboard). Lines
        that ask nothing of a player who is not looking (a card drawn while another plays) wait
        for that player's next look, so that nobody looks away for them alone."""
        who = line.to
        assert who is not None
        if self.open_for != who and line.waits:
            lines = [line, *more()]
            if all(shown.waits and not shown.asks for shown in lines):
                self.held.setdefault(who, []).extend(lines)
                return True
            return self._look(who, lines, list)
        return self._look(who, [line], more)

    def _look(self, who: str, lines: list[Line], more: Callable[[], list[Line]]) -> bool:
        """One look-away for `who`: their waiting lines, `lines` and `more()`."""
        if self.open_for is None:  # else it is open for `who`: the announcer hid any other
            call = f"Everyone but {who}, look away now. {who}, press Enter."
            self.console.print(panel(call, "private"))
            self.table(Line(call))
            if not self._enter(""):
                self.console.print(Text(f"(no keyboard: the line for {who} was not shown)"))
                return False
        lines = latest([*self.held.pop(who, []), *lines, *more()])
        texts = [shown.text for shown in lines]
        self.console.print(panel(texts, f"for {who} only", style="bold yellow"))
        asks = any(shown.asks for shown in lines)
        if asks and self.answer is not None and (typed := self._typed()):
            self.open_for = who
            self.answer(typed)
            return True
        if not asks or self.answer is None:
            self._enter("Press Enter to hide it. ")
        self.open_for = None
        forget(self.console)
        if asks:
            # The question stays in view, its words (maybe a secret) not.
            asked = f"{who}, your answer: say it, or type it."
            self.console.print(panel(asked, "asked"))
            self.table(Line(asked))
        return True

    def before(self, line: Line | None) -> None:
        """Hide an open look-away before a line that is not for its player alone (None: the
        host is closing); before a question put aloud to a player whose lines wait, show them
        first (the Mot Dit holder's word before "your clue")."""
        if self.open_for is not None and (
            line is None or not (line.private and line.to == self.open_for)
        ):
            self.open_for = None
            forget(self.console)
        if line is not None and not line.private and line.asks and line.to in self.held:
            self._look(line.to, [], list)

    def _typed(self) -> str:
        """An answer typed in the look-away, or "" for a bare Enter (or no more input)."""
        try:
            return self.ask(TYPE_OR_HIDE).strip()
        except EOFError:
            return ""

    def _enter(self, prompt: str) -> bool:
        """Wait for a bare Enter; anything typed is refused in one line and never shown."""
        for _ in range(TRIES):
            try:
                typed = self.ask(prompt)
            except EOFError:
                return False
            if not typed.strip():
                return True
            forget(self.console)
            self.console.print(Text(ONLY_ENTER, style="yellow"))
        return False


def latest(lines: list[Line]) -> list[Line]:
    """`lines` each once, and of those `about` one thing only the last (a hand told whole
    after the cards drawn into it)."""
    last = {line.about: k for k, line in enumerate(lines) if line.about}
    kept = [line for k, line in enumerate(lines) if not line.about or last[line.about] == k]
    return list(dict.fromkeys(kept))


class NoLookAway:
    """Where a private line goes when the players are simulated: nowhere, since no one can
    look away or press Enter; the caption still marks the line as private."""

    def show(self, line: Line, more: Callable[[], list[Line]] = list) -> bool:
        """Deliver nothing (the simulated player already knows what the line says)."""
        return True

    def before(self, line: Line | None) -> None:
        """Nothing to hide: nothing was shown."""


ERASE_SCROLLBACK = "\x1b[3J"
"""Erases the terminal's scrollback (clearing the screen alone leaves the line one scroll up)."""


def forget(console: Console) -> None:
    """Clear the screen and its scrollback, so that the private line cannot be scrolled back to."""
    console.clear()
    if console.is_terminal:
        console.file.write(ERASE_SCROLLBACK)
        console.file.flush()
