"""The tiers' calibration sweep: thresholds chosen from scored development clips."""

from __future__ import annotations

from host.ears.calibrate import Scored, choose, report


def test_the_sweep_sets_confirm_above_most_outsiders_and_accept_above_the_wrong():
    outside = [Scored(None, "apple", -10.0 + i / 10) for i in range(100)]  # -10 .. -0.1
    right = [Scored("apple", "apple", float(i)) for i in range(-5, 10)]
    wrong = [Scored("apple", "tiger", 2.0)]
    tiers = choose(outside + right + wrong)
    assert -0.7 < tiers.confirm < -0.4  # 6% of the outsiders above it
    assert tiers.confirm < tiers.accept <= tiers.command
    assert tiers.command > 2.0  # above every wrong phrase
    assert report(outside + right + wrong, tiers).startswith("WHISPER = Tiers(accept=")
