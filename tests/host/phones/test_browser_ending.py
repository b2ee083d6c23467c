"""Every phone's last word is its final card, in real Chromium at a phone's size: who won, the
player's own result and the standings, whole on the screen (no sideways scroll); once the host
closes the links, a small line under the card says so and no alarm is raised."""

from __future__ import annotations

import pytest

from host.games import GAMES
from host.phones import listener
from host.screen.table import TableScreen
from host.session.session import Session
from host.sim.phones import phone_table
from tests.host.phones.browser import PHONE_WIDTH, Phone
from tests.host.screen.games import short_game
from tests.kits import kit

WHOLE = """const box = document.getElementById("ending").getBoundingClientRect();
return [document.documentElement.scrollWidth, box.left >= 0 && box.right <= innerWidth]"""
"""The page's width, and whether the final card lies within the screen's width."""


@pytest.mark.parametrize("name", ["maury"])
def test_the_phone_ends_on_its_final_card_and_a_small_closed_line(browser, name, monkeypatch):
    monkeypatch.setattr(listener, "TIMED_WAIT", 0.1)  # a timed question nobody answers
    spec = GAMES[name]
    session = Session(short_game(name), 5, None)
    screen = TableScreen(spec.title, kit(name).players, spec.board)
    phone = Phone.first(browser)
    with phone_table(session, spec, screen=screen) as (table, phones):
        spec.flow(table).run()
        seats = phones.listener.seats
        origin = screen.url.split("/t/")[0]
        phone.open(f"{origin}/p/{seats.seats[0].token}/")  # Ann's seat, after the game
        # Her seat is her simulated phone's: this browser is told so until the host gives it.
        phone.wait(lambda p: "show the host this code" in p.shown("#notice"), "a code")
        (asked,) = seats.asked()
        assert asked.name == "Ann" and asked.code in phone.shown("#notice")
        assert seats.give_seat(asked)
        phone.wait(lambda p: p.shown("#ending-you") != "", "the final card")
        card = seats.state(0).as_message()["ending"]
    phone.wait(lambda p: p.shown("#closed") != "", "the links' closing, under the card")
    assert phone.shown("#ending-title") == card["title"]
    assert phone.shown("#ending-you") == card["you"]
    assert phone.shown("#notice") == "", "the end reads as an error"
    standings = phone.run(
        "return [...document.querySelectorAll('#ending-standings li')].map((li) => li.innerText)"
    )
    assert [row.removeprefix("★ ").split()[0] for row in standings] == [
        row["name"] for row in card["standings"]
    ]
    assert phone.run(WHOLE) == [PHONE_WIDTH, True]
