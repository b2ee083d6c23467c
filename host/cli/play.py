"""`partyhost play GAME` and `partyhost resume`: a game hosted by voice (or typed) at the table."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path

from host.cli import phones, voice_options
from host.cli.doctor import NO_MICROPHONE, has_microphone, hello_check
from host.cli.ears import engine_arguments
from host.cli.host_settings import HostSettings, Listening, floor_argument
from host.ears.context import Context, normalize
from host.ears.hearing import Ears
from host.ears.level import Verdict
from host.ears.mic import Microphone
from host.files import private_folder
from host.flows.commands import StopGame
from host.flows.playing import Playing
from host.flows.table import Table
from host.games import GAMES, Asking, GameSpec, resume
from host.one_line import one_line
from host.phones.ears import PhoneEars
from host.phones.listener import PhoneDesk, PhoneListener
from host.phones.seats import Seats
from host.phones.server import PhonesFailed
from host.screen.table import TableScreen
from host.session.door import Refused, normal
from host.session.ears_listener import MicListener
from host.session.lock import GameLock
from host.session.names import name_problem
from host.session.prompt import Prompt
from host.session.prompter import Watcher
from host.session.saves import SaveError, read_save
from host.session.session import Session
from host.session.status import NoSeats
from host.session.typed import TypedListener
from host.show import in_step
from host.voice.announcer import Announcer, AnnouncerFailed
from host.voice.barge_in import BargeIn, Keys
from host.voice.captions import CaptionLog, Captions
from host.voice.line import Line
from host.voice.look_away import LookAway

TIMER_TICK = 1.0
"""Seconds a timed question waits for typing before the timer may speak again."""


def saves_dir() -> Path:
    """Where games are autosaved."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "partyhost" / "saves"


