"""The game a table plays: made before the table, so that whatever shows the turn and score
(the phones) reads them from it from the start, and the table's commands reach its flow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from host.session.status import Status

if TYPE_CHECKING:
    from host.flows.flow import GameFlow


class Playing:
    """The flow of the game a table plays, once the table runs it (None before)."""

    def __init__(self) -> None:
        self._flow: GameFlow | None = None

    def play(self, flow: GameFlow) -> None:
        """From now on the table plays `flow`."""
        self._flow = flow

    def now(self) -> GameFlow:
        """The flow being played (a command or a status is asked for only while one runs)."""
        assert self._flow is not None, "commands are heard only while a flow runs"
        return self._flow

    def status(self) -> Status:
        """Whose turn it is and the score, as a screen shows them (nothing before the game)."""
        flow = self._flow
        return ("", "") if flow is None else (flow.turn().text, flow.scores().text)
