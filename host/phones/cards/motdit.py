"""The Mot Dit holder's card on their phone: its two options, each a word, its clue count and
its bonus; nothing for the players who do not hold the box."""

from __future__ import annotations

from engine.motdit import Bonus, MotDit, Option
from host.phones.messages import Card, Hand, Part
from host.phrasebook.motdit_says import MotDitHand
from lexicon.motdit import lexicon

BONUS = {
    Bonus.NONE: "",
    Bonus.PLAY_AGAIN: MotDitHand.PLAY_AGAIN,
    Bonus.BAD_LUCK: MotDitHand.BAD_LUCK,
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
    return Hand(game.name, MotDitHand.TITLE, tuple(cards))


def card(k: int, option: Option, word: str, symbol: str, secret: str | None) -> Card:
    """Option `k` of the card: "church, 1 clue, play again if found"."""
    clues = (MotDitHand.CLUES_MANY if option.clues > 1 else MotDitHand.CLUES).format(
        clues=option.clues
    )
    bonus = BONUS[option.bonus]
    chosen = secret is not None and word == secret
    label = ", ".join(filter(None, (word, clues, bonus)))
    parts = [Part("word", word), Part("clues", clues, icon="clue")]
    if bonus:
        parts.append(Part("effect", bonus, icon=option.bonus.value))
    parts.append(Part("symbol", MotDitHand.SAY.format(number=("one", "two")[k], symbol=symbol)))
    if chosen:
        parts.insert(0, Part("badge", MotDitHand.YOUR_WORD))
    said = MotDitHand.YOUR_WORD_IS.format(label=label) if chosen else label
    return Card(str(k), said, tuple(parts), chosen=chosen)
