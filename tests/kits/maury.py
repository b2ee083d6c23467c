"""The Maury Game's part in the shared suites."""

from __future__ import annotations

from dataclasses import replace

from engine.maury import Maury
from host.flows.maury import MauryAsk
from tests.engine.random_play import as_listed, state_copy
from tests.host.short_games import short_maury
from tests.kits import Kit, more, section

SCREENED_CARDS = 20
"""Argument cards in a Maury game for the table page's tests: three hands of four, eight to
draw."""


def secrets_changed(game: Maury, player: int) -> Maury | None:
    """The game with a card of `player`'s hand swapped for one nobody may see."""
    other = Maury(game.config, state_copy(game))
    s = other.state
    hidden = s.draw_pile or s.discard
    if not s.hands[player] or not hidden:
        return None
    s.hands[player][0], hidden[0] = hidden[0], s.hands[player][0]
    return other


def board_check(game: Maury, board: dict) -> None:
    """The track's order and markers, and the envelopes, as the board shows them."""
    s, players = game.state, game.config.players
    track = section(board, "track")
    assert track is not None
    if s.positions:
        assert track["order"] == [players[p] for p in game.test_order()]
        assert {m["name"]: m["space"] for m in track["markers"]} == dict(
            zip(players, s.positions, strict=False)
        )
        assert [p["value"] for p in board["players"]] == s.envelopes


def screened(game: Maury) -> Maury:
    """The first cards of the deck, over in a few turns."""
    return Maury(replace(game.config, deck=game.config.deck[:SCREENED_CARDS]))


def own_cards(game: Maury, seat: int) -> set[int]:
    """The seat's hand."""
    return set(game.view(seat).hand)


KIT = Kit(
    fill=as_listed,
    secrets_changed=secrets_changed,
    board_check=board_check,
    moments=frozenset({"CardPlayed", "CardRevealed", "GameEnded"}),
    players=("Ann", "Bob", "Cy"),
    short=short_maury,
    screened=screened,
    own_cards=own_cards,
    kinds=frozenset(MauryAsk),
    answers=(("first", "second", "irma", "annabelle", "nobody"), ("second", "annabelle")),
    give=more("envelopes"),
)
