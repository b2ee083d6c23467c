"""What the ears made of a simulated party: how often they heard the players' words exactly, by
kind of question, and, with phones, the phones' answers and the laptop's apart."""

from __future__ import annotations

from enum import StrEnum

import numpy as np

from host.ears.context import normalize


class RecognitionTally:
    """How often the ears heard a simulated player's words exactly, by kind of question."""

    def __init__(self) -> None:
        self.counts: dict[StrEnum, tuple[int, int]] = {}
        """For each kind of question: the answers heard exactly, and all answers."""
        self.confirmations: set[StrEnum] = set()
        """The kinds of question that only confirm (yes or no, did you say, skip)."""

    def record(
        self, ask: StrEnum, said: str, heard: str | None, confirmation: bool = False
    ) -> None:
        """One answer: `said` by the player, `heard` by the ears; silence is not counted."""
        if not said.strip():
            return
        right, total = self.counts.get(ask, (0, 0))
        self.counts[ask] = (right + (normalize(heard or "") == normalize(said)), total + 1)
        if confirmation:
            self.confirmations.add(ask)

    def heard_after_all(self, ask: StrEnum) -> None:
        """One answer of kind `ask` recorded as missed was heard exactly after all."""
        right, total = self.counts[ask]
        self.counts[ask] = (right + 1, total)

    def summary(self, where: str = "") -> str:
        """'Heard exactly: 58 of 167 answers (35%), 40 of 120 (33%) without the
        confirmations; play a card 25 of 48, ...', `where` after 'Heard exactly'."""
        answers = {ask: c for ask, c in self.counts.items() if ask not in self.confirmations}
        kinds = [f"{ask.value} {r} of {t}" for ask, (r, t) in sorted(self.counts.items())]
        all_of = _share(self.counts, " answers")
        return (
            f"Heard exactly{where}: {all_of}, {_share(answers)} without the confirmations; "
            + ", ".join(kinds)
        )


class SplitTally:
    """A party with phones: the answers spoken into the phones and to the laptop counted apart,
    and how long each phone waited to be told what was heard."""

    def __init__(self, laptop: RecognitionTally) -> None:
        self.laptop = laptop
        self.phones = RecognitionTally()
        self.delays: list[float] = []
        """Seconds from a phone's talk `end` to the host's `heard`, one per utterance heard."""
        self.tapped = 0
        """Answers tapped after the phone's speech was understood neither time."""
        self.picked = 0
        """Answers tapped among those the host offered when it did not understand."""

    def summary(self) -> str:
        """Three lines: the phones' answers, the laptop's, and the phones' delays."""
        return "\n".join(
            (
                self.phones.summary(" through the phones"),
                self.laptop.summary(" by the laptop"),
                f"Phones: {self.delay()}; {_answers(self.picked)} picked among what the host"
                f" offered, {_answers(self.tapped)} tapped after saying it twice",
            )
        )

    def delay(self) -> str:
        """'told what was heard 180 ms after letting go (median), 260 ms (90th percentile),
        over 57 utterances'."""
        if not self.delays:
            return "no utterance heard"
        median, p90 = np.percentile(np.array(self.delays) * 1000, [50, 90])
        return (
            f"told what was heard {median:.0f} ms after letting go (median), "
            f"{p90:.0f} ms (90th percentile), over {len(self.delays)} utterances"
        )


def _answers(count: int) -> str:
    """'1 answer', '3 answers'."""
    return f"{count} answer{'' if count == 1 else 's'}"


def _share(counts: dict[StrEnum, tuple[int, int]], noun: str = "") -> str:
    right = sum(r for r, _ in counts.values())
    total = sum(t for _, t in counts.values())
    return f"{right} of {total}{noun}" + (f" ({right / total:.0%})" if total else "")
