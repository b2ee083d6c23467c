"""Take docs/phone.png: a player's phone page with a question showing, at a phone's size, from
the real host (a dev tool, run by hand after the page changes).

    .venv/bin/python tools/phone_screenshot.py [--out docs/phone.png]

It starts `partyhost play motdit --phones`, joins three phones in headless Chromium, skips
the rules and shows the holder's page as the card and the choice of word arrive.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the browser tests' harness lives in tests/, not in a package

from tests.host.phones.browser import Phone, chromium, quit_chromium  # noqa: E402
from tests.host.phones.hosted import Host  # noqa: E402

PIXEL_RATIO = 2.0
"""Device pixels per CSS pixel: a sharp picture at twice the phone's viewport."""


def main() -> int:
    """Write the screenshot; 0 when it was taken."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "phone.png")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        host = Host("motdit", ("Ann", "Bob", "Cy"), args.seed, Path(folder))
        profile = Path(folder) / "chromium"
        driver = chromium(profile, PIXEL_RATIO)
        try:
            phones = [Phone.first(driver), Phone.another(driver), Phone.another(driver)]
            for phone, url in zip(phones, host.urls().values(), strict=True):
                phone.open(url)
            ann = phones[0]
            ann.wait_for_question("how to play")
            ann.tap("skip")
            ann.wait_for_question("choose your word")
            ann.run("document.activeElement.blur()")  # no focus ring on the picture
            ann.screenshot(args.out)
        finally:
            quit_chromium(driver, profile)
            host.stop()
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
