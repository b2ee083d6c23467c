"""`partyhost bench NAME`: the benchmarks of the ears, the voice, the judge and the content."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from importlib import import_module

from engine.motdit import MotDit
from host.cli.ears import engine_arguments

# The benchmarks are imported by the command that runs them: loading them all would cost every
# other command (a game, a demo) most of a second at start.

SWEEPS = ("calibrate", "likely", "related", "buttons", "ceiling")
"""The `bench ears` options that run another sweep instead, each the host.bench module named so."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `bench` subcommand and one target per benchmark."""
    parser = commands.add_parser("bench", help="time the ears, the voice, the judge or the content")
    targets = parser.add_subparsers(dest="target", metavar="TARGET", parser_class=type(parser))
    targets.required = True
    add_ears(targets)
    voice = _target(
        targets,
        "voice",
        run_voice,
        "say() to the first sound, a line's end to its return, and stop() to silence",
        "Time say() to the first sound, a line's last sound to the announcer being "
        "done, and stop() to silence on a private PulseAudio null sink (no sound card needed). "
        "Goals: start under 150 ms and end under 100 ms (medians), stop under 200 ms.",
    )
    voice.add_argument("--runs", type=int, default=15, help="lines per measure (default 15)")
    add_judge(targets, "judge")
    other = _target(
        targets,
        "open",
        run_open,
        "a Mot Dit clue or guess outside the deck: asked back, or lost (about 3 min)",
        "Say 40 common words outside the Mot Dit deck and 40 of its words with the "
        "benchmark's espeak-ng voices, clean and at 20 dB, hear each as a guess, and count what "
        "the host asks back and what it takes for a deck word.",
    )
    other.add_argument("--seed", type=int, default=1, help="words, voices and noise (1)")
    floor = _target(
        targets,
        "floor",
        run_floor,
        "Mot Dit's guesses called out on the open floor, against asked in turn (about 5 min)",
        "Whole Mot Dit games of simulated players who really speak (the demo's), once on the "
        "open floor and once in turn, on each seed: the host's questions and the party's "
        "seconds per round, and the rounds the referee got right (the word found by who really "
        "said it, after the clue they said it at).",
    )
    floor.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 7], help="(1 2 3 7)")
    floor.add_argument("--players", type=int, default=4, choices=MotDit.players, help="(4)")
    floor.add_argument(
        "--snr",
        type=float,
        nargs="+",
        default=[20.0],
        help="babble in dB below speech, one table each (20)",
    )
    engine_arguments(floor)
    show = _target(
        targets,
        "show",
        run_show,
        "the table page against the host's lines over a whole muted game of each (about 5 min)",
        "Play one seeded game of each, muted, its simulated players typing, and record the "
        "table page's states and captions: what was shown before the line that tells it and by "
        "how long, the moments in view two seconds once their line starts, and the look-aways "
        "of a game without phones. Times are as at the default reading pace of 0.3 s a word.",
    )
    show.add_argument("--seed", type=int, default=5, help="the games' seed (5)")
    show.add_argument(
        "--pace", type=float, default=0.03, help="seconds a word the games are played at (0.03)"
    )
    targets.add_parser(
        "lexicon",
        help="loading all game content, against its 100 ms budget",
        description="Median times, over fresh interpreters, to import the content loaders and "
        "to load all game content the first time (the budget is for that), then to load it "
        "again in the same process.",
    ).set_defaults(handler=run_lexicon)


