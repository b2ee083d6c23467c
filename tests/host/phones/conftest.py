"""The browser tests' fixtures: one headless Chromium per test, the real host started as a
process, and a phone (a browser window) per player; none of them outlives its test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver

from tests.host.phones.browser import Phone, chromium, quit_chromium
from tests.host.phones.hosted import Host


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    """A headless Chromium with a fresh profile, quit (and its processes ended) afterwards."""
    profile = tmp_path / "chromium"
    driver = chromium(profile)
    try:
        yield driver
    finally:
        quit_chromium(driver, profile)


@pytest.fixture
def start_host(tmp_path: Path) -> Iterator[Callable[..., Host]]:
    """Starts `partyhost play GAME --phones` for the given players; stopped afterwards."""
    started: list[Host] = []

    def start(game: str, players: str, seed: int = 3) -> Host:
        folder = tmp_path / f"host{len(started)}"
        folder.mkdir()
        started.append(Host(game, tuple(players.split(",")), seed, folder))
        return started[-1]

    yield start
    for host in started:
        host.stop()


@pytest.fixture
def join(browser: webdriver.Chrome) -> Callable[[Host], dict[str, Phone]]:
    """Opens every player's link on a phone of their own (a window each); the phones by name."""

    def open_all(host: Host) -> dict[str, Phone]:
        phones = {}
        for name, url in host.urls().items():
            phone = Phone.another(browser) if phones else Phone.first(browser)
            phone.open(url)
            phones[name] = phone
        return phones

    return open_all
