"""Take docs/phone-motdit.png, docs/phone-maury.png and docs/phone-fameus.png: a player's phone
page with a question about their cards showing, at a phone's size, from the real host (a dev
tool, run by hand after the page changes).

    .venv/bin/python tools/phone_screenshot.py [--out docs] [--game motdit]

For each game it starts `partyhost play GAME --phones`, joins a phone per player in headless
Chromium, skips the rules and plays up to a question about a hand: the Mot Dit holder's choice
of word, a Maury Game comeback to a blue card, a Fame Us criterion.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the browser tests' harness lives in tests/, not in a package

from tests.host.phones.browser import Phone, chromium, quit_chromium  # noqa: E402
from tests.host.phones.hosted import Host  # noqa: E402

PIXEL_RATIO = 2.0
"""Device pixels per CSS pixel: a sharp picture at twice the phone's viewport."""


def asked(phones: list[Phone], *words: str) -> Phone:
    """The phone whose question has every one of `words`, once one does."""
    found: list[Phone] = []

    def showing(_: Phone) -> bool:
        found[:] = [p for p in phones if p.question() and all(w in p.question() for w in words)]
        return bool(found)

    phones[0].wait(showing, f"a question with {words}")
    return found[0]


def motdit(phones: list[Phone]) -> Phone:
    """The holder, asked to choose their word."""
    return asked(phones, "choose your word")


def maury(phones: list[Phone]) -> Phone:
    """A player answering a blue opening card, asked which comeback: the cards the rules
    refuse are greyed, each saying why."""
    opener = asked(phones, "which card")
    opener.click('#question button.card[data-choice^="blue"]')
    asked(phones, "Right?").tap("yes")
    answerer = asked(phones, "Any comebacks")
    answerer.tap(answerer.choices()[0])  # their own name
    return asked(phones, "which comeback")


def fameus(phones: list[Phone]) -> Phone:
    """The first player, after "play", asked which criterion."""
    player = asked(phones, "play or pass")
    player.tap("play")
    return asked(phones, "which criterion")


GAMES: dict[str, tuple[tuple[str, ...], Callable[[list[Phone]], Phone]]] = {
    "motdit": (("Ann", "Bob", "Cy"), motdit),
    "maury": (("Ann", "Bob", "Cy"), maury),
    "fameus": (("Ann", "Bob", "Cy", "Dee"), fameus),
}


def shoot(game: str, out: Path, seed: int) -> None:
    """Play `game` up to its question about a hand, and save that phone's screen at `out`."""
    players, play = GAMES[game]
    with tempfile.TemporaryDirectory() as folder:
        host = Host(game, players, seed, Path(folder))
        profile = Path(folder) / "chromium"
        driver = chromium(profile, PIXEL_RATIO)
        try:
            phones = [Phone.first(driver)] + [Phone.another(driver) for _ in players[1:]]
            for phone, url in zip(phones, host.urls().values(), strict=True):
                phone.open(url)
            phones[0].wait_for_question("how to play")
            phones[0].tap("skip")
            phone = play(phones)
            phone.wait_for_question()
            phone.run("document.activeElement.blur()")  # no focus ring on the picture
            phone.screenshot(out)
        finally:
            quit_chromium(driver, profile)
            host.stop()


def main() -> int:
    """Write the screenshots; 0 when they were taken."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--game", choices=list(GAMES), action="append")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for game in args.game or list(GAMES):
        out = args.out / f"phone-{game}.png"
        shoot(game, out, args.seed)
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
