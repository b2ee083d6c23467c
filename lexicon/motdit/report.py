"""Maudit Mot Dit content checked and summarised: `partyhost lexicon check` and `stats`."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from engine.motdit import Bonus
from lexicon.core import pronounceable_words
from lexicon.motdit.content import (
    CARD_COUNT,
    CARDS_FILE,
    FAMILY_FILE,
    LOOKALIKES_FILE,
    MIN_DISTINCT_WORDS,
    NAME,
    WORDS_FILE,
    MotDitLexicon,
    parse,
)


def check(data_dir: Path | None = None, dictionary: Path | None = None) -> list[str]:
    """Every problem with the Mot Dit content, one line each ([] when all is well)."""
    lexicon, problems = parse(data_dir)
    problems = list(problems)
    symbols = lexicon.symbols
    if symbols and len(set(symbols)) != len(symbols):
        problems.append(f"{CARDS_FILE}: the symbol names are not all different")
    if len(lexicon.cards) != CARD_COUNT:
        problems.append(f"{CARDS_FILE}: {len(lexicon.cards)} word cards, expected {CARD_COUNT}")
    on_cards = {w for card in lexicon.cards for w in card.words}
    if len(on_cards) < MIN_DISTINCT_WORDS:
        problems.append(
            f"{CARDS_FILE}: {len(on_cards)} distinct words, expected at least {MIN_DISTINCT_WORDS}"
        )
    for word in sorted(set(lexicon.words) - on_cards):
        problems.append(f"{WORDS_FILE}: {word!r} is on no card")
    for word in sorted(set(symbols) & on_cards):
        problems.append(f"{CARDS_FILE}: {word!r} is both a symbol name and a word")
    for word in sorted(lexicon.words):
        if word not in lexicon.families:
            problems.append(f"{FAMILY_FILE}: no entry for {word!r}")
        if word not in lexicon.lookalikes:
            problems.append(f"{LOOKALIKES_FILE}: no entry for {word!r}")
        clash = set(lexicon.family(word)) & set(lexicon.look_alikes(word))
        if clash:
            problems.append(
                f"{FAMILY_FILE}: family of {word!r} has {', '.join(sorted(clash))}, "
                f"which its deny list ({LOOKALIKES_FILE}) says is not family"
            )
    problems += _pronunciation_problems(sorted(on_cards | set(symbols)), dictionary)
    return problems


def _pronunciation_problems(words: list[str], dictionary: Path | None) -> list[str]:
    known = pronounceable_words(dictionary)
    if known is None:
        return [
            "pocketsphinx is not installed: cannot check words against its pronunciation "
            "dictionary (model/en-us/cmudict-en-us.dict)"
        ]
    return [
        f"{CARDS_FILE}: {word!r} is not in the pronunciation dictionary"
        for word in words
        if word not in known
    ]


def stats(data_dir: Path | None = None) -> list[str]:
    """A short report: cards, symbols, clue counts, bonuses, distinct words."""
    lexicon, problems = parse(data_dir)
    options = [o for card in lexicon.cards for o in card.options]
    on_cards = [w for card in lexicon.cards for w in card.words]
    distinct = set(on_cards)
    clue_counts = Counter(o.clues for o in options)
    bonuses = Counter(o.bonus for o in options)
    word_clues = Counter(lexicon.words[w].clues for w in distinct if w in lexicon.words)
    categories = Counter(lexicon.words[w].category for w in distinct if w in lexicon.words)
    lines = [
        f"{NAME}: {len(lexicon.cards)} word cards, {len(lexicon.symbols)} symbols "
        f"({', '.join(lexicon.symbols)})",
        f"  words: {len(on_cards)} on cards, {len(distinct)} distinct, "
        f"{sum(1 for c in Counter(on_cards).values() if c > 1)} on more than one card",
        f"  card backs: {len(options)} options; clues "
        + ", ".join(f"{n}: {clue_counts[n]}" for n in range(1, 6)),
        "  bonuses: " + ", ".join(f"{b.value} {bonuses[b]}" for b in Bonus),
        "  word difficulty (clues per distinct word): "
        + ", ".join(f"{n}: {word_clues[n]}" for n in range(1, 6)),
        "  categories: " + ", ".join(f"{c} {n}" for c, n in categories.most_common()),
        f"  referee data: {sum(len(f) for f in lexicon.families.values())} family forms, "
        f"{sum(len(f) for f in lexicon.lookalikes.values())} look-alikes, "
        f"{sum(len(i.sounds_like) for i in lexicon.words.values())} homophones, "
        f"{sum(len(t) for i in lexicon.words.values() for t in i.translations.values())} "
        f"translations",
    ]
    if problems:
        lines.append(f"  ({len(problems)} format problems: run `partyhost lexicon check`)")
    return lines


def summary(lexicon: MotDitLexicon) -> str:
    """A few words on the content's size, for one-line reports."""
    distinct = {w for card in lexicon.cards for w in card.words}
    return f"{len(lexicon.cards)} word cards, {len(distinct)} distinct words"
