"""Whole random games of all three engines said through the phrasebook, secrets kept."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import motdit
from engine.core import Action, Game
from engine.maury import CardPlayed, CardRevealed, GameEnded
from host.games import GAMES
from host.voice.line import Cue
from tests.engine.random_play import playout
from tests.host.phrasebook.samples import PLAYERS, config


def fill(action: Action, rng: random.Random) -> Action:
    """Fill in the free text a player would say: a clue, a famous name."""
    if isinstance(action, motdit.GiveClue):
        return dataclasses.replace(action, word=f"clue{rng.randrange(10**6)}")
    if hasattr(action, "person"):
        return dataclasses.replace(action, person=rng.choice(["Marie Curie", "Zorro", "Elvis"]))
    return action


def played(name: str, seed: int) -> Game:
    """A finished random game of `name` at the sample table."""
    engine = GAMES[name].engine
    game = engine(config(engine))
    playout(game, seed, fill)
    return game


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", ["motdit", "maury", "fameus"])
def test_every_event_of_a_whole_game_is_said_and_secrets_kept(name: str, seed: int) -> None:
    game = played(name, seed)
    book = GAMES[name].phrasebook(PLAYERS, random.Random(seed), game.config)
    for event in game.log:
        lines = book.lines(event)
        assert lines or type(event) in book.book.quiet | book.book.at_times_quiet, event
        for line in lines:
            if event.private_to is None:
                assert not line.private, line
            else:
                assert line.private and line.to == PLAYERS[getattr(event, event.private_to)]


def test_maury_quotes_are_read_and_the_big_reveal_pauses_before_each_verdict() -> None:
    game = played("maury", 1)
    book = GAMES["maury"].phrasebook(PLAYERS, random.Random(1), game.config)
    plays = [e for e in game.log if isinstance(e, CardPlayed)]
    assert plays
    for event in plays:
        quote = game.config.deck[event.card].quote
        assert any(quote in line.text and line.show for line in book.lines(event))
    reveals = [e for e in game.log if isinstance(e, CardRevealed)]
    assert reveals and reveals[-1].father and not any(e.father for e in reveals[:-1])
    for event in reveals:
        opener, roll, verdict, _audience = book.lines(event)
        assert "in the case of this baby" in opener.text.lower() and opener.pause > 0
        assert roll.sound == Cue.DRUM_ROLL and verdict.show
        said = "are the father" if event.father else "not the father"
        assert said in verdict.text.lower() and PLAYERS[event.player] in verdict.text
    [end] = [e for e in game.log if isinstance(e, GameEnded)]
    assert PLAYERS[end.father] in book.lines(end)[0].text
