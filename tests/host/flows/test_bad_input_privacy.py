"""Private text stays private on every path (issue 18): the keyboard fallback of a question
about a hand never lists it on the shared screen, and a refusal is told to its player alone."""

from __future__ import annotations

import pytest

from engine.fameus import Pass
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


def test_a_refusal_to_a_player_is_private_and_one_to_the_table_is_not():
    flow, said = seated("Ann,Bob,Cy,Dee", TypedListener(scripted([])), VirtualClock())
    assert not flow.table.act(Pass(1), 1)  # it is Ann's turn
    assert not flow.table.act(Pass(1))
    to_bob, to_all = said.lines[-2:]
    assert to_bob.private and to_bob.to == "Bob" and "not your turn" in to_bob.text
    assert not to_all.private and "not your turn" in to_all.text
