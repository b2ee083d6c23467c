"""Maudit Mot Dit content read: the 110 word cards, and what the referee knows of every word.

Four reviewed files in lexicon/data/ (written by tools/build_motdit.py, then reviewed):
- motdit_words.tsv: one row per word: category, frequency, clue count, translations, homophones;
- motdit_family.tsv: the forms a clue may not use (plurals, derivations, compounds);
- motdit_lookalikes.tsv: words that look related but are not family (car: carpet);
- motdit_cards.tsv: the cards; its header names the deck's eight symbols.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

from engine.motdit import SYMBOLS_PER_CARD, Bonus, Option, WordCard
from lexicon.core import (
    DATA_DIR,
    LexiconError,
    Row,
    is_word,
    read_table,
    split_list,
)

NAME = "Maudit Mot Dit"
"""The game's name, as reports print it."""

WORDS_FILE = "motdit_words.tsv"
"""The word list: one row per word, with its clue count, translations and homophones."""
FAMILY_FILE = "motdit_family.tsv"
"""Each word's family: the forms a clue may not use."""
LOOKALIKES_FILE = "motdit_lookalikes.tsv"
"""Each word's deny list: look-alikes that are not family."""
CARDS_FILE = "motdit_cards.tsv"
"""The 110 cards; its header names the eight symbols."""

LANGUAGES = ("french", "spanish", "german", "italian")
"""The languages whose translations the rulebook forbids as clues (at least these)."""

WORD_COLUMNS = ("word", "category", "zipf", "syllables", "clues", *LANGUAGES, "sounds_like")
"""The columns of the word list."""
FAMILY_COLUMNS = ("word", "family")
"""The columns of the family file."""
LOOKALIKE_COLUMNS = ("word", "not_family")
"""The columns of the deny-list file."""
OPTION_COLUMNS = ("option_1", "option_2")
"""The last two columns of the cards file: the card's back."""

CARD_COUNT = 110
"""Word cards in the box."""
MIN_DISTINCT_WORDS = 600
"""The deck must use at least this many different words."""
BAD_LUCK_CLUES = (4, 5)
"""Bad Luck goes only with words that take this many clues."""


@dataclass(frozen=True)
class WordInfo:
    """One row of the word list: how hard the word is and what the referee must know about it."""

    word: str
    category: str
    zipf: float
    syllables: int
    clues: int
    translations: Mapping[str, tuple[str, ...]]
    sounds_like: tuple[str, ...]


@dataclass(frozen=True)
class MotDitLexicon:
    """The loaded content: the symbols, the deck, and per-word referee data."""

    symbols: tuple[str, ...]
    cards: tuple[WordCard, ...]
    words: Mapping[str, WordInfo]
    families: Mapping[str, tuple[str, ...]]
    lookalikes: Mapping[str, tuple[str, ...]]
    card_lines: tuple[int, ...] = field(default=(), compare=False)

    def info(self, word: str) -> WordInfo:
        """The word-list row of `word` (KeyError if it is not a deck word)."""
        return self.words[_key(word)]

    def family(self, word: str) -> tuple[str, ...]:
        """The forms a clue for `word` may not use (not counting the word itself)."""
        return self.families.get(_key(word), ())

    def look_alikes(self, word: str) -> tuple[str, ...]:
        """Words that look like `word` but are not of its family, so are allowed as clues."""
        return self.lookalikes.get(_key(word), ())

    def translations(self, word: str) -> Mapping[str, tuple[str, ...]]:
        """The translations of `word` by language (french, spanish, german, italian)."""
        info = self.words.get(_key(word))
        return info.translations if info else MappingProxyType({})

    def homophones(self, word: str) -> tuple[str, ...]:
        """Words that sound (nearly) like `word`, and its other spellings."""
        info = self.words.get(_key(word))
        return info.sounds_like if info else ()

    def same_family(self, word: str, clue: str) -> bool:
        """Whether `clue` is `word` or one of its family, allowing a plain plural or -ing/-ed."""
        family = {_key(word), *self.family(word)}
        return any(form in family for form in _base_forms(_key(clue)))

    def is_translation(self, word: str, clue: str) -> bool:
        """Whether `clue` is one of the listed translations of `word` (case and accents kept)."""
        clue = clue.strip().casefold()
        return any(clue == t.casefold() for ts in self.translations(word).values() for t in ts)

    def sounds_like(self, word: str, guess: str) -> bool:
        """Whether `guess` is `word` itself or one of its homophones or other spellings."""
        guess = _key(guess)
        return guess == _key(word) or guess in self.homophones(word)


def _key(word: str) -> str:
    return word.strip().casefold()


