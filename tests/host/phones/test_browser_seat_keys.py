"""A seat belongs to the first phone that joins it, in real Chromium against the real host: a
second browser opening the link (a photo of the TV, a forwarded link) is shown that the seat
is taken and nothing of it; the seat's phone reloads and keeps its secrets; the host gives the
seat to the new phone with one typed command, and the old phone's key opens it no more."""

from __future__ import annotations

import time
from collections.abc import Callable

from selenium import webdriver

from host.phrasebook.page_says import PhoneSays
from host.phrasebook.table_says import TableSays
from tests.host.phones.browser import Phone
from tests.host.phones.hosted import Host

ASKED = "another device asks for Ann's seat"
"""What the host's terminal says when a second browser opens Ann's link."""


def test_a_second_browser_gets_no_seat_until_the_host_gives_it(
    start_host: Callable[..., Host], join, browser, chromiums: Callable[..., webdriver.Chrome]
) -> None:
    host = start_host("motdit", "Ann,Bob,Cy")
    ann = join(host, named=("Ann",))["Ann"]
    ann.wait_for_question("how to play")
    ann.tap("skip")
    question = ann.wait_for_question("choose your word")
    lines = ann.private_lines()
    assert lines  # her card: a secret

    thief = Phone.first(chromiums())  # another browser: its own profile, no seat key
    thief.open(host.urls()["Ann"])
    thief.wait(lambda p: p.shown("#notice") == PhoneSays.TAKEN.format(name="Ann"), "the seat taken")
    assert thief.shown("#connection") == "Waiting for the host"
    assert thief.shown("#mine") == thief.shown("#table") == ""  # no empty section headings
    assert thief.private_lines() == [] and thief.question() == ""
    assert not any(line in thief.source() for line in lines)  # nor anywhere hidden
    assert not any(word in thief.source() for word in question.split() if len(word) > 4)
    until = time.monotonic() + 10
    while not any(ASKED in line for line in host.output) and time.monotonic() < until:
        time.sleep(0.1)
    assert any(ASKED in line for line in host.output), host.output[-5:]

    ann.reload()  # the seat's own phone keeps it, secrets and all
    ann.wait(lambda p: p.private_lines() == lines, "the private lines back after the reload")
    assert ann.wait_for_question("choose your word") == question

    assert host.process.stdin is not None
    host.process.stdin.write("give the seat to the new phone\n")
    host.process.stdin.flush()
    # Every line the seat had (the question put again since is one more).
    thief.wait(lambda p: set(lines) <= set(p.private_lines()), "the seat's lines on the new phone")
    assert thief.wait_for_question("choose your word") == question
    ann.wait(
        lambda p: p.shown("#notice") == PhoneSays.GIVEN.format(name="Ann"), "the old phone told"
    )
    assert ann.private_lines() == [] and ann.question() == ""
    assert ann.shown("#mine") == ann.shown("#table") == ""
    ann.reload()  # its key no longer opens the seat
    ann.wait(lambda p: p.shown("#notice") == PhoneSays.TAKEN.format(name="Ann"), "the seat taken")
    assert ann.private_lines() == []
    said = TableSays.SEAT_GIVEN.format(name="Ann")
    assert any(said in line for line in host.output), host.output[-5:]
