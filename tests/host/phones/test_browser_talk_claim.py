"""A Maury comeback claimed from the phones, against the real host: "Any comebacks?" shows on the
phone of each player who may answer, with their own name and "nobody", and the first phone to
press takes the floor.

The presses are taps, the second as soon as a browser can after the first (the host has
usually closed the question by then). A spoken claim is not deterministic yet: the fake
microphone loops, so a release may cut a word in two and nothing is understood; and a name
espeak-ng says is heard below the recognizer's sureness, so the game reads the claim back to
the whole table before acting on it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.host.phones.hosted import Host
from tests.host.phones.test_browser_motdit import everyone_hears

pytestmark = pytest.mark.slow

CHANNEL = "partyhost-test"
"""A BroadcastChannel between the phones' windows, to press one the moment another has."""
PRESS_WHEN_TOLD = """const [name, channel] = arguments;
new BroadcastChannel(channel).onmessage = () => {
  window.pressed = true;
  const buttons = [...document.querySelectorAll("#question button.choice")];
  buttons.find((button) => button.textContent === name).click();
};"""
"""Makes a phone press its choice `name` as soon as another phone says on `channel` that it
has pressed."""
PRESS_AND_TELL = """const [name, channel] = arguments;
const buttons = [...document.querySelectorAll("#question button.choice")];
buttons.find((button) => button.textContent === name).click();
new BroadcastChannel(channel).postMessage("pressed");"""
"""Presses the choice `name`, then says so on `channel`."""
TOO_LATE = ("", "That question is already answered.", "That question is over.")
"""What a phone shows when it presses once another phone has: nothing (the question had gone
from its page, which sends nothing), or the host's refusal."""


def test_the_first_phone_to_press_takes_the_floor(start_host: Callable[..., Host], join) -> None:
    phones = join(start_host("maury", "Ann,Bob,Cy", engine="whisper"))
    ann, bob, cy = phones.values()
    ann.wait_for_question("how to play")
    ann.tap("skip")
    ann.wait_for_question("which card")
    ann.tap("orange two")
    ann.wait_for_question("Right?")
    ann.tap("yes")
    for phone, name in ((bob, "Bob"), (cy, "Cy")):
        phone.wait_for_question("Any comebacks?")
        assert phone.choices() == [name, "nobody"]  # a phone claims for its own seat only
    assert ann.question() == ""  # her card is the one answered

    bob.run(PRESS_WHEN_TOLD, "Bob", CHANNEL)
    cy.run(PRESS_AND_TELL, "Cy", CHANNEL)
    everyone_hears(phones, "Over to you, Cy.")
    cy.wait_for_question("Cy, which comeback?")
    assert bob.run("return window.pressed") is True
    assert bob.question() == ""
    assert bob.shown("#notice") in TOO_LATE
