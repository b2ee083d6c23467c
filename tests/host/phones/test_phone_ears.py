"""A phone's speech as the table's ears hear it: only words that may answer the question are
kept, so that the phones' listener takes any words it is handed."""

from __future__ import annotations

import numpy as np

from host.ears.context import Context
from host.ears.recognizer import Heard, Tier
from host.phones.ears import PhoneEars
from host.session.prompt import Ask, Prompt
from host.voice.line import Line
from tests.host.scored import scored

SPEECH = np.zeros(16000, np.float32)


class Ears:
    """Hears `heard` in any audio, as a transcribing engine writes it."""

    transcribes = True

    def __init__(self, heard: Heard) -> None:
        self.heard = heard

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        return self.heard


def test_a_closed_question_keeps_only_its_phrases_and_a_claim_keeps_every_word():
    words = scored(None, "ann", 0.9)
    aim = Prompt(Line("Bob, at whom?"), ("ann", "cy"), Ask.NAMES, 1)
    assert PhoneEars(lambda: Ears(words))(SPEECH, aim, aim.expected) == Heard(
        None, "", 0.9, tier=Tier.NONE
    )
    claim = Prompt.of(Line("Any comebacks?"), ("ann", "nobody"), "comeback", claim=("ann",))
    assert PhoneEars(lambda: Ears(words))(SPEECH, claim, claim.expected) == words
    said = scored("ann", "ann", 0.9)
    assert PhoneEars(lambda: Ears(said))(SPEECH, aim, aim.expected) == said
