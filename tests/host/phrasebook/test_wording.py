"""A wording pass over every line of every game's phrasebook: each event kind rendered with
the sample events (every branch of every field) and the events of whole random games, in
every variant its phrase function has, and each line checked as a reader would."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence

import pytest

from engine.core import Event
from engine.maury import CardsReceived, HandShown, MauryConfig
from engine.maury import GameEnded as MauryEnded
from host.games import GAMES
from host.phrasebook.core import Phrasebook, Speaker, Value
from host.phrasebook.maury import describe
from host.phrasebook.words import ordinal
from host.voice.line import Line
from tests.host.phrasebook.samples import PLAYERS, config, event_classes, samples
from tests.host.phrasebook.test_playouts import played

ORDINALS = "|".join(ordinal(n) for n in range(1, 21))
SUPERLATIVE = r"(most|least|best|worst)\b"
ENDED = re.compile(r"[.!?:…]['\"”)\]]*$")
PROBLEMS: dict[str, Callable[[str], object]] = {
    "does not start with a capital": re.compile(r"^[\W_]*[a-z]").search,
    "does not end with punctuation": lambda text: not ENDED.search(text),
    "says a word twice": re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE).search,
    # "first most popular" says "most" twice; "second most popular" needs its "the".
    "puts an ordinal before a superlative": re.compile(
        rf"\bfirst\s+{SUPERLATIVE}|(?<!\bthe )\b({ORDINALS})\s+{SUPERLATIVE}", re.IGNORECASE
    ).search,
    "counts nothing as something": re.compile(
        r"\bonly (no|zero)\b|\bzero (of|for)\b|\bback no\b|\bno \w+ back\b", re.IGNORECASE
    ).search,
    "has one agree with a plural": re.compile(
        r"\bone (were|are)\b|\bonly one\b[^.!?]*\bthem\b", re.IGNORECASE
    ).search,
    "has two spaces": re.compile(r"\s\s").search,
    "has a space before punctuation": re.compile(r"\s[.,;:!?]").search,
}
"""What no line may do, by the reason it is wrong."""


class EveryVariant(Speaker):
    """A speaker that renders every variant of each line, keeping them all, and hands the
    phrase function the first."""

    def __init__(self, speaker: Speaker) -> None:
        super().__init__(speaker.players, speaker.rng, speaker.say_as, speaker.config)
        self.rendered: list[Line] = []

    def line(
        self, variants: Sequence[str], to: int | None = None, pause: float = 0.0, **values: Value
    ) -> Line:
        """Each variant filled in; the first."""
        one = super().line
        lines = [one((variant,), to, pause, **values) for variant in variants]
        self.rendered += lines
        return lines[0]


def rendered(book: Phrasebook, event: Event) -> list[Line]:
    """Every line the phrasebook may say for `event`, in any of its variants."""
    speaker = EveryVariant(book.speaker)
    book.speaker = speaker
    said = book.lines(event)
    return [*said, *speaker.rendered]


def events(name: str) -> Iterator[Event]:
    """The sample events of every event class of the game, then two whole games' events. A
    sample with an empty text (a clue, a criterion) is left out: no game says one."""
    engine = GAMES[name].engine
    for cls in event_classes(engine):
        yield from (e for e in samples(cls) if "" not in vars(e).values())
    for seed in range(2):
        yield from played(name, seed).log


def wrong(text: str) -> list[str]:
    """What is wrong with a line's text (nothing for a good line)."""
    return [reason for reason, found in PROBLEMS.items() if found(text)]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_line_is_written_as_a_sentence(name: str) -> None:
    book = GAMES[name].phrasebook(PLAYERS, random.Random(0), config(GAMES[name].engine))
    found: dict[str, str] = {}
    for event in events(name):
        for line in rendered(book, event):
            if line.sound:
                continue  # a sound cue's caption is its name in brackets
            for reason in wrong(line.text):
                found.setdefault(f"{type(event).__name__}: {line.text}", reason)
    assert not found, "\n".join(f"{reason}: {line}" for line, reason in found.items())


def hand_items(event: Event, deck: MauryConfig | None) -> tuple[str, ...]:
    """What a line about the hand an event carries must name: each card."""
    if isinstance(event, CardsReceived | HandShown) and deck is not None:
        return tuple(describe(deck.deck[c]) for c in event.cards)
    return tuple(getattr(event, "criteria", ()))


@pytest.mark.parametrize("name", ["maury", "fameus"])
def test_a_hand_said_is_the_whole_hand(name: str) -> None:
    game = config(GAMES[name].engine)
    book = GAMES[name].phrasebook(PLAYERS, random.Random(0), game)
    deck = game if isinstance(game, MauryConfig) else None
    said = 0
    for event in events(name):
        items = hand_items(event, deck)
        if len(items) < 2:
            continue
        for line in rendered(book, event):
            assert all(item in line.text for item in items), (event, line.text)
            said += 1
    assert said


def test_one_winner_is_not_called_winners() -> None:
    game = config(GAMES["maury"].engine)
    book = GAMES["maury"].phrasebook(PLAYERS, random.Random(0), game)
    lines = rendered(book, MauryEnded(winners=(1,), father=0))
    assert lines and not [line.text for line in lines if "winners" in line.text.casefold()]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("one clue left.", "does not start with a capital"),
        ("Felix plays", "does not end with punctuation"),
        ("It was the the eagle.", "says a word twice"),
        ("You are first most popular.", "puts an ordinal before a superlative"),
        ("You are the first most popular.", "puts an ordinal before a superlative"),
        ("You are second most popular.", "puts an ordinal before a superlative"),
        ("First clue: .", "has a space before punctuation"),
        ("Only zero of two, and one were needed.", "counts nothing as something"),
        ("Only zero of two, and one were needed.", "has one agree with a plural"),
        ("The supply runs short: Mia gets only no NOT cards.", "counts nothing as something"),
        ("Cursed twice! Mia hands back no points.", "counts nothing as something"),
        ("Mia had only one NOT card to give, and Tom takes them.", "has one agree with a plural"),
    ],
)
def test_the_checks_catch_what_they_are_for(text: str, reason: str) -> None:
    assert reason in wrong(text)
    assert not wrong('"It was the second most popular card," says Felix.')
