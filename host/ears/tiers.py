"""The three tiers of a hearing (accept, confirm, reject) for the Whisper engine, from what the
model made of the clip (Evidence) and thresholds calibrated on a development set, never on the
benchmark's words.

A hearing's confidence is put on the scale every engine shares: `SURE` (0.5) and above is
accepted, below it is confirmed ("Did you say X?"), and what falls under the confirm threshold
is rejected (no phrase). A command must clear a higher threshold, or it is not heard at all.
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from host.ears.context import NO_HINTS, Context, Hints
from host.ears.pronounce import said_alike
from host.ears.recognizer import SURE, Heard, Tier, tier_of

PRIOR_WEIGHT = 0.5
"""How much of a phrase's log-probability with nothing said is taken off its score: tiny.en
writes "no" or "yes" for almost anything, and "kangaroo" only when it hears it
(`partyhost bench ears`; figures in docs/figures.md)."""
MARGIN_CAP = 15.0
"""A lead over the runner-up beyond which more lead says nothing (or: no runner-up scored)."""
ASK_BACK = 0.49
"""The highest confidence of a hearing that must be asked back (just under SURE)."""
SURE_SPAN = 2.0
"""How far above the accept threshold a raw score is fully sure (confidence 1)."""
SILENCE = 0.95
"""No-speech probability above which the clip is silence, whatever the phrases score."""
SPLIT_WORDS = 4
"""The most transcript words a spotted phrase may span: its own words, or pieces of one."""
LIKELY_BONUS = 5.0
"""Log-probability given to a phrase the moment makes likelier (the secret word of a Mot Dit
guess): a secret said and not heard is a right guess lost, a near miss taken for it one question
to the holder (`partyhost bench ears --likely`; figures in docs/figures.md)."""
RELATED_BONUS = 2.0
"""Log-probability given to a phrase the moment points to (a Mot Dit guess: a word WordNet
relates to a clue given so far), never enough to take a word from the secret
(`partyhost bench ears --related`; figures in docs/figures.md)."""
PRESSED_FLOOR = -1.0
"""The lowest raw score at which a phrase said into a phone held to talk is kept, asked back
(Tier.FLOOR) when under the confirm threshold: its player answers the question
with a tap. The laptop keeps one too where any words may answer (a Mot Dit clue or guess),
since to reject it is to ask the question again (`partyhost bench ears --calibrate` and the
laptop demo; figures in docs/figures.md)."""
OFFERED = 3
"""How many of the closest answers a hearing that found none names (Heard.likeliest)."""
EXTRA_WORDS = 4
"""Transcript words beyond the phrase's own count up to this many ("well I think it's a")."""


class Features(NamedTuple):
    """What the likeliest phrase's raw score weighs: its lead over the runner-up (both less their
    priors), its teacher-forced log-probability with and without its prior, how alike it is spelt
    to the transcript or to the stretch of it most like it ("is it a tigger"), whether the
    transcript is exactly it, how many words the transcript has besides (a carrier: "is it a"), and
    the log of how many phrases the context holds (a wrong word finds a near phrase among 800 far
    more often than among 8; its commands are not counted, being in every game moment and none of
    the development set's, and held to their own higher threshold), and whether pocketsphinx's
    plain grammar heard it too (host.ears.engines.second), alone or inside a longer phrase: it
    takes "play" for "play eight" where Whisper does not."""

    bias: float
    lead: float
    fit: float
    fit_beyond_prior: float
    spelt_alike: float
    transcript: float
    extra_words: float
    choices: float
    second_opinion: float


FEATURES = Features._fields
"""The features' names, in the order the Tiers' weights weigh them."""


@dataclass(frozen=True)
class Evidence:
    """The free transcript (numbers as words), its no-speech probability, the best
    teacher-forced log-probability of each phrase scored, each one's prior (its
    log-probability when nothing is said), and the phrase a second recognizer heard."""

    text: str
    no_speech: float
    scores: dict[str, float]
    priors: dict[str, float] = field(default_factory=dict)
    second: str | None = None


def spotted(text: str, phrases: tuple[str, ...]) -> str | None:
    """The longest of `phrases` said anywhere in `text` as whole words ("is it a tiger"), or
    as words the transcript split ("sand which": sandwich, "a light house": lighthouse)."""
    by_letters = {p.replace(" ", ""): p for p in phrases}
    words = text.split()
    found = [
        by_letters[joined]
        for start in range(len(words))
        for end in range(start + 1, min(len(words), start + SPLIT_WORDS) + 1)
        if (joined := "".join(words[start:end])) in by_letters
    ]
    return max(found, key=len) if found else None


