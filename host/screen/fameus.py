"""Fame Us's board: the criteria face up on the table, whose turn it is and who holds the
hourglass, the proposal, the vote's tally, hand sizes and starters left; the teams only once
the game is over."""

from __future__ import annotations

from engine.core import TABLE, Event
from engine.fameus import (
    Accused,
    CardsDrawn,
    FameUsPublicView,
    GameEnded,
    Passed,
    Phase,
    ProposalMade,
    Team,
    VoteCounted,
)
from host.messages import Standing
from host.phrasebook.fameus_says import FameUsBoard
from host.phrasebook.words import as_a_name
from host.screen.board import (
    Board,
    Moment,
    Tally,
    board,
    count,
    facts,
    listing,
    moment,
    player,
)

TEAMS = {Team.VIP_SQUARE: FameUsBoard.VIP, Team.KINGS: FameUsBoard.KINGS}


def draw(view: FameUsPublicView) -> Board:
    """The board of a Fame Us game as the whole table knows it."""
    who = view.players
    over = view.phase is Phase.OVER
    round_ = (
        FameUsBoard.GAME_OVER
        if over
        else FameUsBoard.TURN.format(turn=view.turn, player=who[view.first_player])
    )
    players = [
        player(
            name,
            FameUsBoard.IN_HAND.format(cards=count(view.hand_sizes[p], FameUsBoard.CARD))
            if view.hand_sizes
            else "",
            view.hand_sizes[p] if view.hand_sizes else 0,
            [TEAMS[view.teams[p]]] if view.teams else [],
            turn=p == view.acting and not over,
        )
        for p, name in enumerate(who)
    ]
    on_table = listing(FameUsBoard.CRITERIA, view.table, FameUsBoard.NO_CRITERIA)
    accused = (
        []
        if view.accuser is None or view.last_player is None
        else [
            (
                FameUsBoard.ACCUSATION,
                FameUsBoard.ACCUSES.format(
                    accuser=who[view.accuser], accused=who[view.last_player]
                ),
            )
        ]
    )
    state = facts(
        FameUsBoard.THE_TURN,
        [
            *accused,
            (FameUsBoard.PROPOSAL, view.proposal or FameUsBoard.NONE_YET),
            (
                FameUsBoard.PROPOSED_BY,
                who[view.proposer] if view.proposer is not None else FameUsBoard.NOBODY,
            ),
        ],
    )
    # What the table votes on stays with the criteria; the piles go beside them.
    piles = facts(
        FameUsBoard.PILES,
        [(FameUsBoard.STARTERS_LEFT, view.starters_left), (FameUsBoard.PILE, view.pile_left)],
        side=True,
    )
    # At the end the final moment says it all: no empty table of criteria beside it.
    return board(round_, turn(view), players, [] if over else [on_table, state, piles], over)


def turn(view: FameUsPublicView) -> str:
    """Whose turn it is, in words."""
    who = view.players
    if view.phase is Phase.VOTE:
        if view.proposal and view.proposer is not None:
            # In the header, which never gives way: what the table votes on, always in view.
            return FameUsBoard.VOTES_ON.format(proposal=view.proposal, player=who[view.proposer])
        return FameUsBoard.TABLE_VOTES
    if view.phase is Phase.PROPOSE and view.proposer is not None:
        return FameUsBoard.NAMES_A_PERSON.format(player=who[view.proposer])
    if view.phase is Phase.PLAY and 0 <= view.acting < len(who):
        return FameUsBoard.PLAYERS_TURN.format(player=who[view.acting])
    return ""


def scene(event: Event, view: FameUsPublicView) -> Moment | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, ProposalMade):
        title = FameUsBoard.PROPOSES.format(
            player=who[event.player], person=as_a_name(event.person)
        )
        return moment("proposal", title)
    if isinstance(event, VoteCounted):
        against = len(event.noes)
        verdict = FameUsBoard.ACCEPTED if event.won else FameUsBoard.REFUSED
        up = count(len(event.ayes), FameUsBoard.THUMB)
        return moment(
            "vote",
            FameUsBoard.THE_VOTE.format(verdict=verdict),
            [FameUsBoard.TALLY.format(up=up, down=against, needed=event.needed)],
            tally=Tally(len(event.ayes), against, event.needed),
        )
    if isinstance(event, Accused):
        accused = FameUsBoard.OF_BLUFFING.format(
            accuser=who[event.accuser], accused=who[event.accused]
        )
        return moment("accused", accused)
    if isinstance(event, CardsDrawn):
        cards = count(event.count, FameUsBoard.CARD)
        return moment("draw", FameUsBoard.DRAWS.format(player=who[event.player], cards=cards))
    if isinstance(event, Passed) and event.timed_out and event.player != TABLE:
        return moment("timeout", FameUsBoard.TIME_UP.format(player=who[event.player]))
    if isinstance(event, GameEnded):
        return final(event, who)
    return None


def final(event: GameEnded, who: tuple[str, ...]) -> Moment:
    """The end: the winning team, each team's cards counted, every player by team (the
    winners first) with their hand and whether it counted."""
    totals = dict(zip(TEAMS, event.totals, strict=True))
    lines = [
        FameUsBoard.COUNTED.format(team=TEAMS[team], cards=count(totals[team], FameUsBoard.CARD))
        for team in TEAMS
    ]
    ranked = sorted(range(len(who)), key=lambda p: (event.teams[p] not in event.winners, p))
    rows = [
        Standing(
            who[p],
            FameUsBoard.TEAM_HAND.format(team=TEAMS[event.teams[p]], hand=hand),
            event.teams[p] in event.winners,
        )
        for p in ranked
        for hand in [
            FameUsBoard.HAND_COUNTED.format(cards=count(event.hand_sizes[p], FameUsBoard.CARD))
            if p in event.counted
            else count(event.hand_sizes[p], FameUsBoard.CARD)
        ]
    ]
    winners = FameUsBoard.AND.join(TEAMS[t] for t in event.winners) or FameUsBoard.NOBODY
    return moment("final", FameUsBoard.WON.format(who=winners), lines, standings=tuple(rows))
