"""A Mot Dit game's start readies the judge in the background: once the warm-up is done, the
first clue ruled and the first guess judged read no file (no table left to load), in a fresh
interpreter, as at a party's start."""

from __future__ import annotations

import subprocess
import sys

from tests.host.zygote import ROOT

FIRST_TURN = """
import sys
from host.judge import judge_clue, judge_guess
from host.judge.warm import warm
if sys.argv[1] == "warm":
    warm(["moon", "castle", "penguin"]).join()
opened = []
sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" else None)
judge_clue("moon", "astrology", ())
judge_clue("moon", "sky", ("astrology",))
judge_guess("moon", "moons")
print("\\n".join(opened))
"""


def files_opened_by_the_first_turn(how: str) -> list[str]:
    """The files a fresh interpreter opens to rule two clues and a guess, `how` = warm or cold."""
    done = subprocess.run(
        [sys.executable, "-c", FIRST_TURN, how],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    return done.stdout.split()


def test_after_the_warm_up_the_first_clue_and_guess_load_nothing():
    assert files_opened_by_the_first_turn("warm") == []


def test_without_it_the_first_clue_loads_the_tables():
    assert any("lemminflect" in path for path in files_opened_by_the_first_turn("cold"))
