"""The Mot Dit holder's card on their phone: its two options, each a word, its clue count and
its bonus; nothing for the players who do not hold the box."""

from __future__ import annotations

from engine.motdit import Bonus, MotDit, Option
from host.phones.messages import Card, Hand, Part
from lexicon.motdit import lexicon

BONUS = {
    Bonus.NONE: "",
    Bonus.PLAY_AGAIN: "play again if found",
    Bonus.BAD_LUCK: "a Bad Luck card to give",
}
"""A bonus in the few words a card prints."""


def hand(game: MotDit, seat: int) -> Hand:
    """`seat`'s card (its options numbered as the choice of word numbers them), or no card."""
    view = game.view(seat)
    cards = []
    if view.card_options is not None and view.card_words is not None:
        symbols = lexicon().symbols
        for k, option in enumerate(view.card_options):
            word = view.card_words[option.symbol]
            cards.append(card(k, option, word, symbols[option.symbol], view.secret_word))
    return Hand("motdit", "Your card", tuple(cards))


def card(k: int, option: Option, word: str, symbol: str, secret: str | None) -> Card:
    """Option `k` of the card: "church, 1 clue, play again if found"."""
    clues = f"{option.clues} clue{'s' if option.clues > 1 else ''}"
    bonus = BONUS[option.bonus]
    chosen = secret is not None and word == secret
    label = ", ".join(filter(None, (word, clues, bonus)))
    parts = [Part("word", word), Part("clues", clues, icon="clue")]
    if bonus:
        parts.append(Part("effect", bonus, icon=option.bonus.value))
    parts.append(Part("symbol", f"say {('one', 'two')[k]} or {symbol}"))
    if chosen:
        parts.insert(0, Part("badge", "Your word"))
    return Card(str(k), f"Your word: {label}" if chosen else label, tuple(parts), chosen=chosen)
