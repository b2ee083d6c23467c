"""Pronunciations: the CMU dictionary shipped with pocketsphinx, plus espeak-ng's for accents and
for words the dictionary lacks (player names), mapped from IPA to the model's ARPAbet phones."""

from __future__ import annotations

import itertools
import subprocess

from lexicon.pronouncing import Phones, dictionary

ACCENTS = ("en-us", "en-gb")
IPA = {
    "aɪ": "AY", "aʊ": "AW", "ɔɪ": "OY", "eɪ": "EY", "oʊ": "OW", "əʊ": "OW", "eə": "EH",
    "ɪə": "IH AH", "ʊə": "UH AH", "iə": "IY AH", "aɪə": "AY ER", "aʊə": "AW ER",
    "ɑː": "AA", "ɔː": "AO", "ɜː": "ER", "iː": "IY", "uː": "UW", "ɐ": "AH", "æ": "AE",
    "a": "AE", "ɑ": "AA", "ɒ": "AA", "ɔ": "AO", "ʌ": "AH", "ə": "AH", "ɚ": "ER", "ɜ": "ER",
    "ɪ": "IH", "i": "IY", "ᵻ": "IH", "ʊ": "UH", "u": "UW", "e": "EH", "ɛ": "EH", "o": "OW",
    "əl": "AH L", "ən": "AH N", "əm": "AH M", "tʃ": "CH", "dʒ": "JH", "θ": "TH", "ð": "DH",
    "ʃ": "SH", "ʒ": "ZH", "ŋ": "NG", "ɹ": "R", "r": "R", "j": "Y", "h": "HH", "ɾ": "D",
    "ʔ": "T", "l": "L", "ɫ": "L", "x": "K", "b": "B", "d": "D", "f": "F", "g": "G",
    "ɡ": "G", "k": "K", "m": "M", "n": "N", "p": "P", "s": "S", "t": "T", "v": "V",
    "w": "W", "z": "Z",
}  # fmt: skip
MARKS = str.maketrans("", "", "ˈˌːˑ̩̃‿-")
SPELLINGS = 16
"""The most ways of saying a phrase compared (its words' pronunciations multiplied)."""


def lookup(words: list[str]) -> dict[str, tuple[Phones, ...]]:
    """Each word's pronunciations in the CMU dictionary; words it lacks are left out."""
    cmu = dictionary()
    return {word: cmu.get(word) for word in words if word in cmu}


def ipa_to_arpabet(ipa: str) -> Phones | None:
    """Space-separated IPA phonemes (espeak-ng --ipa --sep=' ') as ARPAbet, or None if unknown."""
    phones: list[str] = []
    text = "".join(ipa.split()).translate(MARKS)
    while text:
        size = next((n for n in (3, 2, 1) if text[:n] in IPA), 0)
        if not size:
            return None
        phones += IPA[text[:size]].split()
        text = text[size:]
    return tuple(phones) or None


def espeak_pronunciations(words: list[str], voice: str) -> dict[str, Phones]:
    """espeak-ng's pronunciation of each word in one accent, as ARPAbet (failures left out);
    each word is asked of espeak-ng once per process (a recognizer asks for the same command
    words and names at every question, and each espeak-ng run loads its dictionary anew)."""
    new = [word for word in dict.fromkeys(words) if (word, voice) not in _SPOKEN]
    if new:
        _SPOKEN.update(((word, voice), phones) for word, phones in _ask_espeak(new, voice))
    pairs = ((word, _SPOKEN.get((word, voice))) for word in words)
    return {word: phones for word, phones in pairs if phones}


_SPOKEN: dict[tuple[str, str], Phones | None] = {}
"""espeak-ng's answers so far: (word, accent) -> ARPAbet, None when it could not be mapped."""


def _ask_espeak(words: list[str], voice: str) -> list[tuple[str, Phones | None]]:
    """Each word with espeak-ng's pronunciation in one run; nothing if espeak-ng fails (so that
    a failure is not remembered)."""
    command = ["espeak-ng", "-v", voice, "-q", "--ipa", "--sep= "]
    try:
        lines = subprocess.run(
            command, input="\n".join(words), capture_output=True, text=True, timeout=30, check=True
        ).stdout.splitlines()
    except (OSError, subprocess.SubprocessError):
        return []
    if len(lines) != len(words):
        return []
    return [(word, ipa_to_arpabet(line)) for word, line in zip(words, lines, strict=True)]


def pronunciations(words: list[str], accents: bool = True) -> dict[str, tuple[Phones, ...]]:
    """Each word's CMU pronunciations, plus espeak-ng's (accents, or words the CMU lacks)."""
    words = list(dict.fromkeys(words))
    known = lookup(words)
    wanted = [w for w in words if accents or w not in known]
    spoken = [espeak_pronunciations(wanted, voice) for voice in ACCENTS]
    result: dict[str, tuple[Phones, ...]] = {}
    for word in words:
        prons = list(known.get(word, ()))
        for accent in spoken:
            if word in accent and accent[word] not in prons:
                prons.append(accent[word])
        if prons:
            result[word] = tuple(prons)
    return result


def said_alike(text: str, phrase: str) -> bool:
    """Whether two different spellings are said the same in the CMU dictionary ("i" and "eye",
    "canon" and "cannon", "i scream" and "ice cream"); False if it lacks a word of either."""
    return text != phrase and bool(_sayings(text) & _sayings(phrase))


def _sayings(text: str) -> set[Phones]:
    """The phones of `text` said each way its words can be (up to SPELLINGS ways)."""
    cmu = dictionary()
    ways = [cmu.get(word) for word in text.split()]
    if not ways or not all(ways):
        return set()
    combos = itertools.islice(itertools.product(*ways), SPELLINGS)
    return {tuple(phone for word in combo for phone in word) for combo in combos}
