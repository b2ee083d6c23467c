"""A seat belongs to the first phone that joins it, or to the laptop when play starts without
it, in real Chromium against the real host: another browser opening the link (a photo of the
TV, a forwarded link) is shown a code and nothing of the seat; the seat's phone reloads and
keeps its secrets; the host gives the seat to the phone showing the code it names, and the
old phone's key opens it no more."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from selenium import webdriver

from host.phrasebook.page_says import PhoneSays
from host.phrasebook.table_says import TableSays
from tests.host.phones.browser import Phone
from tests.host.phones.hosted import Host

ASKED = "a device asks for {name}'s seat"
"""What the host's terminal says when a second browser opens Ann's link."""


def code_shown(phone: Phone, name: str) -> str:
    """The code `phone` shows while it waits for `name`'s seat."""
    phone.wait(lambda p: "show the host this code" in p.shown("#notice"), "the code")
    code = re.search(r"code: (\d{4})\.$", phone.shown("#notice"))
    assert code is not None
    assert phone.shown("#notice") == PhoneSays.ASK_HOST.format(name=name, code=code[1])
    return code[1]


def told(host: Host, text: str) -> None:
    """Wait until the host's terminal shows `text` (a caption's box and wrapping undone)."""
    until = time.monotonic() + 10
    while text not in (shown := said(host)) and time.monotonic() < until:
        time.sleep(0.1)
    assert text in shown, shown[-300:]


def said(host: Host) -> str:
    """All the host's terminal has shown, its captions' boxes and line breaks undone."""
    return " ".join(re.sub("[│╭╮╰╯─]", " ", "".join(host.output)).split())


def typed(host: Host, *lines: str) -> None:
    """Type `lines` at the laptop."""
    assert host.process.stdin is not None
    host.process.stdin.write("".join(f"{line}\n" for line in lines))
    host.process.stdin.flush()


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
    code = code_shown(thief, "Ann")
    assert thief.shown("#connection") == "Waiting for the host"
    assert thief.shown("#mine") == thief.shown("#table") == ""  # no empty section headings
    assert thief.private_lines() == [] and thief.question() == ""
    assert not any(line in thief.source() for line in lines)  # nor anywhere hidden
    assert not any(word in thief.source() for word in question.split() if len(word) > 4)
    told(host, ASKED.format(name="Ann"))

    ann.reload()  # the seat's own phone keeps it, secrets and all
    ann.wait(lambda p: p.private_lines() == lines, "the private lines back after the reload")
    assert ann.wait_for_question("choose your word") == question

    typed(host, "give the seat to the new phone")
    told(host, TableSays.GIVE_SEAT_TO.format(code=" ".join(code), name="Ann"))
    typed(host, "yes")
    # Every line the seat had (the question put again since is one more).
    thief.wait(lambda p: set(lines) <= set(p.private_lines()), "the seat's lines on the new phone")
    assert thief.wait_for_question("choose your word") == question
    ann.wait(
        lambda p: p.shown("#notice") == PhoneSays.GIVEN.format(name="Ann"), "the old phone told"
    )
    assert ann.private_lines() == [] and ann.question() == ""
    assert ann.shown("#mine") == ann.shown("#table") == ""
    ann.reload()  # its key no longer opens the seat
    code_shown(ann, "Ann")
    assert ann.private_lines() == []
    told(host, TableSays.SEAT_GIVEN.format(name="Ann"))


def test_a_seat_played_at_the_laptop_is_given_only_by_the_host_even_at_the_rules_offer(
    start_host: Callable[..., Host], browser, chromiums: Callable[..., webdriver.Chrome]
) -> None:
    host = start_host("motdit", "Ann,Bob,Cy")
    ann = Phone.first(browser)
    ann.open(host.urls()["Ann"])
    ann.wait(lambda p: p.shown("#connection") == "Connected", "Ann's phone in")
    typed(host, "")  # play starts without Bob's and Cy's phones: their seats are the laptop's
    told(host, "Without a phone: Bob and Cy")
    ann.wait_for_question("how to play")

    stranger = Phone.first(chromiums())  # the TV's join screen photographed, say
    stranger.open(host.urls()["Bob"])
    code = code_shown(stranger, "Bob")
    assert stranger.shown("#connection") == "Waiting for the host"
    assert stranger.private_lines() == [] and stranger.question() == ""
    told(host, ASKED.format(name="Bob"))

    typed(host, "give the seat to the new phone")  # at the rules offer
    told(host, TableSays.GIVE_SEAT_TO.format(code=" ".join(code), name="Bob"))
    typed(host, "no")
    stranger.wait(lambda p: p.shown("#notice") == PhoneSays.KEPT.format(name="Bob"), "kept")
    assert stranger.private_lines() == [] and stranger.question() == ""
    told(host, TableSays.SEAT_KEPT.format(name="Bob"))
    assert ann.wait_for_question("how to play")  # the offer goes on
