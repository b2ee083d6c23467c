"""Fame Us lines: one phrase function per event of engine.fameus."""

from __future__ import annotations

from dataclasses import replace

from engine.fameus import (
    Accused,
    CardsDealt,
    CardsDrawn,
    CardsSeen,
    CriterionPlayed,
    FameUsReason,
    GameEnded,
    HandDealt,
    NoProposal,
    Passed,
    PileReshuffled,
    PilesEmpty,
    ProposalDue,
    ProposalMade,
    Team,
    TeamDealt,
    TeamsDealt,
    TurnEnded,
    TurnStarted,
    VoteCounted,
)
from host.phrasebook.core import Book, Speaker, cards_drawn, fill, joined
from host.phrasebook.words import as_a_name, count, listing, number
from host.voice.line import Cue, Line, cue

BOOK = Book("fameus")
BOOK.secret(FameUsReason.NOT_IN_HAND)
BOOK.first_time(
    Accused,
    "An accusation says the last player to play has nobody in mind: now they must name their "
    "famous person, and the table votes.",
)
UNCAUGHT_NAME = "a name the host did not catch"
"""The proposal recorded when the ears could not make out the famous person's name."""
VOTE_FOR = ("for", "yes", "thumbs up", "i vote for", "in favour")
"""What a voter may say for a proposal (longer phrases are the surest to be heard)."""
VOTE_AGAINST = ("against", "no", "thumbs down", "i vote against")
"""What a voter may say against a proposal."""
READY = ("we are ready", "let's vote", "vote")
"""What ends a discussion and calls the vote."""
SAND_RUNNING = "the sand is running"
"""Said with every question put to a player while the hourglass runs on them."""


@BOOK.on(CardsDealt)
def _dealt(say: Speaker, e: CardsDealt) -> Line:
    return say.line(
        (
            "Welcome to Fame Us! Everyone gets {hand}, with {starters} in the Starters pile.",
            "Let's play Fame Us. {hand} each, {starters} in the Starters pile, {pile} to draw.",
        ),
        hand=count(e.hand_size, "criteria card"),
        starters=count(e.starters, "card"),
        pile=count(e.pile, "card"),
    )


@BOOK.on(HandDealt)
def _hand(say: Speaker, e: HandDealt) -> Line:
    return say.line(
        ("{player}, your cards: {criteria}.", "{player}, you hold: {criteria}."),
        player=say.name(e.player),
        criteria="; ".join(e.criteria) or "nothing",
    )


@BOOK.on(CardsSeen)
def _seen(say: Speaker, e: CardsSeen) -> Line:
    line = say.line(
        ("{player}, you drew: {criteria}.", "{player}, new in your hand: {criteria}."),
        player=say.name(e.player),
        criteria="; ".join(e.criteria),
    )
    return replace(line, waits=True)  # told with the player's hand at their next look


@BOOK.on(TeamsDealt)
def _teams(say: Speaker, e: TeamsDealt) -> Line:
    return say.line(
        (
            "The teams are dealt face down: {vip} for {VIP}, {kings} for {KINGS}. Keep it secret!",
            "Secret teams! {vip} for {VIP} and {kings} for {KINGS}. Nobody show their card.",
        ),
        vip=count(e.vip_square, "player"),
        kings=count(e.kings, "player"),
        VIP=Team.VIP_SQUARE.value,
        KINGS=Team.KINGS.value,
    )


@BOOK.on(TeamDealt)
def _team(say: Speaker, e: TeamDealt) -> Line:
    return say.line(
        ("{player}, you play for {team}.", "Shh, {player}: your team is {team}."),
        player=say.name(e.player),
        team=e.team.value,
    )


@BOOK.on(TurnStarted)
def _turn(say: Speaker, e: TurnStarted) -> Line:
    return say.line(
        (
            "Turn {n}! {player} turns up the starter: {criterion}.",
            "Turn {n}, and {player} holds the hourglass. The starter card says: {criterion}.",
        ),
        to=e.first_player,
        n=number(e.number),
        player=say.name(e.first_player),
        criterion=e.criterion,
    )


@BOOK.on(CriterionPlayed)
def _played(say: Speaker, e: CriterionPlayed) -> Line:
    return say.line(
        (
            "{player} plays: {criterion}.",
            "{criterion}, says {player}.",
            "{player} adds: {criterion}.",
        ),
        player=say.name(e.player),
        criterion=e.criterion,
    )


@BOOK.on(Passed)
def _passed(say: Speaker, e: Passed) -> Line:
    if e.timed_out:
        variants = ("Time's up, {player}! That's a pass.", "The sand ran out on {player}: pass.")
    else:
        variants = ("{player} passes.", "{player} sits this one out.")
    return say.line(variants, player=say.name(e.player))


@BOOK.on(CardsDrawn)
def _drawn(say: Speaker, e: CardsDrawn) -> Line:
    return cards_drawn(say, e.player, e.count)


@BOOK.on(PileReshuffled)
def _reshuffled(say: Speaker, e: PileReshuffled) -> Line:
    return say.line(
        ("The pile is empty: shuffling {cards} back in.", "Reshuffle! A new pile from {cards}."),
        cards=count(e.cards, "discarded card"),
    )


