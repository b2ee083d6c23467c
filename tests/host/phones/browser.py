"""Phones for the browser tests: windows of one headless Chromium (Debian's, driven by its own
chromedriver through Selenium) at a phone's size, its fake microphone saying words, and
axe-core run in a page."""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np
import soundfile
from selenium import webdriver
from selenium.common.exceptions import (
    JavascriptException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.bidi.browsing_context import CreateType
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait
from urllib3.exceptions import HTTPError

from host.audio import RATE
from host.sim.speech import speak

CHROMIUM = "/usr/bin/chromium"
"""Debian's Chromium (the chromium package), never a browser downloaded by Selenium."""
CHROMEDRIVER = "/usr/bin/chromedriver"
"""Its driver, of the same version (the chromium-driver package)."""
AXE = Path(__file__).with_name("node_modules") / "axe-core" / "axe.min.js"
"""Installed by `make test` (npm, from package.json beside this file)."""
FLAGS = (
    # Quiet and alone: no network of its own, no GPU, the host's certificate let through, and a
    # fake microphone that needs no permission prompt.
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--ignore-certificate-errors",
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    # Several phones are windows of one browser: none may be slowed for being in the back.
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    # No address bar to pop up: its WebUI page, preloaded in a renderer of its own for every
    # window, cost more CPU than the phone pages themselves.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,"
    "PreloadTopChromeWebUI",
)
PHONE_WIDTH, PHONE_HEIGHT = 412, 915
"""A common Android phone's viewport, in CSS pixels."""
WAIT = 20.0
"""Seconds a phone may take to show what a test waits for (a 2-core machine, a busy host)."""
POLL = 0.25
"""Seconds between two looks at a waited phone (each a round trip through driver and page)."""
SERIOUS = ("serious", "critical")
"""The impacts of axe-core's findings that fail a test."""
SHOWN = """const element = document.querySelector(arguments[0]);
return element.checkVisibility() ? element.innerText : "";"""
"""The text of an element as a person sees it: innerText alone gives a hidden one's text too."""
ENABLED = """return !document.querySelector(
  '#question button:not([data-why]), #question input').disabled"""
"""Whether the question's controls can be used (they wait for the host after an answer; a card
that cannot answer stays greyed)."""
TONE = 440.0
"""The shared browser's microphone: a steady tone in hertz (browser.tone_file)."""
GAP = 0.5
"""Seconds of silence before and after the words of a fake microphone's file, which loops."""
TALK_LOG = """if (!window.talkLog) {
  const state = document.getElementById("talk-state");
  new MutationObserver(() => talkLog.push([performance.now(), state.textContent]))
    .observe(state, { childList: true, characterData: true, subtree: true });
}
window.talkLog = [];"""
"""Records in the page every text #talk-state shows from now on, with when (performance.now(),
in ms)."""

CHOICES = "#question button.choice"
"""The buttons that answer the question on a phone: its choices and its cards."""
REDRAWN = 3
"""Times a tap looks for its button again when the page redrew it as it was tapped."""
DEAD = (WebDriverException, HTTPError, OSError)
"""What a browser or driver that has gone raises when it is used."""

T = TypeVar("T")
"""What a wait returns."""


def chromium(
    profile: Path,
    pixel_ratio: float = 1.0,
    microphone: Path | None = None,
    window: tuple[int, int] | None = None,
    bidi: bool = False,
) -> webdriver.Chrome:
    """A headless Chromium with its own profile folder, its window a phone's screen (or a
    desktop's `window`, width and height); its microphone plays the WAV file `microphone`
    over and over (a beep without one). With `bidi`, driven through WebDriver BiDi too, so
    that it can hold phones apart (Phone.apart); DevTools commands then no longer reach its
    windows, and its first window keeps the browser's size."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    if microphone is not None:
        options.add_argument(f"--use-file-for-fake-audio-capture={microphone}")
    options.accept_insecure_certs = True  # the host's certificate is its own, self-signed
    options.enable_bidi = bidi
    if window is not None:
        options.add_argument(f"--window-size={window[0]},{window[1] + 200}")
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    if bidi:
        return driver
    # The screen's size is set through DevTools, not ChromeDriver's mobile emulation: that one
    # puts a phone's size back on every page load, and a test may make a window a TV.
    width, height = window or (PHONE_WIDTH, PHONE_HEIGHT)
    resize(driver, width, height, mobile=window is None, pixel_ratio=pixel_ratio)
    return driver


def microphone_file(path: Path, words: str, gap: float = GAP) -> Path:
    """A WAV file at `path` of espeak-ng saying `words` at 16 kHz, with `gap` seconds of silence
    before and after, so that a microphone looping it pauses between the words."""
    silence = np.zeros(int(gap * RATE), dtype=np.int16)
    soundfile.write(path, np.concatenate([silence, speak(words), silence]), RATE, "PCM_16")
    return path


def loop_seconds(path: Path) -> float:
    """How long the microphone file at `path` plays before it starts again."""
    return soundfile.info(path).duration


def quit_chromium(driver: webdriver.Chrome, profile: Path) -> None:
    """Close the browser, then end by id any of its processes still running: a test that
    failed halfway must not leave a Chromium behind."""
    try:
        driver.quit()
    finally:
        for pid in processes_using(str(profile)):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


class SharedChromium:
    """One headless Chromium for every test of a process with the same microphone, or none
    (starting one costs a busy machine seconds), handed to each test as if new: one blank
    window, no cookies or site data left by an earlier test; started again if it died."""

    def __init__(self, folder: Path, microphone: Path | None = None) -> None:
        self.folder = folder
        self.microphone = microphone
        """The WAV file its microphone plays over and over (browser.microphone_file), if any."""
        self.driver: webdriver.Chrome | None = None
        self.started = 0

    def fresh(self) -> webdriver.Chrome:
        """The browser, cleared of what earlier tests left in it (started if need be)."""
        self.tidy()
        if self.driver is None:
            self.started += 1
            self.driver = chromium(self.profile(), microphone=self.microphone)
        return self.driver

    def tidy(self) -> None:
        """Clear the browser now that a test is done with it; quit it if that fails."""
        if self.driver is not None:
            try:
                clear(self.driver)
            except DEAD:
                self.quit()

    def profile(self) -> Path:
        """The profile folder of the browser started last."""
        return self.folder / f"chromium{self.started}"

    def quit(self) -> None:
        """Close the browser and end what is left of it."""
        if self.driver is not None:
            driver, self.driver = self.driver, None
            with contextlib.suppress(DEAD):
                quit_chromium(driver, self.profile())


def resize(
    driver: webdriver.Chrome, width: int, height: int, mobile: bool = True, pixel_ratio: float = 1
) -> None:
    """Make the driver's current window a phone's touch screen of `width` x `height` CSS pixels
    (or, not `mobile`, a desktop's or a TV's, with a mouse alone)."""
    metrics = {"width": width, "height": height, "deviceScaleFactor": pixel_ratio}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "mobile": mobile})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile})


def clear(driver: webdriver.Chrome) -> None:
    """Leave `driver` with one window, blank, and no cookies or storage of any site."""
    first, *others = driver.window_handles
    for window in others:
        driver.switch_to.window(window)
        driver.close()
    driver.switch_to.window(first)
    driver.get("about:blank")
    resize(driver, PHONE_WIDTH, PHONE_HEIGHT)  # a test may have made its screen smaller
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": "*", "storageTypes": "all"})


def tone_file(folder: Path, rate: int = 48000) -> Path:
    """One second of a 440 Hz tone: a whole number of cycles, so looping it leaves no click."""
    path = folder / "tone.wav"
    t = np.arange(rate) / rate
    soundfile.write(path, 0.5 * np.sin(2 * np.pi * TONE * t), rate, subtype="PCM_16")
    return path


def processes_using(marker: str) -> list[int]:
    """The ids of the processes whose command line contains `marker`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in command:
            found.append(int(entry.name))
    return found


class Phone:
    """One player's phone: a window of the shared browser. Every method first brings its
    window to the driver, so phones can be used in any order."""

    def __init__(self, driver: webdriver.Chrome, window: str) -> None:
        self.driver = driver
        self.window = window

    @classmethod
    def first(cls, driver: webdriver.Chrome) -> Phone:
        """The browser's first window as a phone."""
        return cls(driver, driver.current_window_handle)

    @classmethod
    def another(cls, driver: webdriver.Chrome) -> Phone:
        """A new window of the browser as another phone (a phone's size and touch screen)."""
        driver.switch_to.new_window("window")
        resize(driver, PHONE_WIDTH, PHONE_HEIGHT)
        return cls(driver, driver.current_window_handle)

    @classmethod
    def apart(cls, driver: webdriver.Chrome) -> Phone:
        """A new window of the browser (started with `bidi`) in a user context of its own, as a
        browser of its own is: its own cookies, storage and pool of connections; a phone's
        size."""
        context = driver.browsing_context.create(
            type=CreateType.WINDOW, user_context=driver.browser.create_user_context()
        )
        size = {"width": PHONE_WIDTH, "height": PHONE_HEIGHT}
        driver.browsing_context.set_viewport(context=context, viewport=size)
        return cls(driver, context)

    def _here(self) -> webdriver.Chrome:
        if self.driver.current_window_handle != self.window:
            self.driver.switch_to.window(self.window)
        return self.driver

    def open(self, url: str) -> None:
        """Load `url` in this phone."""
        self._here().get(url)

    def resize(self, width: int, height: int, mobile: bool = True) -> None:
        """Make this phone's screen `width` x `height` CSS pixels (a smaller phone; not
        `mobile`, a TV)."""
        resize(self._here(), width, height, mobile)

    def reload(self) -> None:
        """A real reload of the page: a new document and a new WebSocket."""
        self._here().refresh()

    def run(self, script: str, *args: object) -> object:
        """The value of `script` run in the page."""
        return self._here().execute_script(script, *args)

    def run_async(self, script: str) -> object:
        """What `script` passes to its callback, the last of its arguments."""
        return self._here().execute_async_script(script)

    def text(self) -> str:
        """All the text the page shows."""
        return str(self.run("return document.body.innerText"))

    def source(self) -> str:
        """The page's whole HTML as it is now, hidden parts included."""
        return self._here().page_source

    def shown(self, css: str) -> str:
        """The text of the element `css` as shown ("" when it is hidden)."""
        return str(self.run(SHOWN, css))

    def private_lines(self) -> list[str]:
        """The private lines on the page, newest first (read in one script: a line that comes
        meanwhile redraws the list, and an element found before it would be stale)."""
        lines = self.run(
            "return Array.from(document.querySelectorAll('#private li'), li => li.textContent)"
        )
        return [str(line).strip() for line in lines]

    def question(self) -> str:
        """The question's text, "" when there is none."""
        return self.shown("#question-text")

    def choices(self) -> list[str]:
        """The choice buttons' texts."""
        buttons = self._here().find_elements(By.CSS_SELECTOR, "#question button.choice")
        return [button.text for button in buttons if button.is_displayed()]

    def tap(self, choice: str) -> None:
        """Tap the choice button whose text is `choice`, or the card that stands for it (found
        again if the page redrew it meanwhile: a timed question is put again as it runs)."""
        for _ in range(REDRAWN):
            try:
                for button in self._here().find_elements(By.CSS_SELECTOR, CHOICES):
                    if choice in (button.text, button.get_attribute("data-choice")):
                        button.click()
                        return
            except StaleElementReferenceException:
                continue
            break
        raise AssertionError(f"no button {choice!r} among {self.choices()}")

    def click(self, css: str) -> None:
        """Tap the element `css` (found again if the page redrew it meanwhile)."""
        for _ in range(REDRAWN - 1):
            with contextlib.suppress(StaleElementReferenceException):
                self._here().find_element(By.CSS_SELECTOR, css).click()
                return
        self._here().find_element(By.CSS_SELECTOR, css).click()

    def press(self, css: str) -> None:
        """Put a finger on the element `css` and keep it there."""
        here = self._here()
        ActionChains(here).click_and_hold(here.find_element(By.CSS_SELECTOR, css)).perform()

    def release(self) -> None:
        """Lift the finger that `press` put down."""
        ActionChains(self._here()).release().perform()

    def press_key(self, css: str, key: str) -> None:
        """Press and let go of `key` (selenium's Keys) on the element `css`."""
        self._here().find_element(By.CSS_SELECTOR, css).send_keys(key)

    def record_talk(self) -> None:
        """Start recording what the talk status line says (TALK_LOG), until the page goes."""
        self.run(TALK_LOG)

    def talk_log(self) -> list[tuple[float, str]]:
        """What the talk status line said since `record_talk`, with when (in ms)."""
        return [(when, what) for when, what in self.run("return window.talkLog")]

    def type_answer(self, text: str) -> None:
        """Type `text` in the answer field and press Send."""
        here = self._here()
        here.find_element(By.ID, "answer-text").send_keys(text)
        here.find_element(By.ID, "answer-send").click()

    def wait(
        self, until: Callable[[Phone], T], what: str, timeout: float = WAIT, poll: float = POLL
    ) -> T:
        """The first true value of `until(self)`, polled every `poll` seconds; a failure says
        `what` never came and what the page showed instead."""
        self._here()

        def check(_: object) -> T | bool:
            try:
                return until(self)
            except (StaleElementReferenceException, JavascriptException):
                return False  # the page re-rendered while it was read: look again

        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=poll).until(check)
        except Exception as exc:
            raise AssertionError(f"{what}: not shown; the page shows:\n{self.text()}") from exc

    def wait_for_question(self, *words: str) -> str:
        """The text of the question that shows, once it has every one of `words` and its
        controls can be used."""

        def ready(phone: Phone) -> str:
            text = phone.question()
            if not all(word in text for word in words):
                return ""
            return text if phone.run(ENABLED) else ""

        return self.wait(ready, f"a question with {words}")

    def screenshot(self, path: Path) -> None:
        """Save what the phone's screen shows as a PNG."""
        self._here().save_screenshot(str(path))


