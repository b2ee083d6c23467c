"""Is that clue a translation of the secret word (the rulebook forbids them)?"""

from __future__ import annotations

import lemminflect
import Stemmer
from jellyfish import jaro_winkler_similarity
from wordfreq import zipf_frequency

from host.judge.family import Kin
from host.judge.knowledge import WordKnowledge
from host.judge.normalize import key

LANGUAGES = ("french", "spanish", "german", "italian")
"""The languages the judge knows translations in."""
_CODES = {"french": "fr", "spanish": "es", "german": "de", "italian": "it"}
_STEMMERS = {lang: Stemmer.Stemmer(lang) for lang in LANGUAGES}
ENGLISH_ZIPF = 3.0
"""A translation that is an English word this common too (chat, pain, auto) is only a maybe."""
SHORTEST = 3
"""So is a shorter one (re, ei): short words mean something in too many languages."""
FOREIGN_ZIPF = 3.0
"""Without the lexicon: a common word abroad, rare in English, spelled like the secret word..."""
COGNATE = 0.85
"""...this closely (banane for banana) may be its translation."""


def translation(k: WordKnowledge, clue: str) -> tuple[str, Kin] | None:
    """The language `clue` (folded, spaces kept) translates `k.word` into, and how sure."""
    english = _also_english(clue)
    for lang, words in k.translations.items():
        if clue in words or key(clue) in {key(w) for w in words}:
            return lang, Kin.MAYBE if english else Kin.SAME
    if english or " " in clue:
        return None
    for lang, words in k.translations.items():
        stem = _STEMMERS[lang].stemWord(clue) if lang in _STEMMERS else clue
        if any(stem == _STEMMERS[lang].stemWord(w) for w in words if lang in _STEMMERS):
            return lang, Kin.SAME
    if not k.translations:
        for lang, code in _CODES.items():
            similar = jaro_winkler_similarity(clue, k.key) >= COGNATE
            if similar and zipf_frequency(clue, code) >= FOREIGN_ZIPF:
                return lang, Kin.MAYBE
    return None


def _also_english(clue: str) -> bool:
    """Whether `clue` is also an English word (lemminflect knows it) or too short to tell."""
    if len(key(clue)) < SHORTEST:
        return True
    return bool(lemminflect.getAllLemmas(clue)) and zipf_frequency(clue, "en") >= ENGLISH_ZIPF
