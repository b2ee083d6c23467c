"""Each game's table page in headless Chromium at 1920x1080, at every step of a whole short
game played by simulated phones: the board shows the engine's public facts, and never a
secret, hidden parts of the page included."""

from __future__ import annotations

import html

import pytest

from engine import fameus, maury, motdit
from engine.core import Game
from tests.host.phones.browser import Phone, axe_check
from tests.host.screen.games import screened
from tests.host.screen.layout import sized
from tests.host.screen.secrets import found
from tests.host.screen.stepped import Looking, shown_version
from tests.kits import kit

pytestmark = pytest.mark.usefixtures("quick_timers")

TABLE_RULES = frozenset({"aria-allowed-attr", "region", "color-contrast", "html-has-lang"})
"""The axe-core rules the table page must pass on something (it has no controls)."""
TEAMS = ("VIP Square", "Kings of the Dance Floor")


def players(tv: Phone) -> list[dict]:
    """The players as the page lists them: name, value, whether it is their turn, tags."""
    return tv.run(
        "return [...document.querySelectorAll('#player-list li')].map((li) => ({"
        "name: li.dataset.name, value: li.dataset.value, turn: li.dataset.turn === 'true',"
        "tags: li.querySelector('.tags')?.innerText || ''}))"
    )


def page_text(tv: Phone) -> str:
    """The page's whole HTML, hidden parts included, as text (entities read)."""
    return html.unescape(tv.source())


class Looks:
    """What every look does: wait for the state, and once, check accessibility and reload."""

    def __init__(self, tv: Phone) -> None:
        self.tv = tv
        self.count = 0
        self.axe_done = False

    def at(self, version: int, board_ready: bool) -> None:
        """Wait until the page shows `version`; at the fifth step, reload it first (a reload
        shows the current board), and at the first board, run axe-core."""
        self.count += 1
        if self.count == 5:
            self.tv.reload()
        shown_version(self.tv, version)
        if board_ready and not self.axe_done:
            axe_check(self.tv, TABLE_RULES, live="polite")
            self.axe_done = True


def test_the_motdit_board_shows_the_box_and_scores_and_never_the_card(tv):
    looking = Looking()
    with screened("motdit", looking=looking) as (session, screen, flow):
        tv.open(screen.url)
        looks = Looks(tv)
        holders = set()

        def look(game: Game, version: int) -> None:
            assert isinstance(game, motdit.MotDit)
            s = game.state
            looks.at(version, s.card is not None)
            shown = players(tv)
            assert [p["name"] for p in shown] == list(kit("motdit").players)
            assert [int(p["value"]) for p in shown] == list(game.scores())
            if not game.is_over() and s.rounds:
                assert [p["name"] for p in shown if p["turn"]] == [kit("motdit").players[s.holder]]
                holders.add(s.holder)
            if s.card is not None:
                said = {w.casefold() for w in s.clues} | said_aloud(game)
                secret = [w for w in game.config.deck[s.card].words if w.casefold() not in said]
                assert not found(secret, page_text(tv)), "the card's words are on the table"

        assert looking.play(session, screen, flow, look) > 10
    assert len(holders) == 2 and looks.axe_done and max(session.game.state.points) > 0


def said_aloud(game: motdit.MotDit) -> set[str]:
    """The words the whole table has heard: words revealed, clues, wrong answers."""
    said = set()
    for e in game.log:
        if isinstance(e, motdit.RoundEnded | motdit.WordGuessed | motdit.ClueGiven):
            said.add(e.word.casefold())
        if isinstance(e, motdit.WrongAnswer):
            said.add(e.text.casefold())
    return said


