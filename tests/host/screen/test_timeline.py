"""The show over time: a whole seeded game of each, played muted with the real announcer, the
table page's every state and caption recorded in order; nothing may be shown before the host's
line tells it (host/bench/timeline.py reads the recording)."""

from __future__ import annotations

import pytest

from host.bench.show import record
from host.bench.timeline import Timeline, telling
from host.screen.board import Reveal

TABLES = [("motdit", 3, 5), ("maury", 6, 5), ("fameus", 8, 5)]


@pytest.mark.parametrize(("game", "players", "seed"), TABLES)
def test_nothing_is_shown_before_the_line_that_tells_it(game, players, seed):
    recording = record(game, seed, players)
    timeline = Timeline(recording)
    expected = sum(len(told.moments) for told in recording.told)
    got = timeline.moments()
    assert expected > 5 and len(got) == expected, "every public moment reaches the page"
    dues = list(timeline.dues())
    kinds = {due.what.split()[0] for due in dues}
    assert kinds == {"moment", "board", "question"}, f"the check saw only {kinds}"
    assert timeline.early() == []
    # The end comes last: the final moment after every line that tells the game's events.
    final = next(index for index, moment in got if moment.kind == "final")
    last = telling(next(lines for lines in reversed(recording.told[-1].lines) if lines))
    assert final < timeline.caption_at[id(last)] + 1


def test_the_big_reveal_draws_each_envelope_as_the_host_opens_it():
    recording = record("maury", 1, 6)  # six envelopes opened before the father's
    timeline = Timeline(recording)
    verdicts = 0
    drawn_seen = set()
    for index, shown in enumerate(recording.page):
        if shown.line is not None:
            verdicts += shown.line.tells
            continue
        board = shown.state.board if shown.state is not None else None
        reveal = next((s for s in board.sections if isinstance(s, Reveal)), None) if board else None
        if reveal is None:
            continue
        drawn = sum(len(row.drawn) for row in reveal.rows)
        drawn_seen.add(drawn)
        # A card drawn is on the screen only with the verdict that opens it, the next caption.
        upcoming = next((s.line for s in recording.page[index:] if s.line is not None), None)
        with_it = verdicts + bool(upcoming is not None and upcoming.tells)
        assert drawn <= with_it, f"{drawn} cards drawn on the board, {verdicts} verdicts said"
        assert not any(row.father for row in reveal.rows) or drawn == with_it
    assert verdicts == 6 and drawn_seen == set(range(verdicts + 1)), "drawn one by one"
    assert timeline.early() == []


@pytest.mark.parametrize(("game", "players"), [("motdit", 3), ("maury", 4), ("fameus", 5)])
def test_every_phone_shows_its_captions_and_hand_as_the_host_says_them(game, players):
    recording = record(game, 3, players, phones=True)
    timeline = Timeline(recording)
    whats = [due.what for due in timeline.dues()]
    assert sum("phone caption" in what for what in whats) > 50
    assert sum(what.endswith("hand") for what in whats) > 5
    assert timeline.early() == []
    assert recording.look_aways == 0, "every private line went to its player's phone"
