"""Scripted decks, a tiny driver and a random player's filler for the Mot Dit tests."""

from __future__ import annotations

import dataclasses
import random

from engine.core import Action, Event, Rejection, Shuffle
from engine.motdit import (
    Answer,
    Bonus,
    ClueVerdict,
    GiveClue,
    MotDit,
    MotDitConfig,
    Motion,
    Option,
    WordCard,
)

CLUE_WORDS = [f"w{i}" for i in range(40)]


def card(word: str, clues: int, bonus: Bonus = Bonus.NONE, other: int = 2) -> WordCard:
    """A card whose option 0 is `word` in `clues` clues (symbol 0); option 1 is symbol 1."""
    words = (word, f"{word}-b", "c", "d", "e", "f", "g", "h")
    return WordCard(words, (Option(0, clues, bonus), Option(1, other)))


def game(names: str, cards: list[WordCard], pool: int | None = None, bad_luck: int = 10) -> MotDit:
    """A set-up game whose draw deck starts with `cards`, under a pool of `pool` filler cards."""
    players = tuple(names.split(","))
    pool = len(cards) if pool is None else pool
    assert len(cards) <= pool + 1, "the pool is about half the deck"
    filler = [card(f"pool{i}", 2) for i in range(pool)]
    spare = [card(f"spare{i}", 2) for i in range(pool - len(cards))]
    deck = tuple(filler + cards + spare)
    g = MotDit(MotDitConfig(players, deck, bad_luck_cards=bad_luck))
    assert g.config.pool_size == len(filler)
    ok(g.apply(Shuffle(tuple(range(len(deck))))))
    return g


def ok(result: list[Event] | Rejection) -> list[Event]:
    """The events of an action that must be legal."""
    assert not isinstance(result, Rejection), result
    return result


def fill(action: Action, rng: random.Random) -> Action:
    """Complete clue words, answers and votes at random."""
    if isinstance(action, GiveClue):
        verdict = ClueVerdict.ALLOWED if rng.random() < 0.9 else rng.choice(list(ClueVerdict))
        return dataclasses.replace(action, word=rng.choice(CLUE_WORDS), verdict=verdict)
    if isinstance(action, Answer) and action.correct and rng.random() < 0.2:
        return Answer((*action.guessers, rng.randrange(6)), True)  # sometimes a shared answer
    if isinstance(action, Answer):
        return dataclasses.replace(action, correct=rng.random() < 0.25)
    if isinstance(action, Motion):
        ayes = tuple(rng.sample(range(3), rng.randint(0, 3)))
        return dataclasses.replace(action, ayes=ayes)
    return action
