"""A hearing says how it is to be taken (Heard.tier): sure, asked back, kept only by the floor,
or nothing heard; no confidence value stands for a meaning of its own."""

from __future__ import annotations

from host.ears.recognizer import SURE, Heard, Tier


def test_each_hearing_has_the_tier_its_phrase_floor_and_confidence_give():
    assert Heard(None, "metal", 0.9).tier is Tier.NONE
    assert Heard("apple", "a pull", 0.0, tier=Tier.FLOOR).tier is Tier.FLOOR
    assert Heard("apple", "a pull", 0.0).tier is Tier.CONFIRM  # a low score is no floor
    assert Heard("apple", "apple", SURE - 0.01).tier is Tier.CONFIRM
    assert Heard("apple", "apple", SURE).tier is Tier.SURE and Heard("apple", "apple", SURE).sure
    assert not Heard("apple", "a pull", 0.9, tier=Tier.FLOOR).sure
