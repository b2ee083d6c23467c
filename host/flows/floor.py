"""How the laptop's players answer a question several of them may answer."""

from __future__ import annotations

from enum import StrEnum


class Floor(StrEnum):
    """How the table answers a question each of several players may answer (a Mot Dit clue's
    guesses) when the laptop hears them."""

    OPEN = "open"
    """Anyone calls out, in any order, their name first if they like."""
    IN_TURN = "in turn"
    """Each player is asked by name, one after the other."""
