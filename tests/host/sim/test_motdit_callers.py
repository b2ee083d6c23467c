"""Simulated Mot Dit callers on the open floor hear the host: a caller whose call nothing the
host said answered (two back to back, and only one word said back) calls again as the floor
goes on; callers the host answered do not."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.core import Rejection
from engine.motdit import ChooseWord, GiveClue
from host.cli.demo import NAMES
from host.flows.motdit_calls import MotDitAsk, MotDitAsking
from host.session.prompt import Prompt
from host.session.session import Session
from host.sim import motdit_party
from host.sim.motdit_party import SimulatedTable
from host.voice.line import Cue, Line, cue
from lexicon import motdit as motdit_lexicon
from tests.host.short_games import one_round_motdit

PLAYERS = NAMES[:4]


@pytest.fixture
def guessing(monkeypatch) -> tuple[SimulatedTable, Prompt]:
    """A table after the first clue, whose callers always call two back to back."""
    monkeypatch.setattr(motdit_party, "BACK_TO_BACK_RATE", 1.0)
    session = Session(one_round_motdit(PLAYERS), seed=3)
    session.start()
    holder = session.game.state.holder
    for action in (ChooseWord(holder, 0), GiveClue(holder, "ocean")):
        assert not isinstance(session.apply(action), Rejection)
    table = SimulatedTable(lambda: session.game, motdit_lexicon.lexicon(), random.Random(1))
    guessers = tuple(n.casefold() for k, n in enumerate(PLAYERS) if k != holder)
    floor = Prompt.of(Line("Guesses!"), (), MotDitAsk.GUESSES, claim=guessers)
    return table, floor


def word(text: str) -> str:
    return text.rpartition(",")[2].strip()


def test_a_caller_whose_call_was_not_answered_calls_again(guessing):
    table, floor = guessing
    first = table.answer(floor)
    assert first.then is not None and "pass" not in (word(first.text), word(first.then.text))
    table.hears(cue(Cue.WRONG))
    table.hears(Line(f"Not {word(first.text)}."))
    assert table.answer(replace(floor, own=MotDitAsking(patience=3.0))) == replace(
        first.then, then=None
    )


def test_callers_the_host_answered_do_not_call_again(guessing):
    table, floor = guessing
    first = table.answer(floor)
    assert first.then is not None
    for spoken in (first, first.then):
        table.hears(cue(Cue.WRONG))
        table.hears(Line(f"Not {word(spoken.text)}."))
    following = table.answer(replace(floor, own=MotDitAsking(patience=3.0)))
    assert following.player not in (first.player, first.then.player)
