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
from host.phrasebook.words import as_a_name
from host.screen.board import (
    Data,
    board,
    count,
    facts,
    listing,
    moment,
    player,
    standing,
)

TEAMS = {Team.VIP_SQUARE: "VIP Square", Team.KINGS: "Kings of the Dance Floor"}


def draw(view: FameUsPublicView) -> Data:
    """The board of a Fame Us game as the whole table knows it."""
    who = view.players
    over = view.phase is Phase.OVER
    round_ = (
        "Game over" if over else f"Turn {view.turn} · {who[view.first_player]} holds the hourglass"
    )
    players = [
        player(
            name,
            count(view.hand_sizes[p], "card") + " in hand" if view.hand_sizes else "",
            view.hand_sizes[p] if view.hand_sizes else 0,
            [TEAMS[view.teams[p]]] if view.teams else [],
            turn=p == view.acting and not over,
        )
        for p, name in enumerate(who)
    ]
    on_table = listing("Criteria on the table", view.table, "No criteria yet.")
    accused = (
        []
        if view.accuser is None or view.last_player is None
        else [("Accusation", f"{who[view.accuser]} accuses {who[view.last_player]}")]
    )
    state = facts(
        "The turn",
        [
            *accused,
            ("Proposal", view.proposal or "none yet"),
            ("Proposed by", who[view.proposer] if view.proposer is not None else "nobody"),
            ("Starters left", view.starters_left),
            ("Cards in the pile", view.pile_left),
        ],
    )
    return board(round_, turn(view), players, [on_table] if over else [on_table, state], over)


def turn(view: FameUsPublicView) -> str:
    """Whose turn it is, in words."""
    who = view.players
    if view.phase is Phase.VOTE:
        return "The table votes"
    if view.phase is Phase.PROPOSE and view.proposer is not None:
        return f"{who[view.proposer]} names a famous person"
    if view.phase is Phase.PLAY and 0 <= view.acting < len(who):
        return f"{who[view.acting]}'s turn"
    return ""


def scene(event: Event, view: FameUsPublicView) -> Data | None:
    """The show moment of a public event, if it has one."""
    who = view.players
    if isinstance(event, ProposalMade):
        return moment("proposal", f"{who[event.player]} proposes {as_a_name(event.person)}")
    if isinstance(event, VoteCounted):
        against = len(event.voters) - len(event.ayes)
        verdict = "Accepted!" if event.won else "Refused."
        return moment(
            "vote",
            f"The vote: {verdict}",
            [f"{count(len(event.ayes), 'thumb')} up, {against} down; {event.needed} needed."],
            tally={"up": len(event.ayes), "down": against, "needed": event.needed},
        )
    if isinstance(event, Accused):
        return moment("accused", f"{who[event.accuser]} accuses {who[event.accused]} of bluffing")
    if isinstance(event, CardsDrawn):
        return moment("draw", f"{who[event.player]} draws {count(event.count, 'card')}")
    if isinstance(event, Passed) and event.timed_out and event.player != TABLE:
        return moment("timeout", f"Time is up for {who[event.player]}")
    if isinstance(event, GameEnded):
        return final(event, who)
    return None


def final(event: GameEnded, who: tuple[str, ...]) -> Data:
    """The end: the winning team, each team's cards counted, every player by team (the
    winners first) with their hand and whether it counted."""
    totals = dict(zip(TEAMS, event.totals, strict=True))
    lines = [f"{TEAMS[team]}: {count(totals[team], 'card')} counted" for team in TEAMS]
    ranked = sorted(range(len(who)), key=lambda p: (event.teams[p] not in event.winners, p))
    rows = [
        standing(who[p], f"{TEAMS[event.teams[p]]} · {hand}", event.teams[p] in event.winners)
        for p in ranked
        for hand in [
            count(event.hand_sizes[p], "card") + (" counted" if p in event.counted else "")
        ]
    ]
    winners = " and ".join(TEAMS[t] for t in event.winners) or "nobody"
    return moment("final", f"{winners} won!", lines, standings=rows)
