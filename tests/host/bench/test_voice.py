"""`partyhost bench voice`'s verdicts: each measure against its goal, by its median or by its
worst run."""

from __future__ import annotations

from host.bench.voice import START_GOAL, STOP_GOAL, summary


def test_a_median_under_its_goal_is_met_and_one_over_is_missed():
    line, met = summary("start", [0.05, 0.08, 0.4], START_GOAL)
    assert met and line.endswith("goal: median under 150 ms: met")
    assert "median 80 ms (min 50, max 400, 3 runs)" in line
    line, met = summary("start", [0.05, 0.2, 0.4], START_GOAL)
    assert not met and line.endswith("goal: median under 150 ms: MISSED")


def test_a_worst_run_goal_is_missed_by_one_slow_run():
    line, met = summary("stop", [0.01, 0.02, 0.25], STOP_GOAL, worst=True)
    assert not met and line.endswith("goal: every run under 200 ms: MISSED")
    assert summary("stop", [0.01, 0.02, 0.15], STOP_GOAL, worst=True)[1]
