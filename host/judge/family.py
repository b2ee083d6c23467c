"""Whether two words are of one family: the lexicon's lists first, then inflections,
derivations (fish -> fishy, fisherman) and compounds (sun -> sunshine), checked by sound."""

from __future__ import annotations

from enum import IntEnum
from functools import cache

import lemminflect
import Stemmer
from wordfreq import zipf_frequency

from host.judge.normalize import FUNCTION_WORDS
from host.judge.sounds import pronunciations

_STEMMER = Stemmer.Stemmer("english")
PART_ZIPF = 3.0
"""The other part of a compound must be at least this common an English word..."""
RARE_PART_ZIPF = 1.5
"""...one rarer makes it only a maybe (iceberg), if the whole starts with the word's sound."""


class Kin(IntEnum):
    """How sure the judge is that two words are of one family."""

    NO = 0
    MAYBE = 1
    SAME = 2


_SURE = "sure"
_ADJECTIVE = "adjective"
_FROM_ADJECTIVE = "from adjective"
_FROM_VERB = "from verb"
_OPAQUE = "opaque"
SUFFIXES = {
    **dict.fromkeys(("s", "es", "less", "ful", "hood", "ship", "dom", "like"), _SURE),
    **dict.fromkeys(("man", "men", "woman", "women"), _SURE),
    **dict.fromkeys(("y", "ly", "ish", "en"), _ADJECTIVE),
    "ness": _FROM_ADJECTIVE,
    **dict.fromkeys(("er", "ers"), _FROM_VERB),
    **dict.fromkeys((
        "ie", "ies", "let", "ling", "al", "ity", "ic", "ical", "ize", "ise", "ous", "ist", "ism",
        "ion", "ation", "ment", "ance", "ence", "ery", "ory", "ette", "ster", "able", "ible",
        "ing", "ed", "ian", "arium", "ium",
    ), _OPAQUE),
}  # fmt: skip
"""Derivational endings, by how much they tell: `sure` ones make family, the others
only when the parts of speech fit (writer from the verb write; corner is not from corn),
`opaque` ones never alone."""


def kinship(
    word: str, other: str, family: frozenset[str] = frozenset(), not_family: frozenset[str] = ()
) -> Kin:
    """Whether `word` is of `other`'s family: its lists (the deny list wins), else the rules."""
    if word == other:
        return Kin.SAME
    if word in not_family:
        return Kin.NO
    if word in family or lemmas(word) & family:
        return Kin.SAME
    return by_rules(word, other)


@cache
def by_rules(a: str, b: str) -> Kin:
    """Family by rules alone: shared lemma, derivation, compound, else a shared stem is a maybe."""
    shared = lemmas(a) & lemmas(b)
    if shared:
        regular = a[:3] == b[:3] or any(_noun_of(w, s) for w in (a, b) for s in shared if s != w)
        return Kin.SAME if regular else Kin.MAYBE
    long, short = (a, b) if len(a) >= len(b) else (b, a)
    best = max(
        (max(_derived(form, short, 2), _compound(form, short)) for form in lemmas(long)),
        default=Kin.NO,
    )
    if best is Kin.NO and _STEMMER.stemWord(a) == _STEMMER.stemWord(b):
        return Kin.MAYBE
    return best


@cache
def lemmas(word: str) -> frozenset[str]:
    """`word` and its lemmas in every part of speech (mice -> mouse; fishing -> fish)."""
    found = {word}
    for forms in lemminflect.getAllLemmas(word).values():
        found.update(forms)
    return frozenset(found)


def _noun_of(word: str, lemma: str) -> bool:
    """Whether `word` is a form of the noun `lemma` (mice of mouse, not wound of wind)."""
    return lemma in lemminflect.getAllLemmas(word).get("NOUN", ())


def _parts_of_speech(word: str) -> set[str]:
    return set(lemminflect.getAllLemmas(word))


def _derived(long: str, short: str, depth: int) -> Kin:
    """Whether `long` is `short` plus endings (up to `depth` of them: fish-er-man)."""
    best = Kin.NO
    for suffix, kind in SUFFIXES.items():
        if not long.endswith(suffix) or len(long) - len(suffix) < 2:
            continue
        for base in _repairs(long[: -len(suffix)]):
            if base == short:
                kin = min(_suffix_kin(long, base, kind), _sounds_derived(long, base))
            elif depth > 1 and len(base) > len(short):
                kin = min(_derived(base, short, depth - 1), _suffix_kin(long, base, kind))
            else:
                continue
            best = max(best, kin)
    return best


def _repairs(stem: str) -> set[str]:
    """The bases a stem may come from: sunn -> sun, bak -> bake, happi -> happy."""
    bases = {stem, stem + "e"}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        bases.add(stem[:-1])
    if stem.endswith("i"):
        bases.add(stem[:-1] + "y")
    return {b for b in bases if len(b) > 1}


def _suffix_kin(long: str, base: str, kind: str) -> Kin:
    """What a derivation with this kind of ending proves."""
    if kind == _SURE:
        return Kin.SAME
    if kind == _ADJECTIVE:
        pos = _parts_of_speech(long)
        return Kin.SAME if pos and pos <= {"ADJ", "ADV"} else Kin.MAYBE
    if kind == _FROM_ADJECTIVE:
        return Kin.SAME if "ADJ" in _parts_of_speech(base) else Kin.MAYBE
    if kind == _FROM_VERB:
        return Kin.SAME if _parts_of_speech(base) == {"VERB"} else Kin.MAYBE
    return Kin.MAYBE


def _sounds_derived(long: str, base: str) -> Kin:
    """Whether `long` starts with the sound of `base` (early does not start with ear)."""
    pl, pb = pronunciations(long), pronunciations(base)
    if not pl or not pb:
        return Kin.MAYBE
    for b in pb:
        head = b if len(b) < 3 else b[:-1]
        if any(p[: len(head)] == head and len(p) > len(head) for p in pl):
            return Kin.SAME
    return Kin.NO


def _compound(long: str, short: str) -> Kin:
    """Whether `long` is `short` joined to another common word, and sounds like the two."""
    if long.startswith(short):
        parts = (short, long[len(short) :])
    elif long.endswith(short):
        parts = (long[: -len(short)], short)
    else:
        return Kin.NO
    other = parts[1] if parts[0] == short else parts[0]
    zipf = zipf_frequency(other, "en")
    if len(other) < 3 or other in FUNCTION_WORDS:
        return Kin.NO
    whole, first, second = (pronunciations(w) for w in (long, *parts))
    if zipf < RARE_PART_ZIPF:
        return Kin.MAYBE if _starts_with_sound(long, short) else Kin.NO
    if not (whole and first and second):
        return Kin.MAYBE
    if not {a + b for a in first for b in second} & set(whole):
        return Kin.NO
    return Kin.SAME if zipf >= PART_ZIPF else Kin.MAYBE


def _starts_with_sound(long: str, short: str) -> bool:
    """Whether `long` is said starting with all of `short`'s sound (iceberg with ice)."""
    return any(p[: len(s)] == s for p in pronunciations(long) for s in pronunciations(short))
