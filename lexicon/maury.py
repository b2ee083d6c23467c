"""The Maury Game content: the 84 argument cards and the host's show lines.

Two reviewed files in lexicon/data/ (hand-written):
- maury_cards.tsv: one row per argument card, in the fields of engine.maury.ArgumentCard, with
  the quote its player reads aloud; its header comment explains the deck's balance;
- maury_show.tsv: the host's fixed lines, a few variants of each (opening, reveal, verdicts,
  audience reactions, winners), some with `{player}`-style slots the host fills in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from string import Formatter
from types import MappingProxyType

from engine.maury import MAX_AMOUNT, ArgumentCard, Colour, Power
from lexicon.core import (
    DATA_DIR,
    EMPTY,
    Row,
    count_problem,
    length_summary,
    loaded,
    numbering_problem,
    read_table,
    speech_problem,
    tally,
    text_key,
    unique_problem,
)

NAME = "The Maury Game"
"""The game's name, as reports print it."""

CARDS_FILE = "maury_cards.tsv"
"""The argument cards: one row per card."""
SHOW_FILE = "maury_show.tsv"
"""The host's fixed show lines: one row per variant."""

ICONS = ("gain_not", "take_not", "gain_popularity", "lose_popularity")
"""The effect icons, named as ArgumentCard's fields."""
CARD_COLUMNS = ("card", "colour", "strength", "maury", *ICONS, "power", "draw", "quote")
"""The columns of the cards file."""
SHOW_COLUMNS = ("key", "line")
"""The columns of the show file."""
MAURY_FLAGS = {"yes": True, "no": False}
"""How the maury column is written."""

CARD_COUNT = 84
"""Argument cards in the box."""
QUOTE_WORDS_UNDER = 20
"""A quote must have fewer words than this."""
SHOW_WORDS_UNDER = 20
"""A show line must have fewer words than this (slots count as one word)."""
MIN_VARIANTS = 3
"""Each show line comes in at least this many variants, so repeated games sound different."""


@dataclass(frozen=True)
class ShowKey:
    """One of the host's show lines: what it is for, its slots, and a phrase it must say."""

    about: str
    slots: frozenset[str] = frozenset()
    must_say: str = ""


SHOW_KEYS: Mapping[str, ShowKey] = MappingProxyType(
    {
        "opening": ShowKey("the show's opening, before the first turn"),
        "reveal": ShowKey(
            "the opener of each test, before the card is drawn",
            frozenset({"player"}),
            "in the case of this baby",
        ),
        "not_father": ShowKey(
            "the verdict when a NOT card comes out", frozenset({"player"}), "not the father"
        ),
        "father": ShowKey(
            "the verdict when the FATHER card comes out", frozenset({"player"}), "are the father"
        ),
        "audience_cheer": ShowKey("the audience cheers, in words"),
        "audience_gasp": ShowKey("the audience gasps, in words"),
        "audience_boo": ShowKey("the audience boos, in words"),
        "winners": ShowKey(
            "the closing line: who won, and who is the father", frozenset({"winners", "father"})
        ),
    }
)
"""Every show line the host needs, by key; a line fills its slots with str.format()."""


@dataclass(frozen=True)
class MauryLexicon:
    """The loaded content: the argument cards and the show lines by key."""

    cards: tuple[ArgumentCard, ...]
    show: Mapping[str, tuple[str, ...]]
    card_lines: tuple[int, ...] = field(default=(), compare=False)
    show_lines: Mapping[str, tuple[int, ...]] = field(
        default_factory=lambda: MappingProxyType({}), compare=False
    )


# ---- reading ------------------------------------------------------------------------------


def parse(data_dir: Path | None = None) -> tuple[MauryLexicon, list[str]]:
    """Read both files leniently: the content that could be read, and every format problem."""
    data_dir = Path(data_dir) if data_dir is not None else DATA_DIR
    problems: list[str] = []
    cards, card_lines = _read_cards(data_dir / CARDS_FILE, problems)
    show, show_lines = _read_show(data_dir / SHOW_FILE, problems)
    lexicon = MauryLexicon(
        cards=tuple(cards),
        show=MappingProxyType({k: tuple(v) for k, v in show.items()}),
        card_lines=tuple(card_lines),
        show_lines=MappingProxyType({k: tuple(v) for k, v in show_lines.items()}),
    )
    return lexicon, problems