@BOOK.on(PilesEmpty)
def _piles_empty(say: Speaker, e: PilesEmpty) -> Line:
    return say.line(
        ("{player} should draw {missing}, but there are none left.",),
        player=say.name(e.player),
        missing=count(e.missing, "more card"),
    )


@BOOK.on(Accused)
def _accused(say: Speaker, e: Accused) -> Line:
    return say.line(
        (
            "{accuser} calls a bluff on {accused}!",
            "Objection! {accuser} doesn't believe {accused}.",
        ),
        to=e.accused,
        accuser=say.name(e.accuser),
        accused=say.name(e.accused),
    )


@BOOK.on(ProposalDue)
def _proposal_due(say: Speaker, e: ProposalDue) -> Line:
    if e.accuser is not None:
        return say.line(
            ("{proposer}, prove it to {accuser}: who were you thinking of?",),
            to=e.proposer,
            proposer=say.name(e.proposer),
            accuser=say.name(e.accuser),
        )
    return say.line(
        ("{proposer}, who were you thinking of?", "So, {proposer}: who is it?"),
        to=e.proposer,
        proposer=say.name(e.proposer),
    )


@BOOK.on(NoProposal)
def _no_proposal(say: Speaker, _e: NoProposal) -> Line:
    return say.line(("Nobody played a card, so there's no vote this turn.",))


@BOOK.on(ProposalMade)
def _proposal(say: Speaker, e: ProposalMade) -> Line:
    if e.person == UNCAUGHT_NAME:
        return say.line(
            (
                "{player} has named someone. I could not make it out, but you all heard it.",
                "The name is out, {player}! I missed it, but the table did not.",
            ),
            player=say.name(e.player),
        )
    return say.line(
        ("{player} names {person}. Does it fit?", "{player} was thinking of {person}."),
        player=say.name(e.player),
        person=as_a_name(e.person.strip()) or "someone",
    )


@BOOK.on(VoteCounted)
def _vote(say: Speaker, e: VoteCounted) -> list[Line]:
    # Only the votes cast: a vote is evidence about the secret teams.
    tally = say.line(
        ("For: {ayes}. Against: {against}.", "Thumbs up: {ayes}. Thumbs down: {against}."),
        ayes=say.names(e.ayes) if e.ayes else "nobody",
        against=say.names(e.noes) if e.noes else "nobody",
    )
    if len(e.ayes) + len(e.noes) < len(e.voters):
        variants = (
            ("{ayes} for out of {voters}: settled. {proposer} wins the vote!",)
            if e.won
            else ("{noes} against out of {voters}: settled. {proposer} loses the vote.",)
        )
    elif e.won:
        variants = (
            "{ayes} of {voters} for, {needed} needed: {proposer} wins the vote!",
            "{ayes} for out of {voters}, {needed} needed. Well argued, {proposer}!",
        )
    else:
        variants = (
            "{votes} for out of {voters}, {needed} needed: {proposer} loses the vote.",
            "The table isn't buying it, {proposer}: {votes} for, {needed} needed.",
        )
    verdict = say.line(
        variants,
        to=e.proposer,
        ayes=number(len(e.ayes)),
        noes=number(len(e.noes)),
        votes=count(len(e.ayes), "vote"),
        voters=number(len(e.voters)),
        needed=number(e.needed),
        proposer=say.name(e.proposer),
    )
    return [cue(Cue.TALLY), tally, verdict]


@BOOK.on(TurnEnded)
def _turn_ended(say: Speaker, e: TurnEnded) -> Line:
    return say.line(
        ("End of turn {n}: {cards} to the discards.", "Turn {n} is over. Clear the table."),
        n=number(e.number),
        cards=count(e.discarded, "card"),
    )


@BOOK.on(GameEnded)
def _game_over(say: Speaker, e: GameEnded) -> list[Line]:
    if e.empty_hands:
        why = say.line(
            ("{players} played every card. The game is over!",), players=say.names(e.empty_hands)
        )
    else:
        why = say.line(("The Starters pile is empty. The game is over!",))
    hands = list(zip(e.teams, e.hand_sizes, strict=False))  # one per player in a real game
    lines = [
        say.line(
            ("{team}: {players}.",),
            team=team.value,
            players=joined(
                [fill("{p} with {n}", p=say.name(p), n=count(n, "card")) for p, n in members]
            ),
        )
        for team in Team
        if (members := [(p, n) for p, (t, n) in enumerate(hands) if t is team])
    ]
    if len(e.counted) < len(e.teams):
        lines.append(
            say.line(
                ("An odd table: in each team only the fewest and the most cards count, {who}'s.",),
                who=say.names(e.counted),
            )
        )
    totals = say.line(
        ("Cards counted: {VIP}, {vip}; {KINGS}, {kings}.",),
        VIP=Team.VIP_SQUARE.value,
        KINGS=Team.KINGS.value,
        vip=number(e.totals[0]),
        kings=number(e.totals[1]),
    )
    winners = listing([t.value for t in e.winners])
    if len(e.winners) == 1:
        verdict = say.line(("{team} wins with the fewest cards!",), team=winners)
    else:
        verdict = say.line(("It's a tie! {teams} both win.",), teams=winners)
    return [why, *lines, totals, verdict]
