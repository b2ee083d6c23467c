"""The Maury Game's board: the Popularity Track with every marker, each player's NOT cards and
hand size, the argument card just played with its quote, the comeback chain, the draw pile and
NOT supply, and the Big Reveal (test order, each envelope's odds and what it said); no hand."""

from __future__ import annotations

from fractions import Fraction

from engine.core import Event
from engine.maury import (
    ArgumentCard,
    ArgumentSettled,
    CardPlayed,
    CardRevealed,
    GameEnded,
    MauryPublicView,
    Phase,
)
from host.phrasebook.maury import effect, odds
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


def draw(view: MauryPublicView) -> Data:
    """The board of a Maury game as the whole table knows it."""
    who = view.players
    over = view.phase is Phase.OVER
    reveal = view.phase in (Phase.REVEAL, Phase.OVER)
    if over:
        round_, turn = "Game over", ""
    elif reveal:
        round_, turn = "The Big Reveal", "Envelopes out"
    else:
        round_, turn = f"Turn {view.turns}", f"{who[view.turn]} makes their case"
    players = [
        player(
            name,
            count(view.envelopes[p], "NOT card") if view.envelopes else "",
            view.envelopes[p] if view.envelopes else 0,
            [count(view.hand_sizes[p], "card") + " in hand"] if view.hand_sizes else [],
            turn=p == view.turn and not reveal and view.phase is not Phase.START,
        )
        for p, name in enumerate(who)
    ]
    # At the Big Reveal the envelopes take the middle, the track (their order) goes beside it;
    # at the end the final moment says it all beside the track.
    if over:
        sections = [track(view)]
    elif reveal:
        sections = [big_reveal(view), track(view, side=True)]
    else:
        sections = [track(view), *argument(view)]
    return board(round_, turn, players, sections, over)


def argument(view: MauryPublicView) -> list[Data]:
    """The argument going on: the card just played, the comeback chain, the piles."""
    who = view.players
    sections = []
    if view.last_played is not None:
        sections.append(played(*view.last_played, who, aimed_at(view)))
    chain = [
        f"{who[play.player]}: {card_name(card)}"
        for play, card in zip(view.exchange, view.exchange_cards, strict=True)
    ]
    sections.append(listing("The comeback chain", chain, "No argument going on.", side=True))
    piles = [("Argument cards to draw", view.draw_pile), ("NOT supply", view.supply)]
    sections.append(facts("Piles", piles, side=True))
    return sections


def track(view: MauryPublicView, side: bool = False) -> Data:
    """The Popularity Track: its spaces, each marker's space and the order, least first
    (`side`: beside the board, under the moment)."""
    seats = range(len(view.positions))  # no marker is placed before the starting player
    order = sorted(seats, key=view.positions.__getitem__)
    return {
        "kind": "track",
        "title": "The Popularity Track",
        "spaces": view.track_spaces,
        "markers": [
            {"name": view.players[p], "seat": p, "space": view.positions[p]} for p in seats
        ],
        "order": [view.players[p] for p in order],
        "side": side,
    }


def card_name(card: ArgumentCard) -> str:
    """A card face up, in words: "red 3: take 2 NOT cards" (a Maury card says so)."""
    maury = " Maury card" if card.is_maury else ""
    return f"{card.colour.value} {card.strength}{maury}: {effect(card)}"


def aimed_at(view: MauryPublicView) -> int | None:
    """Whom the argument's latest card is aimed at (a red card's target), if anyone."""
    return view.exchange[-1].target if view.exchange else None


def played(seat: int, card: ArgumentCard, who: tuple[str, ...], target: int | None) -> Data:
    """The argument card just played: who played it (at whom), the card, its quote."""
    return {
        "kind": "card",
        "title": "The argument card just played",
        "who": who[seat] if target is None else f"{who[seat]} at {who[target]}",
        "colour": card.colour.value,
        "card": card_name(card),
        "quote": card.quote,
    }


def big_reveal(view: MauryPublicView) -> Data:
    """The Big Reveal: the envelopes in test order, their odds, and the cards drawn."""
    drawn: dict[int, list[str]] = {}
    for seat, round_, father in view.revealed:
        verdict = "FATHER" if father else "NOT"
        drawn.setdefault(seat, []).append(f"draw {round_}: {verdict}")
    rows = []
    for k, seat in enumerate(view.test_order):
        chance = Fraction(*view.odds[k]) if view.odds else Fraction(0)
        rows.append(
            {
                "name": view.players[seat],
                "odds": float(chance),
                "label": odds(chance),
                "drawn": drawn.get(seat, []),
                "father": view.father == seat,
            }
        )
    return {"kind": "reveal", "title": "The Big Reveal, least popular first", "rows": rows}


def scene(event: Event, view: MauryPublicView) -> Data | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, CardPlayed) and view.last_played is not None:
        _, card = view.last_played
        kind = "comeback" if event.comeback else "opening"
        title = f"{who[event.player]} {'comes back with' if event.comeback else 'plays'}"
        if event.target is not None:
            title += f" at {who[event.target]}"
        return moment("card", title, [card_name(card)], quote=card.quote, colour=kind)
    if isinstance(event, ArgumentSettled):
        return moment("settled", f"{who[event.player]} wins the argument")
    if isinstance(event, CardRevealed):
        k = view.test_order.index(event.player) if event.player in view.test_order else 0
        chance = Fraction(*view.odds[k]) if view.odds else Fraction(0)
        verdict = "YOU ARE THE FATHER!" if event.father else "you are NOT the father."
        return moment(
            "envelope",
            f"In the case of this baby, {who[event.player]}…",
            [verdict],
            bar=float(chance),
            label=f"odds {odds(chance)}",
        )
    if isinstance(event, GameEnded):
        winners = names(who, event.winners)
        rows = sorted(
            (
                standing(who[seat], f"{verdict} (odds were {odds(Fraction(*chance))})", won)
                for seat, chance in zip(view.test_order, view.odds, strict=True)
                for won in [seat != event.father]
                for verdict in ["NOT the father" if won else "THE FATHER"]
            ),
            key=lambda row: not row["won"],  # the winners first, in the reveal's order
        )
        title = f"{who[event.father]} is the father!"
        return moment("final", title, [f"{winners} won!"], standings=rows)
    return None
