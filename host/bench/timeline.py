"""What a recorded show says (host/bench/show.py): each thing the table page showed, set against
the caption of the line that tells it.

The line that tells an event is the one of its lines marked `tells` (an envelope's verdict), else
its first public line. A moment is due with its event's line; the board a change leaves is due
with the line of the change's last event that says anything; a question with the caption that
asks it. Something shown while a caption before its line is still to come is shown early, by
the time until that line's caption.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from host.bench.show import READ_PACE, Recording, Told, record
from host.screen.board import Moment
from host.voice.line import Line

SEEN = 2.0
"""Seconds a moment must stay in view once its line starts to count as seen."""
MOMENT_SECONDS = 3.5
"""Seconds the table page shows a moment while others wait (screen.js)."""
LAST_MOMENT_SECONDS = 8.0
"""Seconds the table page shows the last moment before giving its place back (screen.js)."""


@dataclass(frozen=True)
class Early:
    """Something the page showed before the host reached the line that tells it."""

    what: str
    line: str
    """The caption it came before."""
    lead: float
    """Seconds from its showing to that caption."""


@dataclass(frozen=True)
class Due:
    """Something the page showed, when, and the caption of the line that tells it."""

    what: str
    shown: int
    """The page entry that first showed it."""
    line: Line


def telling(lines: tuple[Line, ...]) -> Line | None:
    """The line that tells an event: the one marked `tells`, else its first public line."""
    return next((line for line in lines if line.tells), lines[0] if lines else None)


class Timeline:
    """A recording read as the page got it: which captions were in view at each entry."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.page = recording.page
        self.before: list[int] = []
        """How many captions the page had got before each of its entries."""
        self.caption_at: dict[int, int] = {}
        """Each caption's page entry, by its Line's identity (its first showing)."""
        count = 0
        for index, shown in enumerate(self.page):
            self.before.append(count)
            if shown.line is not None:
                self.caption_at.setdefault(id(shown.line), index)
                count += 1

    def early(self) -> list[Early]:
        """Everything shown before its line, with how long before."""
        found = []
        for due in self.dues():
            said = self.caption_at.get(id(due.line))
            if said is not None and said > due.shown and self._captions_between(due.shown, said):
                lead = self.page[said].at - self.page[due.shown].at
                found.append(Early(due.what, due.line.text, lead))
        return found

    def _captions_between(self, first: int, last: int) -> bool:
        """Whether another caption came between page entries `first` and `last`."""
        return self.before[last] > self.before[first]

    def dues(self) -> Iterator[Due]:
        """Every moment, board and public question the table page showed, and every caption and
        hand a phone showed, with its line."""
        yield from self._moments()
        yield from self._boards()
        yield from self._questions()
        yield from self._phone_captions()
        yield from self._hands()

    def moments(self) -> list[tuple[int, Moment]]:
        """Each moment the page got (its first entry), in order."""
        seen, found = set(), []
        for index, shown in enumerate(self.page):
            for moment in () if shown.state is None else shown.state.moments:
                if moment.id not in seen:
                    seen.add(moment.id)
                    found.append((index, moment))
        return found

    def _expected(self) -> list[tuple[Told, int, Moment]]:
        return [(told, k, moment) for told in self.recording.told for k, moment in told.moments]

    def _moments(self) -> Iterator[Due]:
        for (index, moment), (told, k, expected) in zip(
            self.moments(), self._expected(), strict=False
        ):
            if replace(moment, id=0) != replace(expected, id=0):
                raise AssertionError(f"the page's moment {moment.title!r} is not the game's next")
            line = telling(told.lines[k])
            if line is not None:
                yield Due(f"moment {moment.title!r}", index, line)

    def _boards(self) -> Iterator[Due]:
        """A board is due with the line of its change's last event that says anything."""
        for index, told, line in self._last_shown(lambda told: told.board, self._board):
            yield Due(f"board {told.board.round!r} / {told.board.turn!r}", index, line)

    def _last_shown(
        self, value: Callable[[Told], Any], shown: Callable[[int], Any]
    ) -> Iterator[tuple[int, Told, Line]]:
        """Each change's `value` (its board, a seat's hand) that differs from the one before,
        the page entry that first showed it (`shown`: what an entry shows, if anything), and
        the line of the change's last event that says anything."""
        start, last = 0, None
        for told in self.recording.told:
            said = [lines for lines in told.lines if lines]
            now = value(told)
            if not told.events or not said or now == last:
                continue
            index = next((i for i in range(start, len(self.page)) if shown(i) == now), None)
            if index is None:
                continue  # replaced by the next change before the page got it
            line = telling(said[-1])
            if line is not None:
                yield index, told, line
            start, last = index, now

    def _phone_captions(self) -> Iterator[Due]:
        """A phone's caption is due with the table's caption of the same line."""
        captions: dict[int, str] = {}
        for index, shown in enumerate(self.page):
            phone = shown.phone
            if phone is None or captions.get(phone.seat, "") == phone.caption:
                continue
            captions[phone.seat] = phone.caption
            after = (s.line for s in self.page[index + 1 :] if s.line is not None)
            line = next((line for line in after if line.text == phone.caption), None)
            if line is not None:
                yield Due(f"{phone.name}'s phone caption", index, line)

    def _hands(self) -> Iterator[Due]:
        """A phone's hand is due with the line of its change's last event that says anything."""
        for seat in range(len(self.recording.told[0].hands) if self.recording.told else 0):
            hand = partial(self._hand, seat=seat)
            for index, _told, line in self._last_shown(lambda told, s=seat: told.hands[s], hand):
                yield Due(f"seat {seat}'s hand", index, line)

    def _hand(self, index: int, seat: int) -> Any:
        phone = self.page[index].phone
        return None if phone is None or phone.seat != seat else phone.hand

    def _board(self, index: int) -> Any:
        state = self.page[index].state
        return None if state is None else state.board

    def _questions(self) -> Iterator[Due]:
        asked: str | None = None
        for index, shown in enumerate(self.page):
            if shown.state is None:
                continue
            question = shown.state.question
            text = None if question is None else question.text
            if text == asked:
                continue
            asked = text
            if text is None:
                continue
            line = self._asking(index, text)
            if line is not None:
                yield Due(f"question {text!r}", index, line)

    def _asking(self, index: int, text: str) -> Line | None:
        """The caption that asks `text` shown at page entry `index`: the next one while the page
        still shows it (the question shown before it was asked), else the last one before."""
        for shown in self.page[index + 1 :]:
            if shown.state is not None:
                question = shown.state.question
                if question is None or question.text != text:
                    break
            elif shown.line is not None and shown.line.asks and shown.line.text == text:
                return shown.line
        asked = (s.line for s in reversed(self.page[:index]) if s.line is not None)
        return next((line for line in asked if line.asks and line.text == text), None)

    def seen(self, scale: float = 1.0) -> tuple[int, int]:
        """How many moments stayed in view SEEN seconds once their line started, of how many,
        as the page plays them (each at least MOMENT_SECONDS while others wait, the last one
        LAST_MOMENT_SECONDS, the final one for good); the recording's seconds times `scale`
        (a recording made faster than the page's pace)."""
        got = self.moments()
        starts: list[float] = []
        for index, moment in got:
            arrival = self.page[index].at * scale
            waits = starts and moment.kind != "final"
            starts.append(max(arrival, starts[-1] + MOMENT_SECONDS) if waits else arrival)
        seen = 0
        for n, ((_, moment), (told, k, _)) in enumerate(zip(got, self._expected(), strict=False)):
            line = telling(told.lines[k])
            said = None if line is None else self.caption_at.get(id(line))
            if said is None:
                continue
            start = starts[n]
            end = start + LAST_MOMENT_SECONDS
            if moment.kind == "final":
                end = float("inf")
            elif n + 1 < len(starts):
                end = min(end, starts[n + 1])
            if end - max(start, self.page[said].at * scale) >= SEEN:
                seen += 1
        return seen, len(got)


TABLES = (("motdit", 4), ("maury", 6), ("fameus", 8))
"""The games `partyhost bench show` plays, each at a full table but Mot Dit's (a whole game of
six players takes 36 rounds)."""


def report(seed: int, pace: float, log: Callable[[str], None]) -> str:
    """A Markdown table: for one seeded game of each, muted at `pace` seconds a word and timed
    as at the default READ_PACE, how far the page ran ahead of the host, the moments seen and
    the look-aways of a game without phones."""
    scale = READ_PACE / pace
    rows = [
        "| game | players | captions | shown early | largest lead (s) | moments seen 2 s | "
        "look-aways |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, players in TABLES:
        log(f"{name}: a whole game of {players}, muted at {pace} s a word")
        recording = record(name, seed, players, pace)
        timeline = Timeline(recording)
        early = timeline.early()
        lead = max((e.lead for e in early), default=0.0) * scale
        seen, moments = timeline.seen(scale)
        rows.append(
            f"| {name} | {players} | {len(recording.captions())} | {len(early)} | {lead:.1f} | "
            f"{seen} of {moments} | {recording.look_aways} |"
        )
    return "\n".join(rows)
