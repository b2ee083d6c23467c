"""`partyhost bench ears --related`: how much a Mot Dit guess should favour the words its clues
point to (WordNet's relations, host/judge/wordnet.py), swept over the development set in a
guess-sized context: a word said after clues that point to it, after another word's clues, and
the secret said after its own clues (the words they point to then compete with it)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from host.bench.calibrate import on_development
from host.bench.clues import CLUES
from host.bench.corpus import DEVELOPMENT, make_corpus
from host.bench.likely import crowd, percent_of
from host.ears.context import Context
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.tiers import WHISPER, Evidence
from host.ears.vad import speech_span
from host.judge.wordnet import pointed_to

BONUSES = (1.0, 2.0, 3.0, 4.0)
"""The bonuses compared with none (log-probability given to a related phrase)."""
KINDS = ("its clues", "another word's clues", "the secret, its clues")
"""What the word said follows: clues for it (another word is the secret), clues for another
word (a third is the secret), or its own clues as the secret."""
CONDITIONS = ("clean", "20 dB", "phrase, 20 dB")


@dataclass(frozen=True)
class Trial:
    """One development clip heard as a guess after some clues: the kind and condition, the
    word said, the secret, and what the model made of it with no related phrase scored
    (`plain`) and with the clues' related phrases scored (`pointed`)."""

    kind: str
    condition: str
    said: str
    plain: tuple[Evidence, Context]
    pointed: tuple[Evidence, Context]


def trials(engine: WhisperEngine, size: str, seed: int) -> list[Trial]:
    """Every development word with clues, said alone (clean, 20 dB) and in a phrase (20 dB),
    heard after 1 to 3 clues of each KIND."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    everything = [*corpus.words, *crowd()]
    words = [w for w in corpus.words if w in CLUES]
    pick = random.Random(seed)
    out: list[Trial] = []
    clips = [("clean", corpus.in_set["clean"]), ("20 dB", corpus.in_set["20 dB"])]
    clips.append(("phrase, 20 dB", corpus.phrases["20 dB"]))
    for condition, group in clips:
        for i, (word, clip) in enumerate(zip(corpus.words, group, strict=True)):
            span = speech_span(clip)
            if word not in CLUES or span is None:
                continue
            said = clip[span[0] : span[1]]
            others = [w for w in words if w != word]
            given = 1 + i % 3
            other, secret = pick.sample(others, 2)
            for kind, clues, likely in (
                (KINDS[0], CLUES[word][:given], other),
                (KINDS[1], CLUES[other][:given], secret),
                (KINDS[2], CLUES[word][:given], word),
            ):
                # As a guess is heard: any words may answer (a weak hearing is asked back).
                plain = replace(Context.of(everything, likely=[likely]), any_words=True)
                related = pointed_to(clues, everything)
                pointed = replace(
                    Context.of(everything, likely=[likely], related=related), any_words=True
                )
                heard = [(engine.evidence(said, c), c) for c in (plain, pointed)]
                out.append(Trial(kind, condition, word, heard[0], heard[1]))
    return out


def sweep(found: list[Trial], bonuses: tuple[float, ...] = BONUSES) -> str:
    """A Markdown table: for each bonus (0: no related phrase scored), the word said heard
    right (sure or asked back) after each kind of clues, and how often a word said was taken,
    sure, for another, or heard as the secret when it was not."""
    header = " | ".join(f"{kind}: {' / '.join(CONDITIONS)}" for kind in KINDS)
    rows = [
        f"| bonus | heard right, after {header} | taken sure for another word | another word "
        "taken for the secret |",
        "|---" * (len(KINDS) + 3) + "|",
    ]
    for bonus in (0.0, *bonuses):
        tiers = replace(WHISPER, related_bonus=bonus)
        heard = [(t, tiers.verdict(*(t.pointed if bonus else t.plain))) for t in found]
        cells = [
            " / ".join(
                percent_of([h.phrase == t.said for t, h in heard if (t.kind, t.condition) == k])
                for k in ((kind, c) for c in CONDITIONS)
            )
            for kind in KINDS
        ]
        wrong = [h.sure and h.phrase not in (None, t.said) for t, h in heard]
        secret = [h.phrase in t.plain[1].hints.likely for t, h in heard if t.kind != KINDS[2]]
        rows.append(
            f"| {bonus:g} | {' | '.join(cells)} | {percent_of(wrong)} | {percent_of(secret)} |"
        )
    sizes = [len(t.pointed[1].hints.related) for t in found]
    rows.append(f"\nrelated phrases scored a guess: median {np.median(sizes):.0f}")
    return "\n".join(rows)


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Hear the development set with the installed Whisper model and sweep the bonus."""
    return on_development(trials, sweep, size, seed, log)
