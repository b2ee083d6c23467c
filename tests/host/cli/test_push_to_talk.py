"""Push-to-talk's call reaches the table page, so that a player reading the screen learns the
laptop waits for Enter."""

from __future__ import annotations

import io

from host.cli.play import PRESS_TO_TALK, push_to_talk
from host.voice.barge_in import Keys
from host.voice.line import Line


def test_the_call_is_captioned_on_the_table_page_before_enter_is_read() -> None:
    shown: list[Line] = []
    keys = Keys(io.StringIO("\nlater\n"))
    talk = push_to_talk(keys, shown.append)
    assert talk() == ""
    assert [line.text for line in shown] == [PRESS_TO_TALK]
    assert not shown[0].private
    talk()
    assert len(shown) == 2  # captioned at every press, not once
