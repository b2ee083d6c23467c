"""Fame Us votes: who proposes, who votes, the threshold, and who draws afterwards."""

from __future__ import annotations

import pytest

from engine.core import TABLE, CoreReason
from engine.fameus import (
    Accuse,
    FameUs,
    FameUsReason,
    Pass,
    Phase,
    Play,
    ProposalMade,
    Propose,
    Vote,
    VoteCounted,
)
from tests.engine.fameus_helpers import first_card, game, ok


def to_vote(n: int, accuse: bool) -> FameUs:
    """A game of `n` at its first vote: player 1 played last, accused by 2 if `accuse`."""
    g = game(n)
    ok(g.apply(Play(0, first_card(0))))
    ok(g.apply(Play(1, first_card(1))))
    if accuse:
        ok(g.apply(Accuse(2)))
    else:
        for p in range(2, n):
            ok(g.apply(Pass(p)))
    ok(g.apply(Propose(1, "Someone Famous")))
    return g


def hand_sizes(g: FameUs) -> list[int]:
    """How many cards each player holds."""
    return [len(h) for h in g.state.hands]


def test_the_proposer_names_a_known_person():
    g = game(4)
    ok(g.apply(Play(0, first_card(0))))
    for p in (1, 2, 3):
        ok(g.apply(Pass(p)))
    assert g.state.phase is Phase.PROPOSE and g.current_player() == 0
    assert g.legal_actions(0) == [Propose(0, "")]
    assert g.apply(Propose(2, "Ada Lovelace")).reason is FameUsReason.NOT_THE_PROPOSER
    assert g.apply(Propose(0, "  ")).reason is FameUsReason.EMPTY_PROPOSAL
    assert g.apply(Vote((1, 2))).reason is CoreReason.WRONG_MOMENT
    assert ok(g.apply(Propose(0, " Ada Lovelace "))) == [ProposalMade(0, "Ada Lovelace")]
    assert g.view(3).proposal == "Ada Lovelace"
    assert g.current_player() == TABLE


def test_neither_the_proposer_nor_the_accuser_votes():
    g = to_vote(5, accuse=True)
    assert g.voters() == (0, 3, 4)
    assert g.apply(Vote((0, 1))).reason is FameUsReason.NOT_A_VOTER
    assert g.apply(Vote((2,))).reason is FameUsReason.NOT_A_VOTER
    assert g.apply(Vote((0, 0))).reason is FameUsReason.DUPLICATE_VOTER
    assert g.apply(Vote((0,), (0,))).reason is FameUsReason.DUPLICATE_VOTER
    assert g.apply(Vote((0,), (1,))).reason is FameUsReason.NOT_A_VOTER
    assert g.apply(Vote((0, 5))).reason is CoreReason.UNKNOWN_PLAYER
    assert g.state.phase is Phase.VOTE


def test_every_split_of_the_voters_is_a_legal_vote():
    g = to_vote(6, accuse=False)
    votes = g.legal_actions(TABLE)
    assert len(votes) == 2**5 == len(set(votes))
    assert all(g.check(v) is None and 1 not in v.ayes for v in votes)


def test_accused_and_winning_the_vote_the_accuser_draws_two():
    g = to_vote(5, accuse=True)
    before = hand_sizes(g)
    events = ok(g.apply(Vote((0, 3), (4,))))
    assert VoteCounted(1, (0, 3), (0, 3, 4), 2, True, (4,)) in events
    assert hand_sizes(g) == [before[0], before[1], before[2] + 2, before[3], before[4]]


def test_accused_and_losing_the_vote_the_proposer_draws_three():
    g = to_vote(5, accuse=True)
    before = hand_sizes(g)
    events = ok(g.apply(Vote((4,), (0, 3))))
    assert VoteCounted(1, (4,), (0, 3, 4), 2, False, (0, 3)) in events
    assert hand_sizes(g) == [before[0], before[1] + 3, *before[2:]]


@pytest.mark.parametrize("won", [True, False])
def test_without_accuser_a_winner_draws_nothing_and_a_loser_draws_three(won):
    g = to_vote(4, accuse=False)
    before = hand_sizes(g)
    ok(g.apply(Vote((0, 2) if won else (3,))))
    assert hand_sizes(g) == [before[0], before[1] + (0 if won else 3), *before[2:]]
    assert g.state.turn == 2


@pytest.mark.parametrize(
    "n, accuse, voters, needed",
    [
        (4, True, 2, 1),
        (4, False, 3, 2),
        (5, False, 4, 2),
        (5, True, 3, 2),
        (8, True, 6, 3),
        (8, False, 7, 4),
    ],
)
def test_at_least_half_of_the_voters_for_wins(n, accuse, voters, needed):
    for ayes, won in [(needed, True), (needed - 1, False)]:
        g = to_vote(n, accuse)
        assert len(g.voters()) == voters and g.needed() == needed
        events = ok(g.apply(Vote(g.voters()[:ayes])))
        counted = next(e for e in events if isinstance(e, VoteCounted))
        assert (len(counted.ayes), len(counted.voters), counted.won) == (ayes, voters, won)