def test_the_maury_track_follows_the_engine_and_no_hand_shows(tv):
    looking = Looking()
    with screened("maury", looking=looking) as (session, screen, flow):
        tv.open(screen.url)
        looks = Looks(tv)
        orders = []

        def look(game: Game, version: int) -> None:
            assert isinstance(game, maury.Maury)
            s = game.state
            looks.at(version, bool(s.positions))
            markers = tv.run(
                "return [...document.querySelectorAll('g.marker')]"
                ".map((g) => [g.dataset.name, Number(g.dataset.space)])"
            )
            if s.positions:
                order = [name for name, _ in sorted(markers, key=lambda m: m[1])]
                assert order == [kit("maury").players[p] for p in game.test_order()]
                orders.append(tuple(order))
            deck = game.config.deck
            public = {deck[c].quote for c in s.discard} | {deck[p.card].quote for p in s.exchange}
            held = {deck[c].quote for hand in s.hands for c in hand} - public
            assert not found(held, page_text(tv)), "a hand is on the table"

        assert looking.play(session, screen, flow, look) > 10
    assert len(set(orders)) >= 2, "the track never changed: it tests nothing"
    tv.wait(lambda page: "THE FATHER" in page.text(), "the father on the final moment")


def test_the_fameus_criteria_match_and_no_team_shows_before_the_end(tv):
    looking = Looking()
    with screened("fameus", looking=looking) as (session, screen, flow):
        tv.open(screen.url)
        looks = Looks(tv)

        def look(game: Game, version: int) -> None:
            assert isinstance(game, fameus.FameUs)
            s = game.state
            looks.at(version, bool(s.table))
            criteria = tv.run(
                "const box = [...document.querySelectorAll('#board .section')]"
                ".find((s) => s.querySelector('h2').innerText === 'Criteria on the table');"
                "return box ? [...box.querySelectorAll('li')].map((li) => li.innerText) : [];"
            )
            assert criteria == [game.config.deck[c] for c in s.table]
            tags = " ".join(p["tags"] for p in players(tv))
            if not game.is_over():
                assert not found(TEAMS, tags), "a team is on the table before the end"
            else:
                assert found(TEAMS, tags)

        assert looking.play(session, screen, flow, look) > 10


SMALLEST_TEXT = """const texts = [...document.querySelectorAll('body *')].filter((e) =>
  !e.closest('svg') && e.checkVisibility() &&
  [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
return Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize)));"""
"""The font size, in CSS pixels, of the smallest text the page shows (SVG aside)."""


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (1080, 1920)], ids=str)
def test_the_board_is_readable_across_a_room_at_every_size(tv, size):
    width, height = size
    with screened("maury") as (_session, screen, _flow), sized(tv):
        tv.resize(width, height, mobile=False)
        tv.open(screen.url)
        tv.wait(lambda page: page.run("return document.body.dataset.phase") == "play", "play")
        assert tv.run("return [innerWidth, innerHeight]") == [width, height]
        # 4% of the height on a landscape screen, of the width in portrait (the same size as on
        # the TV turned round).
        assert tv.run(SMALLEST_TEXT) >= 0.04 * min(width, height) - 0.5
        assert tv.run("return document.documentElement.scrollWidth") <= width
        assert tv.shown("#turn") == "" or tv.shown("header") != ""
        assert {p["name"] for p in players(tv)} == set(kit("maury").players)


def test_a_reduced_motion_preference_stops_every_animation(tv):
    with screened("motdit") as (_session, screen, _flow):
        features = [{"name": "prefers-reduced-motion", "value": "reduce"}]
        tv.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
        try:
            tv.open(screen.url)
            tv.wait(lambda page: page.run("return document.body.dataset.phase") == "play", "play")
            animated = tv.run(
                "const li = document.querySelector('#player-list li');"
                "li.classList.add('bump');"
                "const box = document.getElementById('moment'); box.hidden = false;"
                "box.classList.add('show');"
                "return [getComputedStyle(li).animationName, getComputedStyle(box).animationName]"
            )
            assert animated == ["none", "none"]
        finally:
            tv.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        tv.open(screen.url)
        tv.wait(lambda page: page.run("return document.body.dataset.phase") == "play", "play")
        moving = tv.run(
            "const li = document.querySelector('#player-list li'); li.classList.add('bump');"
            "return getComputedStyle(li).animationName"
        )
        assert moving == "bump", "without the preference the board moves (so the test can fail)"
