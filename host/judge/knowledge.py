"""What the judge knows of a word: from the lexicon when it is a deck word, else from rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType

import lemminflect
from wordfreq import zipf_frequency

from host.judge.normalize import fold, key, spelling_variants
from host.judge.sounds import is_known, same_sound
from lexicon import motdit


@dataclass(frozen=True)
class WordKnowledge:
    """A secret word and what decides guesses and clues about it; all forms are keys (key())."""

    word: str
    spellings: frozenset[str]
    """The word and its other spellings (grey, gray): the secret word itself."""
    answers: frozenset[str]
    """The spellings, plurals and singular: a right guess."""
    homophones: frozenset[str] = frozenset()
    """Words said exactly like it (knight for night): a right guess, a doubtful clue."""
    near_homophones: frozenset[str] = frozenset()
    """Words said nearly like it (a doubtful guess)."""
    family: frozenset[str] = frozenset()
    """Forms a clue may not use besides the word (the lexicon's list; rules add more)."""
    not_family: frozenset[str] = frozenset()
    """Look-alikes that are not family (carpet for car): the deny list wins over rules."""
    translations: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Translations by language (french, spanish, german, italian), folded."""
    from_lexicon: bool = False

    @property
    def key(self) -> str:
        """The word's own key."""
        return key(self.word)

    @property
    def words(self) -> list[str]:
        """The word's parts (`ice cream` -> ice, cream)."""
        return self.word.split()


@cache
def knowledge_of(word: str) -> WordKnowledge:
    """What the judge knows of `word`: the lexicon's entry if it has one, else rules alone."""
    word = " ".join(fold(word).split())
    entry = _lexicon_entry(word)
    spellings = frozenset({key(word)} | _variants(word))
    rules = WordKnowledge(word, spellings, spellings | _inflections(word))
    if entry is None:
        return rules
    family, look_alikes, translations, sounds_like = entry
    same = {key(s) for s in sounds_like if same_sound(s, word) or not is_known(s)}
    return WordKnowledge(
        word=word,
        spellings=rules.spellings,
        answers=rules.answers,
        homophones=frozenset(same),
        near_homophones=frozenset({key(s) for s in sounds_like} - same),
        family=frozenset(key(f) for f in family),
        not_family=frozenset(key(f) for f in look_alikes),
        translations=MappingProxyType(
            {lang: frozenset(fold(t) for t in ts) for lang, ts in translations.items()}
        ),
        from_lexicon=True,
    )


def _inflections(word: str) -> set[str]:
    """Keys of the noun's plural and singular forms (mouse/mice; ice creams)."""
    *head, last = word.split()
    lemmas = set(lemminflect.getAllLemmas(last).get("NOUN", ()))
    bases = {last} if last in lemmas or not lemmas else lemmas | {last}
    forms = {f for b in bases for fs in _noun_forms(b).values() for f in fs}
    return {key(" ".join([*head, f])) for f in forms | bases}


def _noun_forms(noun: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's noun forms, guessed by rule for a word it does not know (t-shirts)."""
    return lemminflect.getAllInflections(noun, "NOUN") or lemminflect.getAllInflectionsOOV(
        noun, "NOUN"
    )


def _variants(word: str) -> set[str]:
    """Other spellings by rule, unless one is a different known word (key is not kay)."""
    return {
        v
        for v in spelling_variants(word)
        if not (zipf_frequency(v, "en") >= 1 and is_known(v) and not same_sound(v, word))
    }


@cache
def shipped_lexicon():
    """The shipped Mot Dit lexicon, or None (for the whole run) if it does not load."""
    try:
        return motdit.lexicon()
    except (ValueError, OSError):
        return None


def _lexicon_entry(word: str):
    """(family, look-alikes, translations, sounds-like) of a deck word, else None."""
    lexicon = shipped_lexicon()
    if lexicon is None or word not in lexicon.words:
        return None
    return (
        lexicon.family(word),
        lexicon.look_alikes(word),
        lexicon.translations(word),
        lexicon.homophones(word),
    )
