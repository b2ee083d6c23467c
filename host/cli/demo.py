"""`partyhost demo [GAME]`: a whole game with simulated players who really speak.

Their answers are synthesized with different espeak-ng voices, mixed with party babble at a
chosen SNR, and go through the same ears (and judge) as a microphone's audio would.
"""

from __future__ import annotations

import argparse

from host.ears.hearing import Ears
from host.games import GAMES
from host.session.ears_listener import CuedListener
from host.session.session import Session
from host.sim.party import simulated_table
from host.voice.announcer import Announcer
from host.voice.line import Line
from host.voice.settings import VoiceSettings

NAMES = ("Irma", "Annabelle", "Felix", "Gaston", "Mia", "Tom", "Nadia", "Oscar")
DEFAULT_SNR = 20.0
DEFAULT_PLAYERS = 4


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `demo` subcommand."""
    parser = commands.add_parser(
        "demo", help="a simulated party plays a game out loud, through the real ears"
    )
    parser.add_argument("game", nargs="?", default="motdit", choices=list(GAMES))
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
        type=float,
        default=DEFAULT_SNR,
        metavar="DB",
        help=f"speech over party babble in dB (default {DEFAULT_SNR:g})",
    )
    parser.add_argument("--silent", action="store_true", help="captions only, no sound")
    parser.add_argument("--engine", default="auto", choices=["auto", "vosk", "pocketsphinx"])
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Play the whole game, printing the transcript and the result."""
    spec = GAMES[args.game]
    if args.players not in spec.players:
        low, high = spec.players.start, spec.players.stop - 1
        raise ValueError(f"{spec.title} takes {low} to {high} players, not {args.players}")
    names = NAMES[: args.players]
    session = Session(spec.new_game(names), args.seed)
    ears = Ears(args.engine)
    print(
        f"{spec.title}: {len(names)} simulated players, seed {args.seed}, "
        f"babble at {args.snr:g} dB SNR; {ears.note}"
    )
    with Announcer(VoiceSettings(mute=args.silent), screen=NoScreen()) as announcer:
        table, audio = simulated_table(session, spec, ears, announcer.say, args.snr)
        table.prompter.listener = CuedListener(table.prompter.listener, announcer.say)
        audio.transcript = print
        table.prompter.settle = announcer.wait
        spec.flow(table).run()
    print(f"Result: {result(session)}")
    print(audio.tally.summary())
    return 0


class NoScreen:
    """Where a private line goes when the players are simulated: nowhere, since no one can
    look away or press Enter; the caption still marks the line as private."""

    def show(self, line: Line) -> bool:
        """Deliver nothing (the simulated player already knows what the line says)."""
        return True


def result(session: Session) -> str:
    """The game's final scores, as one line."""
    scores = session.game.scores()
    if isinstance(scores, dict):
        return ", ".join(f"{team} {total}" for team, total in scores.items())
    names = session.game.config.players
    if all(isinstance(s, bool) for s in scores):  # The Maury Game: who won, not points
        return "winners " + ", ".join(n for n, won in zip(names, scores, strict=True) if won)
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True))
