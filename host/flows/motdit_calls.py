"""Mot Dit's kinds of question, the words a clue is heard among, and whose guesses an
utterance holds: "Dee says eagle" is Dee's, "Bob fish" Bob's, "Bob fish Cy tuna" two players'
back to back, and a word with no name before it nobody's yet."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from enum import StrEnum

from host.judge.names import who
from host.phrasebook.table_says import TableSays
from host.phrasebook.words import number
from host.session.own import Vouch
from host.session.prompt import Reply, plain
from lexicon.motdit import MotDitLexicon

PASS = "pass"
PASSING = re.compile(
    r"\b(?:i pass|pass for me|passes|passing|(?:i have )?no idea|i don ?t know|dunno)\b"
)
"""The ways a person says they pass, as plain text: "I pass", "Dee passes", "no idea"."""
CURSE = "curse"
"""The phrase of the curse command, also a button of a guess on a phone."""
SAID_BY = re.compile(r"^(?P<name>.+?)\s*(?:\bsays\b|:)\s*(?P<guess>\S.*)$", re.IGNORECASE)
"""A guess said for someone: "Dee says eagle", "Dee: eagle"."""
BAD_LUCK_FOR = "bad luck for "
"""The start of the phrase that curses a player ("bad luck for Bob")."""


class MotDitCommand(StrEnum):
    """Mot Dit's own commands, on top of the framework's, as the help line names them."""

    CLUES_LEFT = "how many clues left"
    MY_CARD = "my card"
    CURSE = "curse"
    BAD_LUCK = "bad luck for a name"


def game_commands(players: tuple[str, ...]) -> dict[str, StrEnum]:
    """The phrases of Mot Dit's own commands at this table."""
    phrases: dict[str, StrEnum] = {
        "how many clues left": MotDitCommand.CLUES_LEFT,
        "my card": MotDitCommand.MY_CARD,
        CURSE: MotDitCommand.CURSE,
    }
    for name in players:
        phrases[f"{BAD_LUCK_FOR}{name.casefold()}"] = MotDitCommand.BAD_LUCK
    return phrases


class MotDitAsk(StrEnum):
    """The kinds of question Mot Dit asks."""

    CHOOSE = "choose a word"
    CLUE = "clue"
    GUESS = "guess"
    GUESSES = "guesses called out"


@dataclass(frozen=True)
class MotDitAsking:
    """Mot Dit's own options of a guess (a prompt's `own`): who vouches for the secret word
    heard unsure (Vouches), and how soon the open floor stops listening (Patient)."""

    vouch: Vouch | None = None
    """The holder, asked whether the guesser said their word, without it being named: "Did
    you say poster?" would give it away to the table, and to a guesser who said "toaster"."""
    patience: float | None = None
    """Seconds of silence after which nobody calls out another guess (the table has called
    out what it had), or None for a whole answer window."""


def said_by(asked: int | None, reply: Reply, players: tuple[str, ...]) -> tuple[int | None, Reply]:
    """Whose guess an answer is, and the guess: "Dee says eagle" (or "Dee: eagle") is Dee's
    guess of eagle, whoever was asked; any other answer is the asked player's own."""
    found = SAID_BY.match(reply.text.strip())
    guesser = None if found is None else who(found["name"], players)
    if found is None or guesser is None:
        return asked, _guess(reply, reply.text, reply.phrase)
    return guesser, _guess(reply, found["guess"].strip())


def calls(
    reply: Reply, players: tuple[str, ...], words: Collection[str]
) -> list[tuple[int | None, Reply]]:
    """Each guess called out in one utterance, with the player named before it (None for a
    guess with no name): "Dee says eagle", "Bob fish", "Bob fish Cy tuna", "fish tuna" (two
    words of the deck back to back, two guesses). A word of the deck is never taken for a
    name that sounds like it ("bee", "tea"); a name with no guess after it is no call."""
    guesser, guess = said_by(None, reply, players)
    if guesser is not None:
        return [(guesser, guess)]
    tokens = passes(_seated(plain(reply.text), players)).split()
    named: list[tuple[int | None, list[str]]] = [(None, [])]
    for token in tokens:
        player = None if token in words or token == PASS else who(token, players)
        if player is None:
            named[-1][1].append(token)
        else:
            named.append((player, []))
    if len(named) == 1 and not _apart(tokens, words):
        return [(None, _guess(reply, reply.text, reply.phrase))] if tokens else []  # no name
    if len(named) == 2 and not named[0][1]:
        # One name, then its guess: the ears' phrase is that guess, whatever words they wrote
        # ("daston": Gaston, and the pass the ears heard).
        player, said = named[1]
        text = " ".join(said) or reply.phrase
        return [(player, _guess(reply, text, reply.phrase))] if text else []
    found: list[tuple[int | None, Reply]] = []
    for player, said in named:
        parts = said if _apart(said, words) else [" ".join(said)] if said else []
        found += [(player if k == 0 else None, _guess(reply, p)) for k, p in enumerate(parts)]
    if len(found) == 1 and reply.phrase and found[0][1].phrase is None:
        # One guess, the ears' phrase in none of the words they wrote: that guess.
        player, guess = found[0]
        return [(player, _guess(reply, guess.text, reply.phrase))]
    return found


def passes(text: str) -> str:
    """Plain `text` with every way of passing written "pass" ("Dee passes": "dee pass")."""
    return PASSING.sub(PASS, text)


def _seated(text: str, players: tuple[str, ...]) -> str:
    """Plain `text` with each seat said ("seat two") written as that seat's name, as a word."""
    for p, name in enumerate(players):
        seat = plain(TableSays.SEAT.format(number=number(p + 1)))
        text = re.sub(rf"\b{seat}\b", plain(name).replace(" ", ""), text)
    return text


def _apart(said: list[str], words: Collection[str]) -> bool:
    """Whether `said` is words of the deck back to back, each a guess of its own."""
    return len(said) > 1 and all(w in words or w == PASS for w in said)


def _guess(reply: Reply, text: str, phrase: str | None = None) -> Reply:
    """The guess `text` out of the whole `reply`: the ears' phrase stands when it is this
    guess (or `phrase`, when given, is the guess), and a pass is a pass however it is
    written."""
    words = f" {plain(text)} "
    if phrase is None and reply.phrase and f" {plain(reply.phrase)} " in words:
        phrase = reply.phrase
    passed = passes(plain(text)) == PASS
    return Reply(PASS if passed else phrase, text, reply.command, reply.typed, reply.sure)


def clue_vocabulary(lexicon: MotDitLexicon) -> Callable[[str], tuple[str, ...]]:
    """The words a clue is heard among: the deck, and the secret's family, translations and
    letters, so that a forbidden clue is heard as what it is."""
    deck = tuple(lexicon.words)

    def words(secret: str) -> tuple[str, ...]:
        family = lexicon.family(secret)
        translated = [t for ts in lexicon.translations(secret).values() for t in ts]
        return tuple(dict.fromkeys((*deck, *family, *translated, " ".join(secret))))

    return words
