"""Simulated Fame Us players: they decide what to say like a table would (host.sim.audio says
it aloud). They play criteria with someone in mind or bluff, pass, accuse, dawdle until the
hourglass is turned on them, name a famous person and vote both ways."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.fameus import FameUs
from host.flows.fameus import FameUsAsk
from host.phrasebook.fameus import READY, VOTE_AGAINST, VOTE_FOR
from host.phrasebook.words import number
from host.session.prompt import NO, Ask, Prompt
from host.sim.audio import SimulatedPlayers, Spoken

FAMOUS = (
    "Cleopatra",
    "Sherlock Holmes",
    "Marie Curie",
    "Mozart",
    "Frida Kahlo",
    "Napoleon",
    "Charlie Chaplin",
    "Joan of Arc",
    "Robin Hood",
    "Albert Einstein",
)
"""Who the simulated players claim to have in mind."""
FIT_PER_CARD = 0.8
"""The chance of having someone in mind falls by this factor with each card on the table."""
BLUFF_RATE = 0.4
"""How often a player with nobody in mind plays a card anyway."""
ACCUSE_PER_CARD = 0.07
"""The chance to accuse grows by this much with each card on the table."""
SLOW_RATE = 0.1
"""How often a player dawdles until someone turns the hourglass on them."""
LATE_ANSWER_RATE = 0.3
"""The chance that a dawdler answers at each listen while the sand runs."""
NUMBER_RATE = 0.3
"""How often a player names a card by its number in their hand."""
COMMAND_RATE = 0.04
"""How often a player asks for the table, their cards, the hand sizes or the starters."""
COMMANDS = ("the table", "my cards", "how many cards", "starters left")
TIMER_RATE = 0.2
"""How often someone turns the hourglass on a discussion."""
BELIEF = (0.35, 0.8)
"""The chance a voter votes for a bluff, and for a real answer."""


class SimulatedTable(SimulatedPlayers):
    """What each simulated player says when the host asks them something."""

    def __init__(self, game: Callable[[], FameUs], rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.dawdler: tuple[int, int] | None = None
        self.seen: tuple[int, int] | None = None
        self.votes: dict[tuple[int, int], bool] = {}

    def answer(self, prompt: Prompt) -> Spoken:
        """Who answers `prompt`, and their words."""
        return Spoken(*self._decide(prompt))

    def typed(self, prompt: Prompt) -> str:
        """At the keyboard the player answers afresh (a slow player types something at last)."""
        while not (text := self.answer(prompt).text):
            pass
        return text

    def _decide(self, prompt: Prompt) -> tuple[int | None, str]:
        if prompt.ask is Ask.YES_NO:
            return prompt.player, NO[0]
        if prompt.ask is FameUsAsk.TURN:
            return self._turn(prompt)
        if prompt.ask is FameUsAsk.CRITERION:
            return prompt.player, self._criterion(prompt)
        if prompt.ask is FameUsAsk.PERSON:
            return prompt.player, self.rng.choice(FAMOUS)
        if prompt.ask is FameUsAsk.DISCUSS:
            return self._discuss()
        if prompt.ask is FameUsAsk.VOTE:
            return prompt.player, self._vote(prompt)
        return prompt.player, prompt.expected[0]

    def _turn(self, prompt: Prompt) -> tuple[int | None, str]:
        game = self.game()
        player = game.state.active
        moment = (game.state.turn, player)
        if self.seen != moment:
            self.seen = moment
            if self.rng.random() < SLOW_RATE:
                self.dawdler = moment
                return player, ""
        if self.dawdler == moment:
            if not prompt.taking.timed:
                others = [p for p in range(game.n) if p != player]
                return self.rng.choice(others), "hourglass"
            if self.rng.random() >= LATE_ANSWER_RATE:
                return player, ""
        if self.rng.random() < COMMAND_RATE:
            return player, self.rng.choice(COMMANDS)
        accusing = self.rng.random() < ACCUSE_PER_CARD * len(game.state.table)
        if accusing and "accuse" in prompt.expected:
            return player, "accuse"
        if not game.state.hands[player]:
            return player, "pass"
        wants = has_someone(game, player, len(game.state.table))
        return player, "play" if wants or self.rng.random() < BLUFF_RATE else "pass"

    def _criterion(self, prompt: Prompt) -> str:
        view = self.game().view(prompt.player if prompt.player is not None else 0)
        index = self.rng.randrange(len(view.hand))
        if self.rng.random() < NUMBER_RATE:
            return number(index + 1)
        return view.hand_criteria[index]

    def _discuss(self) -> tuple[int | None, str]:
        speaker = self.rng.randrange(self.game().n)
        roll = self.rng.random()
        if roll < TIMER_RATE:
            return speaker, "hourglass"
        return speaker, self.rng.choice(READY[:2]) if roll < 0.7 else ""

    def _vote(self, prompt: Prompt) -> str:
        game = self.game()
        voter = prompt.player if prompt.player is not None else 0
        key = (game.state.turn, voter)
        if key not in self.votes:
            proposer = game.state.proposer
            assert proposer is not None
            honest = has_someone(game, proposer, len(game.state.table) - 1)
            self.votes[key] = self.rng.random() < BELIEF[honest]
        return self.rng.choice(VOTE_FOR if self.votes[key] else VOTE_AGAINST)


def has_someone(game: FameUs, player: int, cards: int) -> bool:
    """Whether `player` really has someone in mind for the first `cards` cards on the table:
    drawn from the game alone, so the voters can later judge the same proposal."""
    table = game.view(player).table[:cards]
    luck = random.Random(f"{game.state.turn}:{player}:{'|'.join(table)}").random()
    return luck < FIT_PER_CARD**cards
