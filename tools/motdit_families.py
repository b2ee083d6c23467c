"""Mot Dit word families for tools/build_motdit.py: the candidate forms of each deck word
(inflections, derivations, compounds), the review's decisions, and look-alikes that are not
family (a dev tool, run by hand)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Protocol

import Stemmer
from lemminflect import getAllInflections, getAllLemmas
from wordfreq import top_n_list, zipf_frequency

from lexicon.core import pronunciation_dict_path, split_list

ROOT = Path(__file__).resolve().parent.parent
"""The repository."""

CURATION = ROOT / "tools" / "motdit_curation.txt"
"""The family review's decisions (see that file's header)."""

SUFFIXES = (
    "s", "es", "ed", "ing", "er", "ers", "y", "ie", "ies", "ier", "iest", "ily", "iness",
    "ish", "less", "ful", "ly", "let", "lets", "like", "ness", "hood", "ship", "dom", "ist",
    "ists", "ism", "al", "ally", "able", "ery", "eries", "ry", "ries", "an", "ans", "ian",
    "ians", "ette", "ettes", "ling", "lings", "ward", "wards", "ess", "esses", "ling", "ie",
    "o", "os", "ic", "ical", "ician", "icians", "ity", "ize", "ized", "ise", "ised", "ful",
    "fuls", "man", "men", "woman", "women", "erman", "ermen", "ish", "ishly",
)  # fmt: skip
"""Endings that make a word of the same family when glued to the word (or its stem)."""

ENDINGS = {"ship"}
"""Deck words that are also a common ending of other words (friendship): no compounds at the end."""


def dictionary_path() -> Path:
    """The pocketsphinx pronouncing dictionary; exits if pocketsphinx is not installed."""
    path = pronunciation_dict_path()
    if path is None:
        sys.exit("pocketsphinx is not installed: its pronunciation dictionary is needed")
    return path


class Word(Protocol):
    """A deck word, as the builder knows it."""

    word: str


class Vocabulary:
    """wordfreq's most common English words that lemminflect knows, with frequencies and sounds."""

    def __init__(self, size: int = 60000) -> None:
        self.zipf = {
            w: zipf_frequency(w, "en")
            for w in top_n_list("en", size)
            if re.fullmatch("[a-z]+", w) and getAllLemmas(w)
        }
        self.stemmer = Stemmer.Stemmer("english")
        self.phones: dict[str, list[tuple[str, ...]]] = {}  # the dictionary has no stress marks
        for line in dictionary_path().read_text(encoding="utf-8", errors="replace").splitlines():
            head, _, phones = line.partition(" ")
            word = head.split("(")[0].lower()
            self.phones.setdefault(word, []).append(
                tuple(p for p in phones.split() if not p.startswith("#"))
            )

    def common(self, word: str, at_least: float) -> bool:
        """Whether `word` is a vocabulary word at least this frequent."""
        return self.zipf.get(word, 0.0) >= at_least

    def heard_in(self, word: str, other: str) -> bool:
        """Whether `other` starts with the sounds of `word` (True if either is unknown)."""
        if word not in self.phones or other not in self.phones:
            return True
        for mine in self.phones[word]:
            for theirs in self.phones[other]:
                if theirs[: len(mine)] == mine:
                    return True
                # a final sound may change before a suffix
                if len(mine) > 2 and theirs[: len(mine) - 1] == mine[:-1]:
                    return True
        return False

    def joined(self, first: str, second: str, whole: str) -> bool:
        """Whether `whole` sounds like `first` then `second` (goldfish; not banking, carpet)."""
        if whole not in self.phones or first not in self.phones or second not in self.phones:
            return True
        wholes = set(self.phones[whole])
        return any(a + b in wholes for a in self.phones[first] for b in self.phones[second])


def inflections(word: str, strict: bool = True) -> set[str]:
    """Plurals and other inflections (irregular verb forms only when they keep the word's start)."""
    forms: set[str] = set()
    for tag, items in getAllInflections(word).items():
        for form in items:
            if tag.startswith("NN") or not strict or form.startswith(word[: max(3, len(word) - 1)]):
                forms.add(form)
    for lemma in getAllLemmas(word, upos="NOUN").get("NOUN", ()):
        forms.add(lemma)
    forms.discard(word)
    return {f for f in forms if re.fullmatch("[a-z]+", f)}


def plurals(word: str) -> set[str]:
    """The plural forms of a noun (goldfish -> goldfishes), none for other words."""
    forms = getAllInflections(word, upos="NOUN").get("NNS", ())
    return {f for f in forms if f != word and re.fullmatch("[a-z]+", f)}


