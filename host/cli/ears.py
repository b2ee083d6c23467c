"""`partyhost hear`, `devices` and `mic-check`: the ears from the command line."""

from __future__ import annotations

import argparse
import json
import sys

from host.ears import AudioError, Context, Ears
from host.ears.level import Level
from host.ears.mic import Microphone, devices
from host.ears.select import ENGINES
from host.one_line import one_line

CHECK_WORDS = ("yes", "no", "fish", "banana")


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `hear`, `devices` and `mic-check` subcommands."""
    hear = commands.add_parser(
        "hear",
        help="which expected phrase is said in WAV files",
        description="Decode each WAV file against the expected phrases, loading the model once.",
    )
    hear.add_argument("files", nargs="+", metavar="FILE.wav", help="WAV files (8-48 kHz, any PCM)")
    hear.add_argument(
        "--expect", required=True, metavar="W1,W2,...", help="expected phrases, comma-separated"
    )
    engine_arguments(hear)
    hear.add_argument("--json", action="store_true", help="one JSON object per file, per line")
    hear.set_defaults(handler=run_hear)

    listing = commands.add_parser("devices", help="list audio input and output devices")
    listing.set_defaults(handler=run_devices)

    check = commands.add_parser(
        "mic-check",
        help="record 3 s, report level, clipping and noise floor, then hear one word",
    )
    check.add_argument("--device", help="input device index or name (default: the default)")
    engine_arguments(check)
    check.set_defaults(handler=run_mic_check)


def engine_arguments(parser: argparse.ArgumentParser) -> None:
    """--engine (every registered recognizer, or auto) and --model."""
    parser.add_argument("--engine", choices=ENGINES, default="auto", help="recognizer (auto)")
    parser.add_argument("--model", metavar="DIR", help="a Vosk or Whisper model folder")


def run_hear(args: argparse.Namespace) -> int:
    """Hear each file in order; a bad file is one error line and exit status 2 at the end."""
    context = Context.parse(args.expect)
    with Ears(args.engine, args.model) as ears:
        return hear_files(ears, context, args.files, args.json)


def hear_files(ears: Ears, context: Context, files: list[str], as_json: bool) -> int:
    """Print what `ears` hear in each file, in order; exit status 2 if one was bad."""
    print(ears.note, file=sys.stderr)
    unknown = ears.unknown_words(context)
    if unknown:
        print(
            f"partyhost: warning: {ears.engine} cannot hear: {', '.join(unknown)}", file=sys.stderr
        )
    status = 0
    for name in files:
        try:
            heard = ears.hear_file(name, context)
        except AudioError as exc:
            print(f"partyhost: error: {one_line(str(exc))}", file=sys.stderr)
            status = 2
            continue
        shown = one_line(str(name))
        if as_json:
            print(json.dumps(heard.as_json(name)), flush=True)
        elif heard.phrase is not None:
            print(
                f"{shown}: {heard.phrase} "
                f"(confidence {heard.confidence:.2f}, {heard.decode_ms:.0f} ms)"
            )
        else:
            said = f' (sounded like "{one_line(heard.text)}")' if heard.text else ""
            print(f"{shown}: not one of the expected phrases{said}")
    return status


def run_devices(args: argparse.Namespace) -> int:
    """Print every input and output device."""
    found = devices()
    if not found:
        print("no audio devices found (no sound card, and no sound server running?)")
        return 1
    for d in found:
        mark = f" [default {d['default']}]" if d["default"] else ""
        print(
            f"{d['index']:>3}  in {d['inputs']:>2}  out {d['outputs']:>2}  "
            f"{d['rate']:>6} Hz  {d['name']}{mark}"
        )
    return 0


def run_mic_check(args: argparse.Namespace) -> int:
    """Record 3 s and report on it, then ask for a word and say what was heard."""
    device = int(args.device) if args.device and args.device.isdigit() else args.device
    microphone = Microphone(device)
    print(f"recording 3 s from the microphone ({microphone.native_rate()} Hz): stay quiet or talk")
    print(Level.of(microphone.capture(3.0)).report())
    with Ears(args.engine, args.model) as ears:
        print(ears.note)
        print(f"now say one of: {', '.join(CHECK_WORDS)}")
        heard = ears.listen(Context.of(CHECK_WORDS), microphone)
    if heard.phrase:
        print(f"heard: {heard.phrase} (confidence {heard.confidence:.2f})")
    elif heard.text:
        print(f'heard something else ("{heard.text}")')
    else:
        print("heard nothing")
    return 0