def features(
    evidence: Evidence, adjusted: dict[str, float], best: str, context: Context
) -> Features:
    """The Features of `best`, the phrase that leads once priors are taken off (`adjusted`)."""
    runner_up = max((v for p, v in adjusted.items() if p != best), default=-math.inf)
    text = evidence.text
    extra = len(text.split()) - len(best.split())
    phrases = len(context.phrases) - len(context.commands) + len(context.competitors)
    return Features(
        bias=1.0,
        lead=min(adjusted[best] - runner_up, MARGIN_CAP),
        fit=evidence.scores[best],
        fit_beyond_prior=adjusted[best],
        spelt_alike=spelt_alike(text, best),
        transcript=float(text == best),
        extra_words=float(min(max(extra, 0), EXTRA_WORDS)),
        choices=math.log(max(phrases, 1)),
        second_opinion=float(
            evidence.second is not None and spotted(evidence.second, (best,)) == best
        ),
    )


def spelt_alike(text: str, phrase: str) -> float:
    """How alike `phrase` is spelt to `text`, or to the run of its words most like it (as many
    words as the phrase, one more or one fewer, spaces left out): 1 when the same."""
    words, size, letters = text.split(), len(phrase.split()), phrase.replace(" ", "")
    runs = {
        "".join(words[start : start + n])
        for n in range(max(size - 1, 1), size + 2)
        for start in range(max(len(words) - n + 1, 1))
    }
    return max(difflib.SequenceMatcher(None, run, letters).ratio() for run in (*runs, text))


@dataclass(frozen=True)
class Tiers:
    """Calibrated weights of the FEATURES (their sum is a log-odds that the phrase is right)
    and thresholds on it."""

    accept: float
    confirm: float
    command: float
    weights: tuple[float, ...]
    silence: float = SILENCE
    likely_bonus: float = LIKELY_BONUS
    related_bonus: float = RELATED_BONUS
    floor: float = PRESSED_FLOOR
    """The confirm threshold of speech into a phone held to talk (Context.pressed)."""

    def verdict(self, evidence: Evidence, context: Context) -> Heard:
        """The Heard of one clip: phrase, confidence and tier set by the tiers (a phrase between
        the floor and the confirm threshold, pressed or where any words may answer, is
        Tier.FLOOR at confidence 0)."""
        phrase, raw = self.best(evidence, context)
        text = evidence.text
        # A command is heard only when sure, or when the transcript is it alone ("repeat"): then
        # it is below SURE, and the host asks before acting on it.
        command = phrase in context.commands and text != phrase
        lowest = self.lowest(context)
        if command and raw < self.command and context.pressed:
            # Not sure enough of the command to act on it: the answer it edged out is asked
            # back ("where am i" just over a mumbled "Irma"), never taken; only when pressed,
            # as a stray sentence at the laptop is best not heard at all.
            answer, weight = self.best(
                replace(evidence, scores=answers(evidence, context)), context
            )
            if answer is not None and weight >= lowest:
                return Heard(answer, text, 0.0, tier=Tier.FLOOR)
        if phrase is None or raw < (self.command if command else lowest):
            confidence = evidence_confidence(evidence) if context.open_speech else 0.0
            likeliest = closest(evidence, context, self.silence)
            tier = tier_of(None, text, confidence)
            return Heard(None, text, confidence, likeliest=likeliest, tier=tier)
        if raw < self.confirm:  # only the floor let it through: asked back
            return Heard(phrase, text, 0.0, tier=Tier.FLOOR)
        confidence = self.scale(raw, phrase in context.commands)
        # A near miss may be taken for a likely phrase, and a name nobody listed for a listed
        # one ("Ada Lovelace" for "Adele"), and a likely phrase said weakly for the phrase just
        # over it ("toaster" for the secret "poster"): unless the transcript is it, it is asked
        # back.
        doubtful = phrase in context.hints.likely or context.is_name(phrase)
        if (
            (doubtful and text != phrase)
            or self.shadowed(evidence, context, phrase)
            or self.carried(evidence, context, phrase)
        ):
            return Heard(phrase, text, min(confidence, ASK_BACK), tier=Tier.CONFIRM)
        return Heard(phrase, text, confidence, tier=tier_of(phrase, text, confidence))

    def best(self, evidence: Evidence, context: Context) -> tuple[str | None, float]:
        """The likeliest phrase and its raw score, never under the confirm threshold when the
        transcript is that phrase alone (most such are right: docs/figures.md) or
        another spelling of it ("i" for "eye", "canon" for "cannon"); None if it is a competitor
        or the clip is silence. A likely phrase that its bonus made likeliest but that is still
        too weak to ask back gives way to what the clip is without the bonus, as does a related
        phrase."""
        phrase, weighed = candidate(
            evidence, context, self.silence, self.likely_bonus, self.related_bonus
        )
        if phrase is None:
            return None, -math.inf
        raw = sum(w * f for w, f in zip(self.weights, weighed, strict=True))
        text = evidence.text
        if text == phrase or said_alike(text, phrase):  # the free decode wrote it: ask, at worst
            raw = max(raw, self.confirm)
        favoured = context.hints.likely | context.hints.related
        if phrase in favoured and raw < self.lowest(context):
            return self.best(evidence, replace(context, hints=NO_HINTS))
        return phrase, raw

    def shadowed(self, evidence: Evidence, context: Context, phrase: str) -> bool:
        """Whether a likely phrase other than `phrase` came within the bonus of it: a secret
        said weakly must not be ruled a wrong guess. On the development set, once the bonus
        stopped cutting the other words' lead, "pass" said was taken for another word, sure,
        2 times in 131 clean and 2 at 20 dB ("first", written so); asked back when shadowed,
        0 and 1 (0 and 0 before either change), and 48 / 36 of the other words are heard
        sure (46 / 35 before)."""
        adjusted = adjusted_scores(evidence, context)
        others = [adjusted[p] for p in context.hints.likely if p != phrase and p in adjusted]
        return any(score + self.likely_bonus > adjusted[phrase] for score in others)

    def carried(self, evidence: Evidence, context: Context, phrase: str) -> bool:
        """Whether `phrase` won only by its related bonus (a word a clue points to, just over
        the one said): then it is asked back, never taken sure."""
        if phrase not in context.hints.related or evidence.text == phrase:
            return False
        unfavoured = replace(context, hints=Hints(context.hints.likely))
        return candidate(evidence, unfavoured, self.silence, self.likely_bonus)[0] != phrase

    def lowest(self, context: Context) -> float:
        """The least raw score of a phrase heard at all: the confirm threshold, or the floor
        for speech pressed to talk or where any words may answer."""
        return self.floor if context.pressed or context.any_words else self.confirm

    def scale(self, raw: float, command: bool) -> float:
        """The raw score on the shared 0-1 scale: the accept threshold (the command one for a
        command) maps to SURE, the confirm threshold to 0, and SURE_SPAN above it to 1."""
        top = self.command if command else self.accept
        if raw >= top:
            return min(1.0, SURE + (1 - SURE) * (raw - top) / SURE_SPAN)
        return SURE * (raw - self.confirm) / (top - self.confirm)


