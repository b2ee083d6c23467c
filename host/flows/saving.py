"""What the table is told of its autosave: that it fails (the game goes on in memory), that it
works again, and where a stopped game is kept."""

from __future__ import annotations

from collections.abc import Callable

from host.phrasebook.table_says import TableSays
from host.session.session import Session
from host.voice.line import Line


class Saving:
    """Tells the table about the autosave of `session` as the game changes."""

    def __init__(self, session: Session, say: Callable[[Line], None]) -> None:
        self._session = session
        self._say = say
        self._unsaved_told = False
        """Whether the table was told that the autosave fails (and not yet that it works)."""

    def tell(self) -> None:
        """Say once that the autosave fails (the game goes on in memory), and when it works
        again."""
        problem = self._session.unsaved
        if problem is not None and not self._unsaved_told:
            self._say(Line(TableSays.CANNOT_SAVE_FULL if problem.full else TableSays.CANNOT_SAVE))
        elif problem is None and self._unsaved_told:
            self._say(Line(TableSays.SAVED_AGAIN))
        self._unsaved_told = problem is not None

    def stop(self) -> None:
        """Save the game as the table stops it, and say so (elsewhere if the autosave fails)."""
        self._session.save()
        unsaved = self._session.unsaved is not None
        self._say(Line(TableSays.STOPPED_ELSEWHERE if unsaved else TableSays.STOPPED))
