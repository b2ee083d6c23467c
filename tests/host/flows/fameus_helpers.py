"""A Fame Us table driven by typed answers on a known deal, for the flow tests.

With the identity shuffles, player p holds cards 6p..6p+5 of the shipped deck, the Starters
pile is cards 6n..6n+9 and the criteria pile the rest; the first half of the seats (rounded up)
is VIP Square. Every answer moves a virtual clock by as long as it takes to say (silence: 8 s).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.core import Action, Shuffle
from engine.fameus import FameUs, FameUsConfig
from host.flows.fameus import FameUsFlow
from host.games import GAMES
from host.session.prompt import Listener
from host.session.session import Session
from host.session.typed import TypedListener, scripted
from host.sim.clock import VirtualClock
from lexicon import fameus as fameus_lexicon
from tests.host.flows.helpers import Heard

DECK = fameus_lexicon.load_deck()


def seated(
    names: str,
    listener: Listener,
    clock: VirtualClock,
    keyboard: Callable[[str], str] | None = None,
    moves: Sequence[Action] = (),
) -> tuple[FameUsFlow, Heard]:
    """A flow over the identity deal of `names` and then `moves`, hearing answers through
    `listener`."""
    players = tuple(names.split(","))
    session = Session(FameUs(FameUsConfig(players, DECK)), seed=1)
    for action in (Shuffle(tuple(range(len(DECK)))), Shuffle(tuple(range(len(players)))), *moves):
        session.apply(action)
    session.rngs["phrases"] = random.Random(0)
    said = Heard()
    table = GAMES["fameus"].table(session, said, listener, keyboard or scripted([]), clock)
    return FameUsFlow(table, people=fameus_lexicon.lexicon().people), said


def table(names: str, answers: list[str], moves: Sequence[Action] = ()) -> tuple[FameUsFlow, Heard]:
    """A flow over the identity deal of `names` and then `moves`, answered by `answers`, then
    EOFError."""
    clock = VirtualClock()
    script = scripted(answers)

    def read(prompt: object) -> str:
        text = script(prompt)
        clock.spoke(text)
        return text

    return seated(names, TypedListener(read), clock, moves=moves)


def hand(player: int, k: int) -> str:
    """The criterion of the identity deal's card k (from 0) in `player`'s first hand."""
    return DECK[6 * player + k]
