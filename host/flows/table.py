"""The framework every game flow runs in: the Table runs a GameFlow's loop (host/flows/flow.py),
announces events, handles the framework's commands and polls."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from engine.core import Event, Game, Rejection
from host.flows.floor import Floor
from host.flows.flow import GameFlow
from host.flows.hourglass import Hourglass, warning_cue
from host.flows.seat_giving import give_seats
from host.judge.names import named_parts, names_in
from host.phrasebook.core import Phrasebook
from host.phrasebook.table_says import TableSays, seat
from host.phrasebook.words import capitalized, count
from host.session.commands import Command
from host.session.prompt import NO, YES, Answered, Ask, Missed, Prompt, Reply, Settles, Vouch
from host.session.prompter import Prompter
from host.session.session import Session, Undo
from host.session.stage import Stage
from host.session.status import Status, TableStatus
from host.session.votes import Votes
from host.voice.line import Line, cue

KEEP_PLAYING = "keep playing"
"""The answer that declines an undo or a stop."""
TELLING = frozenset({Command.HELP, Command.REPEAT, Command.SCORE, Command.WHOSE_TURN})
"""The commands that only tell something, answered even where a name is asked."""


RULES_PLEASE = ("rules", "explain")
"""Words that ask for the rules at the offer of them, besides yes and the rules commands."""
VOTE = 30.0
"""Seconds the players with phones have to vote at once before the others are asked aloud."""


class StopGame(Exception):
    """The table said "stop the game": the game is saved and the host exits."""


@dataclass(frozen=True)
class Guide:
    """What the table says of its game when asked: the help line (how to play, and the
    commands) and the spoken rules ("how do I play", offered before a new game)."""

    help_line: str
    rules: str = ""


class Table:
    """A game in progress at a table: session, phrasebook, voice and prompter together."""

    def __init__(
        self,
        session: Session,
        phrasebook: Phrasebook,
        say: Callable[[Line], None],
        prompter: Prompter,
        guide: Guide,
        clock: Callable[[], float] = time.monotonic,
        status: TableStatus | None = None,
        floor: Floor = Floor.OPEN,
        stage: Stage | None = None,
    ) -> None:
        self.session = session
        self.stage = stage or Stage()
        """What the pages show of each event, shown as its lines start."""
        self.floor = floor
        """Whether the laptop's players call out their answers or are asked in turn."""
        self.phrasebook = phrasebook
        self.say = say
        self.prompter = prompter
        self.guide = guide
        self.clock = clock
        """Seconds, for timers like an hourglass (simulated parties pass a virtual clock)."""
        self.last: list[Line] = []
        self.question: Prompt | None = None
        """The step's question: what "help" explains first."""
        self.flow: GameFlow | None = None
        """The game being run, which handles its own commands and says its score and turn."""
        self.seats_status = status or TableStatus()
        """Where the turn and score go, and where a seat is given to a new phone."""
        self._unsaved_told = False
        """Whether the table was told that the autosave fails (and not yet that it works)."""
        self.seats_status.follow(self.status)

    def run(self, flow: GameFlow) -> None:
        """Play `flow`'s game from where it stands to its end: the opening, then one step of
        the phase the game waits in, again and again (StopGame if the table stops it)."""
        self.flow = flow
        if not self.session.actions:
            opening = self.session.start()  # saved before anything is asked
            self.offer_rules()
            self.announce(opening)
        steps = flow.steps()
        while not self.session.game.is_over():
            steps[self.session.game.state.phase]()

    @property
    def asked(self) -> int | None:
        """The player the step's question is put to (a command like "my cards" is theirs)."""
        return None if self.question is None else self.question.player

    def offer_rules(self) -> None:
        """Before a new game: the rules for a table that says yes or asks for them ("how do I
        play", "rules", "explain"); skip, Enter or silence go on."""
        if not self.guide.rules:
            return
        line = Line(TableSays.OFFER_RULES)
        offer = Prompt(line, (*YES, *RULES_PLEASE, "skip"), Ask.RULES, choices=(YES[0], "skip"))
        self.say(offer.line)
        reply = self.prompter.hear_once(offer)
        while isinstance(reply, Reply) and reply.command not in (None, Command.RULES, Command.HELP):
            self.command(reply)  # "give the seat to the new phone" is carried out, not skipped
            self.say(offer.line)
            reply = self.prompter.hear_once(offer)
        if isinstance(reply, Missed):
            return
        if reply.phrase in (*YES, *RULES_PLEASE) or reply.command in (Command.RULES, Command.HELP):
            self.say(Line(self.guide.rules))

    def welcome_back(self, flow: GameFlow, title: str) -> None:
        """On resume: the game, the score, whose turn, and what the players must know again."""
        self.flow = flow
        self.say(Line(TableSays.WELCOME_BACK.format(title=title)))
        self.say(self.flow.scores())
        for line in self.flow.recap():
            self.say(line)
        self.flow.remind()

    @property
    def game(self) -> Game:
        """The game being played (it changes object on undo)."""
        return self.session.game

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        return self.session.game.config.players

    def status(self) -> Status:
        """Whose turn it is and the score, as a screen shows them (nothing before the game)."""
        flow = self.flow
        return ("", "") if flow is None else (flow.turn().text, flow.scores().text)

    def announce(self, events: Sequence[Event]) -> None:
        """Say every event's lines (private ones only to their player), each event shown on
        the pages as the line that tells it starts (its first, unless one `tells` it)."""
        said = [(event, self.phrasebook.lines(event)) for event in events]
        public = [line for _, lines in said for line in lines if not line.private]
        if public:
            self.last = public
        for event, lines in said:
            at = next((k for k, line in enumerate(lines) if line.tells), 0)
            for line in lines[:at]:
                self.say(line)
            self.stage.telling(event)
            for line in lines[at:]:
                self.say(line)
        self.stage.told()

    def act(self, action, player: int | None = None) -> bool:
        """Apply an action and announce it; a refusal is spoken and returns False."""
        result = self.session.apply(action)
        if isinstance(result, Rejection):
            self.refuse(result, player)  # to them alone if it tells about their hand
            return False
        self.announce(result)
        self._tell_saving()
        return True

    def _tell_saving(self) -> None:
        """Say once that the autosave fails (the game goes on in memory), and when it works
        again."""
        problem = self.session.unsaved
        if problem is not None and not self._unsaved_told:
            self.say(Line(TableSays.CANNOT_SAVE_FULL if problem.full else TableSays.CANNOT_SAVE))
        elif problem is None and self._unsaved_told:
            self.say(Line(TableSays.SAVED_AGAIN))
        self._unsaved_told = problem is not None

    def ask(self, prompt: Prompt) -> Reply | None:
        """Ask until an answer comes; commands are handled (None: the step must start again)."""
        self.question = prompt
        while True:
            reply = self.prompter.ask(prompt)
            if reply.command is None:
                return reply
            if not self.command(reply):
                return None

    def hear_once(self, prompt: Prompt, seconds: float | None = None) -> Reply | Missed:
        """Listen once for an answer to `prompt` without saying it (it has `seconds` left on a
        timer the flow keeps, an hourglass; or it was asked already, the open floor's next
        guess), or why none came. "help" explains `prompt`."""
        self.question = prompt
        return self.prompter.hear_once(prompt, seconds)

    def ask_timed(self, prompt: Prompt, sand: Hourglass) -> Reply | None:
        """Listen for an answer to `prompt` (said already) while `sand` runs, a tick and the
        seconds left said at each of its warnings; None on a command that restarts the step,
        or when the sand runs out. Misses are not reprompted and never go to the keyboard."""
        prompt = replace(prompt, timed=True)
        while not sand.out():
            if (left := sand.warning()) is not None:
                self.say(cue(warning_cue(left)))
                seconds = count(left, TableSays.SECOND)
                self.say(Line(capitalized(TableSays.SECONDS_LEFT.format(seconds=seconds))))
            reply = self.hear_once(prompt, max(0.0, sand.left()))
            if isinstance(reply, Missed) or sand.out():
                continue  # an answer that ends after the sand is too late
            if reply.command is None:
                return reply
            if not self.command(reply):
                return None
        return None

    def on_a_phone(self, player: int) -> bool:
        """Whether `player` answers on a phone of their own, rather than aloud at the laptop."""
        return self.prompter.reaches(player)

    def together(
        self, prompts: Sequence[Prompt], seconds: float, line: Line, settles: Settles
    ) -> list[Answered]:
        """Each prompt put to its player at once (on the phones; `line` says so to everyone),
        until `seconds` pass or an answer `settles` it; the answers in the order they came."""
        return self.prompter.together(prompts, seconds, line, settles)

    def command_of(self, prompt: Prompt, reply: Reply) -> bool:
        """Carry out a command said in answer to `prompt` (put together with others): "help"
        explains that prompt, "my card" is its player's; as `command`."""
        self.question = prompt
        return self.command(reply)

    def vouched(self, vouch: Vouch, phrase: str, speaker: int | None) -> bool:
        """Whether the player `vouch` names says that `speaker` said the likely `phrase`."""
        return self.prompter.vouched(vouch, phrase, speaker)

    def refuse(self, refused: Rejection, player: int | None = None) -> None:
        """Say why the rules refuse what `player` asked, as the phrasebook puts it."""
        self.say(self.phrasebook.refusal(refused, player))

    def command(self, reply: Reply) -> bool:
        """Carry out a command, the framework's or the game's; True when the question should
        simply be asked again, False when the step must start again."""
        command, flow = reply.command, self.flow
        assert flow is not None, "commands are heard only while a flow runs"
        if not isinstance(command, Command):
            return flow.command(reply)
        if command is Command.REPEAT:
            for line in self.last or flow.recap():
                self.say(line)
        elif command is Command.SCORE:
            self.say(flow.scores())
        elif command is Command.WHOSE_TURN:
            self.say(flow.turn())
        elif command is Command.HELP:
            if self.question is not None:
                now = self.question.line
                self.say(
                    replace(now, text=TableSays.RIGHT_NOW.format(question=now.text), speech="")
                )
            self.say(Line(self.guide.help_line))
        elif command is Command.RULES:
            self.say(Line(self.guide.rules or self.guide.help_line))
        elif command is Command.PAUSE:
            self._pause()
        elif command is Command.UNDO:
            return not self._undo()
        elif command is Command.GIVE_SEAT:
            give_seats(self.seats_status.seats, self.yes_no, self.say)
        elif command is Command.STOP:
            if not self._sure(TableSays.SURE_STOP):
                return True
            self.session.save()
            stopped = (
                TableSays.STOPPED if self.session.unsaved is None else TableSays.STOPPED_ELSEWHERE
            )
            self.say(Line(stopped))
            raise StopGame
        return True

    def _pause(self) -> None:
        pause = Prompt(Line(TableSays.PAUSED), ("resume",), Ask.RESUME)
        while self.prompter.ask(pause).command is not Command.RESUME:
            pass
        self.say(Line(TableSays.BACK))

    def _undo(self) -> bool:
        """Take back the last move once the table is sure; an undo that cannot be done says
        so before anyone is asked."""
        possible = self.session.can_undo()
        if possible is not Undo.DONE:
            nothing = possible is Undo.NOTHING
            self.say(Line(TableSays.NOTHING_TO_UNDO if nothing else TableSays.CANNOT_UNDO))
            return False
        if not self._sure(TableSays.SURE_UNDO):
            return False
        before = self.session.game.log
        self.session.undo()
        taken_back = before[len(self.session.game.log) :]
        said = [
            line.text for e in taken_back for line in self.phrasebook.lines(e) if not line.private
        ]
        self.say(Line(TableSays.UNDONE_WHAT.format(what=said[0]) if said else TableSays.UNDONE))
        self._tell_saving()
        return True

    def _sure(self, question: str) -> bool:
        """Whether the table confirms a command that cannot be taken back; "keep playing" is
        the way to say no (a bare "no" was heard one time in four, "keep playing" seven in
        eight, tests/host/session/test_command_phrases.py)."""
        line = Line(TableSays.SURE.format(question=question))
        return self.yes_no(line, yes=YES, no=(KEEP_PLAYING, *NO), ask=Ask.SURE)

    def warn_unsayable(self, players: Sequence[int]) -> None:
        """Tell the table which names the ears may not catch, and what to say instead."""
        for p in players:
            self.say(Line(TableSays.UNSAYABLE.format(name=self.players[p], seat=seat(p))))

    def private(self, player: int, text: str) -> Line:
        """A line for `player` alone, on the private channel (earpiece or look-away screen)."""
        return Line(text, to=self.players[player], private=True)

    def tell(self, player: int, text: str) -> None:
        """Say `text` to `player` alone."""
        self.say(self.private(player, text))

    def yes_no(
        self,
        line: Line,
        player: int | None = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
        ask: StrEnum = Ask.YES_NO,
        about: object = None,
    ) -> bool:
        """Ask a two-way question (yes or no, or `yes` and `no` phrases); commands in between
        are ignored and the question repeated."""
        return self.prompter.agreed(line, ask, player, about, yes, no)

    def poll(
        self,
        question: str,
        voters: Sequence[int] | None = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
        ask: StrEnum = Ask.YES_NO,
        needed: int | None = None,
    ) -> Votes:
        """Ask each voter (default: every player): who said a `yes` phrase, and who a `no`.
        The voters with phones vote at once, on them; the others, and those who said a
        command (ignored, as `yes_no` does), are asked by name, till the outcome is settled
        when `needed` yes votes carry it (those not asked then are in neither)."""
        self.say(Line(question))
        everyone = range(len(self.players)) if voters is None else voters
        choices = (yes[0], no[0])
        prompts = [
            Prompt(Line(question, self.players[p]), yes + no, ask, p, choices=choices)
            for p in everyone
        ]
        voted = {
            a.player: a.reply.phrase in yes
            for a in self.prompter.together(prompts, VOTE)
            if a.reply.command is None
        }
        unasked = [p for p in everyone if p not in voted]
        for asked, p in enumerate(unasked):
            ayes = sum(voted.values())
            if needed is not None and not ayes < needed <= ayes + len(unasked) - asked:
                break  # the votes still to come cannot change the outcome
            line = Line(TableSays.WHO.format(name=self.players[p]))
            voted[p] = self.yes_no(line, p, yes, no, ask)
        return Votes(
            tuple(p for p in everyone if voted.get(p) is True),
            tuple(p for p in everyone if voted.get(p) is False),
            tuple(everyone),
        )

    def names(
        self,
        line: Line,
        allowed: Sequence[int],
        player: int | None = None,
        nobody: tuple[str, ...] = (),
        why: Callable[[int], Rejection | None] = lambda _player: None,
    ) -> tuple[int, ...]:
        """Ask for one or more player names among `allowed` (or one of the words that say
        `nobody`, the first of them offered); a name with a slip in it, or that sounds the
        same, is that player's when it is nearer to them than to anyone else at the table.
        A name outside `allowed` is refused with `why` the rules refuse that player.
        "Help", "repeat" and the like are answered and the question put again; a command that
        would change the game waits."""
        by_name = self.named(allowed)
        expected = tuple(by_name) + nobody
        shown = tuple(self.players[p] for p in allowed) + nobody[:1]
        prompt = Prompt(
            line, expected, Ask.NAMES, player, choices=shown, names=self.players,
            refuses=self.refusing(allowed, why),
        )  # fmt: skip
        self.question = prompt  # what "help" explains first
        while True:
            reply = self.prompter.ask(prompt)
            if reply.command in TELLING:
                self.command(reply)
            if reply.command is not None:
                continue
            if reply.phrase in nobody:
                return ()
            named = [p for p in names_in(reply.text, self.players) if p in allowed]
            if named:
                return tuple(named)
            if reply.phrase in by_name:
                # The ears' name, and any other part of the list they wrote plainly.
                first = by_name[reply.phrase]
                also = [p for p in named_parts(reply.text, self.players) if p in allowed]
                return tuple(dict.fromkeys((first, *also)))

    def refusing(
        self, allowed: Sequence[int], why: Callable[[int], Rejection | None]
    ) -> Callable[[str], str | None]:
        """Why words that name only players outside `allowed` cannot answer a question of
        names: the first one's refusal by the rules (`why`), or that they cannot be named."""

        def refusal(text: str) -> str | None:
            named = names_in(text, self.players)
            barred = [p for p in named if p not in allowed]
            if not named or len(barred) < len(named):
                return None
            rejection = why(barred[0])
            if rejection is None:
                return TableSays.NOT_NAMED.format(name=self.players[barred[0]])
            return self.phrasebook.refusal(rejection, barred[0]).text

        return refusal

    def named(self, players: Sequence[int]) -> dict[str, int]:
        """The phrases that name each of `players`: their name and their seat."""
        by_name = {self.players[p].casefold(): p for p in players}
        return by_name | {seat(p): p for p in players}