def add_ears(targets: argparse._SubParsersAction) -> None:
    """Add `bench ears`: the ears' accuracy, or one of the sweeps that set their constants."""
    ears = targets.add_parser(
        "ears",
        help="speech recognition: accuracy in noise, false accepts, decode time",
        description="Speak the deck with voices of four families (espeak-ng, MBROLA, Piper, "
        "in a room), add babble and pink noise, and compare each step from a plain grammar to "
        "the full ears, over all voices and per family (about 40 min on 2 cores; --quick: a "
        "quarter of that).",
    )
    ears.add_argument("--quick", action="store_true", help="a small corpus (40 words)")
    ears.add_argument(
        "--only", metavar="SYSTEM", help="measure only this system (baseline ... ears, whisper)"
    )
    ears.add_argument("--seed", type=int, default=1, help="corpus seed (1)")
    instead = ears.add_mutually_exclusive_group()
    instead.add_argument(
        "--calibrate",
        action="store_true",
        help="instead, sweep the Whisper tiers over the development set and print them",
    )
    instead.add_argument(
        "--likely",
        action="store_true",
        help="instead, sweep the bonus of a likely phrase (a Mot Dit guess's secret word) over "
        "the development set in a guess-sized context (about 10 min)",
    )
    instead.add_argument(
        "--related",
        action="store_true",
        help="instead, sweep the bonus of the words a Mot Dit guess's clues point to (WordNet) "
        "over the development set in a guess-sized context (about 25 min; --quick: 6)",
    )
    instead.add_argument(
        "--buttons",
        action="store_true",
        help="instead, measure favouring an open question's buttons (a Mot Dit guess's pass) "
        "over the development set in a guess-sized context (about 8 min)",
    )
    instead.add_argument(
        "--ceiling",
        action="store_true",
        help="instead, rank every word of a Mot Dit guess's context for development words said "
        "into a phone: the most Whisper's closed set could hear (about 35 min; --quick: 6)",
    )
    ears.set_defaults(handler=run_ears)


def _target(
    targets: argparse._SubParsersAction,
    name: str,
    handler: Callable[[argparse.Namespace], int],
    summary: str,
    description: str,
) -> argparse.ArgumentParser:
    """Add the benchmark `name`, run by `handler`; its parser, for its own options."""
    parser = targets.add_parser(name, help=summary, description=description)
    parser.set_defaults(handler=handler)
    return parser


def add_judge(actions: argparse._SubParsersAction, name: str) -> None:
    """Add the judge benchmark as `name`: `bench judge`, and `judge bench` as it always was."""
    parser = actions.add_parser(name, help="time one guess and one clue judgement")
    parser.add_argument("--rounds", type=int, default=2000, help="judgements of each kind")
    parser.set_defaults(handler=run_judge)


def run_ears(args: argparse.Namespace) -> int:
    """Print the Markdown table on stdout, progress on stderr."""
    size = "quick" if args.quick else "full"
    sweep = next((name for name in SWEEPS if getattr(args, name)), None)
    if sweep is not None:
        print(import_module(f"host.bench.{sweep}").run(size, log=progress))
    else:
        print(import_module("host.bench.ears").run(size, args.seed, progress, args.only))
    return 0


def run_open(args: argparse.Namespace) -> int:
    """Print the Markdown table on stdout, progress on stderr."""
    open_words = import_module("host.bench.open_words")
    said = open_words.hear_all(args.seed, progress)
    print(open_words.summary(said))
    return 0


def run_floor(args: argparse.Namespace) -> int:
    """Print the Markdown table on stdout, progress on stderr."""
    floor = import_module("host.bench.floor")
    print(floor.run(args.seeds, args.players, tuple(args.snr), args.engine, progress))
    return 0


def run_show(args: argparse.Namespace) -> int:
    """Print the Markdown table on stdout, progress on stderr."""
    if not 0 < args.pace <= 0.3:
        raise ValueError("--pace must be above 0 and at most 0.3 seconds a word")
    print(import_module("host.bench.timeline").report(args.seed, args.pace, progress))
    return 0


def progress(line: str) -> None:
    """A benchmark's progress, on stderr."""
    print(line, file=sys.stderr, flush=True)


def run_voice(args: argparse.Namespace) -> int:
    """Print the voice's medians; exit status 1 if a goal is missed."""
    if args.runs < 1:
        raise ValueError("--runs must be at least 1")
    lines, ok = import_module("host.bench.voice").run(args.runs)
    print("\n".join(lines))
    return 0 if ok else 1


def run_judge(args: argparse.Namespace) -> int:
    """Print the judge benchmark."""
    if args.rounds < 20:
        raise ValueError("--rounds must be at least 20")
    print("\n".join(import_module("host.bench.judge").report(args.rounds)))
    return 0


def run_lexicon(args: argparse.Namespace) -> int:
    """Print the content loading times; exit status 1 if the first load is over its budget."""
    lines, ok = import_module("host.bench.lexicon").report()
    print("\n".join(lines))
    return 0 if ok else 1
