"""The phrasebook's shared core: names, numbers and seeded variants turned into Lines.

A game's module makes a `Book` and registers one phrase function per event class with
`@BOOK.on(EventClass)`. A phrase function gets a `Speaker` and the event and returns a Line
or a list of Lines built with `speaker.line(...)`. `Phrasebook` finds the function for each
event and marks the lines of a private event private to its player, so modules need not.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from engine.core import Event, Reason, Rejection
from host.phrasebook.words import capitalized, count, listing
from host.voice.line import Line


@dataclass(frozen=True)
class Said:
    """Text shown one way and spoken another, like a name with a respelling."""

    shown: str
    spoken: str


Value = Said | str | int


def fill(template: str, **values: Value) -> Said:
    """The template filled in twice: with what is shown, and with what is spoken."""
    shown = {k: v.shown if isinstance(v, Said) else v for k, v in values.items()}
    spoken = {k: v.spoken if isinstance(v, Said) else v for k, v in values.items()}
    return Said(template.format(**shown), template.format(**spoken))


def joined(items: Sequence[Said], separator: str | None = None) -> Said:
    """'A, B and C' (or the items between `separator`), shown and spoken."""
    join = listing if separator is None else separator.join
    return Said(join([i.shown for i in items]), join([i.spoken for i in items]))


class Speaker:
    """What phrase functions use: the players' names and a seeded pick among variants."""

    def __init__(
        self,
        players: Sequence[str],
        rng: random.Random,
        say_as: Mapping[str, str],
        config: Any = None,
    ) -> None:
        self.players = tuple(p.strip() for p in players)
        self.rng = rng
        self.say_as = dict(say_as)
        self.config = config
        """The game's config, for phrases that look up cards by number."""
        self._last: dict[tuple[str, ...], str] = {}

    def name(self, player: int) -> Said:
        """A player's name, with its respelling for the synthesizer if one was given."""
        shown = self.players[player]
        return Said(shown, self.say_as.get(shown, shown))

    def names(self, players: Iterable[int]) -> Said:
        """Several players' names: 'Felix, Mia and Tom'."""
        return joined([self.name(p) for p in players])

    def line(
        self, variants: Sequence[str], to: int | None = None, pause: float = 0.0, **values: Value
    ) -> Line:
        """One of the variant templates, picked with the seeded generator and filled in; never
        the one these variants gave last time, so a line is not heard twice in a row."""
        key = tuple(variants)
        fresh = [v for v in key if v != self._last.get(key)] or list(key)
        self._last[key] = template = self.rng.choice(fresh)
        said = fill(template, **values)
        text, speech = capitalized(said.shown), capitalized(said.spoken)
        addressee = self.players[to] if to is not None and to >= 0 else None
        return Line(text, to=addressee, speech="" if speech == text else speech, pause=pause)


Phrase = Callable[[Speaker, Any], Line | Sequence[Line]]
P = TypeVar("P", bound=Phrase)


class Book:
    """One game's phrase functions, by event class."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._phrases: dict[type, Phrase] = {}
        self.quiet: set[type] = set()
        """The event classes said with no line at all."""
        self.at_times_quiet: set[type] = set()
        """The event classes said with no line when an event before them just told it."""
        self.firsts: dict[type, tuple[Callable[[Speaker, Any], bool], str]] = {}
        """What a first-time table is told the first time an event happens."""
        self.secrets: set[Reason] = set()
        """The refusals whose words tell about a player's hidden cards, said to them alone."""

    def on(self, *kinds: type[Event]) -> Callable[[P], P]:
        """Register the decorated function as the phrase for these event classes."""

        def register(phrase: P) -> P:
            for kind in kinds:
                if kind in self._phrases:
                    raise ValueError(f"{self.game}: two phrases for {kind.__name__}")
                self._phrases[kind] = phrase
            return phrase

        return register

    def silent(self, *kinds: type[Event]) -> None:
        """Say nothing for these event classes: bookkeeping nobody at the table needs."""
        self.on(*kinds)(lambda _say, _event: [])
        self.quiet.update(kinds)

    def said_before(self, *kinds: type[Event]) -> None:
        """Let these event classes say nothing at times: what they tell was just said by an
        event before them (a round's end, after its word was found)."""
        self.at_times_quiet.update(kinds)

    def first_time(
        self,
        kind: type[Event],
        sentence: str,
        when: Callable[[Speaker, Any], bool] = lambda _say, _event: True,
    ) -> None:
        """Explain `kind` in one sentence the first time it happens (and `when` holds)."""
        self.firsts[kind] = (when, sentence)

    def secret(self, *reasons: Reason) -> None:
        """Say these refusals to their player alone: their words tell about hidden cards."""
        self.secrets.update(reasons)

    def phrase(self, kind: type) -> Phrase | None:
        """The phrase function for an event class (or its nearest registered base)."""
        return next((self._phrases[k] for k in kind.__mro__ if k in self._phrases), None)


REFUSED = ("Sorry {name}: {reason}.", "{name}, {reason}.", "Hold on, {name}: {reason}.")
REFUSED_TABLE = ("Sorry: {reason}.", "Hold on: {reason}.")


class Phrasebook:
    """Turns one game's events, and refused actions, into Lines for a table of players."""

    def __init__(
        self,
        book: Book,
        players: Sequence[str],
        rng: random.Random,
        say_as: Mapping[str, str] | None = None,
        config: Any = None,
    ) -> None:
        self.book = book
        self.speaker = Speaker(players, rng, say_as or {}, config)
        self.explained: set[type] = set()
        """The events already explained to this table."""

    def lines(self, event: Event) -> list[Line]:
        """What the host says about `event`; a private event's lines are private to its player."""
        phrase = self.book.phrase(type(event))
        if phrase is None:
            raise LookupError(f"{self.book.game}: no phrase for {type(event).__name__}")
        said = phrase(self.speaker, event)
        lines = [said] if isinstance(said, Line) else list(said)
        if event.private_to is None:
            return lines + self._first_time(event)
        owner = self.speaker.players[getattr(event, event.private_to)]
        return [replace(line, to=owner, private=True) for line in lines]

    def _first_time(self, event: Event) -> list[Line]:
        kind = type(event)
        when, sentence = self.book.firsts.get(kind, (None, ""))
        if when is None or kind in self.explained or not when(self.speaker, event):
            return []
        self.explained.add(kind)
        return [Line(sentence)]

    def refusal(self, rejection: Rejection, player: int | None = None) -> Line:
        """Why an action was refused, said to `player` (or to the table): to them alone when
        its words tell about their hidden cards."""
        reason = rejection.reason.value
        if player is None or player < 0:
            return self.speaker.line(REFUSED_TABLE, reason=reason)
        name = self.speaker.name(player)
        line = self.speaker.line(REFUSED, to=player, name=name, reason=reason)
        return replace(line, private=rejection.reason in self.book.secrets)


def cards_drawn(say: Speaker, player: int, cards: int) -> Line:
    """'{player} draws three cards': the same line in every card game."""
    return say.line(
        ("{player} draws {cards}.", "{cards} for {player}."),
        player=say.name(player),
        cards=count(cards, "card"),
    )
