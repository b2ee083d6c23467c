"""A Ctrl-C ends a wait on the main thread even when the kernel hands the signal to another of
the host's threads: the signal is sent to one other thread alone, and the main thread's wait
must still end within a second, where a plain wait on a condition sleeps until what it waits
for comes."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from host.interruptible import SLICE, wait_for
from host.voice.barge_in import Keys

GIVE_UP = 5.0
"""Seconds after which the test makes the wait's condition true, so that a wait that slept
through the Ctrl-C ends (and the test fails) rather than hanging."""


@pytest.fixture
def ctrl_c() -> Iterator[Callable[[int], None]]:
    """Send SIGINT to the thread of that ident alone, Python's own handler in place."""
    assert threading.current_thread() is threading.main_thread()
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield lambda ident: signal.pthread_kill(ident, signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, before)


def later(seconds: float, action: Callable[[], object]) -> threading.Timer:
    """`action` run on a thread of its own in `seconds`."""
    timer = threading.Timer(seconds, action)
    timer.start()
    return timer


def test_a_ctrl_c_sent_to_another_thread_ends_the_wait_within_a_slice(ctrl_c) -> None:
    condition, given = threading.Condition(), []
    asleep = threading.Event()
    bystander = threading.Thread(target=asleep.wait, args=(GIVE_UP,), daemon=True)
    bystander.start()

    def give() -> None:
        with condition:
            given.append(True)
            condition.notify_all()

    fallback = later(GIVE_UP, give)
    later(0.2, lambda: ctrl_c(bystander.ident))
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt), condition:
        wait_for(condition, lambda: given)
    took = time.monotonic() - started
    fallback.cancel()
    asleep.set()
    assert not given and took < 0.2 + SLICE + 0.5, took


def test_the_wait_keeps_its_timeout_and_its_answer() -> None:
    condition = threading.Condition()
    started = time.monotonic()
    with condition:
        assert wait_for(condition, lambda: False, timeout=2 * SLICE + 0.1) is False
    assert 2 * SLICE + 0.1 <= time.monotonic() - started < 2 * SLICE + 1.0
    with condition:
        assert wait_for(condition, lambda: "here", timeout=0) == "here"


def test_a_game_waiting_at_the_keyboard_is_stopped_by_a_ctrl_c_on_another_thread(
    ctrl_c,
) -> None:
    read, write = os.pipe()
    before = set(threading.enumerate())
    keys = Keys(os.fdopen(read, encoding="utf-8"))
    (reader,) = set(threading.enumerate()) - before  # the keyboard's reader, asleep in a read
    with os.fdopen(write, "w", encoding="utf-8") as typed:
        fallback = later(GIVE_UP, lambda: (typed.write("late\n"), typed.flush()))
        later(0.2, lambda: ctrl_c(reader.ident))
        started = time.monotonic()
        with pytest.raises(KeyboardInterrupt):
            keys.read()
        took = time.monotonic() - started
        fallback.cancel()
    assert took < 0.2 + SLICE + 0.5, took  # not once the fallback's line came
