"""The public view (what a spectator, the table's big screen, sees) of every game: no field of
a secret, and no secret's value at any step of a random game."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from engine.core import Game
from engine.fameus import FameUs
from engine.maury import Maury
from engine.motdit import MotDit
from host.games import GAMES
from tests.engine import fameus_helpers
from tests.engine.random_play import as_listed, playout
from tests.kits import kit

SECRET_FIELDS = {"hand", "hands", "team", "card_words", "card_options", "secret_word", "log"}
"""Fields of the players' views that a public view must not have (the log holds private
events)."""


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_public_view_has_no_secret_field(name):
    game = GAMES[name].new_game(("Ann", "Bob", "Cy", "Dee"))
    assert not {f.name for f in fields(game.public_view())} & SECRET_FIELDS


def secrets_now(game: Game) -> set[str]:
    """The words of every secret the game holds now, none of which the table knows."""
    if isinstance(game, MotDit):
        s = game.state
        if s.card is None:
            return set()
        words = set(game.config.deck[s.card].words)
        return words - set(s.clues)  # a clue said aloud is the table's (a forbidden one ends it)
    if isinstance(game, Maury):
        deck = game.config.deck
        public = {deck[c].quote for c in game.state.discard}
        public |= {deck[p.card].quote for p in game.state.exchange}
        held = {deck[c].quote for hand in game.state.hands for c in hand}
        return held - public  # a quote on several cards is public once one was played
    assert isinstance(game, FameUs)
    s = game.state
    held = {game.config.deck[c] for hand in s.hands for c in hand}
    shown = {game.config.deck[c] for c in s.table}
    teams = {t.value for t in s.teams} if s.teams and not game.is_over() else set()
    return (held - shown) | teams


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_secret_value_reaches_the_public_view_in_a_whole_game(name):
    game = GAMES[name].new_game(("Ann", "Bob", "Cy", "Dee"))
    checked = []

    def after_step(g: Game) -> None:
        shown = repr(g.public_view())
        secrets = secrets_now(g)
        leaked = [s for s in secrets if repr(s) in shown]
        assert not leaked, f"the public view shows {leaked}"
        checked.append(bool(secrets))

    playout(game, 7, kit(name).fill, 0.1, after_step=after_step)
    assert game.is_over() and sum(checked) >= 5, "a game with no secrets tests nothing"


def test_fameus_teams_are_public_only_at_the_end():
    game = GAMES["fameus"].new_game(("Ann", "Bob", "Cy", "Dee"))
    teams = []
    playout(
        game, 3, fameus_helpers.fill, 0.1, after_step=lambda g: teams.append(g.public_view().teams)
    )
    assert set(teams[:-1]) == {None}
    assert teams[-1] == tuple(game.state.teams)


def test_maury_odds_are_the_reveals():
    game = GAMES["maury"].new_game(("Ann", "Bob", "Cy"))
    playout(game, random.Random(5).randrange(100), as_listed, 0.1)
    view = game.public_view()
    assert len(view.odds) == 3 and sum(n / d for n, d in view.odds) == pytest.approx(1)
    assert view.father is not None and view.test_order