def _base_forms(word: str) -> set[str]:
    """`word` and what it may be a plain inflection of (boxes -> box, ponies -> pony ...)."""
    forms = {word}
    for suffix, replacements in (
        ("ies", ("y",)),
        ("es", ("", "e")),
        ("s", ("",)),
        ("men", ("man",)),
        ("ing", ("", "e")),
        ("ed", ("", "e")),
    ):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            stem = word[: -len(suffix)]
            forms |= {stem + r for r in replacements}
            if len(stem) > 2 and stem[-1] == stem[-2]:
                forms.add(stem[:-1])
    return forms


# ---- reading ------------------------------------------------------------------------------


def parse(data_dir: Path | None = None) -> tuple[MotDitLexicon, list[str]]:
    """Read all four files leniently: the content that could be read, and every format problem."""
    data_dir = Path(data_dir) if data_dir is not None else DATA_DIR
    problems: list[str] = []
    words = _read_words(data_dir / WORDS_FILE, problems)
    families = _read_lists(data_dir / FAMILY_FILE, FAMILY_COLUMNS, words, problems)
    lookalikes = _read_lists(data_dir / LOOKALIKES_FILE, LOOKALIKE_COLUMNS, words, problems)
    symbols, cards, lines = _read_cards(data_dir / CARDS_FILE, words, problems)
    lexicon = MotDitLexicon(
        symbols=symbols,
        cards=tuple(cards),
        words=MappingProxyType(words),
        families=MappingProxyType(families),
        lookalikes=MappingProxyType(lookalikes),
        card_lines=tuple(lines),
    )
    return lexicon, problems


def load(data_dir: Path | None = None) -> MotDitLexicon:
    """The Mot Dit content; LexiconError (a ValueError) if any file is malformed."""
    lexicon, problems = parse(data_dir)
    if problems:
        raise LexiconError(problems)
    return lexicon


def load_deck(data_dir: Path | None = None) -> tuple[WordCard, ...]:
    """The word cards, ready for MotDitConfig(players, deck)."""
    return load(data_dir).cards


@cache
def lexicon() -> MotDitLexicon:
    """The shipped content, loaded once."""
    return load()


def family(word: str) -> tuple[str, ...]:
    """The shipped family of `word`: forms a clue may not use."""
    return lexicon().family(word)


def look_alikes(word: str) -> tuple[str, ...]:
    """The shipped deny list of `word`: look-alikes that are not family."""
    return lexicon().look_alikes(word)


def translations(word: str) -> Mapping[str, tuple[str, ...]]:
    """The shipped translations of `word` by language."""
    return lexicon().translations(word)


def homophones(word: str) -> tuple[str, ...]:
    """The shipped homophones and other spellings of `word`."""
    return lexicon().homophones(word)


def _read_words(path: Path, problems: list[str]) -> dict[str, WordInfo]:
    table = read_table(path, WORD_COLUMNS)
    problems += table.problems
    words: dict[str, WordInfo] = {}
    first_line: dict[str, int] = {}
    for row in table.rows:
        word = row["word"]
        if not is_word(word):
            problems.append(f"{row.where()}: word {word!r} is not one lower-case English word")
            continue
        if word in words:
            problems.append(
                f"{row.where()}: duplicate word {word!r} (first on line {first_line[word]})"
            )
            continue
        try:
            zipf, syllables, clues = float(row["zipf"]), int(row["syllables"]), int(row["clues"])
        except ValueError:
            problems.append(f"{row.where()}: zipf, syllables and clues must be numbers")
            continue
        if not 1 <= clues <= 5:
            problems.append(f"{row.where()}: clue count {clues} of {word!r} is not 1..5")
            continue
        translations = {lang: split_list(row[lang]) for lang in LANGUAGES}
        missing = [lang for lang, items in translations.items() if not items]
        if missing:
            problems.append(f"{row.where()}: {word!r} has no {', '.join(missing)} translation")
        if any(not t for items in translations.values() for t in items):
            problems.append(f"{row.where()}: {word!r} has an empty translation")
        sounds = tuple(s.casefold() for s in split_list(row["sounds_like"]))
        if word in sounds or any(not s for s in sounds):
            problems.append(f"{row.where()}: {word!r} lists itself or a blank as a homophone")
        if not row["category"]:
            problems.append(f"{row.where()}: {word!r} has no category")
        words[word] = WordInfo(
            word=word,
            category=row["category"],
            zipf=zipf,
            syllables=syllables,
            clues=clues,
            translations=MappingProxyType(translations),
            sounds_like=sounds,
        )
        first_line[word] = row.line
    return words


