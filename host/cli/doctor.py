"""`partyhost doctor`: what the host will use tonight (speaker, microphone and its "say hello"
level check, recognizer, voice), and what it falls back to; `play` runs the microphone part
before the first line."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from host.cli import voice_options
from host.ears import AudioError
from host.ears.hearing import Ears
from host.ears.level import Level, Verdict
from host.ears.mic import Microphone, devices
from host.voice.line import Cue, Line, cue
from host.voice.synth import SynthUnavailable, open_synth

NO_MICROPHONE = "No microphone found: I will take typed answers. Use --keyboard to skip this check."
HELLO = "Say hello so I can check the microphone."
HELLO_SECONDS = 2.0
HEARD = {
    Verdict.FINE: "I heard you: the microphone level is fine.",
    Verdict.QUIET: (
        "I can hardly hear you: move the laptop closer or raise the input volume, "
        "or play with --push-to-talk, --phones or --keyboard."
    ),
    Verdict.SILENT: (
        "I heard nothing from the microphone: I will take typed answers. "
        "Use --keyboard to skip this check."
    ),
}
"""What the host says after the "say hello" check, by what it heard."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `doctor` subcommand."""
    doctor = commands.add_parser(
        "doctor", help="check the speaker, microphone, recognizer and voice before a game"
    )
    doctor.add_argument(
        "--keyboard", action="store_true", help="skip the microphone check (answers typed)"
    )
    doctor.add_argument(
        "--mic", type=voice_options.device, help="microphone: index or part of a name"
    )
    voice_options.add_arguments(doctor)
    doctor.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one line per check, and the "say hello" check's lines when a microphone is there,
    then the verdict; exit status 1 when the host cannot hear or speak."""
    found = {"speaker": device("outputs"), "microphone": device("inputs")}
    for part, (name, fallback) in found.items():
        print(f"{part}: {name or fallback}", flush=True)
    missing = [FIXES[part] for part, (name, _) in found.items() if name is None]
    listened = found["microphone"][0] is not None and not args.keyboard
    if listened and hello_check(Microphone(args.mic), show) in (None, Verdict.SILENT):
        missing.append(FIXES["hello"])
    with Ears("auto") as ears:  # the model it loads let go of at once
        lines = [f"recognizer: {ears.recognizer.about}"]
    notices: list[str] = []
    try:
        synth = open_synth(voice_options.voice_settings(args), notices.append)
        lines.append(f"voice: {synth.name}" + "".join(f" ({n})" for n in notices))
    except (SynthUnavailable, ValueError) as exc:
        lines.append(f"voice: none ({exc}): captions only")
        missing.append(FIXES["voice"])
    lines.append(f"to fix: {'; '.join(missing)}." if missing else "ready: the host can play.")
    print("\n".join(lines))
    return 1 if missing else 0


FIXES = {
    "speaker": "no speaker (meanwhile play with --mute: captions only)",
    "microphone": "no microphone (meanwhile play with --keyboard: typed answers)",
    "hello": "the microphone heard nothing (choose one with --mic NAME, or play with --keyboard)",
    "voice": "no voice (meanwhile play with --mute: captions only)",
}
"""What the verdict says for each missing part, and how to play without it."""


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


def hello_check(
    microphone: Microphone, say: Callable[[Line], object], settle: Callable[[], object] = bool
) -> Verdict | None:
    """Ask the table to say hello, record it, and say in one line what was heard; None (said
    as no microphone) when the microphone cannot record. `settle` waits until the host has
    finished speaking, so that the check never hears the host itself."""
    say(Line(HELLO))
    say(cue(Cue.LISTENING))
    settle()
    try:
        samples = microphone.capture(HELLO_SECONDS)
    except AudioError:
        say(Line(NO_MICROPHONE))
        return None
    say(cue(Cue.STOPPED))
    verdict = Level.of(samples).verdict()
    say(Line(HEARD[verdict]))
    return verdict


def show(line: Line) -> None:
    """Print a line the host says (a sound cue is no line to print)."""
    if not line.sound:
        print(line.text, flush=True)


def has_microphone() -> bool:
    """Whether any audio input device is there to listen with."""
    return device("inputs")[0] is not None
