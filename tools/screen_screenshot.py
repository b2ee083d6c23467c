"""Take the table screen's pictures at 1920x1080 with headless Chromium (a dev tool, run by hand
after the page changes):

    .venv/bin/python tools/screen_screenshot.py [--out docs]

docs/screen-join.png: the join screen of the real `partyhost play maury --phones`, one phone
joined. docs/screen-motdit.png, screen-maury.png, screen-fameus.png: each game's board in the
middle of a short game played by simulated phones, as the page shows it then.
docs/screen-motdit-end.png, screen-maury-end.png, screen-fameus-end.png: each game's end on a
1280x720 screen; docs/phone-maury-end.png: Ann's phone's final card at 412x915.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the browser tests' harness lives in tests/, not in a package

from engine.core import Game  # noqa: E402
from host.phones import listener  # noqa: E402
from tests.host.phones.browser import Phone, chromium, quit_chromium  # noqa: E402
from tests.host.phones.hosted import Host  # noqa: E402
from tests.host.screen.games import screened  # noqa: E402
from tests.host.screen.stepped import Looking, shown_version  # noqa: E402

TV = (1920, 1080)
QUEUE = 60.0
"""Seconds the page may take to play the show moments queued before the latest."""
SETTLE = 0.8
"""Seconds for the page's animations to end before a picture."""
MOMENTS: dict[str, Callable[[Game], bool]] = {
    "motdit": lambda g: g.state.rounds >= 2 and len(g.state.clues) >= 1,
    "maury": lambda g: g.state.turns >= 3 and bool(g.state.exchange),
    "fameus": lambda g: g.state.turn >= 2 and len(g.state.table) >= 3,
}
"""When each game's picture is taken: the first step where this holds."""


def board(tv: Phone, name: str, out: Path) -> None:
    """The picture of `name`'s board at its moment."""
    taken = []
    looking = Looking()
    with screened(name, seed=4, looking=looking) as (session, screen, flow):
        tv.open(screen.url)

        def look(game: Game, version: int) -> None:
            if not taken and MOMENTS[name](game):
                shown_version(tv, version)
                latest = max((m.id for m in screen.state().moments), default=0)
                tv.wait(lambda page: moment_shown(page) >= latest, "the latest moment", QUEUE)
                time.sleep(SETTLE)
                tv.screenshot(out)
                taken.append(out)

        looking.play(session, screen, flow, look)
    if not taken:
        raise SystemExit(f"{name}: the moment for a picture never came")


def ending(tv: Phone, phone: Phone, name: str, out: Path) -> None:
    """The pictures of `name`'s end: the table page at 1280x720 (the final moment shown, the
    links closed) and, for the Maury Game, Ann's phone's final card."""
    with screened(name, seed=4) as (_session, screen, flow):
        tv.open(screen.url)
        flow.run()  # type: ignore[attr-defined]
        tv.wait(lambda page: page.run(FINAL_SHOWN), "the final moment", QUEUE)
        if name == "maury":
            seat = flow.table.prompter.listener.seats.seats[0]  # type: ignore[attr-defined]
            phone.open(f"{screen.url.split('/t/')[0]}/p/{seat.token}/")
            phone.wait(lambda page: page.shown("#ending-you") != "", "Ann's final card")
    tv.wait(lambda page: page.shown("#connection") == "Links closed", "the links closed")
    tv.resize(*SMALL_TV, mobile=False)
    time.sleep(SETTLE)
    tv.screenshot(out / f"screen-{name}-end.png")
    tv.resize(*TV, mobile=False)
    if name == "maury":
        phone.wait(lambda page: page.shown("#closed") != "", "the closed line")
        time.sleep(SETTLE)
        phone.screenshot(out / "phone-maury-end.png")


FINAL_SHOWN = "return document.getElementById('moment').dataset.kind === 'final'"
"""Whether the page shows the game's final moment."""
SMALL_TV = (1280, 720)
"""The smallest screen the page is made for."""


def moment_shown(tv: Phone) -> int:
    """The id of the show moment the page shows now (0: none yet)."""
    return int(tv.run("return document.getElementById('moment').dataset.id || 0"))


def join(tv: Phone, folder: Path, out: Path) -> None:
    """The picture of the join screen, Ann's phone joined."""
    host = Host("maury", ("Ann", "Bob", "Cy"), 3, folder)
    try:
        links = host.urls()
        while not host.screen:
            time.sleep(0.1)
        tv.open(host.screen)
        phone = Phone.another(tv.driver)
        phone.open(links["Ann"])
        tv.wait(lambda page: "✓ Joined" in page.text(), "Ann's tick")
        time.sleep(SETTLE)
        tv.screenshot(out)
        tv.driver.switch_to.window(phone.window)
        tv.driver.close()
        tv.driver.switch_to.window(tv.window)
    finally:
        host.stop()


def main() -> int:
    """Write the pictures; 0 when all were taken."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    listener.TIMED_WAIT = 0.1  # the simulated phones answer at once or never
    with tempfile.TemporaryDirectory() as folder:
        profile = Path(folder) / "chromium"
        driver = chromium(profile, window=TV)
        try:
            tv = Phone.first(driver)
            join(tv, Path(folder), args.out / "screen-join.png")
            for name in MOMENTS:
                board(tv, name, args.out / f"screen-{name}.png")
            phone_profile = Path(folder) / "phone"
            phone_driver = chromium(phone_profile)
            try:
                for name in MOMENTS:
                    ending(tv, Phone.first(phone_driver), name, args.out)
            finally:
                quit_chromium(phone_driver, phone_profile)
        finally:
            quit_chromium(driver, profile)
    print(f"wrote {args.out}/screen-*.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
