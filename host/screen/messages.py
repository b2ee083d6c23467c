"""The messages the host sends the table page (docs/screen.md): the whole table, and its parts.
The game is over: host.messages.Over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from host.messages import PageMessage
from host.screen.board import Board, Moment


@dataclass(frozen=True)
class JoinCode:
    """One player on the join screen: whether their phone joined, and their link's QR code as
    rows of "1" (dark) and "0" (light) while it has not."""

    name: str
    joined: bool
    qr: tuple[str, ...] | None


@dataclass(frozen=True)
class Caption:
    """A public line said, or a sound cue's name (`cue`)."""

    text: str
    cue: bool


@dataclass(frozen=True)
class TableQuestion:
    """The question on the table page: its words when they are public, whom it is for, and
    the seconds its timer had left when sent (None: untimed)."""

    text: str
    whom: str
    seconds: float | None = None

    def as_json(self) -> dict[str, Any]:
        """The question as the protocol's `table.question` (`for`: whom it is for)."""
        return {"text": self.text, "for": self.whom, "seconds": self.seconds}


@dataclass(frozen=True)
class TableState(PageMessage):
    """The whole of what the table page shows, sent on joining and after every change."""

    KIND = "table"
    version: int
    game: str
    phase: str
    """"join" while phones join, then "play"."""
    join: tuple[JoinCode, ...]
    board: Board | None
    """The game's board, drawn from its public view alone (host.screen.boards)."""
    captions: tuple[Caption, ...]
    question: TableQuestion | None
    moments: tuple[Moment, ...]
    """The show moments of the public events, oldest first, each with its `id`."""
