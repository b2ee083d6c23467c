"""Three phones play Maudit Mot Dit against the real host: by taps and typing, with the card and
the secret word on the holder's phone alone; a seat kept across a lost connection, a reload and
a second phone, until the laptop ends the game; and no page for a wrong token."""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from collections.abc import Callable

import pytest

from host.phones.messages import PhoneState
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.page_says import PhoneSays
from tests.host.phones.browser import PHONE_WIDTH, Phone
from tests.host.phones.hosted import Host
from tests.host.phones.privacy import assert_only_on
from tests.host.phones.tls import any_certificate

pytestmark = pytest.mark.slow

FIRST_RETRY = 0.5
"""Seconds before the page's first reconnection (RETRY_FIRST_MS in phone.js)."""

TAP_TWICE = """const buttons = [...document.querySelectorAll("#question button.choice")];
buttons[1].click();
buttons[0].click();
return buttons.map((button) => button.disabled);"""
"""A second tap right after the first, before the host can answer: it must find no button."""


def secret_words(host: Host) -> list[str]:
    """The two words the holder's card offers, from the host's save."""
    card = host.log("motdit.CardDrawn")[-1]
    return [card["words"][option["symbol"]] for option in card["options"]]


def everyone_hears(phones: dict[str, Phone], caption: str) -> None:
    """Wait until every phone shows `caption` as the host's last public line."""
    for phone in phones.values():
        phone.wait(lambda p: p.shown("#caption") == caption, f"the caption {caption!r}")


FITS = """const box = document.getElementById("question").getBoundingClientRect();
return [document.documentElement.scrollWidth <= innerWidth,
  box.left >= 0 && box.right <= innerWidth]"""
"""Whether the page scrolls nowhere sideways, and the question lies within the screen's width."""
SAID_BEFORE = "return [...document.querySelectorAll('#said-list li')].map((li) => li.textContent)"
"""The host's public lines before the last, as the phone lists them (newest first)."""
A_TURN_LATER = """const lines = page.lines;
receive(JSON.stringify(Object.assign({}, arguments[0], {private: lines, past: lines.length})));
const newest = [...document.querySelectorAll("#private li.newest")].length;
return [$("latest").textContent, newest, !$("history").hidden];"""
"""The page given its seat's lines as all past (a new round began): its latest line, how many
lines it marks newest, and whether its history shows."""
COMMANDS_APART = """return [...document.querySelectorAll('#commands button.command')]
  .filter((b) => b.checkVisibility()).map((b) => b.textContent)"""
"""The choices shown apart from the answers, as those that change the game."""


def test_three_phones_play_a_turn_by_taps(start_host: Callable[..., Host], join) -> None:
    host = start_host("motdit", "Ann,Bob,Cy")
    phones = join(host)
    ann, bob, cy = phones.values()
    for phone in phones.values():  # a question to the whole table shows on every phone
        phone.wait_for_question("how to play")
    cy.tap("skip")

    question = ann.wait_for_question("choose your word")
    words = secret_words(host)
    assert_only_on(phones, "Ann", words)
    assert bob.question() == cy.question() == ""
    # A section for her lines alone on Ann's phone; none, not even its heading, on the others'.
    assert ann.shown("#mine").startswith("Just for you")
    assert bob.shown("#mine") == cy.shown("#mine") == ""
    # Focus is on the question, not on a choice that would look already chosen.
    assert ann.run("return document.activeElement.id") == "question-text"
    assert ann.shown("#asked") == question  # the live region says it too
    card = ann.private_lines()
    assert ann.run(TAP_TWICE) == [True, True]

    ann.wait(lambda p: len(p.private_lines()) > len(card), "a new private line")
    assert words[1] in ann.private_lines()[0] and words[0] not in ann.private_lines()[0]
    everyone_hears(phones, "Ann, your clue.")
    assert_only_on(phones, "Ann", words)

    ann.wait_for_question("your clue")
    ann.type_answer("wedding")
    bob.wait_for_question("your guess")
    everyone_hears(phones, MotDitSays.EVERYONE_GUESSES)
    # The guess screen: the clues so far and the time left, as the table's screen shows them,
    # and "curse" apart from the answers, in the group that changes the game.
    assert "Clues so far, one of" in bob.shown("#question-context")
    assert "wedding" in bob.shown("#question-context")
    assert bob.shown("#question-timer").endswith(" s left")
    assert bob.run(COMMANDS_APART) == ["curse"]
    # The guess screen fits the phone: nothing sideways, the question box within its width.
    assert bob.run(FITS) == [True, True]
    # The lines before the last stay on the phone, newest first: a burst loses none.
    assert "Ann, your clue." in bob.run(SAID_BEFORE)
    bob.type_answer(",")
    bob.wait(lambda p: p.shown("#notice") != "", "the refusal")
    assert bob.shown("#answered") == "", "a refused answer shows as if it were taken"
    bob.type_answer("cake")
    bob.wait(lambda p: p.shown("#answered") == "Your answer: cake.", "the answer taken")
    cy.wait_for_question("your guess")
    assert_only_on(phones, "Ann", words)
    cy.tap("pass")
    everyone_hears(phones, "Ann, your clue.")
    assert_only_on(phones, "Ann", words)
    # A new round: the secret word leaves the seat's latest line for its history.
    assert words[1] in ann.shown("#latest")
    later = PhoneState(0, "Ann", "Maudit Mot Dit", ("Ann", "Bob", "Cy"), (), "", (), "", "",
                       (), 0, None, None, None)  # fmt: skip
    assert ann.run(A_TURN_LATER, later.as_message()) == ["", 0, True]
    assert any(words[1] in line for line in ann.private_lines())


