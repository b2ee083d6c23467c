"""Barge-in: a key pressed while the host speaks cuts it short, on the real (null) speaker."""

from __future__ import annotations

import io
import os
import threading
import time
from collections.abc import Iterator

import pytest

from host.audio import Audio
from host.bench.monitor import RATE, MonitorRecorder
from host.voice.announcer import Announcer
from host.voice.barge_in import BargeIn, Keys
from tests.host.voice.helpers import PROMPTLY, heard_numbers, printed

LONG = "Welcome to the show, where every answer counts and the crowd goes wild. " * 2
AFTER = "Felix scores three points"


@pytest.fixture
def typing() -> Iterator[tuple[Keys, io.TextIOWrapper]]:
    """Keys reading a pipe, and the pipe's end to type into."""
    read, write = os.pipe()
    keys = Keys(os.fdopen(read, encoding="utf-8"))
    with os.fdopen(write, "w", encoding="utf-8") as typed:
        yield keys, typed


def press(typed: io.TextIOWrapper, text: str = "") -> float:
    """Type `text` and Enter; when it was pressed."""
    pressed = time.perf_counter()
    typed.write(text + "\n")
    typed.flush()
    return pressed


def test_typed_lines_are_read_in_order_then_the_input_ends() -> None:
    keys = Keys(io.StringIO("apple\n\nbanana\n"))
    assert [keys.read(), keys.read(), keys.read()] == ["apple", "", "banana"]
    for _ in range(2):
        with pytest.raises(EOFError):
            keys.read()


def test_a_line_put_back_is_read_first_and_only_a_typed_answer_is_ahead() -> None:
    keys = Keys(io.StringIO("\nbanana\n"))
    assert keys.wait(5) and keys.ahead() is None  # a bare Enter is no answer typed ahead
    keys.read()
    keys.unread("red three")
    assert keys.pressed.is_set() and keys.ahead() == "red three"
    assert keys.read() == "banana"


def test_only_a_bare_enter_is_taken_away(typing: tuple[Keys, io.TextIOWrapper]) -> None:
    keys, typed = typing
    press(typed, "apple")
    assert keys.pressed.wait(5)
    keys.take_enter()
    assert keys.pressed.is_set()
    assert keys.read() == "apple"
    assert not keys.pressed.is_set()
    press(typed)
    assert keys.pressed.wait(5)
    keys.take_enter()
    assert not keys.pressed.is_set()


@pytest.mark.audio
@pytest.mark.parametrize("push_to_talk", [False, True])
def test_enter_stops_a_long_line_at_once(
    voice: Announcer,
    monitor: MonitorRecorder,
    typing: tuple[Keys, io.TextIOWrapper],
    push_to_talk: bool,
) -> None:
    keys, typed = typing
    voice.say(LONG)
    voice.say(AFTER)
    assert monitor.first_sound(time.perf_counter()) is not None
    threading.Timer(1.0, lambda: pressed.append(press(typed))).start()
    pressed: list[float] = []
    BargeIn(voice, keys, push_to_talk).settle()
    settled = time.perf_counter()
    assert not voice.speaking.is_set()  # the ears may listen at once
    time.sleep(0.8)  # the long line would still be going; the line after it is not spoken
    last = monitor.last_sound(pressed[0] - 0.5)
    assert last is not None  # it was playing right up to the press
    assert last - pressed[0] < PROMPTLY
    assert settled - pressed[0] < PROMPTLY
    assert voice.wait(10)
    assert heard_numbers(Audio(monitor.audio(pressed[0]), RATE)) == []
    assert AFTER in printed(voice.captions)  # hushed, still captioned
    assert keys.pressed.is_set() is push_to_talk  # the press that opens the microphone stays


@pytest.mark.audio
def test_a_typed_answer_interrupts_and_is_still_the_answer(
    voice: Announcer, monitor: MonitorRecorder, typing: tuple[Keys, io.TextIOWrapper]
) -> None:
    keys, typed = typing
    voice.say(LONG)
    assert monitor.first_sound(time.perf_counter()) is not None
    threading.Timer(0.5, press, (typed, "apple")).start()
    started = time.perf_counter()
    BargeIn(voice, keys).settle()
    assert time.perf_counter() - started < 2.0  # the line lasts about 8 s
    assert keys.read() == "apple"
    voice.say(AFTER)
    heard_from = time.perf_counter()
    assert voice.wait(10)
    time.sleep(0.2)
    assert heard_numbers(Audio(monitor.audio(heard_from), RATE)) == ["three"]  # spoken again
