"""The phrasebook's shared core: numbers, plurals, names, seeded variants, refusals."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import pytest

from engine.core import CoreReason, Event, Reason, Rejection
from host.games import GAMES
from host.phrasebook.core import Book, Phrasebook, Speaker
from host.phrasebook.words import capitalized, count, listing, number, ordinal
from host.voice.line import Line
from tests.host.phrasebook.samples import engine_modules


@dataclass(frozen=True)
class Cheered(Event):
    """A test event: `player` is cheered."""

    player: int


@dataclass(frozen=True)
class Whispered(Event):
    """A private test event for `player`."""

    private_to = "player"
    player: int


BOOK = Book("test")


@BOOK.on(Cheered, Whispered)
def _cheer(say: Speaker, e: Cheered) -> Line:
    return say.line(("Hooray for {p}!", "Well done, {p}!", "Bravo, {p}!"), p=say.name(e.player))


def table(seed: int = 0) -> Phrasebook:
    """The test book at a table with one respelled name."""
    return Phrasebook(
        BOOK, ["Felix", "Siobhan", "Tom"], random.Random(seed), {"Siobhan": "Shivawn"}
    )


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "zero"),
        (3, "three"),
        (14, "fourteen"),
        (20, "twenty"),
        (42, "forty-two"),
        (100, "one hundred"),
        (315, "three hundred and fifteen"),
        (2005, "two thousand and five"),
        (12_345, "twelve thousand three hundred and forty-five"),
        (-2, "minus two"),
    ],
)
def test_numbers_are_said_in_words(n: int, words: str) -> None:
    assert number(n) == words


def test_counts_agree_with_their_number() -> None:
    assert count(1, "point") == "one point"
    assert count(3, "point") == "three points"
    assert count(0, "point") == "no points"
    assert count(-1, "point") == "minus one point"
    assert count(2, "child", "children") == "two children"


def test_ordinals_and_lists() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 12, 20, 21, 33)] == [
        "first",
        "second",
        "third",
        "fourth",
        "twelfth",
        "twentieth",
        "twenty-first",
        "thirty-third",
    ]
    assert listing(["Ann"]) == "Ann"
    assert listing(["Ann", "Bob"]) == "Ann and Bob"
    assert listing(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"


def test_sentences_start_with_capitals() -> None:
    assert capitalized("apple. pear! fig? kiwi, plum: lime") == "Apple. Pear! Fig? Kiwi, plum: lime"


def test_names_are_shown_as_written_and_spoken_as_respelled() -> None:
    line = table().lines(Cheered(1))[0]
    assert "Siobhan" in line.text and "Shivawn" not in line.text
    assert "Shivawn" in line.spoken
    plain = table().lines(Cheered(0))[0]
    assert plain.speech == "" and plain.spoken == plain.text


def test_variants_follow_the_seeded_generator() -> None:
    first = [table(5).lines(Cheered(0))[0].text for _ in range(3)]
    again = [table(5).lines(Cheered(0))[0].text for _ in range(3)]
    assert first == again
    book = table(1)
    assert len({book.lines(Cheered(0))[0].text for _ in range(30)}) == 3


def test_private_events_give_private_lines_for_their_player() -> None:
    [line] = table().lines(Whispered(2))
    assert line.private and line.to == "Tom"
    assert not table().lines(Cheered(2))[0].private


def test_an_event_without_a_phrase_is_an_error() -> None:
    with pytest.raises(LookupError, match="Event"):
        table().lines(Event())


def test_a_phrase_registered_twice_is_an_error() -> None:
    with pytest.raises(ValueError, match="two phrases"):
        BOOK.on(Cheered)(_cheer)


def test_every_registered_game_has_its_own_book() -> None:
    books = {
        name: spec.phrasebook(("A", "B", "C"), random.Random(0)) for name, spec in GAMES.items()
    }
    assert {name: book.book.game for name, book in books.items()} == {n: n for n in GAMES}


def all_reasons() -> list[Reason]:
    """Every refusal reason of every engine."""
    reasons: list[Reason] = list(CoreReason)
    for module in engine_modules():
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Reason) and value is not CoreReason:
                reasons += list(value)
    return list(dict.fromkeys(reasons))  # a package re-exports its modules' reasons


@pytest.mark.parametrize("reason", all_reasons(), ids=str)
def test_every_refusal_can_be_said(reason: Reason) -> None:
    book = table()
    to_player = book.refusal(Rejection(reason, "detail"), 1)
    assert reason.value in to_player.text and to_player.to == "Siobhan"
    assert "Shivawn" in to_player.spoken and "detail" not in to_player.text
    to_table = book.refusal(Rejection(reason))
    assert to_table.to is None and to_table.text[0].isupper()


def test_a_line_with_variants_is_never_heard_twice_in_a_row() -> None:
    say = Speaker(["Felix"], random.Random(3), {})
    variants = ("One.", "Two.", "Three.")
    said = [say.line(variants).text for _ in range(60)]
    assert all(a != b for a, b in itertools.pairwise(said))
    assert set(said) == {"One.", "Two.", "Three."}


def test_a_first_time_table_hears_an_event_explained_once():
    book = Book("explained")
    book.on(Cheered)(_cheer)
    book.first_time(Cheered, "Cheering is free.", when=lambda _say, event: event.player > 0)
    phrasebook = Phrasebook(book, ("Ann", "Bob"), random.Random(0))
    texts = [[line.text for line in phrasebook.lines(Cheered(p))] for p in (0, 1, 1)]
    assert "Cheering is free." not in texts[0]  # its condition did not hold
    assert texts[1][-1] == "Cheering is free."
    assert "Cheering is free." not in texts[2]  # once only
