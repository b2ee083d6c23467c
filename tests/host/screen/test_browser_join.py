"""The join screen of the real `partyhost play maury --phones` in headless Chromium at
1920x1080: one `screen:` line, each player's QR code and name, ticked as their phone joins;
axe-core on it; a reload keeps it; a seat's token opens no table page."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest
import segno

from tests.host.phones.browser import Phone, axe_check
from tests.host.phones.hosted import Host
from tests.host.phones.tls import any_certificate
from tests.host.screen.test_browser_boards import TABLE_RULES

PLAYERS = ("Ann", "Bob", "Cy")


def joined(tv: Phone) -> dict[str, str]:
    """Each player's tick on the join screen: "true" once their phone joined."""
    items = tv.run(
        "return [...document.querySelectorAll('#join-list li')]"
        ".map((li) => [li.dataset.name, li.dataset.joined])"
    )
    return dict(items)


def dark_modules(tv: Phone, name: str) -> int:
    """How many dark modules the page draws in `name`'s QR code."""
    return tv.run(
        "const li = [...document.querySelectorAll('#join-list li')]"
        ".find((li) => li.dataset.name === arguments[0]);"
        "return (li.querySelector('svg path').getAttribute('d').match(/M/g) || []).length;",
        name,
    )


def refused(url: str) -> int:
    """The HTTP status the host answers `url` with (its certificate is its own)."""
    context = any_certificate()
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(url, timeout=5, context=context)
    return answer.value.code


def test_the_join_screen_ticks_each_phone_as_it_joins(tv, tmp_path, zygote):
    host = Host("maury", PLAYERS, 3, tmp_path, zygote, engine="pocketsphinx")  # taps only
    try:
        links = host.urls()
        assert host.screen_lines() == [f"screen: {host.screen}\n"]
        tv.open(host.screen)
        tv.wait(lambda page: joined(page) == dict.fromkeys(PLAYERS, "false"), "the join screen")
        assert tv.run("return document.body.dataset.phase") == "join"
        for name, url in links.items():
            expected = sum(map(sum, segno.make_qr(url, error="l").matrix))
            assert dark_modules(tv, name) == expected, f"{name}'s code is not their link"
        axe_check(tv, TABLE_RULES, live="polite")
        phone = Phone.another(tv.driver)
        phone.open(links["Ann"])
        # The phone's lobby card: in, and whom the game waits for.
        phone.wait(lambda p: p.shown("#lobby-title") == "You're in, Ann.", "the lobby card")
        assert phone.shown("#lobby-waiting") == "Waiting for Bob and Cy to join."
        assert phone.shown("#mine") == phone.shown("#table") == ""  # no empty sections
        tv.wait(lambda page: joined(page).get("Ann") == "true", "Ann's tick")
        assert joined(tv) == {"Ann": "true", "Bob": "false", "Cy": "false"}
        assert "✓ Joined" in tv.text() and "Ann" in tv.text()
        tv.reload()
        tv.wait(lambda page: joined(page).get("Ann") == "true", "Ann's tick after a reload")
        origin, table_token = host.screen.split("/t/")
        seat_token = links["Bob"].split("/p/")[1]
        assert refused(f"{origin}/t/{seat_token}") == 403
        assert refused(f"{origin}/p/{table_token}") == 403
        assert refused(f"{origin}/t/x{table_token}") == 403
    finally:
        host.stop()
