"""`partyhost demo [GAME]`: a whole game with simulated players who really speak; `--tour`:
a short taste of every game, one after another.

Their answers are synthesized with different espeak-ng voices, mixed with party babble at a
chosen SNR, and go through the same ears (and judge) as a microphone's audio would. With
`--phones`, every player but the last holds to talk on a simulated phone through the real
phones' server (host.sim.phone_party).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from host.cli.ears import engine_arguments
from host.cli.host_settings import floor_argument
from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.flows.floor import Floor
from host.flows.table import Table
from host.games import GAMES, Asking, GameSpec
from host.one_line import one_line
from host.phrasebook.words import listing
from host.session.ears_listener import CuedListener
from host.session.prompt import NEVER_SETTLED, HearsTogether, Listener, Prompt, Settles
from host.session.session import Session
from host.sim.audio import PartyAudio
from host.sim.party import simulated_table
from host.sim.phone_party import phone_party, with_phones
from host.sim.tally import RecognitionTally, SplitTally
from host.voice.announcer import Announcer
from host.voice.line import Line
from host.voice.look_away import NoLookAway
from host.voice.settings import VoiceSettings

NAMES = ("Irma", "Annabelle", "Felix", "Gaston", "Mia", "Tom", "Nadia", "Oscar")
DEFAULT_SNR = 20.0
DEFAULT_PHONE_SNR = 30.0
"""A phone held to the mouth hears the party's babble far below the speaker."""
DEFAULT_PLAYERS = 4
DEFAULT_GAME = "motdit"
"""The game a demo plays when none is named."""
TOUR_SECONDS = 4.0
"""How long the tour plays each game, in the party's time (its players' answers, not the host's
lines): a few questions of each, all three in under 3 minutes out loud."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `demo` subcommand."""
    parser = commands.add_parser(
        "demo", help="a simulated party plays a game out loud, through the real ears"
    )
    parser.add_argument(
        "game",
        nargs="?",
        choices=list(GAMES),
        help=f"the game (default {DEFAULT_GAME}; with --tour, a taste of this game alone)",
    )
    parser.add_argument("--seed", type=int, default=7, help="the random seed (default 7)")
    parser.add_argument(
        "--players",
        type=int,
        default=DEFAULT_PLAYERS,
        metavar="K",
        help=f"how many simulated players (default {DEFAULT_PLAYERS}; the game sets the range)",
    )
    parser.add_argument(
        "--snr",
        type=decibels,
        default=DEFAULT_SNR,
        metavar="DB",
        help=f"speech over party babble in dB (default {DEFAULT_SNR:g})",
    )
    parser.add_argument(
        "--phones",
        action="store_true",
        help="every player but the last holds to talk on a simulated phone",
    )
    parser.add_argument(
        "--phone-snr",
        type=decibels,
        default=DEFAULT_PHONE_SNR,
        metavar="DB",
        help=f"speech over party babble into a phone in dB (default {DEFAULT_PHONE_SNR:g})",
    )
    parser.add_argument(
        "--tour",
        nargs="?",
        const=TOUR_SECONDS,
        type=seconds,
        metavar="SECONDS",
        help="a taste of every game (or of the game named) instead of one whole game: each up "
        "to its first question "
        f"after SECONDS of its players' answers (default {TOUR_SECONDS:g})",
    )
    parser.add_argument("--silent", action="store_true", help="captions only, no sound")
    floor_argument(parser)
    engine_arguments(parser)
    parser.set_defaults(handler=run)


@dataclass(frozen=True)
class DemoSettings:
    """What a demo was asked for on the command line."""

    games: tuple[GameSpec, ...]
    """The games it plays, one after the other (the tour plays them all)."""
    players: int
    seed: int
    snr: float
    phone_snr: float | None
    """The babble into the phones (None: no phones)."""
    seconds: float
    """The party's time each game plays before it stops at its next question (the tour)."""
    silent: bool
    floor: Floor
    engine: str
    model: str | None

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> DemoSettings:
        """The settings of a `demo` command line; ValueError in one line if a game cannot take
        that many players."""
        chosen = GAMES[args.game or DEFAULT_GAME]
        if args.players not in chosen.players and args.tour is None:
            raise ValueError(f"{chosen.takes}, not {args.players}")
        return cls(
            tuple(GAMES.values()) if args.tour is not None and not args.game else (chosen,),
            args.players,
            args.seed,
            args.snr,
            args.phone_snr if args.phones else None,
            math.inf if args.tour is None else args.tour,
            args.silent,
            Floor.IN_TURN if args.in_turn else Floor.OPEN,
            args.engine,
            args.model,
        )

    @property
    def voice(self) -> VoiceSettings:
        """Out loud, or silent: a transcript to read afterwards, whose lines wait for no
        eyes."""
        return VoiceSettings(mute=True, read_pace=0.0) if self.silent else VoiceSettings()


