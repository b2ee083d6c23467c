"""Maudit Mot Dit's part in the shared suites."""

from __future__ import annotations

from dataclasses import replace

from engine.motdit import MotDit
from host.flows.motdit import MotDitAsk
from tests.engine import motdit_helpers
from tests.engine.random_play import state_copy
from tests.host.short_games import one_round_motdit
from tests.kits import Kit, more, section

SCREENED_CARDS = 4
"""Word cards in a Mot Dit for the table page's tests: two points in the pool, two rounds."""


def secrets_changed(game: MotDit, player: int) -> MotDit | None:
    """The game with other words on the card `player` holds, if they hold one they may see."""
    s = game.state
    if player != s.holder or s.card is None or game.is_over():
        return None
    deck = list(game.config.deck)
    deck[s.card] = replace(deck[s.card], words=tuple(f"secret{i}" for i in range(8)))
    return MotDit(replace(game.config, deck=tuple(deck)), state_copy(game))


def board_check(game: MotDit, board: dict) -> None:
    """The scores, the holder, the clues so far and the Curse tile, as the board shows them."""
    s, players = game.state, game.config.players
    values = [p["value"] for p in board["players"]]
    assert values == list(game.scores())
    if not game.is_over():
        turns = [p["turn"] for p in board["players"]]
        assert turns == [p == s.holder for p in range(len(players))]
        assert board["turn"] == f"{players[s.holder]} holds the box"
        clues = section(board, "list", "Clues so far")
        assert clues is not None and clues["items"] == s.clues
    curse = [p["name"] for p in board["players"] if any("Curse" in t for t in p["tags"])]
    assert curse == ([] if s.curse is None else [players[s.curse]])


def screened(game: MotDit) -> MotDit:
    """Two rounds, the box going round once."""
    return MotDit(replace(game.config, deck=game.config.deck[:SCREENED_CARDS], laps=1))


def own_cards(game: MotDit, seat: int) -> set[int]:
    """The holder's options (0 and 1) while they hold a card; nothing for the others."""
    return set() if game.view(seat).card_options is None else {0, 1}


KIT = Kit(
    fill=motdit_helpers.fill,
    secrets_changed=secrets_changed,
    board_check=board_check,
    moments=frozenset({"WordGuessed", "GameEnded"}),
    players=("Ann", "Bob", "Cy"),
    short=one_round_motdit,
    screened=screened,
    own_cards=own_cards,
    kinds=frozenset(MotDitAsk) - {MotDitAsk.GUESSES},  # the open floor's are the laptop's
    answers=(("pass", "fish", "anchor", "moon"), ("pass",)),
    give=more("points"),
)
