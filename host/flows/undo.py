"""Taking back the last move at the table's word: whether it can be, and what was taken back."""

from __future__ import annotations

from collections.abc import Callable

from host.flows.saving import Saving
from host.phrasebook.core import Phrasebook
from host.phrasebook.table_says import TableSays
from host.session.session import Session, Undo
from host.session.stage import Stage
from host.voice.line import Line


class Undoing:
    """Undoes the last move of `session`, saying what was taken back as the phrasebook told it,
    and showing the game as it stands again on `stage`'s pages."""

    def __init__(
        self,
        session: Session,
        phrasebook: Phrasebook,
        say: Callable[[Line], None],
        saving: Saving,
        stage: Stage,
    ) -> None:
        self._session = session
        self._stage = stage
        self._phrasebook = phrasebook
        self._say = say
        self._saving = saving

    def possible(self) -> bool:
        """Whether the last move can be taken back; if not, the table is told why."""
        possible = self._session.can_undo()
        if possible is not Undo.DONE:
            nothing = possible is Undo.NOTHING
            self._say(Line(TableSays.NOTHING_TO_UNDO if nothing else TableSays.CANNOT_UNDO))
        return possible is Undo.DONE

    def undo(self) -> None:
        """Take back the last move (`possible` says it can be) and say which it was."""
        before = self._session.game.log
        self._session.undo()
        self._stage.changed(self._session.game, ())
        taken_back = before[len(self._session.game.log) :]
        said = [
            line.text
            for event in taken_back
            for line in self._phrasebook.lines(event)
            if not line.private
        ]
        self._say(Line(TableSays.UNDONE_WHAT.format(what=said[0]) if said else TableSays.UNDONE))
        self._saving.tell()
