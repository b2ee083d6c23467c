"""Commands are heard at every prompt, so a game's answers must not be heard as commands.

Twelve voices, clean and at 20 dB of babble. A bare "pause" took "pass", "say again" took
"second" and "undo" took "Annabelle" 2 to 9 times in 24 to 48 clips; one slip is allowed, the
recognizer is not perfect."""

from __future__ import annotations

import numpy as np
import pytest

from host.ears import Context, Ears
from host.flows.commands import KEEP_PLAYING
from host.games import GAMES
from host.session.commands import with_extra
from host.session.prompt import NO, YES
from host.sim.speech import babble, mix, speakers
from tests.host.ears.helpers import VOICES, said
from tests.kits import kit

pytestmark = pytest.mark.slow

NAMES = ("Irma", "Annabelle", "Felix", "Gaston")


def clips(words, rng):
    """Each word in twelve voices, clean and at 20 dB of babble."""
    for word in words:
        for voice in (*VOICES, *speakers(6, 11)):
            clip = said(word, voice)
            for noise in (None, babble(len(clip) + 16000, rng)):
                yield word, mix(clip, noise, 20.0, 0.3, 0.4)


@pytest.fixture(scope="module")
def ears() -> Ears:
    return Ears(engine="pocketsphinx")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_short_answers_are_never_heard_as_commands(ears, game):
    expected, spoken = kit(game).answers
    commands = with_extra(GAMES[game].commands(NAMES))
    context = Context.of((*expected, *commands))
    heard = [ears.hear_audio(x, context).phrase for _, x in clips(spoken, np.random.default_rng(0))]
    taken = [h for h in heard if h in commands]
    assert len(taken) <= 1, f"{game}: answers heard as commands: {taken}"


def test_keep_playing_is_heard_where_a_bare_no_is_not(ears):
    commands = with_extra(GAMES["maury"].commands(NAMES))
    context = Context.of((*YES, KEEP_PLAYING, *NO, *commands))
    heard = [
        (w, ears.hear_audio(x, context).phrase)
        for w, x in clips((KEEP_PLAYING, "no"), np.random.default_rng(1))
    ]
    keep = [h for w, h in heard if w == KEEP_PLAYING]
    bare = [h for w, h in heard if w == "no"]
    assert not any(h in YES for h in keep + bare)  # never taken for a yes
    assert keep.count(KEEP_PLAYING) >= 3 * len(keep) // 4
    assert keep.count(KEEP_PLAYING) > bare.count("no")
