"""Mot Dit's open floor by the ears: guesses called out aloud, a name first or not, are
synthesized with espeak-ng and heard by the real recognizer (Whisper, the default) through
the prompter; the other questions are typed."""

from __future__ import annotations

import numpy as np
import pytest

from engine.motdit import Option, WordCard, WordGivenAway, WordGuessed, WrongAnswer
from host.audio import RATE
from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.flows.floor import Floor
from host.flows.motdit import MotDitAsk
from host.session.ears_listener import AudioListener
from host.session.prompt import Ask, Prompt
from host.session.typed import typed
from host.sim.speech import mix, speak, speakers
from tests.host.ears.helpers import whisper_ears
from tests.host.flows.helpers import table

PLAYERS = "Anna,Bob,Max,Tom"
"""Anna holds the box; names the ears write as they are said."""
WORDS = ("fish", "boat", "eagle", "shell", "wave", "sand", "net", "crab")
ROUND = [
    WordCard(WORDS, (Option(0, 3), Option(1, 2))),
    WordCard(WORDS[::-1], (Option(0, 2), Option(1, 3))),
]
"""Anna chooses fish, in three clues."""
TYPED = {MotDitAsk.CHOOSE: "one", MotDitAsk.CLUE: "ocean", Ask.VOUCH: "yes", Ask.NAMES: "Max"}
"""What is typed to the questions the floor's calls do not answer."""


@pytest.fixture(scope="module")
def ears() -> Ears:
    return whisper_ears()


class Floor_:
    """The floor's calls said aloud, one utterance each, in one voice; everything else typed."""

    def __init__(self, ears: Ears, called: list[str]) -> None:
        self.called = called
        self.voice = speakers(4, seed=3)[2]
        self.heard = AudioListener(ears, self._said)
        self.asked: list[str] = []

    def _said(self, _prompt: Prompt) -> np.ndarray:
        text = self.called.pop(0) if self.called else ""
        silence = np.zeros(RATE // 2, np.int16)
        return mix(speak(text, self.voice) if text else silence, None, 0.0, 0.3, 0.4)

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        self.asked.append(prompt.line.text)
        if prompt.ask is MotDitAsk.GUESSES:
            return self.heard.hear(prompt, phrases)
        if prompt.ask not in TYPED:
            raise EOFError  # the next clue: the window is closed
        return typed(TYPED[prompt.ask], phrases)


def play(ears: Ears, called: list[str]):
    listener = Floor_(ears, called)
    flow, _ = table(PLAYERS, ROUND, [], listener=listener, floor=Floor.OPEN)
    with pytest.raises(EOFError):
        flow.run()
    found = [e.guessers for e in flow.game.log if isinstance(e, WordGuessed)]
    wrong = [e.player for e in flow.game.log if isinstance(e, WrongAnswer)]
    return found, wrong, listener.asked


def test_guesses_called_out_with_a_name_are_that_player_s(ears):
    found, wrong, asked = play(ears, ["Bob, eagle", "Max, fish"])
    assert wrong == [1]
    assert found == [(2,)]
    assert not [text for text in asked if "Who said it?" in text]


def test_the_word_called_out_with_no_name_is_given_to_whom_the_holder_names(ears):
    found, _, asked = play(ears, ["fish"])
    assert [text for text in asked if "Who said it?" in text]
    assert found == [(2,)]


def test_the_word_said_aloud_by_a_player_who_already_answered_gives_it_away(ears):
    listener = Floor_(ears, ["Max, eagle", "Max, fish"])
    flow, said = table(PLAYERS, ROUND, [], listener=listener, floor=Floor.OPEN)
    with pytest.raises(EOFError):
        flow.run()
    log = flow.game.log
    assert [e.player for e in log if isinstance(e, WrongAnswer)] == [2]
    assert [e for e in log if isinstance(e, WordGivenAway)] and not [
        e for e in log if isinstance(e, WordGuessed)
    ]
    assert "Right" not in said.text() and flow.game.state.holder == 1
