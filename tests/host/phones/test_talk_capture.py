"""Hold to talk in a real browser: Debian's headless Chromium hears a sound file as its
microphone, talk.js and talk-worklet.js stream it to a WebSocket here, and the frames are put
together by the host's own Utterances, then measured."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from aiohttp import WSMsgType, web
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from host.phones.utterance import Utterances, frame
from tests.host.phones.browser import (
    CHROMEDRIVER,
    CHROMIUM,
    FLAGS,
    TONE,
    quit_chromium,
    tone_file,
)

pytestmark = pytest.mark.slow

PAGE = Path(__file__).resolve().parents[3] / "host" / "phones" / "page"
RATE = 16000
WAIT = 20.0
FLAT_TOP = (0.21557895, -0.41663158, 0.277263158, -0.083578947, 0.006947368)
"""The flat-top window's cosine terms (as in SciPy's signal.windows.flattop)."""
ALLOW = "--use-fake-ui-for-media-stream"
REFUSING_FLAGS = tuple(flag for flag in FLAGS if flag != ALLOW)
"""The refusing browser's flags: the phone tests' (browser.chromium), but the one that allows
the microphone without asking."""

TALK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>talk</title>
<script src="/static/talk.js"></script></head>
<body>
<button id="start">start</button> <button id="stop">stop</button>
<button id="cancel">cancel</button>
<script>
"use strict";
window.states = [];
window.times = {};
const socket = new WebSocket(`ws://${location.host}/ws`);
const talk = PartyhostTalk.create({
  send: (message) => socket.send(JSON.stringify(message)),
  sendBinary: (data) => socket.send(data),
  onState: (text) => {
    window.states.push(text);
    if (text === "Listening…") window.times.listening = performance.now();
  },
});
document.getElementById("start").onclick = () => talk.start(7);
document.getElementById("stop").onclick = () => {
  window.times.stopped = performance.now();
  talk.stop();
};
document.getElementById("cancel").onclick = () => talk.cancel();
</script></body></html>
"""

WORKLET_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>worklet</title></head>
<body><button id="run">run</button>
<script>
"use strict";
// Two channels into the worklet: 440 Hz on the left and 1000 Hz on the right, each at 0.5,
// and on both a 12 kHz tone at 0.25 where the rate can carry it (16 kHz would fold it to 4).
async function run(rate, seconds) {
  const context = new AudioContext({ sampleRate: rate });
  await context.audioWorklet.addModule("/static/talk-worklet.js");
  const node = new AudioWorkletNode(context, "partyhost-talk", { numberOfOutputs: 0 });
  const merger = context.createChannelMerger(2);
  merger.connect(node);
  const tone = (frequency, gain, channels) => {
    const oscillator = new OscillatorNode(context, { frequency });
    const level = new GainNode(context, { gain });
    oscillator.connect(level);
    for (const channel of channels) level.connect(merger, 0, channel);
    oscillator.start();
  };
  tone(440, 0.5, [0]);
  tone(1000, 0.5, [1]);
  if (rate > 24000) tone(12000, 0.25, [0, 1]);
  const chunks = [];
  node.port.onmessage = (event) => chunks.push(event.data);
  await new Promise((done) => setTimeout(done, 300));
  const began = context.currentTime;
  node.port.postMessage({ utterance: 5 });
  await new Promise((done) => setTimeout(done, seconds * 1000));
  node.port.postMessage({ utterance: 0 });
  const ended = context.currentTime;
  await new Promise((done) => setTimeout(done, 300));
  await context.close();
  const samples = [];
  for (const chunk of chunks) samples.push(...chunk.samples);
  return {
    rate: context.sampleRate,
    elapsed: ended - began,
    utterances: [...new Set(chunks.map((chunk) => chunk.utterance))],
    lengths: [...new Set(chunks.map((chunk) => chunk.samples.length))],
    samples,
  };
}
document.getElementById("run").onclick = () => {
  const [rate, seconds] = JSON.parse(document.body.dataset.run);
  run(rate, seconds).then((result) => { window.result = result; },
                          (error) => { window.result = { error: String(error) }; });
};
</script></body></html>
"""


class Site:
    """A page and the phone page's scripts over plain HTTP on 127.0.0.1 (a secure context, as
    localhost is), and a WebSocket that keeps what the page sends, in a thread of its own."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.received: list[tuple[float, str | bytes]] = []
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._runner: web.AppRunner | None = None

    def start(self) -> Site:
        """Listen on a free port."""
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self._loop).result(WAIT)
        return self

    def stop(self) -> None:
        """Stop listening and end the thread."""
        asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(WAIT)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(WAIT)

    def url(self, page: str, host: str = "127.0.0.1") -> str:
        """The address of one of the folder's pages."""
        return f"http://{host}:{self.port}/{page}"

    def messages(self) -> list[dict]:
        """The JSON messages received so far."""
        return [json.loads(data) for _, data in list(self.received) if isinstance(data, str)]

    def frames(self) -> list[tuple[float, bytes]]:
        """The binary frames received so far, with when each arrived."""
        return [(when, data) for when, data in list(self.received) if isinstance(data, bytes)]

    async def _start(self) -> None:
        app = web.Application()
        app.router.add_get("/ws", self._socket)
        app.router.add_static("/static/", PAGE)
        app.router.add_static("/", self.folder)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        async for message in socket:
            if message.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                self.received.append((time.monotonic(), message.data))
        return socket


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """The test pages and their socket, served from a folder of this test's own."""
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "talk.html").write_text(TALK_PAGE)
    (folder / "worklet.html").write_text(WORKLET_PAGE)
    served = Site(folder).start()
    yield served
    served.stop()


