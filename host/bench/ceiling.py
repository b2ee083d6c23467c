"""`partyhost bench ears --ceiling`: the most Whisper's closed set could hear of a Mot Dit guess
said into a phone. Each development word, as a phone sends it (the press and release around
it), is heard by the full ears in a guess-sized context, and every phrase of that context is
also scored said alone, none pruned: how often the word said comes first, and among the three
a phone offers when it understood nothing: how far the tiers, the prior and the pruning could
take the ears with this model (the free transcript can add a few points, no more on the
development set)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from host.bench.calibrate import on_development
from host.bench.corpus import DEVELOPMENT, make_corpus
from host.bench.likely import crowd, percent_of
from host.ears.context import Context
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.tiers import OFFERED

CONDITIONS = ("clean", "20 dB")
"""A phone's close microphone (30 dB over the babble in the demo) lies between the two."""


@dataclass(frozen=True)
class Ranked:
    """One development word said: the condition, the word, what the ears heard (taken or asked
    back; None: nothing), and the first OFFERED phrases once every one is scored."""

    condition: str
    said: str
    heard: str | None
    first: tuple[str, ...]


def trials(engine: WhisperEngine, size: str, seed: int) -> list[Ranked]:
    """Every development word said alone in CONDITIONS, heard as a phone's guess among the
    development words and Mot Dit's other words, and ranked against all of them."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    context = replace(Context.of([*corpus.words, *crowd()]), pressed=True, any_words=True)
    return [
        Ranked(
            condition,
            word,
            engine.decode(clip, context).phrase,
            tuple(engine.ranked(clip, context)[:OFFERED]),
        )
        for condition in CONDITIONS
        for word, clip in zip(corpus.words, corpus.in_set[condition], strict=True)
    ]


def table(found: list[Ranked]) -> str:
    """A Markdown table: per condition, the word heard by the ears, and ranked first and among
    the first three of every phrase scored."""
    rows = [
        "| said alone into a phone (words) | heard by the ears (taken or asked back) "
        f"| every phrase scored: the word first | among the first {OFFERED} |",
        "|---|---|---|---|",
    ]
    for condition in CONDITIONS:
        these = [r for r in found if r.condition == condition]
        rows.append(
            f"| {condition} ({len(these)}) | {percent_of([r.heard == r.said for r in these])}"
            f" | {percent_of([r.first[:1] == (r.said,) for r in these])}"
            f" | {percent_of([r.said in r.first for r in these])} |"
        )
    return "\n".join(rows)


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Hear and rank the development words with the installed Whisper model."""
    return on_development(trials, table, size, seed, log)
