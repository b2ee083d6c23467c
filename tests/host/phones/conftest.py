"""The phone tests' fixtures: more headless Chromiums with the fake microphone a test asks for
(`chromiums`, quit after the test; the shared `browser` is tests/host/conftest.py's), the real
host started as a process, and a phone (a browser window) per player."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver

from tests.host.phones.browser import Phone, chromium, quit_chromium
from tests.host.phones.hosted import Host
from tests.host.zygote import Zygote


@pytest.fixture
def chromiums(tmp_path: Path) -> Iterator[Callable[..., webdriver.Chrome]]:
    """Starts a headless Chromium with a fresh profile, its microphone playing a given WAV file
    (browser.microphone_file), driven through WebDriver BiDi too if asked (`bidi`, for
    Phone.apart); every one is quit (and its processes ended) afterwards."""
    started: list[tuple[webdriver.Chrome, Path]] = []

    def start(microphone: Path | None = None, bidi: bool = False) -> webdriver.Chrome:
        profile = tmp_path / f"chromium{len(started)}"
        driver = chromium(profile, microphone=microphone, bidi=bidi)
        started.append((driver, profile))
        return driver

    yield start
    for driver, profile in started:
        quit_chromium(driver, profile)


@pytest.fixture
def start_host(tmp_path: Path, zygote: Zygote) -> Iterator[Callable[..., Host]]:
    """Starts `partyhost play GAME --phones` (run as the module `cli`) for the given players,
    its phones heard by pocketsphinx unless a test that talks asks for Whisper (`engine`);
    stopped afterwards."""
    started: list[Host] = []

    def start(
        game: str, players: str, seed: int = 3, engine: str = "pocketsphinx", cli: str = "host.cli"
    ) -> Host:
        folder = tmp_path / f"host{len(started)}"
        folder.mkdir()
        seats = tuple(players.split(","))
        started.append(Host(game, seats, seed, folder, zygote, cli, engine))
        return started[-1]

    yield start
    for host in started:
        host.stop()


@pytest.fixture
def join(request: pytest.FixtureRequest) -> Callable[..., dict[str, Phone]]:
    """Opens the players' links on a phone of their own (a window each, of `driver` or else of
    the test's `browser`): those `named`, the other seats held by a bare socket, or else every
    player's; the phones by name."""

    def open_all(
        host: Host, driver: webdriver.Chrome | None = None, named: tuple[str, ...] = ()
    ) -> dict[str, Phone]:
        driver = driver or request.getfixturevalue("browser")
        if named:
            host.hold_seats(name for name in host.players if name not in named)
        phones = {}
        for name, url in host.urls().items():
            if named and name not in named:
                continue
            phone = Phone.another(driver) if phones else Phone.first(driver)
            phone.open(url)
            phones[name] = phone
        return phones

    return open_all