def candidate(
    evidence: Evidence,
    context: Context,
    silence: float = SILENCE,
    bonus: float = LIKELY_BONUS,
    related: float = RELATED_BONUS,
) -> tuple[str | None, tuple[float, ...]]:
    """The phrase the transcript is, else the one that scores best once priors are taken off
    (a prior can put "yep" over a clear "yes"), the likely phrases given `bonus` and the related
    ones `related`, and its FEATURES; None if it is a competitor or the clip is silence. A
    related phrase's features are those of the scores as they were: it wins by its bonus, but
    is no surer for it (and one that won by it alone is asked back: Tiers.carried)."""
    scores = evidence.scores
    if evidence.no_speech > silence or not scores:
        return None, ()
    adjusted = adjusted_scores(evidence, context, bonus, related)
    text = evidence.text
    best = text if text in scores else max(adjusted, key=adjusted.__getitem__)
    if best not in context.phrases:
        return None, ()
    if best not in context.hints.likely:
        # The bonus only decides whether a likely phrase wins: another phrase leads the others
        # as they scored, or a boosted "pass" just behind it would cut its lead (on the
        # development set, 3 points of the words said were lost so).
        adjusted = adjusted_scores(evidence, context)
    return best, features(evidence, adjusted, best, context)


def answers(evidence: Evidence, context: Context) -> dict[str, float]:
    """The scores of the phrases that are not commands."""
    return {p: s for p, s in evidence.scores.items() if p not in context.commands}


def closest(evidence: Evidence, context: Context, silence: float = SILENCE) -> tuple[str, ...]:
    """The OFFERED answers of `context` that scored best once priors are taken off, none of
    them a command or a likely phrase (a guesser's phone must never show the secret); none
    for silence."""
    if evidence.no_speech > silence:
        return ()
    hidden = context.commands | context.hints.likely
    adjusted = adjusted_scores(evidence, context)
    offers = [p for p in adjusted if p in context.phrases and p not in hidden]
    return tuple(sorted(offers, key=adjusted.__getitem__, reverse=True)[:OFFERED])


def adjusted_scores(
    evidence: Evidence, context: Context, bonus: float = 0.0, related: float = 0.0
) -> dict[str, float]:
    """Each scored phrase's log-probability less PRIOR_WEIGHT of its prior, the likely ones
    given `bonus`, the related ones `related`."""
    return {
        p: s
        - PRIOR_WEIGHT * evidence.priors.get(p, 0.0)
        + bonus * (p in context.hints.likely)
        + related * (p in context.hints.related)
        for p, s in evidence.scores.items()
    }


def evidence_confidence(evidence: Evidence) -> float:
    """How sure the free transcript is: the chance that it is speech at all."""
    return 1 - evidence.no_speech if evidence.text else 0.0


WHISPER = Tiers(
    accept=1.19,
    confirm=0.44,
    command=2.24,
    weights=(2.1245, 0.3108, 0.1271, 0.3674, 0.8532, -0.4386, 0.5633, -0.5354, 1.7746),
)
"""Fitted and chosen on the development set alone: confirm lets few out-of-set words through,
accept keeps wrong sure hearings rare, command rarer still (`partyhost bench ears
--calibrate`; figures in docs/figures.md)."""