@pytest.fixture
def refusing(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    """A Chromium that refuses the microphone (its tone) and finds the test's site at the
    address talk.test too (an insecure one); quit and ended afterwards."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tmp_path / "chromium"
    for flag in (
        *REFUSING_FLAGS,
        "--deny-permission-prompts",
        "--host-resolver-rules=MAP talk.test 127.0.0.1",
        f"--user-data-dir={profile}",
        f"--use-file-for-fake-audio-capture={tone_file(tmp_path)}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    yield driver
    quit_chromium(driver, profile)


def wait_for(driver: webdriver.Chrome, script: str, timeout: float = WAIT):
    """The value of `script` once it is truthy."""
    return WebDriverWait(driver, timeout).until(lambda d: d.execute_script(script))


def click(driver: webdriver.Chrome, button: str) -> None:
    """Press a button of the page as a player would: a gesture, which lets audio start."""
    driver.find_element(By.ID, button).click()


def wait_for_message(site: Site, wanted: dict, timeout: float = WAIT) -> None:
    """Wait until a JSON message with (at least) these fields has arrived."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(wanted.items() <= message.items() for message in site.messages()):
            return
        time.sleep(0.05)
    raise AssertionError(f"no {wanted} among {site.messages()}")


def spectrum(audio: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Frequencies and amplitudes through a flat-top window: a sine of amplitude a reads a."""
    phase = 2 * np.pi * np.arange(len(audio)) / (len(audio) - 1)
    window = sum(c * np.cos(k * phase) for k, c in enumerate(FLAT_TOP))
    amplitudes = 2 * np.abs(np.fft.rfft(audio * window)) / window.sum()
    return np.fft.rfftfreq(len(audio), 1 / RATE), amplitudes


def level_near(frequencies: np.ndarray, amplitudes: np.ndarray, hz: float) -> float:
    """The strongest amplitude within 30 Hz of `hz`."""
    return float(amplitudes[np.abs(frequencies - hz) <= 30].max())


def heard(frames: list[bytes], utterance: int) -> np.ndarray:
    """The audio of `utterance` as the host puts it together from the frames received."""
    utterances = Utterances()
    utterances.start(utterance, 7)
    for data in frames:
        utterances.add(frame(data))
    return utterances.end(utterance).audio


def test_a_held_talk_streams_the_microphone_at_16_khz(site, browser):
    driver = browser
    driver.get(site.url("talk.html"))
    click(driver, "start")
    wait_for(driver, "return window.times.listening")
    time.sleep(2.0)
    click(driver, "stop")
    wait_for_message(site, {"type": "talk", "action": "end"})
    assert site.messages() == [
        {"type": "talk", "action": "start", "id": 7, "utterance": 1},
        {"type": "talk", "action": "end", "utterance": 1},
    ]
    assert driver.execute_script("return window.states") == ["Listening…", ""]
    received = site.frames()
    frames = [frame(data) for _, data in received]
    assert [(each.utterance, each.sequence) for each in frames] == [
        (1, n) for n in range(len(frames))
    ]
    assert {len(each.samples) for each in frames} == {640}
    times = driver.execute_script("return window.times")
    talked = (times["stopped"] - times["listening"]) / 1000
    assert len(frames) * 320 == pytest.approx(talked * RATE, rel=0.05, abs=640)
    streamed = received[-1][0] - received[0][0]
    assert (len(frames) - 1) / streamed == pytest.approx(50, rel=0.15)  # 20 ms frames, live
    audio = heard([data for _, data in received], 1)
    frequencies, amplitudes = spectrum(audio)
    assert frequencies[amplitudes.argmax()] == pytest.approx(TONE, abs=20)
    assert amplitudes.max() > 0.05


def test_a_cancelled_talk_is_dropped_and_the_next_is_utterance_two(site, browser):
    driver = browser
    driver.get(site.url("talk.html"))
    click(driver, "start")
    wait_for(driver, "return window.times.listening")
    time.sleep(0.5)
    click(driver, "cancel")
    wait_for_message(site, {"action": "cancel"})
    click(driver, "start")
    wait_for_message(site, {"action": "start", "utterance": 2})
    time.sleep(0.5)
    click(driver, "stop")
    wait_for_message(site, {"action": "end"})
    assert site.messages() == [
        {"type": "talk", "action": "start", "id": 7, "utterance": 1},
        {"type": "talk", "action": "cancel", "utterance": 1},
        {"type": "talk", "action": "start", "id": 7, "utterance": 2},
        {"type": "talk", "action": "end", "utterance": 2},
    ]
    headers = [
        (each.utterance, each.sequence) for each in (frame(data) for _, data in site.frames())
    ]
    first = [n for utterance, n in headers if utterance == 1]
    second = [n for utterance, n in headers if utterance == 2]
    assert first == list(range(len(first))) and len(first) >= 10
    assert second == list(range(len(second))) and len(second) >= 10
    assert len(first) + len(second) == len(headers)


def test_a_talk_ends_by_itself_at_eight_seconds(site, browser):
    driver = browser
    driver.get(site.url("talk.html"))
    click(driver, "start")
    wait_for_message(site, {"action": "end"}, timeout=WAIT + 8)
    time.sleep(0.5)  # nothing more comes
    click(driver, "stop")
    assert site.messages()[-1] == {"type": "talk", "action": "end", "utterance": 1}
    assert len(site.messages()) == 2
    frames = [frame(data) for _, data in site.frames()]
    assert [each.sequence for each in frames] == list(range(400))
    assert len(heard([data for _, data in site.frames()], 1)) == 8 * RATE
    states = driver.execute_script("return window.states")
    assert states[0] == "Listening…"
    assert "Eight seconds" in states[1]


@pytest.mark.parametrize("rate", [48000, 44100, 22050, 16000])
def test_the_worklet_makes_16_khz_mono_of_any_rate(site, browser, rate):
    driver = browser  # the worker's shared one: the worklet is fed by the page, not a microphone
    driver.get(site.url("worklet.html"))
    driver.execute_script(f"document.body.dataset.run = '[{rate}, 1]'")
    click(driver, "run")
    result = wait_for(driver, "return window.result")
    assert "error" not in result, result
    assert result["rate"] == rate
    assert result["utterances"] == [5]
    assert result["lengths"] == [320]
    audio = np.asarray(result["samples"], dtype=np.float32) / 32768
    assert len(audio) == pytest.approx(result["elapsed"] * RATE, rel=0.02, abs=640)
    frequencies, amplitudes = spectrum(audio[RATE // 10 :])
    # The channels are averaged: each tone at half its level, and nothing of the filter's
    # passband lost.
    assert level_near(frequencies, amplitudes, 440) == pytest.approx(0.25, rel=0.02)
    assert level_near(frequencies, amplitudes, 1000) == pytest.approx(0.25, rel=0.02)
    # The 12 kHz tone (0.25 on both channels) would fold onto 4 kHz without the low-pass.
    assert level_near(frequencies, amplitudes, 4000) < 0.25 / 1000


def test_the_player_is_told_why_the_microphone_cannot_be_used(site, refusing):
    driver = refusing
    driver.get(site.url("talk.html", host="talk.test"))
    click(driver, "start")
    insecure = wait_for(driver, "return window.states[0]")
    assert "secure (https)" in insecure
    driver.get(site.url("talk.html"))
    click(driver, "start")
    refused = wait_for(driver, "return window.states[0]")
    assert "not allowed" in refused
    assert site.messages() == []
    assert site.frames() == []
