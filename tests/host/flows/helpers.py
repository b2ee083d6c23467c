"""A Mot Dit table driven by typed answers, for the flow tests."""

from __future__ import annotations

import random

from engine.core import Shuffle
from engine.motdit import MotDit, MotDitConfig, WordCard
from host.flows.floor import Floor
from host.flows.motdit import MotDitFlow
from host.games import GAMES, Asking
from host.session.session import Session
from host.session.typed import TypedListener, scripted
from host.voice.line import Line

SYMBOLS = ("sun", "moon", "key", "anchor", "feather", "heart", "jewel", "bell")


class Heard:
    """Collects what the host says."""

    def __init__(self) -> None:
        self.lines: list[Line] = []

    def __call__(self, line: Line) -> None:
        self.lines.append(line)

    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


def table(
    names: str,
    cards: list[WordCard],
    answers: list[str],
    path=None,
    listener=None,
    floor: Floor = Floor.IN_TURN,
):
    """A flow over a game whose draw deck is `cards` in order, answered by `answers` (or by
    `listener`), the laptop's guessers asked in turn unless `floor` says otherwise."""
    players = tuple(names.split(","))
    deck = tuple(cards + cards)  # the pool is the lower half; the draw deck starts at cards[0]
    game = MotDit(MotDitConfig(players, deck))
    session = Session(game, seed=1, save_path=path)
    session.apply(Shuffle(tuple(range(len(cards), 2 * len(cards))) + tuple(range(len(cards)))))
    session.rngs["phrases"] = random.Random(0)
    said = Heard()
    listener = listener or TypedListener(scripted(answers))
    table = GAMES["motdit"].table(session, said, listener, scripted([]), asking=Asking(floor=floor))
    words = tuple(w for c in cards for w in c.words)
    return MotDitFlow(table, SYMBOLS, words, lambda s: words), said
