"""The browser tests' fixtures: headless Chromiums (one per test unless a test asks for more,
each with the fake microphone it asks for), the real host started as a process, and a phone (a
browser window) per player; none of them outlives its test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver

from tests.host.phones.browser import Phone, chromium, quit_chromium
from tests.host.phones.hosted import Host


@pytest.fixture
def chromiums(tmp_path: Path) -> Iterator[Callable[..., webdriver.Chrome]]:
    """Starts a headless Chromium with a fresh profile, its microphone playing a given WAV file
    (browser.microphone_file); every one is quit (and its processes ended) afterwards."""
    started: list[tuple[webdriver.Chrome, Path]] = []

    def start(microphone: Path | None = None) -> webdriver.Chrome:
        profile = tmp_path / f"chromium{len(started)}"
        driver = chromium(profile, microphone=microphone)
        started.append((driver, profile))
        return driver

    yield start
    for driver, profile in started:
        quit_chromium(driver, profile)


@pytest.fixture
def browser(chromiums: Callable[..., webdriver.Chrome]) -> webdriver.Chrome:
    """A headless Chromium with a fresh profile, quit (and its processes ended) afterwards."""
    return chromiums()


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
def join(request: pytest.FixtureRequest) -> Callable[..., dict[str, Phone]]:
    """Opens every player's link on a phone of their own (a window each, of `driver` or else of
    the test's `browser`); the phones by name."""

    def open_all(host: Host, driver: webdriver.Chrome | None = None) -> dict[str, Phone]:
        driver = driver or request.getfixturevalue("browser")
        phones = {}
        for name, url in host.urls().items():
            phone = Phone.another(driver) if phones else Phone.first(driver)
            phone.open(url)
            phones[name] = phone
        return phones

    return open_all
