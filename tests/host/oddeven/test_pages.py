"""Odd or Even on the real host's phones and table page, in headless Chromium: each pick on its
player's phone alone, the votes by tap, the board and its end on the table page, which holds
at every TV size; nothing of the game is in any page's code."""

from __future__ import annotations

import pytest

from tests.host.phones.browser import Phone
from tests.host.phones.privacy import assert_only_on
from tests.host.screen.layout import problems, sized

pytestmark = pytest.mark.slow

PICKS = {"Ann": "two", "Bob": "three", "Cy": "one"}
"""Six fingers in all: even."""
VOTES = {"Ann": "odd", "Bob": "even", "Cy": "odd"}


def player_values(tv: Phone) -> dict[str, str]:
    """Each player's count on the table page."""
    rows = tv.run(
        "return [...document.querySelectorAll('#player-list li')]"
        ".map((li) => [li.dataset.name, li.dataset.value])"
    )
    return dict(rows)


def test_phones_and_the_table_page_play_a_whole_game(start_host, browser):
    host = start_host("oddeven", ",".join(PICKS), cli="tests.host.oddeven.cli")
    links = host.urls()
    host.screen_lines()
    tv = Phone.first(browser)
    tv.resize(1920, 1080, mobile=False)
    tv.open(host.screen)
    phones = {}
    for name, url in links.items():
        phones[name] = Phone.another(browser)
        phones[name].open(url)
    for phone in phones.values():
        phone.wait_for_question("how to play")
    phones["Cy"].tap("skip")
    for round_ in (1, 2, 3):
        for name, fingers in PICKS.items():
            phone = phones[name]
            phone.wait_for_question("how many fingers")
            assert phone.choices() == ["one", "two", "three"]
            assert all(p.question() == "" for n, p in phones.items() if n != name)
            phone.tap(fingers)
            phone.wait(lambda p, f=fingers: f"You show {f}." in p.private_lines(), "the pick")
            if round_ == 1:
                assert_only_on(phones, name, [f"You show {fingers}"])
        for name, parity in VOTES.items():  # put to every phone at once
            phones[name].wait_for_question("Odd or even")
            phones[name].tap(parity)
        tv.wait(lambda page, r=round_: player_values(page).get("Bob") == str(r), "Bob's point")
        assert player_values(tv) == {"Ann": "0", "Bob": str(round_), "Cy": "0"}
        if round_ == 1:
            with sized(tv):
                assert problems(tv, "after a round") == []
    for phone in phones.values():
        phone.wait(lambda p: p.shown("#ending-you") != "", "the final card")
    tv.wait(lambda page: "Game over" in page.text(), "the end on the table page")
    with sized(tv):
        assert problems(tv, "at the end") == []
