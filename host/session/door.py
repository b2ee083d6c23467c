"""The one door every answer comes through, whatever its source (phone text or speech, the
keyboard, the microphone), before a flow or the judge reads it: Unicode normalised (NFKC),
invisible and control characters removed, broken characters refused, its length capped.

An answer the door refuses is refused to the player who gave it, with the reason; the
question stays open. Nothing a player sends can end the game.
"""

from __future__ import annotations

import unicodedata

from host.phrasebook.table_says import TableSays

MAX_ANSWER = 200
"""The longest answer, in characters once normalised: a clue, a guess, a famous name."""
INVISIBLE = frozenset({"Cc", "Cf"})
"""Unicode categories that show nothing: controls, and format characters (zero-width spaces
and joiners, direction marks, the byte order mark, the soft hyphen)."""


class Refused(ValueError):
    """An answer that cannot be taken; its message is what the player is told."""


def clean(text: str) -> str:
    """`text` as every reader of answers gets it: normal, and Refused (with what to tell the
    player) if that leaves nothing readable or more than MAX_ANSWER characters."""
    text = normal(text)
    if not text:
        raise Refused(TableSays.EMPTY_ANSWER)
    if len(text) > MAX_ANSWER:
        raise Refused(TableSays.TOO_LONG_ANSWER.format(most=MAX_ANSWER))
    return text


def normal(text: str) -> str:
    """`text` in NFKC, without invisible characters, its spaces collapsed; Refused if it has a
    lone surrogate (a broken character, which no reader can take)."""
    if any(unicodedata.category(c) == "Cs" for c in text):
        raise Refused(TableSays.BROKEN_ANSWER)
    text = unicodedata.normalize("NFKC", text)
    kept = (" " if c.isspace() else c for c in text)
    return " ".join("".join(c for c in kept if unicodedata.category(c) not in INVISIBLE).split())


def cleaned(text: str) -> str:
    """`text` through the door, or "" when the door refuses it (nothing was said)."""
    try:
        return clean(text)
    except Refused:
        return ""
