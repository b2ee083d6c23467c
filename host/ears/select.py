"""Which recognizer hears: `auto` takes Vosk when a model is installed, else pocketsphinx."""

from __future__ import annotations

import os
from pathlib import Path

from host.ears.errors import EngineError
from host.ears.models import models_dir
from host.ears.sphinx import SphinxEngine
from host.ears.vosk_engine import VoskEngine

ENGINES = ("auto", "vosk", "pocketsphinx")


def find_vosk_model(model: str | None = None) -> Path | None:
    """The Vosk model to use: --model, else $PARTYHOST_VOSK_MODEL, else one under models/."""
    if model:
        return Path(model)
    if os.environ.get("PARTYHOST_VOSK_MODEL"):
        return Path(os.environ["PARTYHOST_VOSK_MODEL"])
    installed = sorted(p for p in models_dir().glob("vosk-*") if p.is_dir())
    return installed[0] if installed else None


def choose(engine: str = "auto", model: str | None = None) -> tuple[SphinxEngine | VoskEngine, str]:
    """The recognizer asked for, and a one-line note saying which one hears and why."""
    if engine not in ENGINES:
        raise EngineError(f"unknown engine {engine!r} (choose from {', '.join(ENGINES)})")
    path = find_vosk_model(model) if engine != "pocketsphinx" else None
    if engine == "vosk" and path is None:
        raise EngineError(
            "no Vosk model installed: run `partyhost models install vosk-small-en` "
            "or set PARTYHOST_VOSK_MODEL"
        )
    if path is not None:
        return VoskEngine(path), f"ears: vosk ({path})"
    why = "asked for" if engine == "pocketsphinx" else "no Vosk model installed"
    return SphinxEngine(), f"ears: pocketsphinx ({why})"
