"""Plays a simulated party in text (no audio) with autosave, for the kill-and-resume tests.

python -m tests.host.sim.runner new GAME SAVE SEED   |   python -m tests.host.sim.runner resume SAVE
Prints "answer" as each simulated answer is given, then the final scores as JSON.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.codec import encode
from host.games import GAMES, resume
from host.session.session import Session
from host.sim.party import text_table

PLAYERS = ("Irma", "Annabelle", "Felix", "Gaston", "Mia")


def play(session: Session) -> object:
    """Play the session's game to its end with simulated players answering in text."""
    spec = GAMES[session.game.name]
    table = text_table(session, spec, heard=lambda text: print("answer", flush=True))
    spec.flow(table).run()
    return encode(session.game.scores())


def new_session(game: str, seed: int, path: Path | None, players: int = 4) -> Session:
    """A fresh game of `game` for the first `players` names, on the shipped content."""
    return Session(GAMES[game].new_game(PLAYERS[:players]), seed, path)


def main(argv: list[str]) -> None:
    """Run a new game or resume one, and print its final scores."""
    if argv[0] == "new":
        session = new_session(argv[1], int(argv[3]), Path(argv[2]))
    else:
        session = resume(Path(argv[1]))
    print(json.dumps(play(session)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
