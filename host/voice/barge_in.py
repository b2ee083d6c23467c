"""Barge-in: a player presses Enter (or the push-to-talk key) and the host stops talking.

One thread reads the terminal's lines, so a key pressed while the host speaks is seen at once
rather than when the game next reads the keyboard. Every part of the host that reads the
keyboard reads it here, so a typed answer that interrupts the host is still that answer.
"""

from __future__ import annotations

import sys
import threading
from collections import deque
from typing import TextIO

from host.interruptible import wait_for
from host.voice.announcer import Announcer

POLL = 0.01
"""How often, in seconds, a waiting game looks for a key while the host speaks."""


class Keys:
    """The lines typed at the terminal, read by one thread as they come."""

    def __init__(self, stream: TextIO | None = None) -> None:
        stream = stream or sys.stdin  # looked up now: a test may have put its own in place
        self._lines: deque[str | None] = deque()
        self._arrived = threading.Condition()
        self.pressed = threading.Event()
        """Set while a typed line waits to be read."""
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: TextIO) -> None:
        for line in iter(stream.readline, ""):
            self._add(line.rstrip("\r\n"))
        self._add(None)  # the input has ended

    def _add(self, line: str | None) -> None:
        with self._arrived:
            self._lines.append(line)
            self.pressed.set()
            self._arrived.notify_all()

    def read(self, prompt: str = "") -> str:
        """The next typed line, like input(): EOFError when the input has ended."""
        print(prompt, end="", flush=True)
        with self._arrived:
            wait_for(self._arrived, lambda: self._lines)
            if self._lines[0] is None:  # it stays ended for every later read
                raise EOFError
            return self._take()

    def wait(self, seconds: float) -> bool:
        """Whether a typed line (or the end of the input) is there to read within `seconds`."""
        with self._arrived:
            return self._arrived.wait_for(lambda: self._lines, timeout=seconds)

    def unread(self, line: str) -> None:
        """Put a line back to be read first (an answer typed in a look-away, for the game)."""
        with self._arrived:
            self._lines.appendleft(line)
            self.pressed.set()
            self._arrived.notify_all()

    def ahead(self) -> str | None:
        """A typed answer waiting to be read, taken (None if there is none, or only Enter)."""
        with self._arrived:
            if self._lines and self._lines[0]:
                return self._take()
            return None

    def take_enter(self) -> None:
        """Read a waiting bare Enter (the press that interrupted the host), and nothing else."""
        with self._arrived:
            if self._lines and self._lines[0] == "":
                self._take()

    def _take(self) -> str:
        line = self._lines.popleft()
        assert line is not None
        if not self._lines:
            self.pressed.clear()
        return line


class BargeIn:
    """Waits for the host to finish speaking, cutting it short when a key is pressed.

    With `push_to_talk`, the Enter that interrupts is the one that opens the microphone, so it
    is left to be read; otherwise it only interrupts and is taken away.
    """

    def __init__(self, announcer: Announcer, keys: Keys, push_to_talk: bool = False) -> None:
        self.announcer = announcer
        self.keys = keys
        self.push_to_talk = push_to_talk

    def settle(self) -> None:
        """Return once every queued line is done, or as soon as a key hushes them (the game
        then goes on while the announcer captions what was queued)."""
        announcer = self.announcer
        while not announcer.wait(POLL):
            if self.keys.pressed.is_set() and announcer.speaking.is_set():
                announcer.hush()
                if not self.push_to_talk:
                    self.keys.take_enter()
                return
