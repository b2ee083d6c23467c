"""A caption too long for the table page (the rules' introduction, 140 words and more) is shown
in pages, each whole on the screen, which together say every word in order: measured in
headless Chromium at each TV size."""

from __future__ import annotations

from host.games import GAMES
from host.phones.seats import Seats
from host.phones.server import PhoneServer
from host.screen.serve import routes
from host.screen.table import TableScreen
from host.session.stage import Stage
from host.voice.line import Line
from tests.host.screen.layout import PROBLEMS, SIZES, sized

PLAYERS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
PAGES = "return window.pages === null ? null : pages.map((page) => page.join(' '))"
"""The pages of the newest caption (null: it fits whole)."""
SHOW = """showPage(document.querySelector('#captions li'), arguments[0]); clearTimeout(pageTimer);
return document.querySelector('#captions li').textContent"""
"""Show page k of the newest caption and keep it; the words on the screen."""


def test_a_long_caption_is_shown_whole_in_pages_at_every_size(tv):
    spec = GAMES["maury"]
    rules = spec.rules
    assert len(rules.split()) > 120
    screen = TableScreen(spec.title, PLAYERS, spec.board)
    server = PhoneServer(Seats(PLAYERS, spec.title), None, "127.0.0.1", 0, routes(screen)).start()
    found, paged = [], []
    try:
        Stage(observers=[screen.staged]).changed(spec.new_game(PLAYERS), ())
        with sized(tv):
            screen.served_at(server.origin())
            for width, height in SIZES:
                tv.resize(width, height, mobile=False)
                screen.say(Line(rules))
                tv.open(screen.url)
                tv.wait(lambda page: page.run(PAGES) is not None, f"the pages at {width}")
                pages = tv.run(PAGES)
                assert " ".join(pages).split() == rules.split(), "every word, in order, once"
                paged.append(len(pages))
                for k, page in enumerate(pages):
                    shown = tv.run(SHOW, k)
                    more = " …" if k + 1 < len(pages) else ""
                    assert shown == page + more
                    found += [f"{width}x{height} page {k + 1}: {p}" for p in tv.run(PROBLEMS, 0)]
    finally:
        server.stop()
    assert min(paged) >= 2, "the introduction was never too long: the test tests nothing"
    assert not found, "\n".join(found)
