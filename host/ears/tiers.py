"""The three tiers of a hearing (accept, confirm, reject) for the Whisper engine, from what the
model made of the clip (Evidence) and thresholds calibrated on a development set, never on the
benchmark's words.

A hearing's confidence is put on the scale every engine shares: `SURE` (0.5) and above is
accepted, below it is confirmed ("Did you say X?"), and what falls under the confirm threshold
is rejected (no phrase). A command must clear a higher threshold, or it is not heard at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from host.ears.context import Context
from host.ears.recognizer import SURE, Heard

FIT_SHARE = 0.3
"""How much the phrase's own log-probability counts beside its posterior: enough that a word
nothing like the phrases (out of the set) scores low even when it has no rival."""
SPOTTED_BONUS = 5.0
SURE_SPAN = 2.0
"""How far above the accept threshold a raw score is fully sure (confidence 1)."""


@dataclass(frozen=True)
class Evidence:
    """The free transcript (numbers as words), its no-speech probability, and the best
    teacher-forced log-probability of each phrase scored."""

    text: str
    no_speech: float
    scores: dict[str, float]


def spotted(text: str, phrases: tuple[str, ...]) -> str | None:
    """The longest of `phrases` said anywhere in `text` as whole words ("is it a tiger")."""
    padded = f" {text} "
    found = [p for p in phrases if f" {p} " in padded]
    return max(found, key=len) if found else None


@dataclass(frozen=True)
class Tiers:
    """Calibrated thresholds on the raw score (a log-probability, 0 at best)."""

    accept: float
    confirm: float
    command: float
    silence: float = 0.95
    """No-speech probability above which the clip is silence, whatever the phrases score."""

    def verdict(self, evidence: Evidence, context: Context) -> Heard:
        """The Heard of one clip: phrase and confidence set by the tiers."""
        phrase, raw = self.best(evidence, context)
        text = evidence.text
        if phrase is None:
            return Heard(None, text, evidence_confidence(evidence) if context.open_speech else 0.0)
        floor = self.command if phrase in context.commands else self.confirm
        if context.open_speech and not spotted(text, (phrase,)):
            floor = max(floor, self.accept)  # any answer counts: the transcript stands unless sure
        if raw < floor:
            return Heard(None, text, evidence_confidence(evidence) if context.open_speech else 0.0)
        return Heard(phrase, text, self.scale(raw, phrase in context.commands))

    def best(self, evidence: Evidence, context: Context) -> tuple[str | None, float]:
        """The likeliest phrase scored and its raw score; None if it is a competitor or the clip
        is silence. The raw score is the phrase's log-posterior among the phrases scored, plus
        a share of its teacher-forced log-probability, plus a bonus if the free transcript
        wrote it out (as in "is it a tiger")."""
        scores = evidence.scores
        if evidence.no_speech > self.silence or not scores:
            return None, -math.inf
        best = max(scores, key=scores.__getitem__)
        if best not in context.phrases:
            return None, -math.inf
        spread = math.log(sum(math.exp(s - scores[best]) for s in scores.values()))
        written = SPOTTED_BONUS if spotted(evidence.text, (best,)) else 0.0
        return best, -spread + FIT_SHARE * scores[best] + written

    def scale(self, raw: float, command: bool) -> float:
        """The raw score on the shared 0-1 scale: the accept threshold (the command one for a
        command) maps to SURE, the confirm threshold to 0, and SURE_SPAN above it to 1."""
        top = self.command if command else self.accept
        if raw >= top:
            return min(1.0, SURE + (1 - SURE) * (raw - top) / SURE_SPAN)
        return SURE * (raw - self.confirm) / (top - self.confirm)


def evidence_confidence(evidence: Evidence) -> float:
    """How sure the free transcript is: the chance that it is speech at all."""
    return 1 - evidence.no_speech if evidence.text else 0.0


WHISPER = Tiers(accept=4.26, confirm=-2.94, command=4.57)
"""Chosen by `partyhost bench ears --calibrate` (host/ears/calibrate.py) on the development set
alone: confirm lets 6% of its out-of-set words through, accept keeps wrong sure hearings to 5%,
command is above every wrong phrase."""
