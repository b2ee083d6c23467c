"""Plays a simulated party in text (no audio) with autosave, for the kill-and-resume tests:
"answer" is printed as each simulated answer is given."""

from __future__ import annotations

from pathlib import Path

from engine.codec import encode
from host.games import GAMES
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
