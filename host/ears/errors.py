"""The typed errors of the ears: each carries a one-line message the CLI prints as is."""

from __future__ import annotations


class EarsError(ValueError):
    """Something the ears cannot do, told in one line (the CLI prints it, never a traceback)."""


class EngineError(EarsError):
    """A recognizer that cannot load or cannot decode the requested context."""


class ModelError(EarsError):
    """A model that cannot be listed, downloaded, checked or installed."""
