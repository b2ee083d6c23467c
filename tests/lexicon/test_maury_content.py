"""The shipped Maury Game content passes its checks and plays in the real engine."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import CHANCE, SIMULTANEOUS, TABLE, Shuffle
from engine.maury import (
    ArgumentCard,
    CardRevealed,
    Colour,
    GameEnded,
    Maury,
    MauryConfig,
    NotCardsGained,
    Pass,
    Phase,
    Play,
    Power,
)
from lexicon import maury
from lexicon.core import speech_problem

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


@pytest.fixture(scope="module")
def lex() -> maury.MauryLexicon:
    """The shipped content."""
    return maury.load()


def test_the_checker_passes_on_the_shipped_content():
    assert maury.check() == []


def test_the_deck_is_84_engine_cards_with_their_own_quotes(lex):
    deck = maury.load_deck()
    assert deck == lex.cards and len(deck) == 84
    assert all(isinstance(c, ArgumentCard) for c in deck)
    assert len({c.quote.casefold() for c in deck}) == 84
    assert all(len(c.quote.split()) < 20 and speech_problem(c.quote, 20) is None for c in deck)


def test_the_balance_the_header_describes(lex):
    ordinary = [c for c in lex.cards if not c.is_maury]
    colours = Counter(c.colour for c in lex.cards)
    assert colours == {Colour.BLUE: 34, Colour.RED: 33, Colour.ORANGE: 17}
    # Blue and red mirror each other, strength for strength and icon for icon.
    blue = Counter(
        (c.strength, c.gain_not, c.gain_popularity) for c in ordinary if c.colour == "blue"
    )
    red = Counter(
        (c.strength, c.take_not, c.lose_popularity) for c in ordinary if c.colour == "red"
    )
    assert blue == red
    assert [sum(n for (s, _, _), n in blue.items() if s == k) for k in range(1, 6)] == [
        6,
        7,
        7,
        7,
        5,
    ]
    # Icon points shrink as strength grows.
    points = {
        s: [
            c.gain_not + c.gain_popularity
            for c in ordinary
            if c.colour == "blue" and c.strength == s
        ]
        for s in range(1, 6)
    }
    means = [sum(p) / len(p) for p in points.values()]
    assert means == sorted(means, reverse=True) and set(points[1]) == {3}
    # Every power, and `draw` only on draw-cards cards; four Maury cards, all strength 5.
    assert {c.power for c in lex.cards if c.colour == "orange"} == set(Power)
    assert all((c.draw > 0) == (c.power is Power.DRAW_CARDS) for c in lex.cards)
    mauries = [c for c in lex.cards if c.is_maury]
    assert len(mauries) == 4 and {c.strength for c in mauries} == {5}
    assert {c.colour for c in mauries} == set(Colour)


def test_the_show_lines_fill_in_and_read_aloud(lex):
    show = maury.load_show()
    assert set(show) == set(maury.SHOW_KEYS)
    names = {"player": "Ann", "winners": "Bob and Cy", "father": "Ann"}
    for key, variants in show.items():
        assert len(variants) >= maury.MIN_VARIANTS, key
        assert len(set(variants)) == len(variants), key
        for line in variants:
            spoken = line.format(**names)
            assert "{" not in spoken and speech_problem(spoken, 20) is None, line
    assert all("in the case of this baby" in v.casefold() for v in show["reveal"])
    assert all("NOT the father" in v for v in show["not_father"])
    assert all("ARE the father" in v for v in show["father"])
    assert all("{player}" in v for k in ("reveal", "not_father", "father") for v in show[k])


def test_a_game_is_set_up_and_a_card_settled_with_the_real_deck():
    deck = maury.load_deck()
    g = Maury(MauryConfig(NAMES[:4], deck))
    assert g.current_player() == CHANCE
    g.apply(Shuffle(tuple(range(g.chance_request().size))))  # Ann is Most Popular
    assert g.chance_request().size == 84
    g.apply(Shuffle(tuple(range(84))))
    assert g.state.phase is Phase.PLAY and g.state.turn == 0
    assert [len(h) for h in g.state.hands] == [4, 4, 4, 4] and len(g.state.draw_pile) == 68
    card = g.state.hands[0][0]
    assert deck[card].colour is Colour.BLUE and deck[card].gain_not
    assert isinstance(g.apply(Play(0, card)), list)
    assert g.current_player() == SIMULTANEOUS
    events = g.apply(Pass(TABLE))
    assert NotCardsGained(0, deck[card].gain_not, deck[card].gain_not) in events
    assert g.state.envelopes[0] == 2 + deck[card].gain_not and g.state.turn == 1


@pytest.mark.parametrize("players", range(2, 7))
def test_random_games_with_the_real_deck_reach_the_big_reveal(players):
    deck = maury.load_deck()
    rng = random.Random(players)
    g = Maury(MauryConfig(NAMES[:players], deck))
    events = []
    for _ in range(5000):
        if g.is_over():
            break
        player = g.current_player()
        if player == CHANCE:
            order = list(range(g.chance_request().size))
            rng.shuffle(order)
            action = Shuffle(tuple(order))
        elif player == SIMULTANEOUS:
            plays = [a for p in g.answerers() for a in g.legal_actions(p) if isinstance(a, Play)]
            action = rng.choice(plays) if plays and rng.random() < 0.5 else Pass(TABLE)
        else:
            actions = g.legal_actions(player)
            action = rng.choice(actions)
        result = g.apply(action)
        assert isinstance(result, list), (action, result)
        events += result
    assert g.is_over()
    assert sum(isinstance(e, CardRevealed) and e.father for e in events) == 1
    assert isinstance(events[-1], GameEnded) and len(events[-1].winners) == players - 1
