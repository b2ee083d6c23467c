"""The Table that plays a game tells the pages' Stage of every change it makes (the start, each
move, an undo), with the change's events: no observer is added to the session from outside."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core import Event, Game
from engine.motdit import MotDit, MotDitConfig
from host.flows.saving import Saving
from host.flows.undo import Undoing
from host.games import GAMES, Asking
from host.session.session import Session
from host.session.stage import Reveal, Stage
from host.sim.party import text_table
from tests.engine.test_motdit_properties import random_deck
from tests.host.session.motdit_bots import MotDitBots


def test_the_stage_is_told_every_change_with_its_events_and_an_undo_with_none():
    deck = random_deck(random.Random(99), 30)
    session = Session(MotDit(MotDitConfig(("Ann", "Bob", "Cy", "Dee"), deck)), 3)
    seen: list[tuple[int, int]] = []

    def record(game: Game, events: Sequence[Event]) -> list[Reveal]:
        seen.append((len(game.log), len(events)))
        return []

    stage = Stage(observers=[record])
    spec = GAMES["motdit"]
    table = text_table(session, spec, asking=Asking(stage=stage))
    opening = session.start()
    assert seen == []  # the session tells no one: the table does
    bots = MotDitBots(session.rngs["players"])
    for _ in range(2):
        assert table.act(bots.next_action(session.game))
    assert len(seen) == 2 and seen[-1][0] == len(session.game.log) > len(opening)
    said: list[object] = []
    book = spec.phrasebook(session.game.config.players, random.Random(0))
    Undoing(session, book, said.append, Saving(session, said.append), stage).undo()
    assert seen[-1] == (len(session.game.log), 0) and said
