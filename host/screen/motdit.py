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
from host.screen.board import (
    Data,
    board,
    count,
    facts,
    listing,
    moment,
    names,
    player,
    standing,
)

CURSE = "Curse tile (−4)"


def draw(view: MotDitPublicView) -> Data:
    """The board of a Mot Dit game as the whole table knows it."""
    n = len(view.players)
    laps = view.turns_total // n
    lap = min(view.turns_done // n + 1, laps)
    holder = view.players[view.holder]
    over = view.phase is Phase.OVER
    if over:
        round_ = "Game over"
    elif view.round == 0:
        round_ = "Before the first round"
    else:
        round_ = f"Round {view.round} · the box goes round {lap} of {laps}"
    turn = "" if over else f"{holder} holds the box"
    players = [
        player(
            name,
            count(view.scores[p], "point"),
            view.scores[p],
            tags(view, p),
            turn=p == view.holder and not over,
        )
        for p, name in enumerate(view.players)
    ]
    clues = "choosing a word" if view.clue_count is None else view.clue_count
    box = facts(
        "The box",
        [
            ("Holder", holder),
            ("Clues allowed", clues),
            ("Point cards left", view.pool),
            ("Word cards left", view.deck_left),
            ("Bad Luck cards left", view.bad_luck_pile),
        ],
    )
    said = listing("Clues so far", view.clues, "No clue yet.", numbered=True)
    return board(round_, turn, players, [] if over else [box, said], over)


def tags(view: MotDitPublicView, p: int) -> list[str]:
    """What lies in front of player `p`: the Curse tile, Bad Luck cards."""
    found = [CURSE] if view.curse == p else []
    if view.bad_luck[p]:
        found.append(count(view.bad_luck[p], "Bad Luck card"))
    return found


def scene(event: Event, view: MotDitPublicView) -> Data | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, WordGuessed):
        text = f"{names(who, event.guessers)} found it in {count(event.clues_used, 'clue')}"
        return moment("found", f"Found: {event.word}!", [f"{text} of {event.clues}."])
    if isinstance(event, ClueForbidden):
        return moment(
            "forbidden", f"[buzzer] Forbidden clue: {event.word}", [f"Why: {event.verdict}."]
        )
    if isinstance(event, ClueGiven):
        return moment("clue", f"Clue {event.number}: {event.word}")
    if isinstance(event, RoundEnded) and not event.guessed:
        return moment("reveal", f"The word was {event.word}", ["Nobody found it."])
    if isinstance(event, BadLuckGiven):
        return moment("penalty", f"Bad Luck for {who[event.target]}", ["One point less."])
    if isinstance(event, CurseMoved):
        return moment("penalty", f"The Curse tile goes to {who[event.target]}", ["Four less."])
    if isinstance(event, CurseStruckTwice):
        return moment("penalty", f"Cursed twice: {who[event.target]} loses every point")
    if isinstance(event, GameEnded):
        ranked = sorted(range(len(who)), key=lambda p: (-event.scores[p], p))
        rows = [
            standing(who[p], " · ".join([count(event.scores[p], "point"), *tags(view, p)]), won)
            for p in ranked
            for won in [p in event.winners]
        ]
        return moment("final", f"{names(who, event.winners)} won!", standings=rows)
    return None
