"""How soon a right Mot Dit guess tapped on a phone ends the round while another phone never
answers: seconds from the tap to the answers being back in the game (a dev tool, run by hand:
`.venv/bin/python tools/guess_close.py`; docs/figures.md quotes it)."""

from __future__ import annotations

import statistics
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from host.flows.motdit import SAME_TIME
from host.phones.listener import PhoneListener
from host.phones.seats import Answer, Seats
from host.session.prompt import Prompt, Settles
from host.voice.line import Line

RUNS = 7


class Laptop:
    """No laptop: every player answers on a phone."""

    def hear(self, prompt, phrases):
        raise AssertionError("the laptop was asked")


def once() -> float:
    """Seconds from Ann's right guess to the round's answers returned; Cy never answers."""
    seats = Seats(("Ann", "Bob", "Cy"), "Maudit Mot Dit")
    for seat in range(3):
        seats.connect(seat, True)
    listener = PhoneListener(seats, Laptop())
    guess = Prompt(Line("Your guess?"), ("apple", "pass"), "guess", 0, open_answer=True)
    tapped: list[float] = []

    def tap() -> None:
        while (question := seats.state(0)["question"]) is None:
            time.sleep(0.005)
        tapped.append(time.monotonic())
        seats.answer(Answer(0, question["id"], "apple"))

    threading.Thread(target=tap, daemon=True).start()
    asked = [replace(guess, player=p) for p in (0, 1, 2)]
    right = Settles(lambda _prompt, heard: heard.phrase == "apple", SAME_TIME)
    listener.together(asked, lambda p: p.expected, 30.0, right)
    return time.monotonic() - tapped[0]


def main() -> int:
    """Print the median, least and most over RUNS rounds."""
    took = [once() for _ in range(RUNS)]
    print(
        f"tap to the round's end: median {statistics.median(took):.2f} s "
        f"({min(took):.2f} to {max(took):.2f}) over {RUNS}; the others' window {SAME_TIME} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
