"""The host's browser tests' shared Chromium: one per test process, for the phones and the
table screen alike (starting a browser costs a busy machine seconds), handed to each test
cleared."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from selenium import webdriver

from tests.host.phones.browser import SharedChromium, tone_file


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