def bases(word: str) -> set[str]:
    """The spellings a suffix may be glued to: sun -> sunn (sunny), stone -> ston, pony -> poni."""
    found = {word}
    if (
        len(word) >= 3
        and word[-1] not in "aeiouwxy"
        and word[-2] in "aeiou"
        and (word[-3] not in "aeiou")
    ):
        found.add(word + word[-1])
    if len(word) >= 3 and word.endswith("e") and word[-2] not in "aeiou":
        found.add(word[:-1])
    if word.endswith("y"):
        found.add(word[:-1] + "i")
    return found


def is_compound(word: str, other: str, vocab: Vocabulary) -> bool:
    """Whether `other` is `word` joined to a common word, in spelling and in sound.

    goldfish and sunset are; carpet (car + pet, said differently), banking (an inflection of
    bank) and friendship (-ship is an ending there) are not.
    """
    if other.startswith(word):
        rest = other[len(word) :]
        return vocab.common(rest, 3.5) and vocab.joined(word, rest, other)
    if not other.endswith(word) or word in ENDINGS:
        return False
    head = other[: -len(word)]
    lemmas = [lemma for found in getAllLemmas(other).values() for lemma in found]
    return (
        vocab.common(head, 3.5)
        and vocab.joined(head, word, other)
        and all(lemma.endswith(word) for lemma in lemmas)
    )


def candidates(word: str, vocab: Vocabulary) -> dict[str, str]:
    """Family candidates of `word`, each with the rule that proposed it."""
    found: dict[str, str] = dict.fromkeys(inflections(word), "inflection")
    for base in bases(word):
        for suffix in SUFFIXES:
            form = base + suffix
            if form != word and form in vocab.zipf and vocab.heard_in(word, form):
                found.setdefault(form, "suffix")
    stem = vocab.stemmer.stemWord(word)
    for other, z in vocab.zipf.items():
        if other == word or len(other) < len(word) or word not in other or other in found:
            continue
        if other.startswith(word[:3]) and vocab.stemmer.stemWord(other) == stem:
            if vocab.heard_in(word, other):
                found[other] = "stem"
        elif z >= 2.3 and len(other) - len(word) >= 3 and is_compound(word, other, vocab):
            found[other] = "compound"
    return found


def look_alike_candidates(word: str, vocab: Vocabulary, deck: Iterable[str]) -> list[str]:
    """Frequent words starting or ending with `word`, and deck words containing it."""
    starts = [
        w for w in vocab.zipf if w.startswith(word) and len(w) > len(word) and vocab.common(w, 3.0)
    ]
    ends = [
        w
        for w in vocab.zipf
        if w.endswith(word) and len(w) > len(word) + 1 and vocab.common(w, 3.2)
    ]
    by_freq = sorted(starts, key=lambda w: -vocab.zipf[w])[:8]
    by_freq += sorted(ends, key=lambda w: -vocab.zipf[w])[:4]
    by_freq += sorted(w for w in deck if word in w and w != word)
    return list(dict.fromkeys(by_freq))


def read_curation() -> dict[str, dict[str, list[str]]]:
    """The review's decisions: `word + forms` (add), `word - forms` (not family), `word ~ forms`."""
    decisions: dict[str, dict[str, list[str]]] = {}
    for number, line in enumerate(CURATION.read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([a-z]+) ([+~-]) (.+)", line)
        if not match:
            sys.exit(f"{CURATION.name}:{number}: expected `word +|-|~ form, form`")
        word, op, forms = match.groups()
        decisions.setdefault(word, {"+": [], "-": [], "~": []})[op] += list(split_list(forms))
    return decisions


def families(
    words: Sequence[Word], vocab: Vocabulary, review: bool
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Each word's reviewed family and look-alikes."""
    decisions = read_curation()
    unknown = set(decisions) - {w.word for w in words}
    if unknown:
        sys.exit(f"{CURATION.name}: not deck words: {', '.join(sorted(unknown))}")
    deck = [w.word for w in words]
    family: dict[str, list[str]] = {}
    alike: dict[str, list[str]] = {}
    for w in words:
        d = decisions.get(w.word, {"+": [], "-": [], "~": []})
        found = candidates(w.word, vocab)
        rejected = set(d["-"])
        chosen = {f for f in found if f not in rejected} | set(d["+"])
        for form in list(chosen):
            if found.get(form) != "inflection":
                chosen |= {f for f in plurals(form) if f not in rejected}
        chosen.discard(w.word)
        family[w.word] = sorted(chosen, key=lambda f: (len(f), f))
        others = [f for f in look_alike_candidates(w.word, vocab, deck) if f not in chosen]
        alike[w.word] = list(dict.fromkeys([*sorted(rejected), *d["~"], *others]))
        if review:
            tagged = ", ".join(f"{f}({found.get(f, '+')[0]})" for f in family[w.word])
            print(f"{w.word}: {tagged}\n    not: {', '.join(alike[w.word])}")
    return family, alike
