"""The Maury Game: argument cards, config validation and setting the stage."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, Shuffle
from engine.maury import (
    HAND_SIZE,
    NOT_CARDS,
    TRACK_SPACES,
    ArgumentCard,
    CardsDealt,
    CardsReceived,
    Colour,
    Maury,
    MauryConfig,
    Phase,
    Power,
    StartingPlayerChosen,
    TurnStarted,
)
from tests.engine.maury_helpers import FILLER, NAMES, blue, ok, orange, red

QUOTE = "Talk to the hand, because the paternity lab stopped answering."


def config(players: int, cards: int | None = None, **kwargs) -> MauryConfig:
    """A config of `players` players and a filler deck of `cards` cards (4n + 1 by default)."""
    size = HAND_SIZE * players + 1 if cards is None else cards
    return MauryConfig(NAMES[:players], (FILLER,) * size, **kwargs)


# ---- argument cards --------------------------------------------------------------------------


def test_cards_accept_the_lexicon_strings():
    card = ArgumentCard("orange", 2, QUOTE, power="draw cards", draw=2)
    assert card.colour is Colour.ORANGE and card.power is Power.DRAW_CARDS


def test_unknown_power_kind_is_refused_at_load_time():
    with pytest.raises(ValueError, match="unknown power kind 'time travel'"):
        ArgumentCard("orange", 2, QUOTE, power="time travel")


@pytest.mark.parametrize(
    "fields",
    [
        {"colour": "purple", "strength": 2, "gain_not": 1},
        {"colour": "blue", "strength": 0, "gain_not": 1},
        {"colour": "blue", "strength": 6, "gain_not": 1},
        {"colour": "blue", "strength": 2.0, "gain_not": 1},
        {"colour": "blue", "strength": 2},
        {"colour": "blue", "strength": 2, "gain_not": 6},
        {"colour": "blue", "strength": 2, "gain_not": -1},
        {"colour": "blue", "strength": 2, "take_not": 1},
        {"colour": "blue", "strength": 2, "gain_not": 1, "power": "swap places"},
        {"colour": "red", "strength": 2, "gain_popularity": 1},
        {"colour": "red", "strength": 2},
        {"colour": "orange", "strength": 2},
        {"colour": "orange", "strength": 2, "power": "draw cards"},
        {"colour": "orange", "strength": 2, "power": "swap places", "draw": 1},
        {"colour": "orange", "strength": 2, "power": "swap places", "gain_not": 1},
        {"colour": "blue", "strength": 2, "gain_not": 1, "is_maury": "yes"},
    ],
)
def test_malformed_cards_are_refused(fields):
    with pytest.raises(ValueError):
        ArgumentCard(quote=QUOTE, **fields)


def test_a_card_needs_a_quote():
    with pytest.raises(ValueError, match="quote"):
        ArgumentCard("blue", 2, "   ", gain_not=1)


# ---- config ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 6])
def test_two_to_six_players(players):
    assert len(config(players).players) == players


@pytest.mark.parametrize("players", [1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(players):
    with pytest.raises(ValueError, match="2 to 6 players"):
        MauryConfig(tuple(f"P{i}" for i in range(players)), (FILLER,) * 40)


def test_player_names_must_differ():
    with pytest.raises(ValueError, match="different"):
        MauryConfig(("Ann", "ann "), (FILLER,) * 9)


def test_deck_must_leave_a_draw_pile_after_the_deal():
    with pytest.raises(ValueError, match="more than 4 cards per player"):
        config(3, cards=12)


def test_deck_holds_argument_cards_only():
    with pytest.raises(ValueError, match="argument cards"):
        MauryConfig(("Ann", "Bob"), ("a card",) * 9)


def test_track_needs_a_space_per_player():
    with pytest.raises(ValueError, match="one space per player"):
        config(4, track_spaces=3)


# ---- setting the stage -----------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 7))
def test_each_envelope_gets_one_father_and_two_not_cards_and_the_rest_is_the_supply(players):
    g = Maury(config(players))
    assert g.state.envelopes == [2] * players
    assert g.state.fathers == [1] * players
    assert g.state.supply == NOT_CARDS - 2 * players
    assert g.current_player() == CHANCE
    assert g.chance_request().purpose == "starting player"
    assert g.chance_request().size == players


def test_random_starting_player_takes_the_star_and_the_others_line_up_clockwise_to_the_left():
    g = Maury(config(4))
    events = ok(g.apply(Shuffle((2, 0, 3, 1))))
    star = TRACK_SPACES - 1
    # Clockwise from Cy: Dee, Ann, Bob take the first empty spaces to the left.
    assert g.state.positions == [star - 2, star - 3, star, star - 1]
    assert events == [StartingPlayerChosen(2, (star - 2, star - 3, star, star - 1))]
    assert g.test_order() == (1, 0, 3, 2)


def test_the_deal_gives_four_cards_each_privately_and_the_rest_forms_the_draw_pile():
    g = Maury(config(3, cards=15))
    ok(g.apply(Shuffle((1, 0, 2))))
    assert g.chance_request().purpose == "argument cards"
    order = (14, 3, 7, 0, 9, 1, 12, 5, 2, 8, 13, 11, 4, 6, 10)
    events = ok(g.apply(Shuffle(order)))
    assert g.state.hands == [[14, 3, 7, 0], [9, 1, 12, 5], [2, 8, 13, 11]]
    assert g.state.draw_pile == [4, 6, 10]
    assert CardsDealt(4, 3) in events
    assert CardsReceived(1, (9, 1, 12, 5)) in events
    assert [e for e in g.visible_log(0) if isinstance(e, CardsReceived)] == [
        CardsReceived(0, (14, 3, 7, 0))
    ]


def test_the_most_popular_player_goes_first():
    g = Maury(config(3))
    ok(g.apply(Shuffle((1, 2, 0))))
    events = ok(g.apply(Shuffle(tuple(range(13)))))
    assert events[-1] == TurnStarted(1, 1)
    assert g.state.phase is Phase.PLAY
    assert g.current_player() == 1


def test_quotes_and_icons_of_test_cards_survive_a_json_round_trip():
    g = Maury(
        MauryConfig(
            ("Ann", "Bob"),
            (blue(3, 1, 2), red(4, 2, 1, maury=True), orange(Power.DRAW_CARDS, 2, 3)) * 3,
        )
    )
    again = Maury.from_json(g.to_json())
    assert again.config == g.config
    assert again.state == g.state
