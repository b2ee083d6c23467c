"""The framework every game flow runs in: the Table runs a GameFlow's loop (host/flows/flow.py),
announces events and puts the flow's questions, its commands carried out by its Commands and
its polls put by its Polls."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from engine.core import Event, Game, Rejection
from host.flows.commands import Commands
from host.flows.floor import Floor
from host.flows.flow import GameFlow
from host.flows.hourglass import Hourglass, warning_cue
from host.flows.playing import Playing
from host.flows.polls import Polls
from host.flows.saving import Saving
from host.phrasebook.core import Phrasebook
from host.phrasebook.table_says import TableSays, seat
from host.phrasebook.words import capitalized, count
from host.session.own import Vouch
from host.session.prompt import Answered, Missed, Prompt, Reply, Settles
from host.session.prompter import Prompter
from host.session.session import Session
from host.session.stage import Stage
from host.voice.line import Line, cue


class Table:
    """A game in progress at a table: session, phrasebook, voice and prompter together, with
    the `commands` carried out wherever they are heard and the `polls` the flows put."""

    def __init__(
        self,
        session: Session,
        phrasebook: Phrasebook,
        say: Callable[[Line], None],
        prompter: Prompter,
        commands: Commands,
        polls: Polls,
        saving: Saving,
        playing: Playing,
        clock: Callable[[], float] = time.monotonic,
        floor: Floor = Floor.OPEN,
        stage: Stage | None = None,
    ) -> None:
        self._session = session
        self._phrasebook = phrasebook
        self.say = say
        self._prompter = prompter
        self._commands = commands
        self.polls = polls
        """The yes-or-no questions, polls and questions of names put to the players."""
        self._saving = saving
        self._playing = playing
        self.clock = clock
        """Seconds, for timers like an hourglass (simulated parties pass a virtual clock)."""
        self.floor = floor
        """Whether the laptop's players call out their answers or are asked in turn."""
        self._stage = stage or Stage()
        """What the pages show of each event, shown as its lines start."""

    def run(self, flow: GameFlow) -> None:
        """Play `flow`'s game from where it stands to its end: the opening, then one step of
        the phase the game waits in, again and again (StopGame if the table stops it)."""
        self._playing.play(flow)
        if not self._session.actions:
            opening = self._session.start()  # saved before anything is asked
            self._stage.changed(self._session.game, opening)
            self._commands.offer_rules()
            self.announce(opening)
        steps = flow.steps()
        while not self._session.game.is_over():
            steps[self._session.game.state.phase]()

    def welcome_back(self, flow: GameFlow, title: str) -> None:
        """On resume: the game, the score, whose turn, and what the players must know again."""
        self._playing.play(flow)
        self.say(Line(TableSays.WELCOME_BACK.format(title=title)))
        self.say(flow.scores())
        for line in flow.recap():
            self.say(line)
        flow.remind()

    def warn_unsayable(self, players: Sequence[int]) -> None:
        """Tell the table which names the ears may not catch, and what to say instead."""
        for p in players:
            self.say(Line(TableSays.UNSAYABLE.format(name=self.players[p], seat=seat(p))))

    @property
    def asked(self) -> int | None:
        """The player the step's question is put to (a command like "my cards" is theirs)."""
        return self._commands.asked

    @property
    def game(self) -> Game:
        """The game being played (it changes object on undo)."""
        return self._session.game

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        return self._session.game.config.players

    def announce(self, events: Sequence[Event]) -> None:
        """Say every event's lines (private ones only to their player), each event shown on
        the pages as the line that tells it starts (its first, unless one `tells` it)."""
        said = [(event, self._phrasebook.lines(event)) for event in events]
        public = [line for _, lines in said for line in lines if not line.private]
        if public:
            self._commands.told(public)
        for event, lines in said:
            at = next((k for k, line in enumerate(lines) if line.tells), 0)
            for line in lines[:at]:
                self.say(line)
            self._stage.telling(event)
            for line in lines[at:]:
                self.say(line)
        self._stage.told()

    def act(self, action, player: int | None = None) -> bool:
        """Apply an action and announce it; a refusal is spoken and returns False."""
        result = self._session.apply(action)
        if isinstance(result, Rejection):
            self.refuse(result, player)  # to them alone if it tells about their hand
            return False
        self._stage.changed(self._session.game, result)
        self.announce(result)
        self._saving.tell()
        return True

    def refuse(self, refused: Rejection, player: int | None = None) -> None:
        """Say why the rules refuse what `player` asked, as the phrasebook puts it."""
        self.say(self._phrasebook.refusal(refused, player))

    def private(self, player: int, text: str) -> Line:
        """A line for `player` alone, on the private channel (earpiece or look-away screen)."""
        return Line(text, to=self.players[player], private=True)

    def tell(self, player: int, text: str) -> None:
        """Say `text` to `player` alone."""
        self.say(self.private(player, text))

    def ask(self, prompt: Prompt) -> Reply | None:
        """Ask until an answer comes; commands are handled (None: the step must start again)."""
        self._commands.asking(prompt)
        while True:
            reply = self._prompter.ask(prompt)
            if reply.command is None:
                return reply
            if not self._commands.carry_out(reply):
                return None

    def hear_once(self, prompt: Prompt, seconds: float | None = None) -> Reply | Missed:
        """Listen once for an answer to `prompt` without saying it (it has `seconds` left on a
        timer the flow keeps, an hourglass; or it was asked already, the open floor's next
        guess), or why none came. "help" explains `prompt`."""
        self._commands.asking(prompt)
        return self._prompter.hear_once(prompt, seconds)

    def ask_timed(self, prompt: Prompt, sand: Hourglass) -> Reply | None:
        """Listen for an answer to `prompt` (said already) while `sand` runs, a tick and the
        seconds left said at each of its warnings; None on a command that restarts the step,
        or when the sand runs out. Misses are not reprompted and never go to the keyboard."""
        prompt = prompt.taken(timed=True)
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
            if not self._commands.carry_out(reply):
                return None
        return None

    def command(self, reply: Reply) -> bool:
        """Carry out a command, the framework's or the game's; True when the question should
        simply be asked again, False when the step must start again."""
        return self._commands.carry_out(reply)

    def command_of(self, prompt: Prompt, reply: Reply) -> bool:
        """Carry out a command said in answer to `prompt` (put together with others): "help"
        explains that prompt, "my card" is its player's; as `command`."""
        self._commands.asking(prompt)
        return self._commands.carry_out(reply)

    def on_a_phone(self, player: int) -> bool:
        """Whether `player` answers on a phone of their own, rather than aloud at the laptop."""
        return self._prompter.reaches(player)

    def together(
        self, prompts: Sequence[Prompt], seconds: float, line: Line, settles: Settles
    ) -> list[Answered]:
        """Each prompt put to its player at once (on the phones; `line` says so to everyone),
        until `seconds` pass or an answer `settles` it; the answers in the order they came."""
        return self._prompter.together(prompts, seconds, line, settles)

    def vouched(self, vouch: Vouch, phrase: str, speaker: int | None) -> bool:
        """Whether the player `vouch` names says that `speaker` said the likely `phrase`."""
        return self._prompter.vouched(vouch, phrase, speaker)
