"""The Maury Game: the Big Reveal, with forced envelope shuffles."""

from __future__ import annotations

from collections import Counter
from copy import deepcopy
from fractions import Fraction
from itertools import permutations, product

from engine.core import CHANCE, TABLE, TERMINAL, CoreReason, Shuffle
from engine.maury import (
    CardRevealed,
    EnvelopeShuffled,
    GameEnded,
    Maury,
    Pass,
    Phase,
    RevealStarted,
    father_odds,
)
from tests.engine.maury_helpers import FILLER, blue, game, of, ok, play, red, refused

ANN, BOB, CY = 0, 1, 2


def at_reveal(opening=None, target=None) -> Maury:
    """Three players; Ann's one card (a blue +1 NOT by default) empties the draw pile."""
    g = game(3, [[opening or blue(2, gain_not=1)]], pile=[FILLER])
    ok(play(g, ANN, 0, target=target))
    ok(g.apply(Pass(TABLE)))
    assert g.state.phase is Phase.REVEAL
    return g


def shuffle(g: Maury, *orders: tuple[int, ...]) -> list:
    """Shuffle the envelopes in test order: card 0 is the FATHER card, 1.. the NOT cards."""
    return [e for order in orders for e in ok(g.apply(Shuffle(order)))]


def test_the_reveal_shuffles_every_envelope_from_least_to_most_popular():
    g = at_reveal()
    assert g.state.envelopes == [3, 2, 2] and g.state.supply == 15
    assert RevealStarted((CY, BOB, ANN), (2, 2, 3)) in g.log
    requests = []
    for order in ((0, 1, 2), (0, 1, 2), (0, 1, 2, 3)):
        assert g.current_player() == CHANCE
        request = g.chance_request()
        requests.append((request.purpose, request.size))
        refused(g.apply(Shuffle(order[:-1])), CoreReason.BAD_SHUFFLE)
        ok(g.apply(Shuffle(order)))
    assert requests == [("Cy's envelope", 3), ("Bob's envelope", 3), ("Ann's envelope", 4)]
    assert of(g.log, EnvelopeShuffled) == [EnvelopeShuffled(p) for p in (CY, BOB, ANN)]


def test_a_not_card_goes_back_to_the_supply_and_the_first_father_card_loses():
    g = at_reveal()
    events = shuffle(g, (1, 0, 2), (0, 1, 2), (2, 3, 1, 0))
    assert of(events, CardRevealed) == [CardRevealed(CY, 1, False), CardRevealed(BOB, 1, True)]
    assert events[-1] == GameEnded(BOB, (ANN, CY))
    assert g.state.envelopes == [3, 2, 1] and g.state.supply == 16
    assert g.state.fathers == [1, 0, 1]
    assert g.father() == BOB and g.scores() == (True, False, True)
    assert g.current_player() == TERMINAL and g.is_over()
    refused(g.apply(Pass(TABLE)), CoreReason.GAME_OVER)


def test_testing_starts_again_from_the_least_popular_until_a_father_is_found():
    g = at_reveal()
    events = shuffle(g, (1, 2, 0), (2, 1, 0), (3, 1, 2, 0))
    assert [(e.player, e.round, e.father) for e in of(events, CardRevealed)] == [
        (CY, 1, False),
        (BOB, 1, False),
        (ANN, 1, False),
        (CY, 2, False),
        (BOB, 2, False),
        (ANN, 2, False),
        (CY, 3, True),
    ]
    assert g.father() == CY
    assert g.state.envelopes == [1, 0, 0] and g.state.supply == 21


def test_a_player_with_no_not_cards_left_is_the_father_when_tested():
    g = at_reveal(red(2, take_not=2), target=CY)
    assert g.state.envelopes == [4, 2, 0]
    assert g.chance_request().size == 1
    events = shuffle(g, (0,), (1, 2, 0), (1, 2, 3, 4, 0))
    assert of(events, CardRevealed) == [CardRevealed(CY, 1, True)]


def test_the_reveal_agrees_with_father_odds_over_every_possible_shuffle():
    g = at_reveal()
    sizes = (3, 3, 4)  # Cy, Bob, Ann: their NOT cards plus the FATHER card
    fathers: Counter[int] = Counter()
    for orders in product(*(list(permutations(range(size))) for size in sizes)):
        trial = Maury(g.config, deepcopy(g.state))
        shuffle(trial, *orders)
        fathers[trial.father()] += 1
    total = sum(fathers.values())
    odds = dict(zip((CY, BOB, ANN), father_odds([2, 2, 3]), strict=True))
    assert {p: Fraction(count, total) for p, count in fathers.items()} == odds
