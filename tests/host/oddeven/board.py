"""Odd or Even on the table page: the round, who has picked (never how many), the votes, and the
hands shown when a round is scored."""

from __future__ import annotations

from engine.core import Event
from host.messages import Standing
from host.screen.board import Board, Moment, board, facts, listing, moment, names, player
from tests.host.oddeven.engine import GameEnded, OddEvenPublicView, Phase, RoundScored
from tests.host.oddeven.phrasebook import OddEvenBoard, OddEvenSays, points


def draw(view: OddEvenPublicView) -> Board:
    """The board as the whole table knows it."""
    over = view.phase is Phase.OVER
    round_ = (
        OddEvenBoard.GAME_OVER
        if over
        else OddEvenBoard.ROUND.format(round=view.round, rounds=view.rounds)
    )
    doing = OddEvenSays.PICKING if view.phase is Phase.PICK else OddEvenSays.VOTING
    players = [
        player(name, points(view.scores[p]), view.scores[p]) for p, name in enumerate(view.players)
    ]
    picked = facts(OddEvenBoard.HANDS, [(OddEvenBoard.PICKED, names(view.players, view.picked))])
    votes = listing(
        OddEvenBoard.VOTES,
        [OddEvenBoard.VOTE.format(player=view.players[p], parity=v.value) for p, v in view.votes],
        OddEvenBoard.NO_VOTE,
    )
    return board(
        str(round_),
        "" if over else doing.capitalize(),
        players,
        [] if over else [picked, votes],
        over,
    )


def scene(event: Event, view: OddEvenPublicView) -> Moment | None:
    """A round's hands shown, and the end."""
    who = view.players
    if isinstance(event, RoundScored):
        right = (
            OddEvenBoard.RIGHT.format(players=names(who, event.right))
            if event.right
            else OddEvenBoard.NOBODY_RIGHT
        )
        title = OddEvenBoard.SHOWN.format(total=sum(event.picks))
        return moment("scored", title, [event.parity.value.capitalize(), right])
    if isinstance(event, GameEnded):
        rows = [
            Standing(name, points(view.scores[p]), p in event.winners) for p, name in enumerate(who)
        ]
        return moment(
            "final", OddEvenBoard.GAME_OVER, [names(who, event.winners)], standings=tuple(rows)
        )
    return None
