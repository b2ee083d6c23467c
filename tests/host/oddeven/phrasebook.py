"""Odd or Even's lines: one phrase function per event, and every other line as a template."""

from __future__ import annotations

from enum import StrEnum

from host.phrasebook.core import Book, Speaker
from host.phrasebook.words import count, number
from host.voice.line import Line
from tests.host.oddeven.engine import GameEnded, HandsReady, Picked, RoundScored, Voted


class OddEvenSays(StrEnum):
    """What the host says in Odd or Even outside its events."""

    RULES = (
        "Here is Odd or Even. Each round, every one of you shows one to three fingers in "
        "secret; then each of you says whether the fingers add up to odd or even. A right "
        "guess scores a point. Three rounds; most points wins."
    )
    HOW_TO_PLAY = "Pick one, two or three fingers when asked; then vote odd or even."
    PICK = "{player}, how many fingers? One, two or three."
    VOTE = "Odd or even?"
    SCORES = "Points: {scores}."
    TURN = "Round {round} of {rounds}: {doing}."
    PICKING = "picking fingers"
    VOTING = "voting"
    OVER = "The game is over."
    POINT = "point"
    YOU_SHOW = "You show {fingers}."


class OddEvenBoard(StrEnum):
    """The table page's words for Odd or Even."""

    ROUND = "Round {round} of {rounds}"
    GAME_OVER = "Game over"
    HANDS = "Hands"
    PICKED = "Picked"
    VOTES = "Votes"
    NO_VOTE = "No votes yet."
    VOTE = "{player}: {parity}"
    SHOWN = "The hands show {total}"
    RIGHT = "A point for {players}"
    NOBODY_RIGHT = "Nobody guessed it"
    YOUR_HAND = "Your hand"


BOOK = Book("oddeven")


@BOOK.on(Picked)
def _picked(say: Speaker, e: Picked) -> Line:
    return say.line((OddEvenSays.YOU_SHOW,), to=e.player, fingers=number(e.fingers))


@BOOK.on(HandsReady)
def _ready(say: Speaker, e: HandsReady) -> Line:
    return say.line(("Every hand is ready.", "All hands are ready."))


@BOOK.on(Voted)
def _voted(say: Speaker, e: Voted) -> Line:
    return say.line(
        ("{player} says {parity}.", "{player}: {parity}."),
        player=say.name(e.player),
        parity=e.parity.value,
    )


@BOOK.on(RoundScored)
def _scored(say: Speaker, e: RoundScored) -> Line:
    total = sum(e.picks)
    if not e.right:
        return say.line(
            ("{total}: {parity}. Nobody saw it coming.",),
            total=number(total),
            parity=e.parity.value,
        )
    return say.line(
        ("{total}: {parity}! A point for {players}.",),
        total=number(total),
        parity=e.parity.value,
        players=say.names(e.right),
    )


@BOOK.on(GameEnded)
def _ended(say: Speaker, e: GameEnded) -> Line:
    return say.line(
        ("{players} {wins} Odd or Even!",),
        players=say.names(e.winners),
        wins="win" if len(e.winners) > 1 else "wins",
    )


def points(n: int) -> str:
    """`n` points in words."""
    return count(n, OddEvenSays.POINT)
