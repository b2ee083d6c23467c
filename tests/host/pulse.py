"""What the real-audio tests need from the machine: a PulseAudio server and its tools."""

from __future__ import annotations

import os
import shutil

import pytest


def pulse_missing(tool: str) -> str | None:
    """Why PulseAudio cannot be tested here with `tool` (paplay, parec), or None if it can."""
    if shutil.which("pulseaudio") is None or shutil.which(tool) is None:
        return f"pulseaudio and {tool} are needed (make system installs them)"
    return None


def require(problem: str | None) -> None:
    """Skip a test that lacks what it needs here, but fail it in CI, which must have it all."""
    if problem is None:
        return
    if os.environ.get("CI"):
        pytest.fail(problem)
    pytest.skip(problem)
