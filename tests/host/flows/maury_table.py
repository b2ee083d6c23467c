"""A Maury Game table with a fixed deal whose players say scripted words, typed or spoken."""

from __future__ import annotations

import random
from enum import StrEnum

from engine.core import Rejection, Shuffle
from engine.maury import ArgumentCard, Maury, MauryConfig
from host.ears.hearing import Ears
from host.flows.maury import MauryFlow
from host.games import GAMES
from host.session.prompt import Prompt
from host.session.session import Session
from host.sim.audio import SimulatedPlayers, Spoken
from host.sim.party import simulated_table, text_table
from host.voice.line import Line
from tests.host.flows.helpers import Heard

NAMES = ("Irma", "Annabelle", "Felix", "Gaston")


class Script(SimulatedPlayers):
    """Says the scripted words in order, and says them again when the host asks again (the
    table's manners answer "did you say" from its last words)."""

    def __init__(self, script: list[tuple[int | None, str]]) -> None:
        self.script = list(script)
        self.said: Spoken = Spoken(None, "")
        self.prompts: list[Prompt] = []
        self.heard: list[Line] = []
        """What the host said, to tell a reprompt from a new question."""
        self.typed_count = 0

    def hears(self, line: Line) -> None:
        """The host's lines, as the table hears them."""
        self.heard.append(line)

    def answer(self, prompt: Prompt) -> Spoken:
        """The next scripted words (EOFError when the script is over)."""
        again = bool(self.heard) and self.heard[-1].text.startswith("Sorry, I did not catch")
        if not again:
            self.prompts.append(prompt)
        if not again:
            if not self.script:
                raise EOFError
            self.said = Spoken(*self.script.pop(0))
        self.typed_count = 0
        return self.said

    def typed(self, prompt: Prompt) -> str:
        """The keyboard fallback types the words again (and gives up if they are refused)."""
        self.typed_count += 1
        assert self.typed_count < 3, (
            f"{self.said.text!r} is no answer to {self.prompts[-1].line.text!r}"
        )
        return self.said.text


def fixed_table(
    hands: list[list[ArgumentCard]], pile: list[ArgumentCard], script, ears: Ears | None = None
):
    """A flow whose seat k holds hands[k] (Irma goes first) over `pile`, answered by `script`
    (spoken through `ears`, or typed without them); the flow, what was said, the script."""
    deck = tuple(card for hand in hands for card in hand) + tuple(pile)
    players = NAMES[: len(hands)]
    session = Session(Maury(MauryConfig(players, deck)), seed=1)
    # Irma is Most Popular, and the deck is dealt in seat order.
    for shuffle in (Shuffle(tuple(range(len(players)))), Shuffle(tuple(range(len(deck))))):
        assert not isinstance(session.game.apply(shuffle), Rejection)
        session.actions.append(shuffle)
    session.rngs["phrases"] = random.Random(0)
    voices = Script(script)
    said = Heard()
    if ears is None:
        table = text_table(session, GAMES["maury"], said, players=voices)
    else:
        table, _ = simulated_table(session, GAMES["maury"], ears, said, None, players=voices)
    return MauryFlow(table), said, voices


def asked(voices: Script, ask: StrEnum) -> list[int | None]:
    """Who the host asked, in order, for answers of the kind `ask` (reprompts not counted)."""
    return [p.player for p in voices.prompts if p.ask is ask]
