"""`partyhost demo`: a whole game of Maudit Mot Dit with simulated players who really speak.

Their clues and guesses are synthesized with different espeak-ng voices, mixed with party
babble at a chosen SNR, and go through the same ears and judge as a microphone's audio would.
"""

from __future__ import annotations

import argparse

from engine.motdit import MotDit, MotDitConfig
from host.ears.hearing import Ears
from host.flows.motdit import HELP, MotDitFlow, game_commands
from host.flows.table import Table
from host.phrasebook import for_game
from host.session.commands import with_extra
from host.session.ears_listener import AudioListener
from host.session.prompter import Prompter
from host.session.session import Session
from host.sim.motdit_party import PartyAudio, SimulatedTable
from host.voice.announcer import Announcer
from host.voice.settings import VoiceSettings
from lexicon import motdit as motdit_lexicon

NAMES = ("Irma", "Annabelle", "Felix", "Gaston", "Mia", "Tom")
DEFAULT_SNR = 20.0


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `demo` subcommand."""
    parser = commands.add_parser(
        "demo", help="a simulated party plays Maudit Mot Dit out loud, through the real ears"
    )
    parser.add_argument("game", nargs="?", default="motdit", choices=["motdit"])
    parser.add_argument("--seed", type=int, default=7, help="the random seed (default 7)")
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(3, 7),
        metavar="K",
        help="how many simulated players, 3 to 6 (default 4)",
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
    """Play the whole game, printing the transcript and the final scores."""
    names = NAMES[: args.players]
    lexicon = motdit_lexicon.load()
    session = Session(MotDit(MotDitConfig(names, lexicon.cards)), args.seed)
    ears = Ears(args.engine)
    print(
        f"Maudit Mot Dit: {len(names)} simulated players, seed {args.seed}, "
        f"babble at {args.snr:g} dB SNR; {ears.note}"
    )
    with Announcer(VoiceSettings(mute=args.silent)) as announcer:
        table, audio = simulated_table(session, lexicon, ears, announcer.say, args.snr)
        audio.transcript = print
        table.prompter.settle = announcer.wait
        MotDitFlow.from_lexicon(table, lexicon).run()
    scores = session.game.scores()
    print("Final scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True)))
    return 0


def simulated_table(session: Session, lexicon, ears: Ears, say, snr: float | None):
    """A Table whose players are simulated and heard through `ears`."""
    game = session.game
    sim = SimulatedTable(lambda: session.game, lexicon, session.rngs["players"])
    audio = PartyAudio(sim, len(game.config.players), snr, session.seed)
    listener = AudioListener(ears, audio.utterance, transcript=lambda text: audio.transcript(text))
    prompter = Prompter(
        say, listener, lambda _prompt: sim.last_said, with_extra(game_commands(game.config.players))
    )
    book = for_game(game.name, game.config.players, session.rngs["phrases"])
    return Table(session, book, say, prompter, HELP), audio
