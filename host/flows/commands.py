"""The framework's commands at a table ("repeat", "help", "pause", "undo the last move", "stop
the game"...): carried out wherever they are heard, a game's own handed to its flow."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from host.flows.playing import Playing
from host.flows.saving import Saving
from host.flows.seat_giving import give_seats
from host.flows.undo import Undoing
from host.phrasebook.table_says import TableSays
from host.session.commands import Command
from host.session.prompt import NO, YES, Ask, Missed, Prompt, Reply
from host.session.prompter import Prompter
from host.session.status import SeatDesk
from host.voice.line import Line

KEEP_PLAYING = "keep playing"
"""The answer that declines an undo or a stop."""
TELLING = frozenset({Command.HELP, Command.REPEAT, Command.SCORE, Command.WHOSE_TURN})
"""The commands that only tell something, answered even where a name is asked."""
RULES_PLEASE = ("rules", "explain")
"""Words that ask for the rules at the offer of them, besides yes and the rules commands."""


class StopGame(Exception):
    """The table said "stop the game": the game is saved and the host exits."""


@dataclass(frozen=True)
class Guide:
    """What the table says of its game when asked: the help line (how to play, and the
    commands) and the spoken rules ("how do I play", offered before a new game)."""

    help_line: str
    rules: str = ""


class Commands:
    """Carries out the commands heard at a table: the framework's here, the game's by the
    flow `playing`; "help" explains the question asked last, "repeat" says the last lines told."""

    def __init__(
        self,
        say: Callable[[Line], None],
        prompter: Prompter,
        guide: Guide,
        playing: Playing,
        undoing: Undoing,
        saving: Saving,
        seats: SeatDesk,
    ) -> None:
        self._say = say
        self._prompter = prompter
        self._guide = guide
        self._playing = playing
        self._undoing = undoing
        self._saving = saving
        self._seats = seats
        """Where devices ask for players' seats (NoSeats: always, without phones)."""
        self._question: Prompt | None = None
        """The step's question: what "help" explains first."""
        self._last: list[Line] = []
        """The public lines told last: what "repeat" says again."""

    @property
    def asked(self) -> int | None:
        """The player the step's question is put to (a command like "my cards" is theirs)."""
        return None if self._question is None else self._question.player

    def asking(self, prompt: Prompt) -> None:
        """`prompt` is the step's question from now on: what "help" explains first."""
        self._question = prompt

    def told(self, lines: Sequence[Line]) -> None:
        """`lines` were told to the whole table: what "repeat" says again from now on."""
        self._last = list(lines)

    def offer_rules(self) -> None:
        """Before a new game: the rules for a table that says yes or asks for them ("how do I
        play", "rules", "explain"); skip, Enter or silence go on."""
        if not self._guide.rules:
            return
        line = Line(TableSays.OFFER_RULES)
        offer = Prompt.of(line, (*YES, *RULES_PLEASE, "skip"), Ask.RULES, choices=(YES[0], "skip"))
        self._say(offer.line)
        reply = self._prompter.hear_once(offer)
        while isinstance(reply, Reply) and reply.command not in (None, Command.RULES, Command.HELP):
            self.carry_out(reply)  # "give the seat to the new phone" is carried out, not skipped
            self._say(offer.line)
            reply = self._prompter.hear_once(offer)
        if isinstance(reply, Missed):
            return
        if reply.phrase in (*YES, *RULES_PLEASE) or reply.command in (Command.RULES, Command.HELP):
            self._say(Line(self._guide.rules))

    def carry_out(self, reply: Reply) -> bool:
        """Carry out a command, the framework's or the game's; True when the question should
        simply be asked again, False when the step must start again."""
        command = reply.command
        if not isinstance(command, Command):
            return self._playing.now().command(reply)
        if command is Command.REPEAT:
            for line in self._last or self._playing.now().recap():
                self._say(line)
        elif command is Command.SCORE:
            self._say(self._playing.now().scores())
        elif command is Command.WHOSE_TURN:
            self._say(self._playing.now().turn())
        elif command is Command.HELP:
            self._help()
        elif command is Command.RULES:
            self._say(Line(self._guide.rules or self._guide.help_line))
        elif command is Command.PAUSE:
            self._pause()
        elif command is Command.UNDO:
            if self._undoing.possible() and self._sure(TableSays.SURE_UNDO):
                self._undoing.undo()
                return False
        elif command is Command.GIVE_SEAT:
            give_seats(self._seats, self._agreed, self._say)
        elif command is Command.STOP and self._sure(TableSays.SURE_STOP):
            self._saving.stop()
            raise StopGame
        return True

    def _help(self) -> None:
        if self._question is not None:
            now = self._question.line
            self._say(replace(now, text=TableSays.RIGHT_NOW.format(question=now.text), speech=""))
        self._say(Line(self._guide.help_line))

    def _pause(self) -> None:
        pause = Prompt(Line(TableSays.PAUSED), ("resume",), Ask.RESUME)
        while self._prompter.ask(pause).command is not Command.RESUME:
            pass
        self._say(Line(TableSays.BACK))

    def _sure(self, question: str) -> bool:
        """Whether the table confirms a command that cannot be taken back; "keep playing" is
        the way to say no (a bare "no" was heard one time in four, "keep playing" seven in
        eight, tests/host/session/test_command_phrases.py)."""
        line = Line(TableSays.SURE.format(question=question))
        return self._agreed(line, (KEEP_PLAYING, *NO))

    def _agreed(self, line: Line, no: tuple[str, ...] = NO) -> bool:
        """Whether the table says yes to the host's own question `line` (or one of `no`)."""
        return self._prompter.agreed(line, Ask.SURE, None, None, YES, no)
