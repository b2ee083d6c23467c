"""Plays a simulated Mot Dit party in text (no audio) with autosave, for the kill-and-resume test.

python -m tests.host.sim_runner new SAVE SEED   |   python -m tests.host.sim_runner resume SAVE
Prints "answer" as each simulated answer is given, then the final scores as JSON.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.motdit import MotDit, MotDitConfig
from host.flows.motdit import HELP, MotDitFlow, game_commands
from host.flows.table import Table
from host.phrasebook import for_game
from host.session.commands import with_extra
from host.session.prompter import Prompter
from host.session.session import Session
from host.session.typed import TypedListener
from host.sim.motdit_party import SimulatedTable
from lexicon import motdit as motdit_lexicon

PLAYERS = ("Irma", "Annabelle", "Felix", "Gaston")


def play(session: Session) -> tuple[int, ...]:
    """Play the session's game to its end with simulated players answering in text."""
    lexicon = motdit_lexicon.load()
    sim = SimulatedTable(lambda: session.game, lexicon, session.rngs["players"])

    def answer(prompt) -> str:
        print("answer", flush=True)
        return sim.answer(prompt)

    players = session.game.config.players
    prompter = Prompter(
        lambda line: None,
        TypedListener(answer),
        lambda _prompt: sim.last_said,
        with_extra(game_commands(players)),
    )
    book = for_game("motdit", players, session.rngs["phrases"])
    table = Table(session, book, lambda line: None, prompter, HELP)
    MotDitFlow.from_lexicon(table, lexicon).run()
    return session.game.scores()


def new_session(seed: int, path: Path | None) -> Session:
    """A fresh 4-player game on the real deck."""
    deck = motdit_lexicon.load_deck()
    return Session(MotDit(MotDitConfig(PLAYERS, deck)), seed, path)


def main(argv: list[str]) -> None:
    """Run a new game or resume one, and print its final scores."""
    if argv[0] == "new":
        session = new_session(int(argv[2]), Path(argv[1]))
    else:
        session = Session.resume(Path(argv[1]))
    print(json.dumps(play(session)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
