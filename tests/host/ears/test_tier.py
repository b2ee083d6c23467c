"""A hearing says how it is to be taken (Heard.tier), as whoever heard it set it: sure, asked
back, kept only by the floor, or nothing heard; no confidence value stands for a meaning of its
own, and none is made up where nothing scored it."""

from __future__ import annotations

import pytest

from host.ears.recognizer import SURE, Heard, Tier, tier_of
from host.session.typed import typed


def test_an_engine_tiers_what_it_heard_by_the_shared_scale():
    assert tier_of(None, "", 0.9) is Tier.NONE
    assert tier_of(None, "metal", 0.9) is Tier.SURE  # open words, sure of them
    assert tier_of(None, "metal", SURE - 0.01) is Tier.CONFIRM
    assert tier_of("apple", "a pull", 0.0) is Tier.CONFIRM  # a low score is no floor
    assert tier_of("apple", "apple", SURE) is Tier.SURE


def test_the_tier_is_the_only_truth_a_hearing_carries():
    with pytest.raises(TypeError):
        Heard("apple", "apple", 0.9)  # type: ignore[call-arg]  # no tier: no hearing
    assert not Heard("apple", "a pull", 0.9, tier=Tier.FLOOR).sure  # a high score is no tier
    assert Heard("apple", "apple", 0.1, tier=Tier.SURE).sure


def test_a_typed_answer_is_sure_of_what_was_typed_and_scores_nothing():
    assert typed("Apple", ("apple",)) == Heard("apple", "Apple", tier=Tier.SURE)
    assert typed("  ", ("apple",)) == Heard(None, "", silent=True, tier=Tier.NONE)
    assert typed("pear", ("apple",)).confidence is None
