"""The browser shared by a test process's tests: each test gets it with one blank window and
nothing a site stored in it before, and a browser that died is started again."""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.host.phones.browser import Phone, SharedChromium

pytestmark = pytest.mark.slow

STORED = "return [localStorage.getItem('seat'), sessionStorage.getItem('seat'), document.cookie]"


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    """A page served over HTTP from a folder of this test's own; its address."""
    (tmp_path / "page.html").write_text("<!doctype html><title>page</title>", encoding="utf-8")
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(tmp_path))
    with ThreadingHTTPServer(("127.0.0.1", 0), handler) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield f"http://127.0.0.1:{server.server_port}/page.html"
        server.shutdown()


def test_the_next_test_gets_one_blank_window_and_no_site_data(site, tmp_path):
    shared = SharedChromium(tmp_path / "profiles")
    (tmp_path / "profiles").mkdir()
    try:
        phone = Phone.first(shared.fresh())
        phone.open(site)
        phone.run("localStorage.seat = 'Ann'; sessionStorage.seat = 'Ann'; document.cookie = 'a=1'")
        assert phone.run(STORED) == ["Ann", "Ann", "a=1"]
        Phone.another(phone.driver).open(site)

        driver = shared.fresh()
        assert len(driver.window_handles) == 1 and driver.current_url == "about:blank"
        again = Phone.first(driver)
        again.open(site)
        assert again.run(STORED) == [None, None, ""]

        driver.quit()  # a test that broke the browser: the next one gets a new one
        assert shared.fresh() is not driver and shared.started == 2
    finally:
        shared.quit()
    assert shared.driver is None
