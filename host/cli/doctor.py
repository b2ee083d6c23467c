"""`partyhost doctor`: what the host will use tonight (speaker, microphone, recognizer, voice),
and what it falls back to; `play` runs the microphone part before the first line."""

from __future__ import annotations

import argparse

from host.ears import AudioError
from host.ears.hearing import Ears
from host.ears.mic import devices
from host.voice import settings
from host.voice.synth import SynthUnavailable, open_synth

NO_MICROPHONE = "No microphone found: I will take typed answers. Use --keyboard to skip this check."


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `doctor` subcommand."""
    doctor = commands.add_parser(
        "doctor", help="check the speaker, microphone, recognizer and voice before a game"
    )
    settings.add_arguments(doctor)
    doctor.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one line per check; exit status 1 when the host cannot hear or speak."""
    lines, ok = [], True
    for part, (found, fallback) in {
        "speaker": device("outputs"),
        "microphone": device("inputs"),
    }.items():
        lines.append(f"{part}: {found or fallback}")
        ok &= found is not None
    lines.append(f"recognizer: {Ears('auto').note}")
    notices: list[str] = []
    try:
        synth = open_synth(settings.from_args(args), notices.append)
        lines.append(f"voice: {type(synth).__name__}" + "".join(f" ({n})" for n in notices))
    except (SynthUnavailable, ValueError) as exc:
        lines.append(f"voice: none ({exc}): captions only")
        ok = False
    print("\n".join(lines))
    return 0 if ok else 1


def device(kind: str) -> tuple[str | None, str]:
    """The default device with `kind` ("inputs" or "outputs") channels, or None, and what the
    host does without one."""
    fallback = {
        "inputs": "none found: typed answers (--keyboard)",
        "outputs": "none found: captions only",
    }[kind]
    try:
        found = [d for d in devices() if d[kind]]
    except AudioError as exc:
        return None, f"{exc}; {fallback}"
    default = [d for d in found if ("in" if kind == "inputs" else "out") in str(d["default"])]
    chosen = (default or found or [None])[0]
    return (None if chosen is None else str(chosen["name"])), fallback


def has_microphone() -> bool:
    """Whether any audio input device is there to listen with."""
    return device("inputs")[0] is not None
