"""The table page holds at 1280x720, 1920x1080, 3840x2160 and portrait 1080x1920, measured
from its geometry in headless Chromium: at each game's key moments of a whole short game played
by simulated phones (a turn, a moment card, a comeback chain, the Big Reveal, a vote, the end
and the end once the links are closed), and on the join screen with 4 and 8 players."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import fameus, maury, motdit
from engine.core import Game
from host.games import GAMES
from host.phones.seats import Seats
from host.phones.server import PhoneServer
from host.screen.serve import routes
from host.screen.table import TableScreen
from host.session.session import Session
from host.session.stage import Stage
from host.sim.phones import phone_table
from tests.host.screen.games import screened
from tests.host.screen.layout import SIZES, problems, resized, sized
from tests.host.screen.stepped import Looking, shown_version

pytestmark = pytest.mark.usefixtures("quick_timers")

PHASE = "return document.body.dataset.phase"
"""The page's phase: "join" or "play"."""
FINAL = """const box = document.getElementById("moment");
return box.dataset.kind === "final" ? box.checkVisibility() : null"""
"""Whether the page shows its final moment (null: it has not come)."""
CONNECTION = "return document.getElementById('connection').textContent"
"""What the header says of the page's link to the host."""


def moment_of(game: Game) -> str | None:
    """The key moment the game is at, if it is at one (its kind, one of each is looked at)."""
    last = game.log[-1] if game.log else None
    if game.is_over():
        return "end"
    s = game.state
    if isinstance(game, motdit.MotDit):
        if isinstance(last, motdit.WordGuessed | motdit.RoundEnded):
            return "moment card"
        return "turn" if s.clues else None
    if isinstance(game, maury.Maury):
        if s.phase is maury.Phase.REVEAL:
            return "big reveal"
        if len(s.exchange) >= 2:
            return "comeback chain"
        return "turn" if isinstance(last, maury.CardPlayed) else None
    assert isinstance(game, fameus.FameUs)
    if isinstance(last, fameus.Accused):
        return "accusation"
    if s.phase is fameus.Phase.VOTE:
        return "vote"
    return "turn" if s.table else None


@pytest.mark.parametrize("name", ["motdit", "maury", "fameus"])
def test_the_table_page_holds_at_every_size_at_every_key_moment(tv, name):
    found: list[str] = []
    seen: set[str] = set()
    looking = Looking()
    with sized(tv), screened(name, looking=looking) as (session, screen, flow):
        tv.open(screen.url)

        def look(game: Game, version: int) -> None:
            kind = moment_of(game)
            if kind is None or kind in seen:
                return
            seen.add(kind)
            shown_version(tv, version)
            found.extend(problems(tv, kind))

        looking.play(session, screen, flow, look)
        tv.wait(lambda page: page.run(FINAL) is not None, "the final moment", 60)
        closing = tv.run(CONNECTION)
        session_over = session.game.is_over()
    with sized(tv):
        tv.wait(lambda page: page.run(CONNECTION) != closing, "the closed notice")
        found.extend(problems(tv, "end, links closed"))
        for width, height in SIZES:  # the end is on the screen whole, at every size
            resized(tv, width, height)
            if not tv.run(FINAL):
                found.append(f"{width}x{height} end: the final moment is not shown")
    assert session_over
    assert {"turn", "end"} <= seen, f"the game never reached its key moments: {seen}"
    assert not found, "\n".join(found)


NAMES = ("Annabelle", "Bob", "Cy", "Dee", "Eve", "Felix", "Gaston", "Hana")
"""Up to eight players, one with a long name (Fame Us takes 4 to 8)."""


LONG_NAME = "Maximilianalexanderbartholomew"
"""A name of 30 letters and no space: it must wrap, never shrink everyone's code."""


@pytest.mark.parametrize(("count", "long"), [(4, False), (8, False), (8, True)])
def test_the_join_screen_shows_every_code_whole_with_its_name(tv, count, long):
    names = (LONG_NAME, *NAMES[1:count]) if long else NAMES[:count]
    screen = TableScreen("Fame Us", names, GAMES["fameus"].board)
    server = PhoneServer(Seats(names, "Fame Us"), None, "127.0.0.1", 0, routes(screen)).start()
    try:
        screen.links([server.url(seat) for seat in range(count)])
        with sized(tv):
            screen.served_at(server.origin())
            tv.open(screen.url)
            tv.wait(lambda page: page.run(PHASE) == "join", "the join screen")
            # A code a phone reads from across the room: a fifth of the screen for 4 players,
            # more than a fifth for 8 (on two rows); a name of 30 letters wraps under its code
            # at the page's least size, and costs the codes a little, never their fifth.
            least = 0.2 if count <= 4 or long else 0.22
            found = problems(tv, f"join with {count}", least_qr=least)
    finally:
        server.stop()
    assert not found, "\n".join(found)


SIX_ON = """
const names = ["Annabelle", "Bob", "Cy", "Dee", "Eve", "Felix"];
const section = { kind: "track", title: "The Popularity Track", spaces: 11, side: false,
  markers: names.map((name, seat) => ({ name, seat, space: arguments[0][seat] })),
  order: [] };
document.getElementById("board").replaceChildren(drawSection(section));
fit();
"""
"""Six players on the spaces given (by seat), drawn on the page's board."""
ADJACENT = ([5, 4, 6, 3, 7, 2], [0, 1, 2, 3, 4, 5], [10, 9, 8, 7, 6, 5], [0, 10, 1, 9, 2, 8])
"""Six markers on adjacent spaces: mid-track, at the least popular end, at the Star, both."""
TRACK_TEXT = """return Math.min(...[...document.querySelectorAll('.track .name, .track .end')]
  .map((text) => parseFloat(text.getAttribute('font-size')) * text.getScreenCTM().d))"""
