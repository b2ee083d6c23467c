"""Numbers, plurals, ordinals and lists, written the way a host says them."""

from __future__ import annotations

import re
from collections.abc import Sequence

# fmt: off
_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# fmt: on
_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?] ))[a-z]")
_IRREGULAR = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}


def number(n: int) -> str:
    """A whole number in words: 'three', 'twenty-one', 'minus two' (digits past a million)."""
    if n < 0:
        return f"minus {number(-n)}"
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" and {number(rest)}" if rest else "")
    if n < 1_000_000:
        thousands, rest = divmod(n, 1000)
        tail = "" if not rest else f" and {number(rest)}" if rest < 100 else f" {number(rest)}"
        return f"{number(thousands)} thousand{tail}"
    return str(n)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """How many of something: 'no points', 'one point', 'three points', 'minus one point'."""
    word = noun if abs(n) == 1 else plural or f"{noun}s"
    return f"{'no' if n == 0 else number(n)} {word}"


def ordinal(n: int) -> str:
    """'first', 'second', 'twenty-third', 'one hundredth'."""
    words = number(n)
    cut = max(words.rfind(" "), words.rfind("-")) + 1
    head, last = words[:cut], words[cut:]
    if last in _IRREGULAR:
        return head + _IRREGULAR[last]
    return head + (f"{last[:-1]}ieth" if last.endswith("y") else f"{last}th")


def listing(items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


NAME_PARTICLES = frozenset({"of", "the", "de", "da", "di", "du", "van", "von", "der", "la", "le"})
"""The small words a name keeps in lower case inside it: 'Joan of Arc', 'Vincent van Gogh'."""


def as_a_name(text: str) -> str:
    """A name heard or typed all in lower case as a person writes it ('shrek' -> 'Shrek',
    'king charles' -> 'King Charles', 'joan of arc' -> 'Joan of Arc'); a name with a capital
    anywhere is kept as it was given ('McCartney', 'will.i.am' aside)."""
    if text != text.lower():
        return text
    words = text.split(" ")
    return " ".join(
        w if k and w in NAME_PARTICLES else w[:1].upper() + w[1:] for k, w in enumerate(words)
    )


def capitalized(text: str) -> str:
    """The text with a capital at the start of each sentence (the rest untouched)."""
    return _SENTENCE_START.sub(lambda m: m.group(0).upper(), text)
