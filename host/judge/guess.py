"""Is that guess right? The secret word, its plural, another spelling or a homophone, in a
phrase with filler ("is it a fish?"); never a word that merely sounds close (fist for fish)."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

import lemminflect

from host.judge.knowledge import WordKnowledge, knowledge_of
from host.judge.normalize import ARTICLES, HESITATIONS, checked, key, words
from host.judge.phrases import UNIT, closed_compound, cohesion
from host.judge.sounds import same_sound, similarity

FILLERS = HESITATIONS | ARTICLES | frozenset({
    "is", "it", "its", "that", "this", "i", "i'd", "think", "guess", "say", "maybe", "perhaps",
    "could", "be", "was", "how", "what", "about", "answer", "my", "please", "okay", "ok", "yes",
    "yeah", "right", "some", "then", "again",
})  # fmt: skip
"""Words around a guess that name nothing (`is it a fish?`, `uh, the fish`)."""

_ALTERNATIVES = re.compile(r"[,;?!/]|\bor\b", re.IGNORECASE)
EXACT, FORM, HOMOPHONE = 1.0, 0.95, 0.9
"""Confidence of a guess that is the word, another form of it, a homophone of it."""
IN_PHRASE = 0.9
"""Confidence factor when other words come before the word (`a big fish`)."""
NEAR = 0.6
"""A sound similarity from which a wrong guess is worth asking back about (dish for fish)."""


@dataclass(frozen=True)
class GuessRuling:
    """The ruling on a guess: right or not, whether to ask back, the form heard, how sure."""

    correct: bool
    unsure: bool
    matched: str | None
    confidence: float

    def as_json(self) -> dict:
        """The CLI's JSON object."""
        return asdict(self)


WRONG = GuessRuling(correct=False, unsure=False, matched=None, confidence=0.0)
"""The ruling when nothing but filler was heard."""


def judge_guess(secret: str, heard: str) -> GuessRuling:
    """Whether `heard` names `secret`; ValueError if either text is empty or not letters."""
    knowledge = knowledge_of(checked(secret, "secret word"))
    rulings = [_judge(knowledge, alt) for alt in _alternatives(checked(heard, "guess"), knowledge)]
    return max(rulings, key=lambda r: (r.correct, r.confidence), default=WRONG)


def _alternatives(heard: str, k: WordKnowledge) -> list[list[str]]:
    """The answers in `heard` (split at `or` and punctuation), each without its filler."""
    found = []
    for part in _ALTERNATIVES.split(heard):
        said = words(part)
        kept = [w for w in said if w not in FILLERS or key(w) in k.answers]
        kept = kept or [w for w in said if _names(k, w)]
        if kept:
            found.append(kept)
    return found


def _names(k: WordKnowledge, text: str) -> float:
    """How surely `text` is the secret word: a form of it, a homophone, else 0."""
    text_key = key(text)
    if text_key == k.key:
        return EXACT
    if text_key in k.answers:
        return FORM
    if text_key in k.homophones or same_sound(text, k.word):
        return HOMOPHONE
    return 0.0


def _judge(k: WordKnowledge, heard: list[str]) -> GuessRuling:
    """The ruling on one answer, `heard` being its words without filler."""
    spans = [
        (i, i + n) for n in range(min(len(heard), len(k.words) + 2), 0, -1)
        for i in range(len(heard) - n + 1)
    ]  # fmt: skip
    for start, end in spans:
        sure = _names(k, " ".join(heard[start:end]))
        if sure:
            return _in_context(heard, start, end, sure)
    return _sounds_close(k, heard)


def _in_context(heard: list[str], start: int, end: int, sure: float) -> GuessRuling:
    """The secret word found at heard[start:end]: right alone or after an adjective (a big fish),
    not inside a compound (gold fish, sea lion) or before another word (fish tank)."""
    span = heard[start:end]
    before, after = heard[start - 1 : start], heard[end : end + 1]
    for group in ([*before, *span], [*span, *after]):
        if len(group) > len(span) and _one_unit(group):
            return GuessRuling(False, True, " ".join(group), round(sure * 0.3, 2))
    if after or (before and not _describes(before[0])):
        return GuessRuling(False, True, " ".join([*before, *span]), round(sure * 0.5, 2))
    confidence = sure * (IN_PHRASE if before else 1.0)
    return GuessRuling(True, False, " ".join(span), round(confidence, 2))


def _describes(word: str) -> bool:
    """Whether `word` can be an adjective (a big fish), not only a noun (a sea lion)."""
    return "ADJ" in lemminflect.getAllLemmas(word)


def _one_unit(group: list[str]) -> bool:
    """Whether the words name one thing together (goldfish, ice cream)."""
    if closed_compound(group):
        return True
    score = cohesion(group)
    return score is not None and score >= UNIT


def _sounds_close(k: WordKnowledge, heard: list[str]) -> GuessRuling:
    """A wrong guess; worth asking back about if a word sounds near the secret one."""
    near = [w for w in heard if key(w) in k.near_homophones]
    if near:
        return GuessRuling(False, True, near[0], NEAR)
    score, word = max((similarity(w, k.word), w) for w in heard)
    if score >= NEAR:
        return GuessRuling(False, True, word, round(score * 0.8, 2))
    return GuessRuling(False, False, None, round(score * 0.8, 2))
