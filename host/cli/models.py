"""`partyhost models list|install`: what recognizer models are installed and can be installed."""

from __future__ import annotations

import argparse
from pathlib import Path

from host.ears.models import install, listing, models_dir


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `models` subcommand and its `list` and `install` actions."""
    parser = commands.add_parser("models", help="list or install speech recognition models")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=type(parser))
    actions.required = True
    actions.add_parser("list", help="what is installed and what can be installed").set_defaults(
        handler=run_list
    )
    add = actions.add_parser(
        "install",
        help="download a model (or take it from a local zip), check it and install it",
        description=f"Install into {models_dir()}: SHA-256 checked, atomic, zip-slip refused.",
    )
    add.add_argument("name", nargs="?", help="catalog name, e.g. vosk-small-en")
    add.add_argument(
        "--from",
        dest="archive",
        type=Path,
        metavar="DIR_OR_ZIP",
        help="install from a local catalog zip, or a CTranslate2 Whisper model folder or zip "
        "(installed as models/whisper-NAME, NAME the optional name or the folder's)",
    )
    add.set_defaults(handler=run_install)


def run_list(args: argparse.Namespace) -> int:
    """Print one line per model."""
    for name, state, about in listing():
        print(f"{name:<28} {state:<12} {about}")
    return 0


def run_install(args: argparse.Namespace) -> int:
    """Install and say where."""
    print(f"installed {install(args.name, args.archive)}")
    return 0