def load(data_dir: Path | None = None) -> MauryLexicon:
    """The Maury Game content; LexiconError (a ValueError) if either file is malformed."""
    return loaded(parse(data_dir))


def load_deck(data_dir: Path | None = None) -> tuple[ArgumentCard, ...]:
    """The argument cards, ready for MauryConfig(players, deck)."""
    return load(data_dir).cards


def load_show(data_dir: Path | None = None) -> Mapping[str, tuple[str, ...]]:
    """The host's show lines: key -> its variants (templates with `{player}`-style slots)."""
    return load(data_dir).show


@cache
def lexicon() -> MauryLexicon:
    """The shipped content, loaded once."""
    return load()


def _read_cards(path: Path, problems: list[str]) -> tuple[list[ArgumentCard], list[int]]:
    table = read_table(path, CARD_COLUMNS)
    problems += table.problems
    cards: list[ArgumentCard] = []
    lines: list[int] = []
    for number, row in enumerate(table.rows, start=1):
        if bad := numbering_problem(row, "card", number):
            problems.append(bad)
        card = _read_card(row, problems)
        if card is not None:
            cards.append(card)
            lines.append(row.line)
    return cards, lines


def _read_card(row: Row, problems: list[str]) -> ArgumentCard | None:
    where = row.where()
    try:
        strength = int(row["strength"])
        amounts = {name: int(row[name]) for name in (*ICONS, "draw")}
    except ValueError:
        problems.append(f"{where}: strength, {', '.join(ICONS)} and draw must be whole numbers")
        return None
    if row["maury"] not in MAURY_FLAGS:
        problems.append(f"{where}: maury must be yes or no, not {row['maury']!r}")
        return None
    if row["colour"] not in set(Colour):
        known = ", ".join(c.value for c in Colour)
        problems.append(f"{where}: unknown colour {row['colour']!r} (known: {known})")
        return None
    if row["power"] != EMPTY and row["power"] not in set(Power):
        known = ", ".join(p.value for p in Power)
        problems.append(f"{where}: unknown power kind {row['power']!r} (known: {known})")
        return None
    try:
        return ArgumentCard(
            colour=Colour(row["colour"]),
            strength=strength,
            quote=row["quote"],
            power=None if row["power"] == EMPTY else Power(row["power"]),
            is_maury=MAURY_FLAGS[row["maury"]],
            **amounts,
        )
    except (TypeError, ValueError) as exc:
        problems.append(f"{where}: the engine refuses this card: {exc}")
        return None


def _read_show(
    path: Path, problems: list[str]
) -> tuple[dict[str, list[str]], dict[str, list[int]]]:
    table = read_table(path, SHOW_COLUMNS)
    problems += table.problems
    show: dict[str, list[str]] = {}
    lines: dict[str, list[int]] = {}
    for row in table.rows:
        key, line = row["key"], row["line"]
        if key not in SHOW_KEYS:
            problems.append(
                f"{row.where()}: unknown show key {key!r} (known: {', '.join(SHOW_KEYS)})"
            )
            continue
        if bad := _slot_problem(line, SHOW_KEYS[key].slots):
            problems.append(f"{row.where()}: {key} line {bad}")
            continue
        show.setdefault(key, []).append(line)
        lines.setdefault(key, []).append(row.line)
    return show, lines


def _slot_problem(line: str, slots: frozenset[str]) -> str | None:
    """Why `line` cannot be filled in with str.format(**slots), or None."""
    try:
        fields = [(name, spec, conv) for _, name, spec, conv in Formatter().parse(line)]
    except ValueError as exc:
        return f"has a broken slot: {exc}"
    used = {name for name, _, _ in fields if name is not None}
    plain = all(not spec and not conv for _, spec, conv in fields)
    allowed = ", ".join(f"{{{s}}}" for s in sorted(slots)) or "none"
    if not plain or not used <= slots:
        return f"may only use the slots {allowed}"
    return None


def _spoken(line: str) -> str:
    """`line` as the voice will read it, each slot filled with a plain name."""
    return line.format_map({name: "Sam" for key in SHOW_KEYS.values() for name in key.slots})


# ---- checking and statistics --------------------------------------------------------------


