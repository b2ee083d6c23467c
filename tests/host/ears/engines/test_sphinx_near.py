"""pocketsphinx's fillers spared from a context: the index of its pronunciations finds the same
ones as comparing a filler with each, by the rule written out plainly below."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from host.ears.engines.sphinx import MIN_STEM_PHONES, Near

PHONES = st.lists(st.sampled_from(("AH", "B", "K", "S", "T")), min_size=1, max_size=6).map(tuple)


def close(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The same, one phone swapped, added or taken out, or one a beginning of the other of at
    least MIN_STEM_PHONES phones."""
    short, long = sorted((a, b), key=len)
    if a == b or (len(short) >= MIN_STEM_PHONES and long[: len(short)] == short):
        return True
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    return len(long) == len(short) + 1 and any(
        long[:i] + long[i + 1 :] == short for i in range(len(long))
    )


@given(st.lists(PHONES, max_size=8), PHONES)
def test_near_finds_what_one_by_one_comparison_finds(heard, filler):
    assert (filler in Near(heard, near=True)) == any(close(filler, h) for h in heard)
    assert (filler in Near(heard, near=False)) == (filler in heard)


def test_a_longer_form_and_one_phone_off_are_near_and_a_short_beginning_is_not():
    near = Near([("P", "L", "EY")], near=True)
    assert ("P", "L", "EY", "IH", "NG") in near  # playing
    assert ("P", "R", "EY") in near and ("P", "EY") in near and ("S", "P", "L", "EY") in near
    assert ("P", "L") not in Near([("P", "L", "EY", "IH", "NG")], near=True)  # under 3 phones
    assert ("P", "L", "EY", "IH", "NG") not in Near([("P", "L", "EY")], near=False)
