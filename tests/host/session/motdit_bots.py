"""Scripted Mot Dit players for the terminal demo and simulations: seeded, never cheating
on the rules (they act only through legal actions), though a right guess is a dice roll."""

from __future__ import annotations

import random

from engine.core import SIMULTANEOUS, Action
from engine.motdit import Answer, ChooseWord, CloseAnswers, GiveBadLuck, GiveClue, MotDit, Phase


class MotDitBots:
    """Chooses the next action of a Mot Dit game for a table of scripted players."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def next_action(self, game: MotDit) -> Action:
        """The action the scripted table takes now."""
        if game.current_player() == SIMULTANEOUS:
            return self._answer_or_close(game)
        holder = game.current_player()
        view = game.view(holder)
        if view.phase is Phase.CHOOSE:
            return ChooseWord(holder, self.rng.randrange(2))
        if view.phase is Phase.CLUE:
            return GiveClue(
                holder, self._stand_in_clue(view.card_words, view.secret_word, view.clues)
            )
        assert view.phase is Phase.BAD_LUCK
        leader = max(
            (p for p in range(len(view.players)) if p != holder),
            key=lambda p: (view.points[p], -p),
        )
        return GiveBadLuck(holder, leader)

    def _stand_in_clue(
        self, words: tuple[str, ...] | None, secret: str | None, used: tuple[str, ...]
    ) -> str:
        """Scripted holders give one of the card's other words as a stand-in clue."""
        assert words is not None and secret is not None
        choices = [w for w in words if w != secret and w not in used]
        return self.rng.choice(choices)

    def _answer_or_close(self, game: MotDit) -> Action:
        players = [a for p in range(len(game.config.players)) for a in game.legal_actions(p)]
        if not players:
            return CloseAnswers()
        guesser = players[0].guessers[0]
        view = game.view(guesser)
        assert view.clue_count is not None
        # The more clues heard, the likelier a right guess.
        if self.rng.random() < len(view.clues) / (view.clue_count + 2):
            return Answer((guesser,), True, game.secret_word() or "")
        if self.rng.random() < 0.2:
            return CloseAnswers()
        return Answer((guesser,), False, "a wrong guess")
