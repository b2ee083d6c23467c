"""The ears: offline recognition of the phrases a game moment expects (guesses, clues, votes,
names, commands), from a microphone or from audio, with out-of-set speech rejected.

`Ears` (the recognizer libraries) and `AudioError` (the audio libraries) are imported when
first asked for, so that the prompter can take `Heard` from here without loading either.
"""

from importlib import import_module

from host.ears.context import Context
from host.ears.errors import EarsError, EngineError, ModelError
from host.ears.recognizer import Heard, Recognizer

_LATE = {"Ears": "host.ears.hearing", "AudioError": "host.audio"}

__all__ = [
    "AudioError",
    "Context",
    "Ears",
    "EarsError",
    "EngineError",
    "Heard",
    "ModelError",
    "Recognizer",
]


def __getattr__(name: str) -> object:
    """`Ears` or `AudioError`, imported when first asked for."""
    if name in _LATE:
        return getattr(import_module(_LATE[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