def check(data_dir: Path | None = None) -> list[str]:
    """Every problem with the Maury Game content, one line each ([] when all is well)."""
    lexicon, problems = parse(data_dir)
    problems = list(problems)
    cards = lexicon.cards
    if bad := count_problem(CARDS_FILE, len(cards), CARD_COUNT, "argument cards"):
        problems.append(bad)
    if cards and not any(c.is_maury for c in cards):
        problems.append(f"{CARDS_FILE}: no Maury card")
    missing = [p.value for p in Power if not any(c.power is p for c in cards)]
    if cards and missing:
        problems.append(f"{CARDS_FILE}: no card has the power {', '.join(missing)}")
    seen: dict[str, int] = {}
    for card, line in zip(cards, lexicon.card_lines, strict=True):
        if bad := unique_problem(seen, text_key(card.quote), CARDS_FILE, line, "quote"):
            problems.append(bad)
        if bad := speech_problem(card.quote, QUOTE_WORDS_UNDER):
            problems.append(f"{CARDS_FILE}:{line}: quote {bad}")
    problems += _show_problems(lexicon)
    return problems


def _show_problems(lexicon: MauryLexicon) -> list[str]:
    problems: list[str] = []
    for key, spec in SHOW_KEYS.items():
        variants = lexicon.show.get(key, ())
        if not variants:
            problems.append(f"{SHOW_FILE}: missing show key {key!r} ({spec.about})")
            continue
        if len(variants) < MIN_VARIANTS:
            problems.append(
                f"{SHOW_FILE}: {key} has {len(variants)} variants, expected at least {MIN_VARIANTS}"
            )
        seen: dict[str, int] = {}
        for line, number in zip(variants, lexicon.show_lines[key], strict=True):
            where = f"{SHOW_FILE}:{number}"
            if bad := unique_problem(seen, text_key(line), SHOW_FILE, number, f"{key} line"):
                problems.append(bad)
            if bad := speech_problem(_spoken(line), SHOW_WORDS_UNDER):
                problems.append(f"{where}: {key} line {bad}")
            if spec.must_say and spec.must_say not in text_key(line):
                problems.append(f"{where}: {key} line does not say {spec.must_say!r}")
    return problems


def stats(data_dir: Path | None = None) -> list[str]:
    """A short report: colours, strengths, icons, powers, Maury cards, quotes, show lines."""
    lexicon, problems = parse(data_dir)
    cards = lexicon.cards
    colours = Counter(c.colour.value for c in cards)
    maury = [c for c in cards if c.is_maury]
    icons = {name: [getattr(c, name) for c in cards if getattr(c, name)] for name in ICONS}
    powers = Counter(c.power.value for c in cards if c.power is not None)
    draws = Counter(c.draw for c in cards if c.draw)
    strengths = range(1, max((c.strength for c in cards), default=0) + 1)
    lines = [
        f"{NAME}: {len(cards)} argument cards ({len(maury)} Maury cards), "
        f"{sum(map(len, lexicon.show.values()))} show lines",
        "  colours: " + tally(colours, [c.value for c in Colour]),
        *(
            f"  {colour.value} by strength: "
            + tally(Counter(c.strength for c in cards if c.colour is colour), strengths)
            for colour in Colour
        ),
        "  icons (cards, total points): "
        + ", ".join(f"{name} {len(v)} ({sum(v)})" for name, v in icons.items()),
        "  icon amounts: "
        + tally(Counter(a for v in icons.values() for a in v), range(1, MAX_AMOUNT + 1)),
        "  powers: "
        + tally(powers, [p.value for p in Power])
        + (f"; draw cards draws {tally(draws, sorted(draws))}" if draws else ""),
        "  Maury cards: "
        + tally(Counter(c.colour.value for c in maury), [c.value for c in Colour])
        + "; strength "
        + tally(Counter(c.strength for c in maury), sorted({c.strength for c in maury})),
        f"  quotes: {len({text_key(c.quote) for c in cards})} distinct, "
        + length_summary([c.quote for c in cards]),
        "  show lines: " + tally({k: len(v) for k, v in lexicon.show.items()}, SHOW_KEYS),
    ]
    if problems:
        lines.append(f"  ({len(problems)} format problems: run `partyhost lexicon check`)")
    return lines


def summary(lexicon: MauryLexicon) -> str:
    """A few words on the content's size, for one-line reports."""
    maury = sum(c.is_maury for c in lexicon.cards)
    shown = sum(map(len, lexicon.show.values()))
    return f"{len(lexicon.cards)} argument cards, {maury} Maury cards, {shown} show lines"
