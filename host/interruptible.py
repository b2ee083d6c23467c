"""Waits that a Ctrl-C always ends. The kernel may hand the signal to any of the host's threads;
Python runs its handler (KeyboardInterrupt) only on the main thread, and only once that thread
runs again: a main thread asleep on a condition with no timeout would sleep through it."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

SLICE = 0.25
"""Seconds a wait sleeps at most before it wakes to let a Ctrl-C's handler run."""


def wait_for(
    condition: threading.Condition, predicate: Callable[[], T], timeout: float | None = None
) -> T:
    """`condition.wait_for(predicate, timeout)` (the condition held by the caller), woken every
    SLICE seconds so that a Ctrl-C is raised within that time wherever the signal landed."""
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        left = SLICE if deadline is None else min(SLICE, deadline - time.monotonic())
        result = condition.wait_for(predicate, max(left, 0.0))
        if result or (deadline is not None and time.monotonic() >= deadline):
            return result
