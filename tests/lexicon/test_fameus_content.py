"""The shipped Fame Us content passes its checks and plays in the real engine."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import CHANCE, Shuffle
from engine.fameus import (
    PLAYERS,
    CriterionPlayed,
    FameUs,
    FameUsConfig,
    Phase,
    Play,
    Team,
    TeamDealt,
    TurnStarted,
)
from lexicon import fameus
from lexicon.core import speech_problem, text_key

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


@pytest.fixture(scope="module")
def lex() -> fameus.FameUsLexicon:
    """The shipped content."""
    return fameus.load()


def test_the_checker_passes_on_the_shipped_content():
    assert fameus.check() == []


def test_112_short_distinct_criteria_a_voice_can_read(lex):
    deck = fameus.load_deck()
    assert deck == lex.criteria and len(deck) == 112
    assert len({text_key(c) for c in deck}) == 112
    assert all(speech_problem(c, fameus.CRITERION_WORDS_UNDER) is None for c in deck)
    assert max(len(c.split()) for c in deck) <= 5


def test_every_kind_is_well_represented(lex):
    kinds = Counter(lex.kinds)
    assert set(kinds) == set(fameus.KINDS) and min(kinds.values()) >= 10
    assert lex.kind(lex.criteria[0]) == lex.kinds[0]


def test_eight_team_cards_four_of_each_named_as_the_engine_names_them():
    teams = fameus.load_teams()
    assert len(teams) == 8 and Counter(teams) == {Team.VIP_SQUARE: 4, Team.KINGS: 4}
    assert all(isinstance(t, Team) for t in teams)


@pytest.mark.parametrize("players", PLAYERS)
def test_a_game_is_set_up_with_the_real_deck(players):
    deck = fameus.load_deck()
    g = FameUs(FameUsConfig(NAMES[:players], deck))
    assert g.current_player() == CHANCE and g.chance_request().size == 112
    assert isinstance(g.apply(Shuffle(tuple(range(112)))), list)
    assert g.chance_request().size == players
    events = g.apply(Shuffle(tuple(range(players))))
    assert isinstance(events, list) and g.state.phase is Phase.PLAY
    # The shipped team cards cover the engine's split at every table size.
    dealt = Counter(e.team for e in events if isinstance(e, TeamDealt))
    assert all(dealt[t] <= n for t, n in Counter(fameus.load_teams()).items())
    start = next(e for e in events if isinstance(e, TurnStarted))
    assert start.criterion == deck[players * 6]
    card = g.state.hands[0][0]
    events = g.apply(Play(0, card))
    assert CriterionPlayed(0, card, deck[0]) in events
