"""A small reader of Princeton WordNet's database files (Debian's wordnet-base, installed by the
Makefile): a word's senses, the words of the senses one relation away and of their glosses."""

from __future__ import annotations

import functools
import mmap
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

WORDNET = Path("/usr/share/wordnet")
POS = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
"""A synset's part of speech and the file it lives in (satellite adjectives with the others)."""
SENSES = 4
"""The senses of a word looked at, commonest first ("bank" has 18; the rare ones add noise)."""
ENDINGS = {
    "noun": (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
             ("men", "man"), ("ies", "y"), ("s", "")),
    "verb": (("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
             ("ing", ""), ("s", "")),
    "adj": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "adv": (),
}  # fmt: skip
"""WordNet's own rules for a word's base form ("planets" -> planet), after its exception lists."""
_WORD = re.compile(r"[a-z][a-z'-]+")


@dataclass(frozen=True)
class Synset:
    """One sense: its words (spaces for WordNet's underscores), its relations as (file, offset)
    and its gloss."""

    words: tuple[str, ...]
    pointers: tuple[tuple[str, int], ...]
    gloss: str


class WordNet:
    """WordNet's files under `root`, searched in place (the index files are sorted): nothing is
    loaded up front. OSError if a file is missing."""

    def __init__(self, root: Path = WORDNET) -> None:
        self._maps: dict[str, mmap.mmap] = {}
        for kind in ("index", "data", "exc"):
            for pos in set(POS.values()):
                name = f"{pos}.exc" if kind == "exc" else f"{kind}.{pos}"
                with open(root / name, "rb") as file:
                    self._maps[name] = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)

    @functools.cache  # noqa: B019 (a deck's glosses ask for the same few hundred words)
    def base_forms(self, word: str, pos: str) -> tuple[str, ...]:
        """The forms of `word` the index may hold for `pos`: itself, its exception-list base
        forms and those its ending rules give."""
        word = word.lower().replace(" ", "_")
        forms = [word, *(self._line(f"{pos}.exc", word) or [])[1:]]
        forms += [word[: -len(end)] + base for end, base in ENDINGS[pos] if word.endswith(end)]
        return tuple(dict.fromkeys(f for f in forms if f))

    def synsets(self, word: str) -> list[Synset]:
        """The SENSES commonest senses of `word` in each part of speech."""
        found: list[Synset] = []
        for pos in dict.fromkeys(POS.values()):
            for form in self.base_forms(word, pos):
                fields = self._line(f"index.{pos}", form)
                if fields:
                    count = int(fields[2])
                    offsets = fields[len(fields) - count :][:SENSES]
                    found += [self.synset(pos, int(o)) for o in offsets]
                    break
        return found

    @functools.cache  # noqa: B019 (senses one relation away are shared by many words)
    def synset(self, pos: str, offset: int) -> Synset:
        """The synset at `offset` of `pos`'s data file."""
        data = self._maps[f"data.{pos}"]
        line = data[offset : data.find(b"\n", offset)].decode()
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        words = tuple(
            fields[4 + 2 * i].split("(")[0].replace("_", " ").lower() for i in range(count)
        )
        at = 4 + 2 * count
        pointers = tuple(
            (POS[fields[at + 1 + 4 * i + 2]], int(fields[at + 1 + 4 * i + 1]))
            for i in range(int(fields[at]))
        )
        return Synset(words, pointers, gloss)

    def _line(self, name: str, key: str) -> list[str] | None:
        """The fields of the line of the sorted file `name` that starts with `key`, or None."""
        data, wanted = self._maps[name], key.encode()
        low, high = 0, len(data)
        while low < high:
            middle = (low + high) // 2
            start = data.rfind(b"\n", 0, middle) + 1
            end = data.find(b"\n", start)
            end = len(data) if end < 0 else end
            first = data[start:end].split(b" ", 1)[0]
            if first == wanted:
                return data[start:end].decode().split()
            if first < wanted:  # the licence's lines, indented, sort first
                low = end + 1
            else:
                high = start
        return None

    @functools.cache  # noqa: B019 (one WordNet a process: its cache lives as long)
    def neighbours(self, word: str) -> frozenset[str]:
        """The words of `word`'s senses, of the senses one relation away (kinds, parts, wholes,
        derived words...) and the words of its senses' glosses, in their base forms."""
        found: set[str] = set()
        for sense in self.synsets(word):
            found.update(sense.words)
            for pos, offset in sense.pointers:
                found.update(self.synset(pos, offset).words)
            for token in _WORD.findall(sense.gloss.lower()):
                found.add(token)
                found.update(self.base_forms(token, "noun")[1:2])
        return frozenset(found)

    def related(self, one: str, other: str) -> bool:
        """Whether two words are one relation or gloss apart, either way."""
        one, other = one.lower(), other.lower()
        return one != other and (other in self.neighbours(one) or one in self.neighbours(other))


MOST_POINTED = 8
"""The most deck words a guess's clues favour: each is scored for every guess (8 cost about
80 ms a guess on 2 cores), and three clues point to 20 of a 607-word development deck in the
median."""


@functools.cache
def wordnet() -> WordNet | None:
    """WordNet from WORDNET, or None (with a one-line note on stderr) if it is not installed."""
    try:
        return WordNet(WORDNET)
    except (OSError, ValueError):
        print(
            f"partyhost: no WordNet in {WORDNET} (apt-get install wordnet-base): Mot Dit "
            "guesses are heard without the clues' help",
            file=sys.stderr,
        )
        return None


def pointed_to(
    clues: Iterable[str], words: Iterable[str], most: int = MOST_POINTED
) -> tuple[str, ...]:
    """The `words` the clues point to (WordNet relates them to one), the most clues first, then
    the latest clue's; none without WordNet."""
    found = wordnet()
    said = [c.lower() for c in clues if c.strip()]
    if found is None or not said:
        return ()
    ranks: dict[str, tuple[int, int]] = {}
    for word in words:
        links = [i for i, clue in enumerate(said) if found.related(clue, word)]
        if links and word.lower() not in said:
            ranks[word] = (len(links), max(links))
    return tuple(sorted(ranks, key=ranks.__getitem__, reverse=True)[:most])
