"""The ears: offline recognition of the phrases a game moment expects (guesses, clues, votes,
names, commands), from a microphone or from audio, with out-of-set speech rejected."""

from host.ears.context import Context
from host.ears.errors import AudioError, EarsError, EngineError, ModelError
from host.ears.hearing import Ears, Heard

__all__ = ["AudioError", "Context", "Ears", "EarsError", "EngineError", "Heard", "ModelError"]
