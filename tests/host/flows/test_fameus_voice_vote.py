"""The vote by voice: synthesized voters answer for, against, yes, no, thumbs up or down,
and the real recognizer (pocketsphinx) hears them through the prompter."""

from __future__ import annotations

import numpy as np
import pytest

from engine.fameus import Pass, Play, Propose, VoteCounted
from host.audio import RATE
from host.ears.context import normalize
from host.ears.hearing import Ears
from host.flows.fameus import FameUsAsk
from host.session.ears_listener import AudioListener
from host.session.prompt import Prompt
from host.sim.clock import VirtualClock
from host.sim.speech import mix, speak, speakers
from tests.host.flows.fameus_helpers import seated


class Voters:
    """Each voter says their answers in turn (the last one again if asked more), in their
    own voice; "did you say" is answered truthfully; the keyboard types the last answer."""

    def __init__(self, answers: dict[int, list[str]], count: int) -> None:
        self.answers = answers
        self.voices = speakers(count, seed=3)
        self.clock = VirtualClock()
        self.last = ""
        self.heard: list[str] = []

    def __call__(self, prompt: Prompt) -> np.ndarray:
        speaker = prompt.player if prompt.player is not None else 0
        line = normalize(prompt.line.text)
        if prompt.ask is FameUsAsk.DISCUSS:
            text = "we are ready"
        elif prompt.ask is FameUsAsk.VOTE:
            queue = self.answers[speaker]
            text = queue.pop(0) if len(queue) > 1 else queue[0]
        elif line.startswith("did you say"):
            text = "yes" if line == f"did you say {self.last}" else "no"
        else:
            raise EOFError  # the next turn: the vote is over
        self.last = text
        audio = mix(speak(text, self.voices[speaker]), None, 0.0, before=0.3, after=0.4)
        self.clock.spoke(text, len(audio) / RATE)
        return audio

    def typed(self, _question: str) -> str:
        """The keyboard fallback: the answer just given, typed."""
        return self.last


@pytest.fixture(scope="module")
def ears() -> Ears:
    return Ears("pocketsphinx")


def by_voice(heard: list[str]) -> set[str]:
    """The phrases the ears recognised, from the transcript's "heard:" lines."""
    return {line.split("heard: ")[1].split("  [")[0] for line in heard}


def vote(ears: Ears, names: str, answers: dict[int, list[str]]):
    """Play one card, everyone else passes, and the table votes by voice on the proposal."""
    players = names.split(",")
    voters = Voters(answers, len(players))
    heard: list[str] = []
    listener = AudioListener(ears, voters, heard.append)
    moves = [Play(0, 0), *(Pass(p) for p in range(1, len(players))), Propose(0, "Yoda")]
    flow, said = seated(names, listener, voters.clock, voters.typed, moves)
    with pytest.raises(EOFError):
        flow.run()
    counted = [e for e in flow.game.log if isinstance(e, VoteCounted)]
    return counted[0], said.text(), heard


def test_three_voters_by_voice_with_an_unclear_answer_asked_again(ears):
    answers = {1: ["thumbs up"], 2: ["purple elephant", "against"], 3: ["yes"]}
    counted, said, heard = vote(ears, "Ann,Bob,Cy,Dee", answers)
    assert all(f"{name}?" in said for name in ("Bob", "Cy", "Dee"))
    assert "Sorry, I did not catch that. Cy?" in said
    assert counted.ayes == (1, 3) and counted.needed == 2 and counted.won
    assert {"thumbs up", "against", "yes"} <= by_voice(heard)


def test_four_voters_by_voice_need_half(ears):
    answers = {1: ["i vote for"], 2: ["no"], 3: ["thumbs down"], 4: ["i vote against"]}
    counted, said, heard = vote(ears, "Ann,Bob,Cy,Dee,Eve", answers)
    assert {"i vote for", "thumbs down", "i vote against"} <= by_voice(heard)
    assert all(f"{name}?" in said for name in ("Bob", "Cy", "Dee", "Eve"))
    assert counted.ayes == (1,) and counted.needed == 2 and not counted.won
    assert "Ann draws three cards." in said or "Three cards for Ann." in said


def test_plain_for_and_no_count_even_when_the_keyboard_must_help(ears):
    answers = {1: ["for"], 2: ["no"], 3: ["for"]}
    counted, _, _ = vote(ears, "Ann,Bob,Cy,Dee", answers)
    assert counted.ayes == (1, 3) and counted.won
