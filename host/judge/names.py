"""Which player a typed or heard name means: the name itself, a near spelling ("Bobb" for Bob,
"Anne" for Ann) or a name that sounds the same ("D" for Dee), when it is nearer to one player
than to any other; a name as near to two players is nobody's."""

from __future__ import annotations

import re
from collections.abc import Sequence

import jellyfish

from host.judge.normalize import fold, words

_PARTS = re.compile(r",|;|&|\band\b|\+")
"""What separates the names of a list: "Bob, Cy and Dee"."""


JOINING = frozenset({"and", "an", "in", "n", "end", "plus", "with"})
"""Words that join two names as the ears may write "and" ("Gaston in Irma")."""


def plain(name: str) -> str:
    """A name as it is compared: its words folded to plain lower case (the folded text itself
    for a name in another script)."""
    return " ".join(words(name)) or fold(name).strip()


def sounds_alike(a: str, b: str) -> bool:
    """Whether two plain names sound the same: one metaphone code, or one match rating codex."""
    a, b = a.replace(" ", ""), b.replace(" ", "")
    if not a.isascii() or not b.isascii() or not a.isalpha() or not b.isalpha():
        return False
    return jellyfish.metaphone(a) == jellyfish.metaphone(b) or (
        jellyfish.match_rating_codex(a) == jellyfish.match_rating_codex(b)
    )


def slips(a: str, b: str) -> int:
    """How many keys apart two plain names are (a swap of two letters is one slip)."""
    return jellyfish.damerau_levenshtein_distance(a, b)


def near_spelling(said: str, name: str) -> bool:
    """Whether `said` is `name` with a slip: one for a short name, one more per four letters."""
    return slips(said, name) <= max(1, len(name) // 4)


def who(said: str, names: Sequence[str]) -> int | None:
    """The index in `names` of the player `said` names, or None when it names nobody or is as
    near to two names. Its own name always wins; then sounding alike comes before spelling,
    and the fewest slips before more; then a name cut short, if it is only one player's."""
    said = plain(said)
    known = [plain(n) for n in names]
    if not said or not known:
        return None
    if said in known:
        return known.index(said)
    ranked = sorted((not sounds_alike(said, n), slips(said, n), i) for i, n in enumerate(known))
    best = ranked[0]
    if len(ranked) > 1 and ranked[1][:2] == best[:2]:
        return None
    unlike, _, index = best
    if not unlike or near_spelling(said, known[index]):
        return index
    # A name cut short, as the ears end a breath ("gast" for Gaston): half of it at least.
    cut = [i for i, n in enumerate(known) if n.startswith(said) and 2 * len(said) >= len(n)]
    return cut[0] if len(said) >= 3 and len(cut) == 1 else None


def names_in(text: str, names: Sequence[str]) -> tuple[int, ...]:
    """The players a text names, in order ("Bob and Cy", "Bob, Cyy", "Bob Cy"); () unless
    every part of it is a name."""
    whole = who(text, names)
    if whole is not None:
        return (whole,)
    found: list[int] = []
    for part in _PARTS.split(text):
        if not plain(part):
            continue
        one = who(part, names)
        said = [word for word in plain(part).split() if word not in JOINING]
        many = [who(word, names) for word in said] if one is None else [one]
        if None in many:
            return ()
        found += [p for p in many if p is not None]
    return tuple(dict.fromkeys(found))


def named_parts(text: str, names: Sequence[str]) -> tuple[int, ...]:
    """The players named by those parts of a list that name one ("anneville and gast": only
    Gaston), for a list whose other parts the ears garbled."""
    found = (who(part, names) for part in _PARTS.split(text) if plain(part))
    return tuple(dict.fromkeys(p for p in found if p is not None))