def _read_lists(
    path: Path, columns: tuple[str, str], words: Mapping[str, WordInfo], problems: list[str]
) -> dict[str, tuple[str, ...]]:
    table = read_table(path, columns)
    problems += table.problems
    lists: dict[str, tuple[str, ...]] = {}
    for row in table.rows:
        word = row[columns[0]]
        if word in lists:
            problems.append(f"{row.where()}: duplicate entry for {word!r}")
            continue
        if word not in words:
            problems.append(f"{row.where()}: {word!r} is not in {WORDS_FILE}")
        items = split_list(row[columns[1]])
        if not all(map(is_word, items)):
            problems.append(f"{row.where()}: {columns[1]} of {word!r} must be lower-case words")
        if word in items:
            problems.append(f"{row.where()}: {word!r} lists itself")
        if len(set(items)) != len(items):
            problems.append(f"{row.where()}: {word!r} lists a form twice")
        lists[word] = items
    return lists


def _card_header_problem(header: tuple[str, ...]) -> str | None:
    expected = 1 + SYMBOLS_PER_CARD + len(OPTION_COLUMNS)
    if (
        len(header) != expected
        or header[0] != "card"
        or header[-len(OPTION_COLUMNS) :] != OPTION_COLUMNS
    ):
        return (
            f"header should be card, the {SYMBOLS_PER_CARD} symbol names, "
            f"{', '.join(OPTION_COLUMNS)}"
        )
    symbols = header[1 : 1 + SYMBOLS_PER_CARD]
    if not all(map(is_word, symbols)):
        return "symbol names must be lower-case words"
    return None


def _read_cards(
    path: Path, words: Mapping[str, WordInfo], problems: list[str]
) -> tuple[tuple[str, ...], list[WordCard], list[int]]:
    table = read_table(path)
    problems += table.problems
    if not table.header:
        return (), [], []
    if bad := _card_header_problem(table.header):
        problems.append(f"{path.name}: {bad}")
        return (), [], []
    symbols = table.header[1 : 1 + SYMBOLS_PER_CARD]
    cards: list[WordCard] = []
    lines: list[int] = []
    for number, row in enumerate(table.rows, start=1):
        card = _read_card(row, symbols, words, problems, expected_number=number)
        if card is not None:
            cards.append(card)
            lines.append(row.line)
    return symbols, cards, lines


def _read_card(
    row: Row,
    symbols: tuple[str, ...],
    words: Mapping[str, WordInfo],
    problems: list[str],
    expected_number: int,
) -> WordCard | None:
    where = row.where()
    if row["card"] != str(expected_number):
        problems.append(f"{where}: card number {row['card']!r} should be {expected_number}")
    card_words = tuple(row[s] for s in symbols)
    for symbol, word in zip(symbols, card_words, strict=True):
        if word not in words:
            problems.append(f"{where}: {symbol} word {word!r} is not in {WORDS_FILE}")
    for word, count in Counter(card_words).items():
        if count > 1:
            problems.append(f"{where}: {word!r} appears {count} times on the card")
    options = []
    for column in OPTION_COLUMNS:
        option = _read_option(row[column], symbols, card_words, words, f"{where}: {column}")
        if isinstance(option, str):
            problems.append(option)
        else:
            options.append(option)
    if len(options) != len(OPTION_COLUMNS):
        return None
    if options[0].symbol == options[1].symbol:
        problems.append(f"{where}: both options show the symbol {symbols[options[0].symbol]}")
        return None
    try:
        return WordCard(card_words, (options[0], options[1]))
    except ValueError as exc:
        problems.append(f"{where}: {exc}")
        return None


def _read_option(
    text: str,
    symbols: tuple[str, ...],
    card_words: tuple[str, ...],
    words: Mapping[str, WordInfo],
    where: str,
) -> Option | str:
    """An option written `SYMBOL CLUES [BONUS]` (`moon 3`, `key 1 play again`), or a problem."""
    parts = text.split()
    if len(parts) < 2 or parts[0] not in symbols or not parts[1].isdigit():
        return f"{where}: {text!r} should be SYMBOL CLUES [BONUS] with a symbol of the deck"
    symbol, clues = symbols.index(parts[0]), int(parts[1])
    try:
        bonus = Bonus(" ".join(parts[2:]) or Bonus.NONE.value)
    except ValueError:
        names = ", ".join(b.value for b in Bonus)
        return f"{where}: unknown bonus {' '.join(parts[2:])!r} (known: {names})"
    try:
        option = Option(symbol, clues, bonus)
    except ValueError as exc:
        return f"{where}: {exc}"
    if bonus is Bonus.BAD_LUCK and clues not in BAD_LUCK_CLUES:
        return f"{where}: Bad Luck goes only with {BAD_LUCK_CLUES} clues, not {clues}"
    info = words.get(card_words[symbol])
    if info is not None and info.clues != clues:
        return f"{where}: {info.word!r} takes {info.clues} clues in {WORDS_FILE}, not {clues}"
    return option
