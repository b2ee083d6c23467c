"""Every event class of every engine game has phrasebook lines."""

from __future__ import annotations

import random

import pytest

from engine.maury import CardsReceived
from host.games import GAMES as SPECS
from host.games import GameSpec
from tests.host.phrasebook.samples import PLAYERS, config, event_classes, games, samples

GAMES = games()


def test_every_engine_game_is_registered_with_its_phrasebook() -> None:
    assert {"motdit", "maury", "fameus"} <= set(GAMES)
    assert set(SPECS) == set(GAMES)
    for name, spec in SPECS.items():
        assert spec.engine is GAMES[name]
        assert spec.phrasebook(PLAYERS, random.Random(0), config(GAMES[name])).book.game == name


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_event_class_of_the_game_has_a_line(name: str) -> None:
    has_a_line_for_every_event(SPECS[name])


def has_a_line_for_every_event(spec: GameSpec) -> None:
    """Every event class of `spec`'s game, in every variant of its fields, has lines (or is
    said with none), filled in, private exactly when the event is (any game's tests may run
    it on their own game)."""
    config = spec.new_game(PLAYERS).config
    book = spec.phrasebook(PLAYERS, random.Random(0), config)
    classes = event_classes(spec.engine)
    assert classes
    for cls in classes:
        for event in samples(cls):
            lines = book.lines(event)
            assert lines or cls in book.book.quiet | book.book.at_times_quiet, cls.__name__
            for line in lines:
                assert line.text.strip() and "{" not in line.text, line
                assert line.private == (cls.private_to is not None), line


def test_new_cards_are_said_to_be_new_and_counted_right():
    book = SPECS["maury"].phrasebook(PLAYERS, random.Random(0), config(GAMES["maury"]))
    texts = {book.lines(CardsReceived(0, (1,)))[0].text for _ in range(6)}
    assert all("new" in text and "cards:" not in text for text in texts), texts
    assert all("In your hand now" not in text for text in texts)
