"""Scripted decks and a tiny driver for the Mot Dit rules tests."""

from __future__ import annotations

from engine.core import Event, Rejection, Shuffle
from engine.motdit import Bonus, MotDit, MotDitConfig, Option, WordCard


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