"""The font size in CSS pixels of the track's smallest name or end's word."""
TRACK_CUT = """return [...document.querySelectorAll('.track text')].filter((text) => {
  const [word, picture] = [text, text.closest('svg')].map((e) => e.getBoundingClientRect());
  return word.left < picture.left - 0.5 || word.right > picture.right + 0.5 ||
    word.top < picture.top - 0.5 || word.bottom > picture.bottom + 0.5;
}).map((text) => text.textContent)"""
"""The track's words drawn past the edges of its picture."""


def test_six_names_on_adjacent_spaces_stay_apart_in_the_markers_order(tv):
    screen = TableScreen("The Maury Game", NAMES[:6], GAMES["maury"].board)
    server = PhoneServer(Seats(NAMES[:6], "Maury"), None, "127.0.0.1", 0, routes(screen)).start()
    found, least = [], []
    try:
        with sized(tv):
            screen.served_at(server.origin())
            tv.open(screen.url)
            tv.wait(lambda page: page.run(PHASE) == "play", "the table page")
            for spaces in ADJACENT:
                tv.run(SIX_ON, spaces)
                found += problems(tv, f"six on {spaces}")
                resized(tv, 1280, 720)
                least.append(tv.run(TRACK_TEXT))
                found += [f"six on {spaces}: {word} cut" for word in tv.run(TRACK_CUT)]
    finally:
        server.stop()
    assert not found, "\n".join(found)
    # A name at least 4% of a 720-pixel screen high, the page's least text: read from across a
    # room.
    assert min(least) >= 0.04 * 720 - 0.5, f"the track's names are {min(least):.0f} px"


OWN_TABLE = {"maury": "track", "fameus": "list", "motdit": "list"}
"""The section kind of each game's own table: the track, the criteria, the clues."""
GONE = """return [...document.querySelectorAll(`.section.${arguments[0]}`)]
  .some((panel) => panel.matches('[data-gave-way]') || !panel.checkVisibility())"""
"""Whether a section of the kind given is not on the screen."""


@pytest.mark.parametrize(("name", "count"), [("fameus", 8), ("maury", 6), ("motdit", 6)])
def test_a_full_table_holds_at_every_size(tv, name, count):
    # The most players each game takes, at the first turn: the players' list must fit too.
    spec = GAMES[name]
    session = Session(spec.new_game(NAMES[:count]), 5, None)
    session.start()
    screen = TableScreen(spec.title, NAMES[:count], spec.board)
    seats = Seats(NAMES[:count], spec.title)
    server = PhoneServer(seats, None, "127.0.0.1", 0, routes(screen)).start()
    try:
        Stage(observers=[screen.staged]).changed(session.game, ())
        with sized(tv):
            screen.served_at(server.origin())
            tv.open(screen.url)
            tv.wait(lambda page: page.run(PHASE) == "play", "the board")
            found = problems(tv, f"{name} with {count}")
            shown = tv.run("return document.querySelectorAll('#player-list li').length")
            for width, height in SIZES:  # the game's own table keeps its place
                resized(tv, width, height)
                if tv.run(GONE, OWN_TABLE[name]):
                    found.append(f"{width}x{height} {name} with {count}: its table gave way")
    finally:
        server.stop()
    assert not found, "\n".join(found)
    assert shown == count


def test_a_full_maury_table_keeps_its_track_and_the_card_played_through_a_game(tv):
    # Six players on a deck cut short: at every step of play, at every size, the track and
    # the card played in the turn going on stay on the screen.
    spec = GAMES["maury"]
    dealt = spec.new_game(NAMES[:6])
    game = maury.Maury(replace(dealt.config, deck=dealt.config.deck[:30]))
    session = Session(game, 5, None)
    screen = TableScreen(spec.title, NAMES[:6], spec.board)
    looking = Looking()
    found: list[str] = []
    cards_seen = 0

    def look(now: Game, version: int) -> None:
        nonlocal cards_seen
        view = now.public_view()
        if view.phase in (maury.Phase.REVEAL, maury.Phase.OVER):
            return
        shown_version(tv, version)
        own = ("track", "card") if view.last_played is not None else ("track",)
        cards_seen += view.last_played is not None
        for width, height in SIZES:
            resized(tv, width, height)
            if gone := [kind for kind in own if tv.run(GONE, kind)]:
                found.append(f"{width}x{height} turn {view.turns}: {gone} gave way")
            elif (least := tv.run(TRACK_TEXT)) < 0.04 * min(width, height) - 0.5:
                found.append(f"{width}x{height} turn {view.turns}: names of {least:.0f} px")
            found.extend(f"{width}x{height} turn {view.turns}: {w} cut" for w in tv.run(TRACK_CUT))

    with (
        sized(tv),
        phone_table(session, spec, screen=screen, more=(looking.observer,)) as (
            table,
            _phones,
        ),
    ):
        tv.open(screen.url)
        looking.play(session, screen, spec.flow(table), look)
    assert cards_seen >= 5, "too few cards played to tell"
    assert not found, "\n".join(found)
