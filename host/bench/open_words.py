"""`partyhost bench open`: what the host makes of a Mot Dit clue or guess that is no word of the
deck ("metal"), and of a deck word it missed, said alone among the deck's words by the
benchmark's espeak-ng voices, clean and at 20 dB of babble (the rule, `maybe_other`, was set
on other words said by the development voices)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import numpy as np
from wordfreq import top_n_list

from host.ears.context import Hints
from host.ears.hearing import Ears
from host.session.commands import PHRASES
from host.session.ears_listener import NOT_ANSWERS, accepted, context_of
from host.session.prompt import Answering, Prompt
from host.sim.speech import babble, mix, speak, speakers
from host.voice.line import Line
from lexicon.motdit import lexicon as motdit_lexicon

WORDS = 40
"""Words said of each kind."""
COMMON = (300, 3000)
"""The ranks of English words (wordfreq) the words outside the deck are drawn from: common,
past the commonest (function words, "people", "time")."""
CONDITIONS = {"clean": None, "20 dB": 20.0}


class Asked(StrEnum):
    """The one kind of question this benchmark puts."""

    GUESS = "a guess"


@dataclass(frozen=True)
class Said:
    """One word said: whether it is in the deck, the condition, what the ears heard (a phrase
    of the deck, else None) and the words they asked back (None: nothing)."""

    in_deck: bool
    condition: str
    word: str
    phrase: str | None
    asked: str | None


def words(seed: int, count: int = WORDS) -> tuple[list[str], list[str]]:
    """`count` common English words outside the deck, and `count` of the deck."""
    known = set(motdit_lexicon().words)
    common = top_n_list("en", COMMON[1])[COMMON[0] :]
    outside = [
        w for w in common if w.isalpha() and len(w) >= 4 and w not in NOT_ANSWERS and w not in known
    ]
    pick = random.Random(seed)
    return pick.sample(outside, count), pick.sample(sorted(known), count)


def hear_all(seed: int, log: Callable[[str], None] = print, count: int = WORDS) -> list[Said]:
    """Every word said by the benchmark's voices and heard as a Mot Dit guess (the secret, a
    deck word chosen at random, favoured)."""
    ears = Ears()
    deck = (*motdit_lexicon().words, "pass")
    voices, noise, pick = speakers(4, seed), np.random.default_rng(seed), random.Random(seed)
    outside, inside = words(seed, count)
    out = []
    for in_deck, group in ((False, outside), (True, inside)):
        for condition, snr in CONDITIONS.items():
            log(f"{'deck' if in_deck else 'other'} words, {condition}")
            for k, word in enumerate(group):
                secret = Hints(likely=frozenset((pick.choice(deck),)))
                guess = Prompt.of(
                    Line("Your guess?"), deck, Asked.GUESS, 0, Answering.ANY_WORDS, hints=secret
                )
                speech = speak(word, voices[k % len(voices)])
                din = None if snr is None else babble(len(speech) + 16000, noise)
                clip = mix(speech, din, snr or 0.0, before=0.3, after=0.4)
                heard = ears.hear_audio(clip, context_of(guess, (*deck, *PHRASES)))
                usable = accepted(heard, guess, ears)  # as the prompter gets it
                asked = usable.text if usable.phrase is None and usable.text else None
                out.append(Said(in_deck, condition, word, usable.phrase, asked))
    return out


def summary(said: list[Said]) -> str:
    """A Markdown table: for words outside the deck, asked back as said, as another word, and
    taken for a deck word; for deck words, heard, and asked back as another word."""
    rows = [
        "| words | condition | asked back as said | asked back as another word | "
        "heard as a deck word |",
        "|---|---|---|---|---|",
    ]
    for in_deck in (False, True):
        for condition in CONDITIONS:
            group = [s for s in said if s.in_deck is in_deck and s.condition == condition]
            right = sum(s.asked == s.word for s in group)
            other = sum(s.asked not in (None, s.word) for s in group)
            deck = sum(s.phrase is not None for s in group)
            kind = "of the deck" if in_deck else "outside the deck"
            rows.append(
                f"| {kind} | {condition} | {right} of {len(group)} | {other} | {deck} "
                f"({sum(s.phrase == s.word for s in group)} right) |"
            )
    return "\n".join(rows)
