"""The simulated phones' answers, which give up on a party whose phones stop answering."""

from __future__ import annotations

import queue
import time

from host.phones.seats import Answer

PATIENCE = 60.0
"""Seconds of the wall the host may wait on the simulated phones with no answer before the
party ends in one line: a simulated phone answers within seconds, and one that never does must
not hang the demo."""


class PatientAnswers(queue.Queue[Answer]):
    """The queue the simulated phones' answers reach the host by: a wait on it that gets
    nothing, added up over every wait since the last answer, past `patience` seconds of the
    wall raises TimeoutError (the time between waits, when the host speaks or the laptop is
    heard, is not counted)."""

    def __init__(self, patience: float = PATIENCE) -> None:
        super().__init__()
        self.patience = patience
        self._starved = 0.0
        """Seconds waited in vain since the last answer."""

    def get(self, block: bool = True, timeout: float | None = None) -> Answer:
        """The next answer, as queue.Queue gives it; TimeoutError once the phones have kept
        the host waiting `patience` seconds."""
        began = time.monotonic()
        try:
            answer = super().get(block, timeout)
        except queue.Empty:
            if block:
                self._starved += time.monotonic() - began
                if self._starved > self.patience:
                    raise TimeoutError(
                        f"no simulated phone answered in {self.patience:.0f} s"
                    ) from None
            raise
        self._starved = 0.0
        return answer
