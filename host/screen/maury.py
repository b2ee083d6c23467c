"""The Maury Game's board: the Popularity Track with every marker, each player's NOT cards and
hand size, the argument card just played with its quote, the comeback chain, the draw pile and
NOT supply, and the Big Reveal (test order, each envelope's odds and what it said); no hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from engine.core import Event
from engine.maury import (
    ArgumentCard,
    ArgumentSettled,
    CardPlayed,
    CardRevealed,
    EnvelopeShuffled,
    GameEnded,
    MauryPublicView,
    Phase,
    RevealStarted,
)
from host.messages import Standing
from host.phrasebook.maury import effect, odds
from host.phrasebook.maury_says import MauryBoard, MaurySays
from host.screen.board import (
    Board,
    Marker,
    Moment,
    PlayedCard,
    Reveal,
    RevealRow,
    Section,
    Track,
    board,
    count,
    facts,
    listing,
    moment,
    names,
    player,
)


def draw(view: MauryPublicView) -> Board:
    """The board of a Maury game as the whole table knows it."""
    who = view.players
    over = view.phase is Phase.OVER
    reveal = view.phase in (Phase.REVEAL, Phase.OVER)
    if over:
        round_, turn = MauryBoard.GAME_OVER, ""
    elif reveal:
        round_, turn = MauryBoard.BIG_REVEAL, MauryBoard.ENVELOPES_OUT
    else:
        round_ = MauryBoard.TURN.format(turn=view.turns)
        turn = MauryBoard.MAKES_THEIR_CASE.format(player=who[view.turn])
    players = [
        player(
            name,
            count(view.envelopes[p], MaurySays.NOT_CARD) if view.envelopes else "",
            view.envelopes[p] if view.envelopes else 0,
            [MauryBoard.IN_HAND.format(cards=count(view.hand_sizes[p], MaurySays.CARD))]
            if view.hand_sizes
            else [],
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


def argument(view: MauryPublicView) -> list[Section]:
    """The argument going on: the card just played, the comeback chain, the piles."""
    who = view.players
    sections = []
    if view.last_played is not None:
        sections.append(played(*view.last_played, who, aimed_at(view)))
    chain = [
        MauryBoard.CHAIN_LINK.format(player=who[play.player], card=card_name(card))
        for play, card in zip(view.exchange, view.exchange_cards, strict=True)
    ]
    sections.append(listing(MauryBoard.CHAIN, chain, MauryBoard.NO_ARGUMENT, side=True))
    piles = [(MauryBoard.TO_DRAW, view.draw_pile), (MauryBoard.NOT_SUPPLY, view.supply)]
    sections.append(facts(MauryBoard.PILES, piles, side=True))
    return sections


def track(view: MauryPublicView, side: bool = False) -> Track:
    """The Popularity Track: its spaces, each marker's space and the order, least first
    (`side`: beside the board, under the moment)."""
    seats = range(len(view.positions))  # no marker is placed before the starting player
    order = sorted(seats, key=view.positions.__getitem__)
    return Track(
        MauryBoard.TRACK,
        view.track_spaces,
        tuple(Marker(view.players[p], p, view.positions[p]) for p in seats),
        tuple(view.players[p] for p in order),
        side,
    )


def card_name(card: ArgumentCard) -> str:
    """A card face up, in words: "red 3: take 2 NOT cards" (a Maury card says so)."""
    maury = MauryBoard.MAURY_CARD if card.is_maury else ""
    return MauryBoard.CARD_NAME.format(
        colour=card.colour.value, strength=card.strength, maury=maury, effect=effect(card)
    )


def aimed_at(view: MauryPublicView) -> int | None:
    """Whom the argument's latest card is aimed at (a red card's target), if anyone."""
    return view.exchange[-1].target if view.exchange else None


def played(seat: int, card: ArgumentCard, who: tuple[str, ...], target: int | None) -> PlayedCard:
    """The argument card just played: who played it (at whom), the card, its quote."""
    by = who[seat] if target is None else MauryBoard.AT.format(player=who[seat], target=who[target])
    return PlayedCard(MauryBoard.JUST_PLAYED, by, card.colour.value, card_name(card), card.quote)


def big_reveal(view: MauryPublicView) -> Reveal:
    """The Big Reveal: the envelopes in test order, their odds, and the cards drawn."""
    drawn: dict[int, list[str]] = {}
    for seat, round_, father in view.revealed:
        verdict = MauryBoard.FATHER if father else MauryBoard.NOT
        drawn.setdefault(seat, []).append(MauryBoard.DRAW.format(round=round_, verdict=verdict))
    rows = []
    for k, seat in enumerate(view.test_order):
        chance = Fraction(*view.odds[k]) if view.odds else Fraction(0)
        rows.append(
            RevealRow(
                view.players[seat],
                float(chance),
                odds(chance),
                tuple(drawn.get(seat, ())),
                view.father == seat,
            )
        )
    return Reveal(MauryBoard.REVEAL, tuple(rows))


def told(view: MauryPublicView, events: Sequence[Event]) -> MauryPublicView | None:
    """The public view once only `events` (the first of the newest) are said: from the Big
    Reveal's start, its envelopes with only the cards drawn so far and no father yet; before
    it, None (the board stays as it was until the change's last event)."""
    if not any(isinstance(e, RevealStarted) for e in events):
        return None
    revealed = tuple((e.player, e.round, e.father) for e in events if isinstance(e, CardRevealed))
    # A NOT card drawn leaves its envelope for the supply: those not yet said are still in it.
    unsaid = [seat for seat, _round, father in view.revealed[len(revealed) :] if not father]
    envelopes = list(view.envelopes)
    for seat in unsaid:
        envelopes[seat] += 1
    return replace(
        view,
        phase=Phase.REVEAL,
        father=next((seat for seat, _round, father in revealed if father), None),
        revealed=revealed,
        envelopes=tuple(envelopes),
        supply=view.supply - len(unsaid),
    )


def envelope_odds(view: MauryPublicView, seat: int) -> Fraction:
    """The odds that `seat`'s envelope holds the FATHER card, as the Big Reveal tests it."""
    k = view.test_order.index(seat) if seat in view.test_order else 0
    return Fraction(*view.odds[k]) if view.odds else Fraction(0)


def scene(event: Event, view: MauryPublicView) -> Moment | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, CardPlayed):
        card = dict(view.face_up)[event.card]
        kind = "comeback" if event.comeback else "opening"
        title = (MauryBoard.COMES_BACK if event.comeback else MauryBoard.PLAYS).format(
            player=who[event.player]
        )
        if event.target is not None:
            title = MauryBoard.AIMED.format(title=title, target=who[event.target])
        return moment("card", title, [card_name(card)], quote=card.quote, colour=kind)
    if isinstance(event, ArgumentSettled):
        return moment("settled", MauryBoard.WINS_ARGUMENT.format(player=who[event.player]))
    if isinstance(event, EnvelopeShuffled):
        chance = envelope_odds(view, event.player)
        return moment(
            "envelope",
            MauryBoard.SHUFFLED.format(player=who[event.player]),
            [],
            bar=float(chance),
            label=MauryBoard.ODDS.format(odds=odds(chance)),
        )
    if isinstance(event, CardRevealed):
        chance = envelope_odds(view, event.player)
        verdict = MauryBoard.YOU_ARE if event.father else MauryBoard.YOU_ARE_NOT
        return moment(
            "envelope",
            MauryBoard.IN_THE_CASE.format(player=who[event.player]),
            [verdict],
            bar=float(chance),
            label=MauryBoard.ODDS.format(odds=odds(chance)),
        )
    if isinstance(event, GameEnded):
        winners = names(who, event.winners)
        rows = sorted(
            (
                Standing(
                    who[seat],
                    MauryBoard.ODDS_WERE.format(verdict=verdict, odds=odds(Fraction(*chance))),
                    won,
                )
                for seat, chance in zip(view.test_order, view.odds, strict=True)
                for won in [seat != event.father]
                for verdict in [MauryBoard.NOT_THE_FATHER if won else MauryBoard.THE_FATHER]
            ),
            key=lambda row: not row.won,  # the winners first, in the reveal's order
        )
        title = MauryBoard.IS_THE_FATHER.format(player=who[event.father])
        return moment("final", title, [MauryBoard.WON.format(who=winners)], standings=tuple(rows))
    return None
