"""Clues spelled letter by letter: `F I S H`, `f-i-s-h`, `eff eye ess aitch`."""

from __future__ import annotations

from itertools import product

from host.judge.sounds import pronunciations

PLAIN_NAMES = {
    "aitch": "h", "haitch": "h", "eff": "f", "ef": "f", "ess": "s", "dee": "d", "ee": "e",
    "gee": "g", "jay": "j", "kay": "k", "el": "l", "ell": "l", "em": "m", "en": "n",
    "pee": "p", "cue": "q", "ar": "r", "tee": "t", "vee": "v", "ex": "x", "wye": "y",
    "zed": "z", "zee": "z", "cee": "c", "bee": "b", "ay": "a",
}  # fmt: skip
"""Letter names that are hardly ever said for anything else."""

WORD_NAMES = {
    "eye": "i", "oh": "o", "owe": "o", "you": "u", "yew": "u", "are": "r", "why": "y",
    "see": "c", "sea": "c", "be": "b", "tea": "t", "pea": "p", "queue": "q",
}  # fmt: skip
"""Letter names that are also everyday words (eye, see, you...)."""

_DOUBLE_U = ("u", "you", "yew")


def letters(words: list[str]) -> str | None:
    """The letters `words` spell, or None unless they are at least two letters, mostly clear."""
    spelled, clear, i = [], 0, 0
    while i < len(words):
        word = words[i]
        if word == "double" and i + 1 < len(words) and words[i + 1] in _DOUBLE_U:
            spelled.append("w")
            clear, i = clear + 1, i + 2
            continue
        if len(word) == 1 or word in PLAIN_NAMES:
            clear += 1
        elif word not in WORD_NAMES:
            return None
        spelled.append(word if len(word) == 1 else PLAIN_NAMES.get(word) or WORD_NAMES[word])
        i += 1
    if len(spelled) < 2 or 2 * clear < len(spelled):
        return None
    return "".join(spelled)


def is_initialism(spelled: str) -> bool:
    """Whether the letters are said as a word by their names (TV, DJ, USA), not spelled out."""
    said = {tuple(p for pron in combo for p in pron) for combo in product(*map(_sounds, spelled))}
    return bool(said & set(pronunciations(spelled)))


def _sounds(letter: str) -> tuple[tuple[str, ...], ...]:
    return pronunciations(letter)[:2]
