"""What the host's tests share in each test process: one Chromium, for the phones and the
table screen alike (starting a browser costs a busy machine seconds), handed to each test
cleared; and one zygote, which starts the hosts run as processes (an interpreter's imports
cost a second each)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from selenium import webdriver

from tests.host.phones.browser import SharedChromium, tone_file
from tests.host.zygote import Zygote


@pytest.fixture(scope="session")
def shared_chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedChromium]:
    """The one headless Chromium of this test process (each pytest-xdist worker has its own),
    its microphone a steady tone (no recognizer takes it for a word), quit (and its processes
    ended) when the process's tests are done."""
    folder = tmp_path_factory.mktemp("shared-chromium")
    shared = SharedChromium(folder, tone_file(folder))
    yield shared
    shared.quit()


@pytest.fixture
def browser(shared_chromium: SharedChromium) -> Iterator[webdriver.Chrome]:
    """A headless Chromium at a phone's size, its microphone the tone: the process's shared
    one, with one blank window and no cookies or site data of an earlier test; cleared again
    after the test (its pages closed)."""
    yield shared_chromium.fresh()
    shared_chromium.tidy()


@pytest.fixture(scope="session")
def zygote() -> Iterator[Zygote]:
    """This test process's zygote: a partyhost already imported, forked for each host a test
    starts."""
    started = Zygote()
    yield started
    started.close()
