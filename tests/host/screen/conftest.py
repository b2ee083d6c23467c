"""The table screen's browser: the tests' shared headless Chromium (tests/host/conftest.py), its
window at a TV's 1920x1080."""

from __future__ import annotations

import pytest
from selenium import webdriver

from host.phones import listener
from tests.host.phones.browser import Phone

TV = (1920, 1080)
"""A full HD television, in CSS pixels."""


@pytest.fixture
def tv(browser: webdriver.Chrome) -> Phone:
    """The shared browser's window made the size of a TV, not a phone (a Phone drives any
    window); the browser is cleared after the test, its other windows closed."""
    screen = Phone.first(browser)
    screen.resize(*TV, mobile=False)
    return screen


@pytest.fixture
def quick_timers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A timed question nobody answers waits a tenth of a second, not one (the simulated
    phones answer at once or never)."""
    monkeypatch.setattr(listener, "TIMED_WAIT", 0.1)
