"""Simulated Odd or Even players: each picks and votes at random, and answers the framework's
yes-or-no questions no."""

from __future__ import annotations

import random
from collections.abc import Callable

from host.session.prompt import NO, Ask, Prompt
from host.sim.audio import SimulatedPlayers, Spoken
from tests.host.oddeven.engine import OddEven, Parity
from tests.host.oddeven.flow import OddEvenAsk


class OddEvenPlayers(SimulatedPlayers):
    """What each simulated player says when asked."""

    def __init__(self, game: Callable[[], OddEven], rng: random.Random) -> None:
        self.game = game
        self.rng = rng

    def answer(self, prompt: Prompt) -> Spoken:
        """The asked player's pick or vote (a random one), or no."""
        if prompt.ask is OddEvenAsk.VOTE:
            return Spoken(prompt.player, self.rng.choice(list(Parity)).value)
        if prompt.ask is Ask.YES_NO:
            return Spoken(prompt.player, NO[0])
        return Spoken(prompt.player, self.rng.choice(prompt.expected))

    def typed(self, prompt: Prompt) -> str:
        """At the keyboard they type what they would have said."""
        return self.answer(prompt).text
