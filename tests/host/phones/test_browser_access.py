"""The phone page for a screen reader or a low-vision player, against the real host: axe-core
finds nothing serious with a question showing, focus follows the reading order, and the
read-aloud option is remembered and reads only what is new."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.host.phones.browser import assert_focus_follows_reading, axe_check
from tests.host.phones.hosted import Host

pytestmark = pytest.mark.slow

SPOKEN = """window.spoken = [];
const speak = speechSynthesis.speak.bind(speechSynthesis);
speechSynthesis.speak = (utterance) => { spoken.push(utterance.text); speak(utterance); };"""
"""Records what the page hands to speechSynthesis, which still speaks it."""


def test_axe_finds_nothing_serious_focus_follows_reading_and_read_aloud_reads_what_is_new(
    start_host: Callable[..., Host], join
) -> None:
    ann = join(start_host("motdit", "Ann,Bob,Cy"), named=("Ann",))["Ann"]
    ann.wait_for_question("how to play")
    ann.run(SPOKEN)
    ann.tap("skip")
    ann.wait_for_question("choose your word")
    axe_check(ann)
    assert_focus_follows_reading(ann)
    assert ann.run("return spoken") == []  # reading aloud is off

    ann.click("label[for=speak]")
    ann.reload()
    ann.wait_for_question("choose your word")
    assert ann.run("return document.getElementById('speak').checked") is True  # remembered
    old = ann.private_lines()
    ann.run(SPOKEN)
    ann.tap(ann.choices()[0])
    clue = ann.wait_for_question("your clue")  # an open question: a text field and Send
    new = ann.private_lines()[: len(ann.private_lines()) - len(old)]
    assert new, "no new private line"
    assert ann.run("return spoken") == [" ".join(reversed(new)), clue]  # only what is new
    assert ann.run("return document.activeElement.id") == "answer-text"
    axe_check(ann)
    assert_focus_follows_reading(ann)