def test_a_seat_outlives_a_lost_connection_a_reload_and_a_second_phone_till_the_end(
    start_host: Callable[..., Host], join, browser
) -> None:
    # One seat's story on one host: a wrong token first, then every way a phone can go and come
    # back, then the laptop closing the game.
    host = start_host("motdit", "Ann,Bob,Cy")
    ann = join(host, named=("Ann",))["Ann"]
    ann.wait_for_question("how to play")
    wrong_token_gets_403_and_no_game(host, Phone.another(browser))

    ann.run("page.socket.close()")  # what a phone's sleep or a lost network does
    ann.wait(lambda p: p.shown("#connection") == "Reconnecting…", "Reconnecting…")
    ann.wait(lambda p: p.shown("#connection") == "Connected", "Connected again")
    ann.tap("skip")  # the seat answers once connected again
    question = ann.wait_for_question("choose your word")

    lines = ann.private_lines()
    ann.run("window.before = true")
    ann.reload()
    ann.wait(lambda p: p.private_lines() == lines, "the private lines back after the reload")
    assert ann.run("return window.before") is None  # a new page, not the old one redrawn
    assert ann.wait_for_question("choose your word") == question
    assert ann.shown("#connection") == "Connected"

    other = Phone.another(browser)
    other.open(host.urls()["Ann"])
    other.wait(lambda p: p.private_lines() == lines, "the seat's lines on the new phone")
    ann.wait(lambda p: p.shown("#connection") == "Closed", "the old phone closed")
    assert "opened in another tab" in ann.shown("#notice")  # the same phone, by its key
    assert ann.private_lines() == [] and ann.question() == ""
    assert lines[0] not in ann.source()  # nor anywhere hidden
    time.sleep(2 * FIRST_RETRY)
    assert ann.shown("#connection") == "Closed"  # it does not take the seat back by itself
    assert other.wait_for_question("choose your word") == question
    other.tap(other.choices()[0])  # the seat answers from its new phone
    other.wait(lambda p: len(p.private_lines()) > len(lines), "a new private line")
    assert secret_words(host)[0] in other.private_lines()[0]

    host.process.stdin.close()  # the laptop's input ends: the host saves and stops
    other.wait(lambda p: p.shown("#connection") == "Closed", "the page closed, not reconnecting")
    assert other.shown("#notice") == PhoneSays.OVER
    assert host.process.wait(10) == 0


def wrong_token_gets_403_and_no_game(host: Host, phone: Phone) -> None:
    """Neither a page nor a socket for a made-up token, and no word of the game on `phone`."""
    good = host.urls()["Ann"]
    origin = good.split("/p/")[0]
    wrong = "x" * len(good.split("/p/")[1].strip("/"))
    for path in (f"/p/{wrong}/", f"/ws/{wrong}"):
        status, body = fetch(origin + path)
        assert status == 403, path
        assert not any(word in body for word in ("Ann", "Bob", "Maudit", "phone.js")), body
    phone.open(f"{origin}/p/{wrong}/")
    shown = phone.text()
    assert "not a seat" in shown
    assert not any(word in shown for word in ("Ann", "Bob", "Maudit", "how to play")), shown


def fetch(url: str) -> tuple[int, str]:
    """The status and body of a GET to the host (its certificate is its own)."""
    context = any_certificate()
    try:
        with urllib.request.urlopen(url, context=context, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_a_long_name_with_no_space_fits_the_phone(start_host: Callable[..., Host], join) -> None:
    long = "Annabellemariejosephinexavieru"  # 30 letters, the longest a name may be
    host = start_host("motdit", f"{long},Bob,Cy")
    phones = join(host, named=(long,))
    phone = phones[long]
    wide = "return document.documentElement.scrollWidth"
    phone.wait_for_question("how to play")
    assert phone.run(wide) <= PHONE_WIDTH
    phone.tap("skip")
    phone.wait_for_question("choose your word")  # the holder's card, their name in its lines
    assert phone.run(wide) <= PHONE_WIDTH
