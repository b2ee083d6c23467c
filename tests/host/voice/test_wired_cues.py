"""Cues where the show happens: around every hearing, and at the hourglass's warnings."""

from __future__ import annotations

import pytest

from host.flows.hourglass import LAST_WARNING, warning_cue
from host.session.ears_listener import CuedListener
from host.session.prompt import Ask, Prompt
from host.session.typed import TypedListener, scripted
from host.voice.line import Cue, Line
from tests.host.flows.fameus_helpers import table
from tests.host.flows.helpers import Heard

QUESTION = Prompt(Line("Ready?"), ("yes", "no"), Ask.YES_NO)


def test_the_listening_cues_come_just_before_and_after_each_hearing() -> None:
    said = Heard()
    answers = scripted(["yes"])

    def read(prompt: object) -> str:
        said(Line("(the player answers)"))
        return answers(prompt)

    listener = CuedListener(TypedListener(read), said)
    assert listener.hear(QUESTION, QUESTION.expected).phrase == "yes"
    assert [line.sound for line in said.lines] == [Cue.LISTENING, "", Cue.STOPPED]
    assert said.text() == "[listening]\n(the player answers)\n[stopped listening]"


def test_the_host_stops_listening_even_when_nothing_more_comes() -> None:
    said = Heard()
    with pytest.raises(EOFError):
        CuedListener(TypedListener(scripted([])), said).hear(QUESTION, QUESTION.expected)
    assert [line.sound for line in said.lines] == [Cue.LISTENING, Cue.STOPPED]


def test_a_warning_ticks_and_the_last_seconds_tick_faster() -> None:
    assert warning_cue(15) is Cue.TICK
    assert warning_cue(int(LAST_WARNING)) is Cue.LAST_TICKS
    assert warning_cue(3) is Cue.LAST_TICKS


def test_each_hourglass_warning_comes_with_its_cue() -> None:
    flow, said = table("Ann,Bob,Cy,Dee", ["hourglass", "", "", "", ""])
    with pytest.raises(EOFError):
        flow.run()
    warnings = [k for k, line in enumerate(said.lines) if line.text.endswith("seconds left!")]
    assert len(warnings) == 2  # half time, then the last ten seconds
    cues = [said.lines[k - 1].sound for k in warnings]
    assert cues == [Cue.TICK, Cue.LAST_TICKS]
