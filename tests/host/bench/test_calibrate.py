"""The tiers' calibration sweep: thresholds chosen from scored development clips."""

from __future__ import annotations

import numpy as np

from host.bench.calibrate import Scored, Weighed, calibrated, choose, fit, report


def test_the_sweep_sets_confirm_above_most_outsiders_and_accept_above_the_wrong():
    outside = [Scored(None, "apple", -10.0 + i / 10) for i in range(100)]  # -10 .. -0.1
    right = [Scored("apple", "apple", float(i)) for i in range(-5, 10)]
    wrong = [Scored("apple", "tiger", 2.0)]
    tiers = choose(outside + right + wrong)
    assert -1.0 < tiers.confirm < -0.7  # 8% of the outsiders above it
    assert tiers.confirm < tiers.accept <= tiers.command
    assert tiers.command > 2.0  # where no more than 1% of hearings are wrong
    assert report(outside + right + wrong, tiers).startswith("WHISPER = Tiers(accept=")


def test_the_fit_weighs_what_tells_right_from_wrong():
    rng = np.random.default_rng(5)
    samples = []
    for i in range(300):
        right = i % 2 == 0
        telling = rng.normal(2.0 if right else -2.0)  # the feature that separates them
        noise = rng.normal()
        said = "apple" if right or i % 4 == 1 else None
        samples.append(Weighed(said, "apple" if right else "tiger", (1.0, telling, noise)))
    weights = fit(samples)
    assert weights[1] > 1.0 and abs(weights[2]) < 0.5
    tiers, scored = calibrated(samples)
    assert tiers.weights == weights and len(scored) == len(samples)
    right = [s.raw for s in scored if s.best == s.said]
    assert np.mean(np.array(right) >= tiers.confirm) > 0.9
