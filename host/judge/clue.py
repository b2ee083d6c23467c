"""Is that clue allowed? One word, linked in meaning only: not the secret word, not of its
family or an earlier clue's, not a translation, not spelled out. When unsure: ask the table."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wordfreq import zipf_frequency

from engine.motdit import ClueVerdict
from host.judge.family import Kin, kinship
from host.judge.knowledge import WordKnowledge, knowledge_of
from host.judge.normalize import ARTICLES, FUNCTION_WORDS, HESITATIONS, checked, key, words
from host.judge.phrases import APART, UNIT, closed_compound, cohesion
from host.judge.sounds import same_sound
from host.judge.spelled import is_initialism, letters
from host.judge.translation import translation

SPELLED_WORD_ZIPF = 2.5
"""Letters that spell a word at least this common were spelled out."""
LONGEST_NAME = 4
"""More words than this are never one proper noun or compound."""


class Ruling(StrEnum):
    """The judge's three answers about a clue."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    ASK = "ask"


@dataclass(frozen=True)
class ClueRuling:
    """A ruling on a clue; `verdict` is the engine's: why it is forbidden, or might be (ask)."""

    ruling: Ruling
    verdict: ClueVerdict = ClueVerdict.ALLOWED
    earlier: str | None = None
    """The earlier clue of the same family, for EARLIER_CLUE_FAMILY."""
    language: str | None = None
    """The language of the translation, for TRANSLATION."""

    @property
    def reason(self) -> str | None:
        """What the host says: `same family as the earlier clue "sunny"`; None if allowed."""
        if self.ruling is Ruling.ALLOWED:
            return None
        text = self.verdict.value
        if self.earlier:
            text = f'same family as the earlier clue "{self.earlier}"'
        if self.language:
            text = f"{text} ({self.language.capitalize()})"
        return text if self.ruling is Ruling.FORBIDDEN else f"maybe {text}"

    def for_engine(self, table_says_forbidden: bool = False) -> ClueVerdict:
        """The verdict for GiveClue; after an `ask`, the table's vote decides."""
        if self.ruling is Ruling.FORBIDDEN or (self.ruling is Ruling.ASK and table_says_forbidden):
            return self.verdict
        return ClueVerdict.ALLOWED

    def as_json(self) -> dict:
        """The CLI's JSON object."""
        return {"verdict": self.ruling.value, "reason": self.reason}


ALLOWED = ClueRuling(Ruling.ALLOWED)
"""The ruling on a clue with nothing wrong."""


def judge_clue(secret: str, clue: str, earlier: tuple[str, ...] = ()) -> ClueRuling:
    """The ruling on `clue` for `secret` after the `earlier` clues; ValueError on bad input."""
    k = knowledge_of(checked(secret, "secret word"))
    raw = checked(clue, "clue")
    said = clue_words(raw)
    before = [(e, clue_words(checked(e, "earlier clue"))) for e in earlier if e.strip()]
    rulings = [*_form(k, raw, said), *_meaning(k, said, before)]
    for wanted in (Ruling.FORBIDDEN, Ruling.ASK):
        found = [r for r in rulings if r.ruling is wanted]
        if found:
            return found[0]
    return ALLOWED


def clue_words(text: str) -> list[str]:
    """The words of a clue without hesitations and a leading article (`uh, the ocean`)."""
    said = words(text)
    said = [w for w in said if w not in HESITATIONS] or said
    return said[1:] if len(said) > 1 and said[0] in ARTICLES else said


def _form(k: WordKnowledge, raw: str, said: list[str]) -> list[ClueRuling]:
    """Rulings on the clue's form: spelled out, or more than one word."""
    spelled = letters(said)
    if spelled and not is_initialism(spelled):
        real = zipf_frequency(spelled, "en") >= SPELLED_WORD_ZIPF or spelled in k.answers
        return [ClueRuling(Ruling.FORBIDDEN if real else Ruling.ASK, ClueVerdict.SPELLED_OUT)]
    if spelled or len(said) == 1 or _one_unit(raw, said):
        return []
    sentence = len(said) > LONGEST_NAME or bool(FUNCTION_WORDS & set(said))
    score = cohesion(said)
    apart = sentence or (score is not None and score < APART)
    return [ClueRuling(Ruling.FORBIDDEN if apart else Ruling.ASK, ClueVerdict.MORE_THAN_ONE_WORD)]


def _one_unit(raw: str, said: list[str]) -> bool:
    """Whether several words count as one: a proper noun (New York), a compound (ice cream)."""
    if len(said) > LONGEST_NAME:
        return False
    names = [w for w in raw.split() if w.lower() not in {"of", "the", "and", "de"}]
    if all(w[:1].isupper() for w in names) and not raw.isupper():
        return True
    score = cohesion(said)
    return bool(closed_compound(said)) or (score is not None and score >= UNIT)


def _meaning(
    k: WordKnowledge, said: list[str], before: list[tuple[str, list[str]]]
) -> list[ClueRuling]:
    """Rulings on what the clue says: the word, its family, a translation, an earlier clue."""
    spelled = letters(said)
    said = [spelled] if spelled else said
    clue = key("".join(said))
    rulings: list[ClueRuling] = []
    if clue in k.spellings:
        rulings.append(ClueRuling(Ruling.FORBIDDEN, ClueVerdict.SECRET_WORD))
    rulings.append(_family(_kin(said, k), ClueVerdict.SAME_FAMILY))
    if found := translation(k, " ".join(said)):
        language, kin = found
        rulings.append(_family(kin, ClueVerdict.TRANSLATION, language=language))
    for text, earlier in before:
        kin = _kin(said, knowledge_of(" ".join(earlier)))
        rulings.append(_family(kin, ClueVerdict.EARLIER_CLUE_FAMILY, earlier=text.strip()))
    if clue in k.homophones or same_sound(" ".join(said), k.word):
        rulings.append(ClueRuling(Ruling.ASK, ClueVerdict.SECRET_WORD))
    return rulings


def _kin(said: list[str], k: WordKnowledge) -> Kin:
    """How surely the clue's words (any of them, or all joined) are of the family of `k`."""
    clue_forms = {key("".join(said)), *map(key, said)}
    targets = {k.key, *map(key, k.words)}
    return max(
        kinship(c, t, k.family if t == k.key else frozenset(), k.not_family)
        for c in clue_forms
        for t in targets
        if c and t
    )


def _family(kin: Kin, verdict: ClueVerdict, **details: str) -> ClueRuling:
    """FORBIDDEN for a sure link, ASK for a maybe, ALLOWED for none."""
    ruling = {Kin.SAME: Ruling.FORBIDDEN, Kin.MAYBE: Ruling.ASK}.get(kin, Ruling.ALLOWED)
    return ClueRuling(ruling, verdict, **details) if ruling is not Ruling.ALLOWED else ALLOWED
