"""Eight phones from one address (127.0.0.1), as eight phones behind one router are: windows of
one real Chromium, each in a user context of its own and so with its own cookies, storage and
pool of connections, as a browser of its own has. Every one joins its seat of one Fame Us
game, is shown the question put to the whole table, follows the game on once one of them
answers it, and then answers a question of its own: each player's first turn, passed in turn
round the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from selenium import webdriver

from tests.host.phones.browser import Phone
from tests.host.phones.hosted import Host

pytestmark = pytest.mark.slow

PLAYERS = "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal"
"""Fame Us's most players: a phone each."""


def test_eight_phones_behind_one_address_all_join_and_play(
    start_host: Callable[..., Host], chromiums: Callable[..., webdriver.Chrome]
) -> None:
    host = start_host("fameus", PLAYERS)
    browser = chromiums(bidi=True)
    phones = {}
    for name, url in host.urls().items():
        phone = Phone.apart(browser)
        phone.open(url)
        phones[name] = phone
    for name, phone in phones.items():
        phone.wait(lambda p: p.shown("#connection") == "Connected", f"{name} connected")
        assert phone.shown("#name") == name
        phone.wait_for_question("how to play")
    phones["Hal"].tap("skip")
    for name, phone in phones.items():  # the game goes on, on every phone
        phone.wait(lambda p: "how to play" not in p.question(), f"the game on for {name}")
    for name, phone in phones.items():  # the first player turns up the starter, then all pass
        phone.wait_for_question(f"{name}, play")
        phone.tap("pass")
    phones["Hal"].wait(lambda _: len(host.log("fameus.Passed")) == len(phones), "8 passes saved")
    passed = [(event["player"], event["timed_out"]) for event in host.log("fameus.Passed")]
    assert passed == [(seat, False) for seat in range(len(phones))], passed  # each by its tap
    assert host.process.poll() is None
