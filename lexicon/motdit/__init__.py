"""Maudit Mot Dit content: the 110 word cards, and what the referee knows about every word.

Four reviewed files in lexicon/data/ (written by tools/build_motdit.py, then reviewed):
- motdit_words.tsv: one row per word: category, frequency, clue count, translations, homophones;
- motdit_family.tsv: the forms a clue may not use (plurals, derivations, compounds);
- motdit_lookalikes.tsv: words that look related but are not family (car: carpet);
- motdit_cards.tsv: the cards; its header names the deck's eight symbols.
"""

from lexicon.motdit.content import (
    BAD_LUCK_CLUES,
    CARD_COUNT,
    CARDS_FILE,
    FAMILY_COLUMNS,
    FAMILY_FILE,
    LANGUAGES,
    LOOKALIKE_COLUMNS,
    LOOKALIKES_FILE,
    MIN_DISTINCT_WORDS,
    NAME,
    OPTION_COLUMNS,
    WORD_COLUMNS,
    WORDS_FILE,
    MotDitLexicon,
    WordInfo,
    family,
    homophones,
    lexicon,
    load,
    load_deck,
    look_alikes,
    parse,
    translations,
)
from lexicon.motdit.report import check, stats, summary

__all__ = [
    "BAD_LUCK_CLUES",
    "CARDS_FILE",
    "CARD_COUNT",
    "FAMILY_COLUMNS",
    "FAMILY_FILE",
    "LANGUAGES",
    "LOOKALIKES_FILE",
    "LOOKALIKE_COLUMNS",
    "MIN_DISTINCT_WORDS",
    "NAME",
    "OPTION_COLUMNS",
    "WORDS_FILE",
    "WORD_COLUMNS",
    "MotDitLexicon",
    "WordInfo",
    "check",
    "family",
    "homophones",
    "lexicon",
    "load",
    "load_deck",
    "look_alikes",
    "parse",
    "stats",
    "summary",
    "translations",
]