def run(args: argparse.Namespace) -> int:
    """Play the whole game (or the tour), printing the transcript and the result."""
    settings = DemoSettings.from_args(args)
    into_phones = (
        "" if settings.phone_snr is None else f", {settings.phone_snr:g} dB into the phones"
    )
    with (
        Ears(settings.engine, settings.model) as ears,
        Announcer(settings.voice, look_away=NoLookAway()) as announcer,
    ):
        print(f"{one_line(ears.note)}; babble at {settings.snr:g} dB SNR{into_phones}")
        for spec in settings.games:
            play(spec, settings, ears, announcer)
    return 0


def decibels(text: str) -> float:
    """A signal-to-noise ratio in dB, a finite number (argparse's type for --snr)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of decibels")
    return value


def seconds(text: str) -> float:
    """A number of seconds, 0 or more (argparse's type for --tour)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not value >= 0:  # NaN too
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (0 or more)")
    return value


def play(spec: GameSpec, settings: DemoSettings, ears: Ears, announcer: Announcer) -> None:
    """Play `spec`'s game out loud, stopping at the first question after the settings'
    seconds of the party's time. Every line of the transcript (the host's captions, what the
    players say and what the ears heard, from whichever thread) is printed by the announcer in
    its turn."""
    seats = min(max(settings.players, spec.players.start), spec.players.stop - 1)
    session = Session(spec.new_game(NAMES[:seats]), settings.seed)
    announcer.note(f"{spec.title}: {seats} simulated players, seed {settings.seed}")
    if settings.phone_snr is not None:
        announcer.note(who_has_phones(session.game.config.players))
    with party(session, spec, ears, announcer, settings) as (table, tally):
        flow = spec.flow(table)
        try:
            flow.run()
        except TourOver:
            announcer.say(Line(f"That was a taste of {spec.title}."))
            announcer.wait()
            return
        announcer.wait()  # the game's last lines are captioned before the result is printed
    announcer.note(f"Result: {flow.result().line()}")
    for line in tally.summary().splitlines():
        announcer.note(line)


@contextmanager
def party(
    session: Session,
    spec: GameSpec,
    ears: Ears,
    announcer: Announcer,
    settings: DemoSettings,
) -> Iterator[tuple[Table, RecognitionTally | SplitTally]]:
    """The simulated table, with phones if the settings ask for them, the laptop's listening
    cues said as its microphone listens, its transcript printed by the `announcer`, whose lines
    it waits for before it listens; the game stops at the first question after the settings'
    seconds of the party's time. The table and its tally (the phones' last answers are counted
    once the block is over)."""
    say = announcer.say
    seconds = settings.seconds

    def in_time(listener: Listener, audio: PartyAudio) -> Listener:
        return timed(listener, seconds, audio.clock) if math.isfinite(seconds) else listener

    if settings.phone_snr is not None:
        with phone_party(
            session,
            spec,
            ears,
            say,
            settings.snr,
            settings.phone_snr,
            transcript=announcer.note,
            around=in_time,
            settle=announcer.wait,
        ) as (table, _audio, tally):
            yield table, tally
        return

    def cued(listener: Listener, audio: PartyAudio) -> Listener:
        return in_time(CuedListener(listener, say), audio)

    table, audio = simulated_table(
        session,
        spec,
        ears,
        say,
        settings.snr,
        transcript=announcer.note,
        around=cued,
        asking=Asking(settle=announcer.wait, floor=settings.floor),
    )
    yield table, audio.tally


def who_has_phones(players: Sequence[str]) -> str:
    """Which players hold to talk on a phone and which speak to the laptop, and why."""
    phones = [players[seat] for seat in with_phones(len(players))]
    others = listing([p for p in players if p not in phones])
    return (
        f"{listing(phones)} hold to talk on their phones; {others} has none and speaks to the "
        f"laptop's microphone, and so does whoever answers a question {others} may answer "
        "too (the laptop hears those first): both ways of being heard in one game."
    )


class TourOver(Exception):
    """A game of the tour has had its time."""


class Timed:
    """A listener that ends the game (TourOver) at the first question after `seconds` on
    `clock`: the party's own, so that a seed plays the same taste however fast the machine."""

    def __init__(self, listener: Listener, seconds: float, clock: Callable[[], float]) -> None:
        self.listener = listener
        self.clock = clock
        self.ends = clock() + seconds

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Hear the answer, if the game still has time."""
        if self.clock() >= self.ends:
            raise TourOver
        return self.listener.hear(prompt, phrases)


class TimedTogether(Timed):
    """A Timed listener that asks players at once as its listener does (phones)."""

    listener: HearsTogether

    def reaches(self, player: int) -> bool:
        """Whether `player` can be asked at the same time as others."""
        return self.listener.reaches(player)

    def together(
        self,
        prompts: Sequence[Prompt],
        phrases: Callable[[Prompt], tuple[str, ...]],
        seconds: float,
        settles: Settles = NEVER_SETTLED,
    ) -> list[tuple[int, Heard, float]]:
        """Each prompt to its player at once, if the game still has time."""
        if self.clock() >= self.ends:
            raise TourOver
        return self.listener.together(prompts, phrases, seconds, settles)


def timed(listener: Listener, seconds: float, clock: Callable[[], float]) -> Timed:
    """`listener` ending the game at the first question after `seconds` on `clock`."""
    kind = TimedTogether if isinstance(listener, HearsTogether) else Timed
    return kind(listener, seconds, clock)
