"""Maudit Mot Dit's board: who holds the box, the clue count and the clues so far, the score,
the Curse tile and Bad Luck cards, the round; never a word of the card until it is said."""

from __future__ import annotations

from engine.core import Event
from engine.motdit import (
    BadLuckGiven,
    ClueForbidden,
    ClueGiven,
    CurseMoved,
    CurseStruckTwice,
    GameEnded,
    MotDitPublicView,
    Phase,
    RoundEnded,
    WordGuessed,
)
from host.messages import Standing
from host.phrasebook.motdit_says import MotDitBoard, MotDitSays
from host.screen.board import (
    Board,
    Moment,
    board,
    count,
    facts,
    listing,
    moment,
    names,
    player,
)


def draw(view: MotDitPublicView) -> Board:
    """The board of a Mot Dit game as the whole table knows it."""
    n = len(view.players)
    laps = view.turns_total // n
    lap = min(view.turns_done // n + 1, laps)
    holder = view.players[view.holder]
    over = view.phase is Phase.OVER
    if over:
        round_ = str(MotDitBoard.GAME_OVER)
    elif view.round == 0:
        round_ = str(MotDitBoard.BEFORE)
    else:
        round_ = MotDitBoard.ROUND.format(round=view.round, lap=lap, laps=laps)
    turn = "" if over else MotDitSays.HOLDS_THE_BOX.format(holder=holder).rstrip(".")
    players = [
        player(
            name,
            count(view.scores[p], MotDitSays.POINT),
            view.scores[p],
            tags(view, p),
            turn=p == view.holder and not over,
        )
        for p, name in enumerate(view.players)
    ]
    clues = MotDitBoard.CHOOSING if view.clue_count is None else view.clue_count
    box = facts(
        MotDitBoard.BOX,
        [
            (MotDitBoard.HOLDER, holder),
            (MotDitBoard.CLUES_ALLOWED, clues),
            (MotDitBoard.POINTS_LEFT, view.pool),
            (MotDitBoard.WORDS_LEFT, view.deck_left),
            (MotDitBoard.BAD_LUCK_LEFT, view.bad_luck_pile),
        ],
    )
    said = listing(MotDitBoard.CLUES_SO_FAR, view.clues, MotDitBoard.NO_CLUE, numbered=True)
    return board(round_, turn, players, [] if over else [box, said], over)


def tags(view: MotDitPublicView, p: int) -> list[str]:
    """What lies in front of player `p`: the Curse tile, Bad Luck cards."""
    found: list[str] = [MotDitBoard.CURSE] if view.curse == p else []
    if view.bad_luck[p]:
        found.append(count(view.bad_luck[p], MotDitBoard.BAD_LUCK_CARD))
    return found


def scene(event: Event, view: MotDitPublicView) -> Moment | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, WordGuessed):
        used = count(event.clues_used, MotDitSays.CLUE)
        text = MotDitBoard.FOUND_BY.format(
            who=names(who, event.guessers), used=used, clues=event.clues
        )
        return moment("found", MotDitBoard.FOUND.format(word=event.word), [text])
    if isinstance(event, ClueForbidden):
        why = MotDitBoard.WHY.format(verdict=event.verdict)
        return moment("forbidden", MotDitBoard.FORBIDDEN.format(word=event.word), [why])
    if isinstance(event, ClueGiven):
        return moment("clue", MotDitBoard.CLUE_GIVEN.format(number=event.number, word=event.word))
    if isinstance(event, RoundEnded) and not event.guessed:
        word_was = MotDitBoard.WORD_WAS.format(word=event.word)
        return moment("reveal", word_was, [MotDitBoard.NOBODY_FOUND])
    if isinstance(event, BadLuckGiven):
        title = MotDitBoard.BAD_LUCK_FOR.format(player=who[event.target])
        return moment("penalty", title, [MotDitBoard.ONE_LESS])
    if isinstance(event, CurseMoved):
        title = MotDitBoard.CURSE_TO.format(player=who[event.target])
        return moment("penalty", title, [MotDitBoard.FOUR_LESS])
    if isinstance(event, CurseStruckTwice):
        return moment("penalty", MotDitBoard.CURSED_TWICE.format(player=who[event.target]))
    if isinstance(event, GameEnded):
        ranked = sorted(range(len(who)), key=lambda p: (-event.scores[p], p))
        rows = [
            Standing(
                who[p], " · ".join([count(event.scores[p], MotDitSays.POINT), *tags(view, p)]), won
            )
            for p in ranked
            for won in [p in event.winners]
        ]
        return moment(
            "final", MotDitBoard.WON.format(who=names(who, event.winners)), standings=tuple(rows)
        )
    return None
