"""Simulated Mot Dit players: they decide what to say like a table would (host.sim.audio
says it aloud). They sometimes guess wrong, sometimes early, sometimes give a forbidden clue,
and once call a curse."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.motdit import CurseMoved, CurseStruckTwice, MotDit, MotionFailed, MotionKind
from host.flows.motdit import MotDitAsk
from host.session.prompt import NO, YES, Ask, Prompt
from host.sim.audio import Spoken
from host.sim.registry import simulates
from lexicon import motdit as motdit_lexicon
from lexicon.motdit import MotDitLexicon

FORBIDDEN_RATE = 0.1
"""How often a holder blurts a clue of the secret word's family."""
PASS_RATE = 0.15


class SimulatedTable:
    """What each simulated player says when the host asks them something."""

    def __init__(
        self, game: Callable[[], MotDit], lexicon: MotDitLexicon, rng: random.Random
    ) -> None:
        self.game = game
        self.lexicon = lexicon
        self.rng = rng
        self.backing_curse = 0

    def answer(self, prompt: Prompt) -> Spoken:
        """The asked player says their words."""
        return Spoken(prompt.player, self._decide(prompt))

    def typed(self, prompt: Prompt) -> str:
        """At the keyboard the player answers afresh."""
        return self.answer(prompt).text

    def _decide(self, prompt: Prompt) -> str:
        game = self.game()
        if prompt.ask is Ask.YES_NO:
            return self._yes_no()
        if prompt.ask is MotDitAsk.CHOOSE:
            return self.rng.choice(prompt.expected[:2])
        if prompt.ask is MotDitAsk.CLUE:
            return self._clue(game)
        if prompt.ask is MotDitAsk.GUESS:
            if not _cursed(game) and game.state.rounds >= 2 and game.state.clues:
                self.backing_curse = len(game.config.players)
                return "curse"
            return self._guess(game)
        return self._names(game, prompt)

    def _yes_no(self) -> str:
        if self.backing_curse:
            self.backing_curse -= 1
            return YES[0]
        return self.rng.choice((YES[0], NO[0]))

    def _clue(self, game: MotDit) -> str:
        secret = game.secret_word()
        assert secret is not None
        family = [f for f in self.lexicon.family(secret) if " " not in f]
        if family and self.rng.random() < FORBIDDEN_RATE:
            return self.rng.choice(family)
        card = game.view(game.state.holder).card_words or ()
        used = {c.casefold() for c in game.state.clues}
        choices = [w for w in card if w != secret and w.casefold() not in used]
        return self.rng.choice(choices)

    def _guess(self, game: MotDit) -> str:
        view = game.view(game.state.holder)
        assert view.clue_count is not None and view.card_words is not None
        if self.rng.random() < len(view.clues) / (view.clue_count + 2):
            return game.secret_word() or ""
        if self.rng.random() < PASS_RATE:
            return "pass"
        wrong = [w for w in view.card_words if w != game.secret_word()]
        return self.rng.choice(wrong)

    def _names(self, game: MotDit, prompt: Prompt) -> str:
        if "nobody" in prompt.expected:
            return "nobody"
        names = [p for p in prompt.expected if p != "nobody"]
        scores = game.scores()
        by_score = {name.casefold(): s for name, s in zip(game.config.players, scores, strict=True)}
        return max(names, key=lambda n: by_score.get(n, 0))


@simulates(MotDit.name)
def simulated_table(game: Callable[[], MotDit], rng: random.Random) -> SimulatedTable:
    """A simulated Mot Dit table that knows the shipped deck."""
    return SimulatedTable(game, motdit_lexicon.lexicon(), rng)


def _cursed(game: MotDit) -> bool:
    """Whether the table has voted on a curse yet (from the log, so a resumed game agrees)."""
    return any(
        isinstance(e, CurseMoved | CurseStruckTwice)
        or (isinstance(e, MotionFailed) and e.kind is MotionKind.CURSE)
        for e in game.log
    )
