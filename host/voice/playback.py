"""Plays audio on a chosen output device with sounddevice, and stops it at once when asked."""

from __future__ import annotations

import threading

from host.audio import Audio
from host.voice.settings import Device

try:
    import sounddevice as sd
except OSError as exc:  # the PortAudio library itself is missing
    sd = None
    _MISSING = f"PortAudio is not installed ({exc})"

LATENCY = 0.05
"""Seconds of output buffering asked of the device: low, but without underruns."""
POLL = 0.01
"""How often the player looks for a stop request while a line plays."""


def output_problem(device: Device) -> str | None:
    """Why `device` cannot play sound now, or None if it can."""
    if sd is None:
        return _MISSING
    try:
        sd.query_devices(device, kind="output")
    except (sd.PortAudioError, ValueError) as exc:
        return "no output device found" if device is None else f"no output {device!r}: {exc}"
    return None


def refresh_devices() -> None:
    """Read the device list again (PortAudio reads it once, when it starts).

    This closes every open stream of the process: call it only while nothing plays or records.
    """
    if sd is not None:
        sd._terminate()
        sd._initialize()


def play(audio: Audio, device: Device, cancel: threading.Event) -> bool:
    """Play `audio` on `device` to its end (True), or until `cancel` is set (False)."""
    if sd is None:
        raise OSError(_MISSING)
    rate, channels = _format(device, audio.rate)
    samples = audio.resampled(rate).samples
    position = 0
    finished = threading.Event()

    def fill(out, frames, _time, _status) -> None:  # type: ignore[no-untyped-def]
        nonlocal position
        if cancel.is_set():
            out.fill(0)
            raise sd.CallbackAbort
        chunk = samples[position : position + frames]
        out[: len(chunk)] = chunk[:, None]
        out[len(chunk) :] = 0
        position += frames
        if len(chunk) < frames:
            raise sd.CallbackStop

    stream = sd.OutputStream(
        samplerate=rate,
        device=device,
        channels=channels,
        dtype="float32",
        latency=LATENCY,
        callback=fill,
        finished_callback=finished.set,
    )
    with stream:
        while not finished.wait(POLL):
            if cancel.is_set():
                stream.abort()
                break
    return not cancel.is_set()


def _format(device: Device, rate: int) -> tuple[int, int]:
    """A sample rate and channel count the device takes: ours if it can, else its own."""
    info = sd.query_devices(device, kind="output")
    own = int(info["default_samplerate"])
    for channels in (1, 2):
        for candidate in (rate, own):
            try:
                sd.check_output_settings(device, channels=channels, samplerate=candidate)
            except sd.PortAudioError:
                continue
            return candidate, channels
    return own, max(1, int(info["max_output_channels"]))
