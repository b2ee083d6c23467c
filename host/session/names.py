"""What a player's name may be, whether typed on the command line or read from a save: it is
said, captioned, printed and shown on every phone, and answered with."""

from __future__ import annotations

from collections.abc import Sequence

from host.session.commands import PHRASES
from host.session.door import Refused, normal
from host.session.prompt import NO, YES

LONGEST_NAME = 30
"""The most characters in a player's name."""
NOBODY = "nobody"
"""The answer that names no player ("who else said it?", "any comebacks?")."""
GAME_WORDS = frozenset({*YES, *NO, NOBODY, "pass", "skip", *PHRASES})
"""Answers the host listens for at the moments a name is asked: a player named so could not be
told from them ("Nobody draws one card", or a comeback "Nobody" cannot claim)."""


def name_problem(names: Sequence[str]) -> str | None:
    """Why `names` cannot be a table's players, in words (a name empty, too long, with a hidden
    or control character, a game word, or there twice); None if they can."""
    for name in names:
        try:
            clean = normal(name)
        except Refused:
            return f"the name {name[:40]!r} has a broken character (a lone surrogate)"
        if not clean:
            return 'a name is empty: write them like "Ann,Bob,Cy"'
        if len(clean) > LONGEST_NAME:
            return f"a name may be at most {LONGEST_NAME} characters: {name[:40]!r}"
        if clean != name:
            return f"the name {name[:40]!r} has a hidden or control character"
        if clean.casefold() in GAME_WORDS:
            return f"{clean} is a word the host listens for: choose another name"
    folded = [n.casefold() for n in names]
    if same := sorted({n for n in names if folded.count(n.casefold()) > 1}):
        return f"player names must be different: {same[0]} is there twice"
    return None