CHECKED = frozenset({"label", "button-name", "aria-roles", "aria-allowed-attr", "region"})
"""The axe-core rules a phone's page must pass on something (it has controls to check)."""


def axe_check(
    phone: Phone, checked: frozenset[str] = CHECKED, live: str = "polite assertive"
) -> None:
    """Run axe-core in the page; fail on a serious or critical violation, and unless the rules
    `checked` were checked on something and the `live` regions are there."""
    assert AXE.exists(), f"no {AXE}: `make test` installs axe-core with npm"
    phone.run(AXE.read_text())
    results = phone.run_async(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document).then((r) => done({violations: r.violations,"
        " passes: r.passes.map((p) => p.id)}), (e) => done({error: String(e)}));"
    )
    assert "error" not in results, results
    bad = [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']]}"
        for v in results["violations"]
        if v["impact"] in SERIOUS
    ]
    assert not bad, "axe-core found:\n" + "\n".join(bad)
    assert checked <= set(results["passes"]), checked - set(results["passes"])
    regions = phone.run(
        "return [...document.querySelectorAll('[aria-live]')]"
        ".map((region) => region.getAttribute('aria-live'))"
    )
    assert set(live.split()) <= set(regions), regions


def assert_focus_follows_reading(phone: Phone) -> None:
    """The controls a tab reaches come in the order they stand on the screen, top to bottom."""
    tops = phone.run(
        "return [...document.querySelectorAll('button, input, [tabindex]')]"
        ".filter((e) => e.tabIndex >= 0 && e.checkVisibility() && !e.disabled)"
        ".map((e) => [e.tabIndex, Math.round(e.getBoundingClientRect().top)])"
    )
    assert tops, "nothing to focus"
    assert all(index == 0 for index, _ in tops), f"a positive tabindex changes the order: {tops}"
    assert [top for _, top in tops] == sorted(top for _, top in tops), tops
