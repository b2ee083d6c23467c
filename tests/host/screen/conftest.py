"""The table screen's browser: one headless Chromium at a TV's 1920x1080 for the module (a
browser starts slowly on a shared machine), quit afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from host.phones import listener
from tests.host.phones.browser import Phone, chromium, quit_chromium

TV = (1920, 1080)
"""A full HD television, in CSS pixels."""


@pytest.fixture(scope="module")
def tv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Phone]:
    """A window of a headless Chromium the size of a TV (a Phone drives any window)."""
    profile = tmp_path_factory.mktemp("tv") / "chromium"
    driver = chromium(profile, window=TV)
    try:
        yield Phone.first(driver)
    finally:
        quit_chromium(driver, profile)


@pytest.fixture
def quick_timers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A timed question nobody answers waits a tenth of a second, not one (the simulated
    phones answer at once or never)."""
    monkeypatch.setattr(listener, "TIMED_WAIT", 0.1)
