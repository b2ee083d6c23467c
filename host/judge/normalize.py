"""Text as the judge reads it: checked, folded to plain lower case, split into words."""

from __future__ import annotations

import re
import unicodedata

MAX_CHARS = 200
"""The longest guess or clue the judge reads (a spoken phrase is far shorter)."""

_PUNCTUATION = set(" \t'’‘.,;:!?\"“”-–")
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O",
                            "’": "'", "‘": "'"})  # fmt: skip
_WORD = re.compile(r"[a-z]+(?:['-][a-z]+)*")
_VARIANT_RULES = (
    (r"our$", "or"),
    (r"([^aeiou])or$", r"\1our"),
    (r"([^aeiou])re$", r"\1er"),
    (r"([^aeiou])er$", r"\1re"),
    (r"ise$", "ize"),
    (r"ize$", "ise"),
    (r"yse$", "yze"),
    (r"yze$", "yse"),
    (r"ogue$", "og"),
    (r"og$", "ogue"),
    (r"ey$", "ay"),
    (r"ay$", "ey"),
    (r"ae", "e"),
    (r"oe", "e"),
    (r"llery$", "lery"),
    (r"lery$", "llery"),
    (r"mme$", "m"),
)

HESITATIONS = frozenset({
    "uh", "uhh", "uhm", "um", "umm", "er", "erm", "ah", "ahh", "eh", "hmm", "hm", "mm",
    "mmm", "oh", "well", "so", "like",
})  # fmt: skip
"""Sounds and words that only fill a pause."""

ARTICLES = frozenset({"a", "an", "the"})
"""Articles, which never make a clue two words."""

FUNCTION_WORDS = frozenset({
    "i", "me", "my", "you", "your", "he", "him", "his", "she", "her", "it", "its", "we",
    "us", "our", "they", "them", "their", "this", "that", "these", "those", "is", "are",
    "was", "were", "be", "been", "am", "has", "have", "had", "do", "does", "did",
    "could", "would", "shall", "should", "not", "no", "in", "on", "at", "to", "from",
    "with", "without", "for", "by", "into", "onto", "about", "than", "then", "very",
    "really", "too", "so", "quite", "some", "any", "many", "much", "more", "most", "all",
    "every", "each", "one", "two", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "if", "when", "where", "who", "what", "which", "why", "how", "but",
    "or", "because",
})  # fmt: skip
"""Closed-class words: they make a sentence of a clue, and are no part of a compound."""


def checked(text: str, what: str) -> str:
    """`text` stripped, or ValueError (one line) if it is empty, too long or not letters."""
    text = text.strip()
    if not text:
        raise ValueError(f"the {what} is empty")
    if len(text) > MAX_CHARS:
        raise ValueError(f"the {what} is {len(text)} characters long; at most {MAX_CHARS}")
    bad = dict.fromkeys(c for c in text if not c.isalpha() and c not in _PUNCTUATION)  # in order
    if bad:
        raise ValueError(f"the {what} has characters that are not letters: {''.join(bad)!r}")
    if not any(c.isalpha() for c in text):
        raise ValueError(f"the {what} has no letters")
    if not words(text):
        raise ValueError(f"the {what} has no word in Latin letters")
    return text


def unreadable(text: str, what: str) -> str | None:
    """Why `text` cannot be judged as a `what` ("clue"), as its player is told; None if it can."""
    try:
        checked(text, what)
    except ValueError as exc:
        why = str(exc)
        return f"{why[:1].upper()}{why[1:]}."
    return None


def fold(text: str) -> str:
    """Lower case without accents (`Café` -> `cafe`, `Straße` -> `strasse`)."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def words(text: str) -> list[str]:
    """The words of `text`, folded; `f-i-s-h` is four letters, `fish's` is `fish`."""
    found: list[str] = []
    for word in _WORD.findall(fold(text)):
        word = word.removesuffix("'s")
        parts = word.split("-")
        found += parts if len(parts) > 1 and all(len(p) == 1 for p in parts) else [word]
    return found


def key(text: str) -> str:
    """The letters only, folded: `T-shirt`, `t shirt` and `tshirt` share the key `tshirt`."""
    return "".join(c for c in fold(text) if "a" <= c <= "z")


def spelling_variants(word: str) -> set[str]:
    """Other spellings by the usual British/American rules (colour/color, grey/gray), unchecked."""
    word = key(word)
    variants = {re.sub(pattern, replacement, word) for pattern, replacement in _VARIANT_RULES}
    return {v for v in variants if v != word and len(v) > 2}
