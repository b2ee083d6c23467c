"""The commands any player may say at any prompt, and the phrases that name them."""

from __future__ import annotations

from enum import StrEnum


class Command(StrEnum):
    """A framework command, valid in every game and at every prompt."""

    REPEAT = "repeat"
    SCORE = "score"
    WHOSE_TURN = "whose turn"
    HELP = "help"
    RULES = "rules"
    PAUSE = "pause"
    RESUME = "resume"
    UNDO = "undo"
    STOP = "stop"
    GIVE_SEAT = "give the seat"


PHRASES: dict[str, Command] = {
    "repeat": Command.REPEAT,
    "say that again": Command.REPEAT,
    "score": Command.SCORE,
    "the score": Command.SCORE,
    "whose turn": Command.WHOSE_TURN,
    "whose turn is it": Command.WHOSE_TURN,
    "help": Command.HELP,
    "how do i play": Command.RULES,
    "the rules": Command.RULES,
    "pause the game": Command.PAUSE,
    "resume": Command.RESUME,
    "carry on": Command.RESUME,
    "undo the last move": Command.UNDO,
    "stop the game": Command.STOP,
    "give the seat to the new phone": Command.GIVE_SEAT,
}
"""Every spoken form of every command; a game adds its own with `with_extra`. Commands are
heard at every prompt, so each is kept unlike any answer: a bare "pause" was heard for "pass",
"say again" for "second" and "undo" for "Annabelle" (tests/host/session/test_command_phrases.py)."""


def with_extra(extra: dict[str, StrEnum]) -> dict[str, StrEnum]:
    """The framework's phrases plus a game's own commands; a clash is a programming error."""
    clash = PHRASES.keys() & extra.keys()
    if clash:
        raise ValueError(f"command phrases defined twice: {sorted(clash)}")
    return {**PHRASES, **extra}
