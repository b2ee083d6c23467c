"""Every event class of every engine game has phrasebook lines."""

from __future__ import annotations

import random
import sys

import pytest

from host.phrasebook import for_game
from tests.host.phrasebook.samples import PLAYERS, config, event_classes, games, samples

GAMES = games()


def test_the_three_games_have_phrasebooks() -> None:
    assert {"motdit", "maury", "fameus"} <= set(GAMES)
    for name in ("motdit", "maury", "fameus"):
        for_game(name, PLAYERS, random.Random(0), config=config(GAMES[name]))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_event_class_of_the_game_has_a_line(name: str) -> None:
    game = GAMES[name]
    book = for_game(name, PLAYERS, random.Random(0), config=config(game))
    classes = event_classes(sys.modules[game.__module__])
    assert classes
    for cls in classes:
        for event in samples(cls):
            lines = book.lines(event)
            assert lines, cls.__name__
            for line in lines:
                assert line.text.strip() and "{" not in line.text, line
                assert line.private == (cls.private_to is not None), line
