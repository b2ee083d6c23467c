"""Private text stays private on every path (issue 18): the keyboard fallback of a question
about a hand never lists it on the shared screen, and a refusal whose words tell about a hand
is told to its player alone (any other is said aloud: nobody looks away for it)."""

from __future__ import annotations

import pytest

from engine.fameus import Pass, Play
from host.ears.context import normalize
from host.session.typed import TypedListener, scripted
from host.sim.clock import VirtualClock
from tests.host.flows.fameus_helpers import hand, seated


def test_the_criterion_fallback_after_three_misses_lists_no_card_on_the_shared_screen():
    typed: list[str] = []

    def keyboard(shown: str) -> str:
        typed.append(shown)
        raise EOFError  # the test ends at the keyboard

    misses = TypedListener(scripted(["play", "mumble", "mumble", "mumble"]))
    flow, said = seated("Ann,Bob,Cy,Dee", misses, VirtualClock(), keyboard)
    with pytest.raises(EOFError):
        flow.run()
    assert len(typed) == 1 and not any(normalize(hand(0, k)) in typed[0] for k in range(6))
    asked = [line for line in said.lines if "which criterion" in line.text]
    assert len(asked) == 3 and all(line.private and line.to == "Ann" for line in asked)


def test_a_refusal_is_private_only_when_its_words_tell_about_a_hand():
    flow, said = seated("Ann,Bob,Cy,Dee", TypedListener(scripted([])), VirtualClock())
    assert not flow.table.act(Pass(1), 1)  # it is Ann's turn
    assert not flow.table.act(Pass(1))
    held = set(flow.game.state.hands[0])
    assert not flow.table.act(Play(0, next(c for c in range(99) if c not in held)), 0)
    to_bob, to_all, to_ann = said.lines[-3:]
    assert not to_bob.private and to_bob.to == "Bob" and "not your turn" in to_bob.text
    assert not to_all.private and "not your turn" in to_all.text
    assert to_ann.private and to_ann.to == "Ann" and "not in your hand" in to_ann.text
