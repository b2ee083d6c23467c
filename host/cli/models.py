"""`partyhost models list|install|remove`: what recognizer models are installed and can be, and
taking one away."""

from __future__ import annotations

import argparse
from pathlib import Path

from host.ears.models import install, listing, models_dir, remove
from host.one_line import one_line


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `models` subcommand and its `list`, `install` and `remove` actions."""
    parser = commands.add_parser("models", help="list, install or remove speech recognition models")
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
    gone = actions.add_parser("remove", help="delete an installed model")
    gone.add_argument("name", help="the model's name, as `models list` gives it")
    gone.set_defaults(handler=run_remove)


def run_list(args: argparse.Namespace) -> int:
    """Print one line per model."""
    for name, state, about in listing():
        print(f"{one_line(name):<28} {state:<12} {one_line(about)}")  # a folder's name as is
    return 0


def run_install(args: argparse.Namespace) -> int:
    """Install and say where."""
    print(f"installed {one_line(str(install(args.name, args.archive)))}")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    """Delete an installed model and say which."""
    print(f"removed {one_line(str(remove(args.name)))}")
    return 0
