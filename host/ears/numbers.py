"""Numbers written as words: Whisper writes "10 of clubs" and "1st", the games say "ten of clubs"
and "first"."""

from __future__ import annotations

import re

_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_ORDINAL = {
    "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
    "nine": "ninth", "twelve": "twelfth",
}  # fmt: skip
_NUMBER = re.compile(r"(\d[\d,]*)(st|nd|rd|th)?\b")


def cardinal(n: int) -> str:
    """0-999999 in words: 42 -> "forty two"."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = "" if n % 100 == 0 else " " + cardinal(n % 100)
        return f"{_ONES[n // 100]} hundred{rest}"
    rest = "" if n % 1000 == 0 else " " + cardinal(n % 1000)
    return f"{cardinal(n // 1000)} thousand{rest}"


def ordinal(n: int) -> str:
    """1 -> "first", 21 -> "twenty first", 40 -> "fortieth"."""
    words = cardinal(n).split()
    last = words[-1]
    if last in _ORDINAL:
        words[-1] = _ORDINAL[last]
    elif last.endswith("y"):
        words[-1] = last[:-1] + "ieth"
    else:
        words[-1] = last + "th"
    return " ".join(words)


def spell_numbers(text: str) -> str:
    """Every number in `text` in words ("10 of clubs" -> "ten of clubs"); a million or more
    is left as it is."""

    def words(match: re.Match[str]) -> str:
        n = int(match.group(1).replace(",", ""))
        if n >= 1_000_000:
            return match.group(0)
        return ordinal(n) if match.group(2) else cardinal(n)

    return _NUMBER.sub(words, text)
