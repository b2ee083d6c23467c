"""pocketsphinx's second opinion, on real speech: the context's phrase it hears, or none."""

from __future__ import annotations

import numpy as np

from host.bench.corpus import pink_noise
from host.ears import Context
from host.ears.engines.second import SecondOpinion
from host.sim.speech import mix
from lexicon.motdit import lexicon as motdit_lexicon
from tests.host.ears.helpers import CARD, VOICES, said


def test_it_hears_a_card_word_said_alone():
    opinion = SecondOpinion()
    rng = np.random.default_rng(31)
    for word in ("rocket", "penguin", "umbrella"):
        clip = said(word, VOICES[0])
        quiet = mix(clip, pink_noise(len(clip) + 9600, rng), 40.0, 0.3, 0.3)
        assert opinion(quiet, Context.of(CARD)) == word


def test_a_context_it_cannot_pronounce_gives_no_opinion():
    korean = Context.of(["사과"])  # no English sounds to build a grammar of
    assert SecondOpinion()(said("rocket"), korean) is None


def test_likely_phrases_and_commands_reuse_the_decoder_of_the_same_words():
    opinion = SecondOpinion()
    opinion.prepare(Context.of(CARD, likely=["rocket"]))
    opinion(said("rocket"), Context.of(CARD, likely=["dragon"], commands=["anchor"]))
    opinion.prepare(Context.of(["사과"]))  # nothing to build: no error either
    assert len(opinion._engine._cache) == 1


def test_a_clip_is_heard_the_same_whatever_was_heard_before():
    # One decoder serves every utterance of a context; its front end adapts to what it hears
    # (these two out-of-set words were heard as other deck words after 25 loud clips).
    deck = list(dict.fromkeys(motdit_lexicon().words))[:45]
    context = Context.of(deck)
    probes = [said(word) for word in ("pencil", "garden")]
    opinion = SecondOpinion()
    first = [opinion(clip, context) for clip in probes]
    for word in deck[15:40]:
        opinion(np.clip(said(word).astype(np.int32) * 3, -32768, 32767).astype(np.int16), context)
    assert [opinion(clip, context) for clip in probes] == first