def own_saves() -> Path:
    """The saves folder, made the owner's alone (0700): every save in it holds secrets."""
    try:
        return private_folder(saves_dir())
    except OSError as exc:
        raise ValueError(f"cannot make the saves folder {saves_dir()}: {exc.strerror}") from None


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `play` and `resume` subcommands."""
    play = commands.add_parser("play", help="host a game at the table, by voice or typed")
    play.add_argument("game", choices=list(GAMES), help="the game to play")
    play.add_argument(
        "--players", required=True, help='names in seat order: "Ann,Bob,Cy" (or "Ann Bob Cy")'
    )
    play.add_argument("--seed", type=int, help="random seed (default: from the clock)")
    add_listening_arguments(play)
    play.add_argument("--save", type=save_file, help="autosave file (default: in the saves folder)")
    phones.add_arguments(play)
    voice_options.add_arguments(play)
    play.set_defaults(handler=run_play)
    resume = commands.add_parser("resume", help="carry on a saved game where it stopped")
    resume.add_argument("file", nargs="?", type=Path, help="the save (default: the newest)")
    add_listening_arguments(resume)
    phones.add_arguments(resume)
    voice_options.add_arguments(resume)
    resume.set_defaults(handler=run_resume)


def add_listening_arguments(parser: argparse.ArgumentParser) -> None:
    """How the host hears the table: a recognizer and a microphone, or the keyboard."""
    parser.add_argument("--keyboard", action="store_true", help="type every answer")
    engine_arguments(parser)
    parser.add_argument(
        "--mic", type=voice_options.device, help="microphone: index or part of a name"
    )
    parser.add_argument(
        "--push-to-talk",
        action="store_true",
        help="listen only after Enter (or a presenter clicker) is pressed: for loud rooms",
    )
    floor_argument(parser)
    parser.add_argument(
        "--answer-window",
        type=float,
        default=8.0,
        metavar="SECONDS",
        help="how long to wait for an answer, 1 to 60 (default 8)",
    )


def save_file(text: str) -> Path:
    """A --save value: a file's path (argparse's type)."""
    path = Path(text)
    if not text.strip() or not path.name:
        raise argparse.ArgumentTypeError(f"{text!r} is no file name: give one, like game.json")
    return path


def run_play(args: argparse.Namespace) -> int:
    """Start a new game: every setting checked before its save is written."""
    spec = GAMES[args.game]
    names = player_names(args.players, spec)
    settings = HostSettings.from_args(args)
    if args.save is not None and args.save.exists():
        raise ValueError(f"saving failed: {args.save} exists; choose another save file")
    seed = args.seed if args.seed is not None else time.time_ns() % 2**32
    path = args.save or own_saves() / f"{args.game}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    session = Session(spec.new_game(names), seed, path)
    session.save(numbered=args.save is None)  # never over another file; a free name if ours
    assert session.save_path is not None
    lock = GameLock(session.save_path)
    try:
        with lock:  # a `resume` of it elsewhere refuses while we play
            print(f"partyhost: seed {seed}, saving to {one_line(str(session.save_path))}")
            return host(session, settings)
    except PhonesFailed as exc:
        # The game never started: nothing of it is left behind (its lock is nobody's now).
        save = session.save_path
        for made in (save, captions_of(save), phones_log_of(save), lock.path):
            made.unlink(missing_ok=True)
        raise ValueError(str(exc)) from None


def run_resume(args: argparse.Namespace) -> int:
    """Continue a saved game."""
    settings = HostSettings.from_args(args)
    path = args.file or newest_save()
    if not path.is_file():
        resume(path)  # says what is wrong with it, in one line
    with GameLock(path):  # one host per game: a second one refuses, naming this one
        session = resume(path)
        print(f"partyhost: resuming {one_line(str(path))} (seed {session.seed})")
        return host(session, settings, resumed=True)


def player_names(text: str, spec: GameSpec) -> tuple[str, ...]:
    """The names of `--players`, split at commas (or at spaces when there is no comma);
    ValueError saying what was wrong when they are not a table for `spec`."""
    try:  # as every answer is: "Ann" and "Ann" with a zero-width space are one name
        names = tuple(normal(n) for n in (text.split(",") if "," in text else text.split()))
    except Refused:
        raise ValueError(f"--players {text!r} has a broken character (a lone surrogate)") from None
    if not all(names):
        raise ValueError(f'--players {text!r} has an empty name: write them like "Ann,Bob,Cy"')
    if (problem := name_problem(names)) is not None:
        raise ValueError(problem)
    if len(names) not in spec.players:
        raise ValueError(f"{spec.takes}; --players gave {len(names)}: " + ", ".join(names))
    return names


def newest_save() -> Path:
    """The most recent autosave with at least one move (a game refused before its first move
    is passed over); ValueError when there is none."""
    saves = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in saves:
        try:
            if read_save(path).moved():
                return path
        except ValueError:
            return path  # resuming it says what is wrong with it
    moves = " has a move yet" if saves else ""
    raise ValueError(f"no saved game in {saves_dir()}{moves}")


def host(session: Session, settings: HostSettings, resumed: bool = False) -> int:
    """Run the game's flow at the table until it ends, is stopped, or input runs out."""
    spec = GAMES[session.game.name]
    players = session.game.config.players
    assert session.save_path is not None
    listening = with_microphone(settings.listening)
    log = CaptionLog(captions_of(session.save_path), append=resumed)
    screen = TableScreen(spec.title, players, spec.board) if settings.phones.screen else None
    # Every public line and sound cue is also the table page's caption, as it is said.
    captions = Captions(log=log, table=None if screen is None else screen.say)
    keys = Keys()  # every keyboard read, so that a key pressed mid-line barges in
    table = (lambda line: None) if screen is None else screen.say
    look_away = LookAway(captions.console, keys.read, answer=keys.unread, table=table)
    phones_log = phones_log_of(session.save_path)
    releases = ExitStack()
    """Lets go of the ears this game started, in this thread, when it ends (Ears.release)."""
    ended, code = "", 0
    try:
        with (
            phones.phones(settings.phones, players, spec.title, screen, phones_log) as seats,
            Announcer(settings.voice, captions, look_away) as announcer,
        ):
            listening = heard_hello(listening, announcer)
            laptop = listener(listening, announcer, keys, announcer.say, table)
            unsaid = []
            if isinstance(laptop, MicListener):
                releases.callback(laptop.ears.release)
                unsaid = unsayable(laptop.ears, players)
            room = Room(session, spec, announcer, keys, screen, releases)
            table = room.table(listening, laptop, seats)
            code = room.play(table, unsaid, resumed)
    except StopGame:
        pass
    except EOFError:
        ended = "no more input"
    except KeyboardInterrupt:  # Ctrl-C: the moves the disk had no room for are rescued too
        ended, code = "stopped", 130
    except PhonesFailed as exc:
        if not resumed:
            raise  # a new game is not kept: run_play removes what it made
        print(f"partyhost: error: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except AnnouncerFailed as exc:
        session.save()
        ended, code = f"error: {exc}", 2
    finally:
        releases.close()
        log.close()
    where = saved_in(session)
    if ended:
        out = sys.stderr if code else sys.stdout
        print(one_line(f"partyhost: {ended}; the game is saved in {where}"), file=out)
    return code


def captions_of(save: Path) -> Path:
    """The caption log of the game saved at `save`."""
    return save.with_suffix(".captions.txt")


def phones_log_of(save: Path) -> Path:
    """The phones' server log of the game saved at `save`."""
    return save.with_suffix(".phones.log")


def saved_in(session: Session) -> Path:
    """Where the whole game is saved as the host exits: its save file, or, if the autosave
    still fails, a new file in the temporary folder (said on the terminal)."""
    assert session.save_path is not None
    if session.unsaved is None:
        return session.save_path
    try:
        rescued = session.rescue(Path(tempfile.gettempdir()))
    except SaveError as exc:
        nowhere = f"partyhost: error: the game could not be saved anywhere: {exc}"
        print(one_line(nowhere), file=sys.stderr)
        return session.save_path
    why = "the disk is full" if session.unsaved.full else str(session.unsaved)
    print(
        one_line(
            f"partyhost: the game could not be saved in {session.save_path} ({why}); "
            f"it is saved whole in {rescued}: partyhost resume {rescued}"
        ),
        file=sys.stderr,
    )
    return rescued


def with_microphone(listening: Listening) -> Listening:
    """`listening`, typed (said in one line) when no microphone is found."""
    if listening.keyboard or has_microphone():
        return listening
    print(f"partyhost: {NO_MICROPHONE}")
    return replace(listening, keyboard=True)


def heard_hello(listening: Listening, announcer: Announcer) -> Listening:
    """`listening`, typed if the microphone did not hear the table's "hello" (hello_check)."""
    if listening.keyboard:
        return listening
    heard = hello_check(Microphone(listening.mic), announcer.say, announcer.wait)
    return replace(listening, keyboard=heard in (None, Verdict.SILENT))


@dataclass(frozen=True)
class Room:
    """What a hosted game is played with: its session and spec, the announcer, the keyboard,
    the table page (if served), and where the ears it starts are let go of when it ends."""

    session: Session
    spec: GameSpec
    announcer: Announcer
    keys: Keys
    screen: TableScreen | None
    releases: ExitStack

    def table(
        self, listening: Listening, laptop: TypedListener | MicListener, seats: Seats | None
    ) -> Table:
        """The game's table: its questions heard by the `laptop`, or on the phones at `seats`
        (whose ears are let go of with the room's) with the laptop for the players without
        one."""
        announcer, keys, screen = self.announcer, self.keys, self.screen
        say, hears = announcer.say, laptop
        playing = Playing()
        watchers: list[Watcher] = []
        if seats is not None:
            ears = PhoneEars(lambda: phone_ears(listening, laptop, announcer.note))
            self.releases.callback(ears.release)
            ears.warm()  # while the players open their links
            phones.wait_for_phones(seats, keys, announcer.note, screen)
            say = PhoneDesk(seats, announcer.say, announcer.then).say
            ready = keys.pressed.is_set if listening.keyboard else None
            reader = self.spec.reader(self.session.game.config.players)
            hears = PhoneListener(seats, laptop, playing.status, ready, ears, reader=reader)
            watchers.append(hears.timer)  # an hourglass counts down on the phones too
        spec = self.spec
        stage = in_step(self.session, screen, seats, spec, announcer.then)
        watchers += stage.watchers
        settle = BargeIn(announcer, keys, listening.push_to_talk).settle
        desk = NoSeats() if seats is None else seats
        asking = Asking(settle, tuple(watchers), playing, listening.floor, stage, desk)
        return spec.table(self.session, say, hears, keys.read, asking=asking)

    def play(self, table: Table, unsayable: list[int], resumed: bool) -> int:
        """Play the game at `table` from where it stands (a game already over is said so);
        warn first of the `unsayable` names, and welcome the players back if `resumed`."""
        flow = self.spec.flow(table)
        if self.session.game.is_over():
            over = f"This game of {self.spec.title} is already over: {flow.result().line()}."
            self.announcer.say(Line(over))
            return 0
        table.warn_unsayable(unsayable)
        if resumed:
            table.welcome_back(flow, self.spec.title)
        flow.run()
        return 0


def typed_answer(keys: Keys, prompt: Prompt) -> str:
    """The next typed answer; while a timer runs, nothing ("") after a second with no typing,
    so that the timer can count down on screen between reads."""
    if prompt.taking.timed and not keys.wait(TIMER_TICK):
        return ""
    return keys.read("" if prompt.taking.timed else "> ")


def listener(
    listening: Listening,
    announcer: Announcer,
    keys: Keys,
    cues: Callable[[Line], None],
    table: Callable[[Line], None],
) -> TypedListener | MicListener:
    """Typed answers with --keyboard; otherwise the microphone and the chosen recognizer
    (its listening sounds played and captioned by `cues`; push-to-talk's call captioned on
    the `table` page too)."""
    if listening.keyboard:
        return TypedListener(lambda prompt: typed_answer(keys, prompt))
    ears = Ears(listening.engine, listening.model)
    announcer.note(f"partyhost: {ears.note}")
    microphone = Microphone(device=listening.mic, timeout=listening.answer_window)
    talk = push_to_talk(keys, table) if listening.push_to_talk else None
    speaking = announcer.speaking
    return MicListener(ears, microphone, speaking, talk, cues=cues, typed_ahead=keys.ahead)


PRESS_TO_TALK = "Press Enter, then speak."
"""Push-to-talk's call before each answer, on the terminal and the table page."""


def push_to_talk(keys: Keys, table: Callable[[Line], None]) -> Callable[[], str]:
    """Push-to-talk's key: its call captioned on the `table` page (a player who reads the
    screen learns the laptop waits for Enter), then Enter read at the laptop."""

    def talk() -> str:
        table(Line(PRESS_TO_TALK))
        return keys.read(f"{PRESS_TO_TALK} ")

    return talk


def phone_ears(listening: Listening, laptop: object, note: Callable[[str], None]) -> Ears:
    """The ears for the phones' speech: the laptop's own, or the chosen recognizer's (said in
    a `note`)."""
    if isinstance(laptop, MicListener):
        return laptop.ears
    ears = Ears(listening.engine, listening.model)
    note(f"partyhost: phones: {ears.note}")
    return ears


def unsayable(ears: Ears, players: tuple[str, ...]) -> list[int]:
    """The players whose names the recognizer has no pronunciation for."""
    unknown = set(ears.unknown_words(Context.of(players)))
    return [p for p, name in enumerate(players) if unknown & set(normalize(name).split())]
