"""One short line: control characters written out, a long text cut."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from host.one_line import one_line


def test_control_characters_are_written_out() -> None:
    assert one_line("Ann\r0\n\x1b[2J\u2028") == "Ann\\r0\\n\\x1b[2J\\u2028"


def test_a_long_text_is_cut_at_its_limit() -> None:
    assert one_line("x" * 300, 200) == "x" * 200 + "..."
    assert one_line("x" * 200, 200) == "x" * 200
    assert one_line("x" * 300) == "x" * 300


@given(st.text())
def test_any_text_is_one_line(text: str) -> None:
    assert len(one_line(text).splitlines()) <= 1
