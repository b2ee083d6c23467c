"""Commands are heard at every prompt, so a game's answers must not be heard as commands.

Twelve voices, clean and at 20 dB of babble. A bare "pause" took "pass" and "say again" took
"second" 2 to 3 times in 24 to 48 clips; one slip is allowed, the recognizer is not perfect."""

from __future__ import annotations

import numpy as np
import pytest

from host.ears import Context, Ears
from host.ears.synth import babble, mix, speakers
from host.flows.registry import KITS
from host.session.commands import with_extra
from tests.host.ears_helpers import VOICES, said

NAMES = ("Ann", "Bob", "Cy", "Dee")
ANSWERS = {
    # A game's short answers, and the other answers of the same prompt.
    "fameus": (("pass", "play", "accuse"), ("pass", "play")),
    "maury": (("first", "second"), ("second",)),
    "motdit": (("pass", "fish", "anchor", "moon"), ("pass",)),
}


@pytest.fixture(scope="module")
def ears() -> Ears:
    return Ears(engine="pocketsphinx")


@pytest.mark.parametrize("game", sorted(ANSWERS))
def test_short_answers_are_never_heard_as_commands(ears, game):
    expected, spoken = ANSWERS[game]
    commands = with_extra(KITS[game].commands(NAMES))
    context = Context.of((*expected, *commands))
    rng = np.random.default_rng(0)
    voices = (*VOICES, *speakers(6, 11))
    heard = []
    for word in spoken:
        for voice in voices:
            clip = said(word, voice)
            for noise in (None, babble(len(clip) + 16000, rng)):
                heard.append(ears.hear_audio(mix(clip, noise, 20.0, 0.3, 0.4), context).phrase)
    taken = [h for h in heard if h in commands]
    assert len(taken) <= 1, f"{game}: answers heard as commands: {taken}"
