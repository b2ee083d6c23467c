"""Simulated Maury Game players: they decide what to say like a table would (host.sim.audio
says it aloud). They know only their own hand and the public table; they sometimes make a
comeback, now and then one too weak to count, often pass, and ask where they stand."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.maury import Colour, Maury, Play, Power
from host.flows import maury_speech as speech
from host.flows.maury import MauryAsk, Understood
from host.phrasebook.maury import describe
from host.phrasebook.words import number
from host.session.names import NOBODY
from host.session.prompt import NO, YES, Ask, Prompt
from host.sim.audio import SimulatedPlayers, Spoken

COMEBACK_RATE = 0.45
"""How often a player who can make a comeback does."""
WEAK_RATE = 0.15
"""How often a player tries a comeback of the right colour that is too weak."""
NAMED_RATE = 0.8
"""How often a player names the target in the same breath as the card."""
COMMAND_RATE = 0.04
"""How often a player asks where things stand before playing."""
COMMANDS = ("where am i", "the track", "how many cards left")


class SimulatedTable(SimulatedPlayers):
    """What each simulated player says when the host asks them something."""

    def __init__(self, game: Callable[[], Maury], rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.intent: Play | None = None
        """The play the latest card-naming player means."""
        self.words = ""
        """The card words they used for it."""
        self.volunteer: tuple[int, Play] | None = None
        """Who called out their name to answer, and the comeback they have in mind."""

    def answer(self, prompt: Prompt) -> Spoken:
        """The asked player (or, to "any comebacks?", the first to speak up) says their words."""
        return Spoken(*self._decide(prompt))

    def typed(self, prompt: Prompt) -> str:
        """At the keyboard the player answers afresh."""
        return self.answer(prompt).text

    def _decide(self, prompt: Prompt) -> tuple[int | None, str]:
        game, player = self.game(), prompt.player
        if prompt.ask is MauryAsk.COMEBACK and player is None:
            return self._speak_up(game)
        if player is None:  # a question to nobody in particular ("who is asking?")
            return None, self.rng.choice(prompt.expected)
        if prompt.ask is MauryAsk.PLAY:
            return player, self._opening(game, player)
        if prompt.ask is MauryAsk.COMEBACK:
            return player, self._comeback(game, player)
        if prompt.ask is MauryAsk.RIGHT:
            assert isinstance(prompt.own, Understood)
            return player, YES[0] if prompt.own.play == self.intent else NO[0]
        if prompt.ask is Ask.NAMES:
            return player, self._target_name(game, prompt)
        if prompt.ask is MauryAsk.WHICH_CARD:
            return player, self._which_card(game, prompt)
        if prompt.ask is MauryAsk.SPACE and self.intent is not None:
            return player, number(self.intent.space or 0)
        return player, self.rng.choice(prompt.expected)

    def _opening(self, game: Maury, player: int) -> str:
        if self.rng.random() < COMMAND_RATE:
            return self.rng.choice(COMMANDS)
        plays = [a for a in game.legal_actions(player) if isinstance(a, Play)]
        card = self.rng.choice(sorted({a.card for a in plays}))
        play = self.rng.choice([a for a in plays if a.card == card])
        if game.config.deck[card].power is Power.MOVE_TO_SPACE:
            play = max((a for a in plays if a.card == card), key=lambda a: a.space or 0)
        return self._say(game, play)

    def _speak_up(self, game: Maury) -> tuple[int | None, str]:
        """To "any comebacks?": the first player who wants to answer calls out their name."""
        opener = game.state.exchange[0].player
        for k in range(1, game.n):
            player = (opener + k) % game.n
            if player in game.answerers() and (play := self._comeback_in_mind(game, player)):
                self.volunteer = (player, play)
                return player, game.config.players[player].casefold()
        return opener, NOBODY

    def _comeback(self, game: Maury, player: int) -> str:
        volunteer, self.volunteer = self.volunteer, None
        if volunteer is not None and volunteer[0] == player:
            return self._say(game, volunteer[1])
        play = self._comeback_in_mind(game, player)
        return speech.PASS if play is None else self._say(game, play)

    def _comeback_in_mind(self, game: Maury, player: int) -> Play | None:
        """A comeback the player would try now: a legal one, a too-weak one, or none."""
        plays = [a for a in game.legal_actions(player) if isinstance(a, Play)]
        if plays and self.rng.random() < COMEBACK_RATE:
            return self.rng.choice(plays)
        deck, last = game.config.deck, game.config.deck[game.state.exchange[-1].card]
        weak = [
            c
            for c in game.view(player).hand
            if {deck[c].colour, last.colour} == {Colour.BLUE, Colour.RED}
            and deck[c].strength < last.strength
            and not deck[c].is_maury
        ]
        if weak and self.rng.random() < WEAK_RATE:
            return Play(player, self.rng.choice(weak))
        return None

    def _say(self, game: Maury, play: Play) -> str:
        """The words of a play: its card, and its target (most of the time) in one breath."""
        self.intent = play
        self.words = self.rng.choice(speech.card_names(game.config.deck[play.card]))
        if play.target is None or self.rng.random() >= NAMED_RATE:
            return self.words
        return f"{self.words}{speech.ON}{game.config.players[play.target].casefold()}"

    def _target_name(self, game: Maury, prompt: Prompt) -> str:
        if self.intent is not None and self.intent.target is not None:
            name = game.config.players[self.intent.target].casefold()
            if name in prompt.expected:
                return name
        return self.rng.choice(prompt.expected)

    def _which_card(self, game: Maury, prompt: Prompt) -> str:
        """Which of two matching cards: "first" or "second"."""
        if self.intent is None:
            return self.rng.choice(prompt.expected)
        deck = game.config.deck
        hand = game.view(self.intent.player).hand
        meant = describe(deck[self.intent.card])
        options = speech.options(deck, hand, self.words)
        return prompt.expected[[describe(deck[c]) for c in options].index(meant)]
