"""One test per Maudit Mot Dit rule, on scripted decks, asserting exact scores."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, SIMULTANEOUS, TABLE, TERMINAL, CoreReason, Rejection, Shuffle
from engine.motdit import (
    Answer,
    BadLuckGiven,
    BadLuckPileEmpty,
    Bonus,
    ChooseWord,
    CloseAnswers,
    ClueForbidden,
    ClueVerdict,
    CurseMoved,
    CurseStruckTwice,
    DeckRanOut,
    GameEnded,
    GiveAway,
    GiveBadLuck,
    GiveClue,
    MotDit,
    MotDitConfig,
    MotDitReason,
    Motion,
    MotionFailed,
    MotionKind,
    Phase,
    PlayAgain,
    PointsScored,
    PoolRanOut,
    RoundEnded,
    WordGivenAway,
    WordGuessed,
)
from tests.engine.motdit_helpers import card, game, ok

FOUR = "Ann,Bob,Cy,Dee"


def clue_and_pass(g: MotDit, word: str) -> None:
    """The holder gives a clue and nobody answers it."""
    ok(g.apply(GiveClue(g.state.holder, word)))
    ok(g.apply(CloseAnswers()))


def test_rulebook_example_fish_in_four_guessed_by_felix_on_third_clue():
    g = game("Irma,Annabelle,Felix", [card("Fish", 4), card("x", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    for clue, first, second in [
        ("Astrology", (1, "Sign"), (2, "Horoscope")),
        ("Moon", (2, "Planet"), (1, "Constellation")),
    ]:
        ok(g.apply(GiveClue(0, clue)))
        ok(g.apply(Answer((first[0],), False, first[1])))
        ok(g.apply(Answer((second[0],), False, second[1])))
    ok(g.apply(GiveClue(0, "Tail")))
    events = ok(g.apply(Answer((2,), True, "Fish")))
    assert WordGuessed((2,), "Fish", 3, 4) in events
    assert g.state.points == [0, 0, 3]
    assert g.state.holder == 1


def test_players_three_to_six():
    deck = (card("a", 1), card("b", 1))
    for names in [("A", "B"), tuple("ABCDEFG")]:
        with pytest.raises(ValueError):
            MotDitConfig(names, deck)
    for n in range(3, 7):
        assert len(MotDitConfig(tuple("ABCDEF"[:n]), deck).players) == n


def test_player_names_must_differ():
    with pytest.raises(ValueError):
        MotDitConfig(("Ann", "ann", "Bob"), (card("a", 1), card("b", 1)))


def test_setup_puts_half_the_cards_in_the_pool_and_shuffles_the_rest():
    deck = tuple(card(f"w{i}", 2) for i in range(11))
    g = MotDit(MotDitConfig(("A", "B", "C"), deck))
    assert g.current_player() == CHANCE
    assert g.chance_request().size == 11
    order = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
    ok(g.apply(Shuffle(order)))
    assert g.state.pool == 5
    assert g.state.card == 5  # first card of the shuffled box deck
    assert g.state.deck == [4, 3, 2, 1, 0]


def test_shuffle_must_be_a_permutation_of_the_deck():
    g = MotDit(MotDitConfig(("A", "B", "C"), (card("a", 1), card("b", 1))))
    assert g.apply(Shuffle((0, 0))).reason is CoreReason.BAD_SHUFFLE
    assert g.apply(ChooseWord(0, 0)).reason is CoreReason.WAITING_FOR_CHANCE


def test_holder_chooses_one_of_the_two_words():
    g = game("A,B,C", [card("fish", 4, other=2)])
    assert g.apply(ChooseWord(1, 0)).reason is MotDitReason.NOT_THE_HOLDER
    assert g.apply(ChooseWord(0, 2)).reason is MotDitReason.NO_SUCH_OPTION
    ok(g.apply(ChooseWord(0, 1)))
    assert g.secret_word() == "fish-b"
    assert g.view(1).clue_count == 2


def test_clues_come_one_at_a_time_with_answers_between():
    g = game("A,B,C", [card("fish", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    assert g.current_player() == SIMULTANEOUS
    assert g.apply(GiveClue(0, "scales")).reason is CoreReason.WRONG_MOMENT
    assert g.apply(GiveClue(1, "scales")).reason is MotDitReason.NOT_THE_HOLDER


def test_a_clue_already_used_is_refused():
    g = game("A,B,C", [card("fish", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "Sea")
    rejection = g.apply(GiveClue(0, " sea "))
    assert isinstance(rejection, Rejection)
    assert rejection.reason is MotDitReason.CLUE_ALREADY_USED
    assert g.apply(GiveClue(0, "  ")).reason is MotDitReason.EMPTY_CLUE


@pytest.mark.parametrize("names", ["A,B,C", "A,B,C,D"])
def test_every_opponent_may_answer_once_per_clue_at_three_and_four(names):
    g = game(names, [card("fish", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    opponents = range(1, len(g.config.players))
    for p in opponents:
        assert g.apply(Answer((0,), False)).reason is MotDitReason.HOLDER_CANNOT_ANSWER
        ok(g.apply(Answer((p,), False, "no")))
    # Everyone answered: the host moves on to the next clue by itself.
    assert g.state.phase is Phase.CLUE


@pytest.mark.parametrize("names", ["A,B,C,D,E", "A,B,C,D,E,F"])
def test_three_answers_at_most_per_clue_at_five_and_six(names):
    g = game(names, [card("fish", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    for p in (1, 2, 3):
        ok(g.apply(Answer((p,), False, "no")))
    assert g.state.phase is Phase.CLUE  # cap reached: next clue
    ok(g.apply(GiveClue(0, "boat")))
    ok(g.apply(Answer((1,), False)))
    assert g.apply(Answer((1,), False)).reason is MotDitReason.ALREADY_ANSWERED


def test_a_correct_answer_stops_the_round_at_once():
    g = game("A,B,C,D,E", [card("fish", 4), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    events = ok(g.apply(Answer((1,), True, "fish")))
    assert RoundEnded(0, "fish", True) in events
    assert g.state.holder == 1 and g.state.phase is Phase.CHOOSE


def test_guessed_with_exactly_the_clue_count_scores_guesser_and_holder():
    g = game("A,B,C", [card("fish", 3), card("next", 2)], pool=10)
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    clue_and_pass(g, "scales")
    ok(g.apply(GiveClue(0, "gills")))
    events = ok(g.apply(Answer((2,), True, "fish")))
    assert [e for e in events if isinstance(e, PointsScored)] == [
        PointsScored(2, 3, 3),
        PointsScored(0, 3, 3),
    ]
    assert g.scores() == (3, 0, 3)


def test_guessed_early_scores_only_the_guesser_as_many_points_as_clues_given():
    g = game("A,B,C", [card("fish", 5), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    ok(g.apply(GiveClue(0, "gills")))
    ok(g.apply(Answer((1,), True, "fish")))
    assert g.scores() == (0, 2, 0)


def test_not_guessed_nobody_scores_and_the_word_is_revealed():
    g = game("A,B,C", [card("fish", 2), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    ok(g.apply(GiveClue(0, "gills")))
    ok(g.apply(Answer((1,), False, "shark")))
    events = ok(g.apply(Answer((2,), False, "whale")))
    assert RoundEnded(0, "fish", False) in events
    assert g.scores() == (0, 0, 0)
    assert g.state.pool == 2


def test_a_word_given_away_ends_the_round_with_no_points():
    g = game("A,B,C,D", [card("fish", 3), card("next", 2)], pool=10)
    ok(g.apply(ChooseWord(0, 0)))
    assert g.apply(GiveAway()).reason is CoreReason.WRONG_MOMENT  # no clue yet
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), False, "shark")))
    assert GiveAway() in g.legal_actions(TABLE)
    events = ok(g.apply(GiveAway()))
    assert events[:2] == [WordGivenAway(0), RoundEnded(0, "fish", False)]
    assert g.scores() == (0, 0, 0, 0) and g.state.holder == 1


def test_a_wrong_answer_corrected_at_once_by_its_guesser_is_replaced():
    g = game("A,B,C,D,E", [card("fish", 3), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), False, "dish")))
    assert g.apply(Answer((2,), True, "fish", corrects=True)).reason is (
        MotDitReason.NOTHING_TO_CORRECT
    )
    ok(g.apply(Answer((1,), False, "wish", corrects=True)))  # misheard again: still wrong
    assert g.state.answered == [1]  # one answer towards the cap
    ok(g.apply(Answer((2,), False, "shark")))
    assert g.apply(Answer((1,), True, "fish", corrects=True)).reason is (
        MotDitReason.NOTHING_TO_CORRECT  # another answer came in between
    )
    ok(g.apply(Answer((2,), True, "fish", corrects=True)))
    assert g.scores() == (0, 0, 1, 0, 0)


def test_simultaneous_correct_answers_all_score():
    g = game("A,B,C,D", [card("fish", 2), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    ok(g.apply(GiveClue(0, "gills")))
    ok(g.apply(Answer((1, 3), True, "fish")))
    assert g.scores() == (2, 2, 0, 2)


def test_a_wrong_answer_is_one_player_at_a_time():
    g = game("A,B,C,D", [card("fish", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    assert g.apply(Answer((1, 2), False)).reason is MotDitReason.ONE_WRONG_ANSWER


def test_points_are_paid_in_cards_from_the_pool():
    g = game("A,B,C", [card("fish", 1), card("next", 2)], pool=5)
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), True)))
    assert g.state.pool == 3 and g.state.cards == [1, 1, 0]


def test_when_the_pool_runs_out_points_still_count():
    g = game("A,B,C", [card("fish", 3), card("next", 2)], pool=4)
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    clue_and_pass(g, "gills")
    ok(g.apply(GiveClue(0, "scales")))
    events = ok(g.apply(Answer((1,), True)))
    assert PoolRanOut(2) in events
    assert g.state.pool == 0 and g.state.unpaid == 2
    assert g.scores() == (3, 3, 0) and g.state.cards == [1, 3, 0]


def test_play_again_after_a_one_clue_word_keeps_the_box_without_advancing_it():
    g = game("A,B,C", [card("fish", 1, Bonus.PLAY_AGAIN), card("again", 3), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    events = ok(g.apply(Answer((1,), True)))
    assert PlayAgain(0) in events
    assert g.state.holder == 0 and g.state.extra and g.state.turns_done == 0
    ok(g.apply(ChooseWord(0, 1)))
    ok(g.apply(GiveClue(0, "x")))
    ok(g.apply(Answer((1,), False)))
    ok(g.apply(Answer((2,), False)))
    ok(g.apply(GiveClue(0, "y")))
    ok(g.apply(Answer((1,), False)))
    ok(g.apply(Answer((2,), False)))
    assert g.state.holder == 1 and g.state.turns_done == 1


def test_play_again_needs_the_word_guessed():
    g = game("A,B,C", [card("fish", 1, Bonus.PLAY_AGAIN), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), False)))
    events = ok(g.apply(Answer((2,), False)))
    assert not any(isinstance(e, PlayAgain) for e in events)
    assert g.state.holder == 1


@pytest.mark.parametrize("clues_before_guess", [4, 2])
def test_bad_luck_word_guessed_exact_or_early_gives_a_bad_luck_card(clues_before_guess):
    g = game("A,B,C", [card("fish", 4, Bonus.BAD_LUCK), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    for i in range(clues_before_guess - 1):
        clue_and_pass(g, f"c{i}")
    ok(g.apply(GiveClue(0, "last")))
    ok(g.apply(Answer((1,), True)))
    assert g.state.phase is Phase.BAD_LUCK and g.current_player() == 0
    assert g.apply(GiveBadLuck(0, 0)).reason is MotDitReason.NOT_AN_OPPONENT
    events = ok(g.apply(GiveBadLuck(0, 2)))
    assert BadLuckGiven(2, 0) in events
    assert g.state.bad_luck == [0, 0, 1] and g.state.bad_luck_pile == 9
    assert g.scores()[2] == -1


def test_the_bad_luck_pile_can_run_out():
    g = game("A,B,C", [card("fish", 4, Bonus.BAD_LUCK), card("next", 2)], bad_luck=0)
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    events = ok(g.apply(Answer((1,), True)))
    assert BadLuckPileEmpty(None) in events
    assert g.state.holder == 1


def test_a_table_majority_gives_a_bad_luck_card_to_a_slow_holder():
    g = game("A,B,C,D", [card("fish", 4)])
    events = ok(g.apply(Motion(MotionKind.BAD_LUCK, 0, (1, 2, 3))))
    assert events == [BadLuckGiven(0, -3)]
    assert g.scores() == (-1, 0, 0, 0)


def test_majority_at_an_even_table_needs_more_than_half():
    g = game("A,B,C,D", [card("fish", 4)])
    events = ok(g.apply(Motion(MotionKind.BAD_LUCK, 0, (1, 2), (3,))))
    assert events == [MotionFailed(MotionKind.BAD_LUCK, 0, 2, 3, 1)]
    assert g.state.bad_luck == [0, 0, 0, 0]
    assert g.apply(Motion(MotionKind.BAD_LUCK, 0, (1, 1, 2))).reason is (
        MotDitReason.DUPLICATE_VOTER
    )
    assert g.apply(Motion(MotionKind.BAD_LUCK, 0, (1,), (1,))).reason is (
        MotDitReason.DUPLICATE_VOTER
    )


def test_the_curse_goes_to_the_clue_giver_even_from_another_player():
    g = game("A,B,C", [card("fish", 4), card("dog", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    assert g.apply(Motion(MotionKind.CURSE, 0, (1, 2))).reason is MotDitReason.NO_CLUE_YET
    ok(g.apply(GiveClue(0, "white")))
    assert g.apply(Motion(MotionKind.CURSE, 1, (0, 2))).reason is (
        MotDitReason.CURSE_ONLY_CLUE_GIVER
    )
    assert ok(g.apply(Motion(MotionKind.CURSE, 0, (1, 2)))) == [CurseMoved(0, None)]
    ok(g.apply(Answer((1,), False)))
    ok(g.apply(Answer((2,), False)))
    clue_and_pass(g, "a")
    clue_and_pass(g, "b")
    clue_and_pass(g, "c")
    assert g.state.holder == 1
    ok(g.apply(ChooseWord(1, 0)))
    ok(g.apply(GiveClue(1, "purple")))
    assert ok(g.apply(Motion(MotionKind.CURSE, 1, (0, 2)))) == [CurseMoved(1, 0)]
    assert g.scores() == (0, -4, 0)


def test_once_the_word_is_revealed_its_clues_may_be_cursed_until_the_next_first_clue():
    # The rulebook's example ("White" for "Dog") can only be judged once the word is known.
    g = game("A,B,C", [card("dog", 1), card("cat", 4), card("owl", 4)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "white")))
    ok(g.apply(Answer((1,), True)))  # the word is revealed, B holds the box
    assert g.state.holder == 1 and g.curse_target() == 0
    assert Motion(MotionKind.CURSE, 0, (0, 1)) in g.legal_actions(TABLE)
    assert g.apply(Motion(MotionKind.CURSE, 1, (0, 2))).reason is (
        MotDitReason.CURSE_ONLY_CLUE_GIVER
    )
    ok(g.apply(ChooseWord(1, 0)))  # still open while B chooses
    assert ok(g.apply(Motion(MotionKind.CURSE, 0, (1, 2)))) == [CurseMoved(0, None)]
    assert g.scores() == (1 - 4, 1, 0)
    ok(g.apply(GiveClue(1, "purr")))  # the next round's first clue closes it
    assert g.curse_target() == 1
    assert g.apply(Motion(MotionKind.CURSE, 0, (1, 2))).reason is (
        MotDitReason.CURSE_ONLY_CLUE_GIVER
    )


def test_a_round_ended_by_its_first_clue_leaves_nothing_to_curse():
    g = game("A,B,C", [card("fish", 3), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "poisson", ClueVerdict.TRANSLATION)))
    assert g.state.holder == 1 and g.curse_target() is None
    assert g.apply(Motion(MotionKind.CURSE, 0, (1, 2))).reason is MotDitReason.NO_CLUE_YET


def test_taking_the_curse_twice_loses_all_points_but_keeps_bad_luck():
    g = game("A,B,C", [card("fish", 1), card("dog", 4), card("cat", 3)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), True)))  # A and B score 1
    ok(g.apply(Motion(MotionKind.BAD_LUCK, 1, (0, 2))))
    ok(g.apply(ChooseWord(1, 0)))
    ok(g.apply(GiveClue(1, "bark")))
    ok(g.apply(Motion(MotionKind.CURSE, 1, (0, 2))))
    events = ok(g.apply(Motion(MotionKind.CURSE, 1, (0, 2))))
    assert events == [CurseStruckTwice(1, 1)]
    assert g.state.points[1] == 0 and g.state.bad_luck[1] == 1 and g.state.curse == 1
    assert g.scores()[1] == -5
    assert g.state.pool == 2  # the returned point card went back to the pool


@pytest.mark.parametrize("verdict", [v for v in ClueVerdict if v is not ClueVerdict.ALLOWED])
def test_a_forbidden_clue_ends_the_round_and_nobody_scores(verdict):
    g = game("A,B,C", [card("fish", 3), card("next", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    clue_and_pass(g, "sea")
    events = ok(g.apply(GiveClue(0, "poisson", verdict)))
    assert events[:2] == [ClueForbidden(0, "poisson", verdict), RoundEnded(0, "fish", False)]
    assert g.scores() == (0, 0, 0) and g.state.holder == 1


def test_the_game_ends_when_the_box_has_gone_round_twice():
    g = game("A,B,C", [card(f"w{i}", 1) for i in range(8)])
    for turn in range(6):
        assert g.state.holder == turn % 3
        ok(g.apply(ChooseWord(g.state.holder, 1)))  # the 2-clue option
        clue_and_pass(g, "x")
        ok(g.apply(GiveClue(g.state.holder, "y")))
        ok(g.apply(Answer(((g.state.holder + 1) % 3,), True)))
    assert g.is_over() and g.current_player() == TERMINAL
    assert g.log[-1] == GameEnded((8, 8, 8), (0, 1, 2))
    assert g.apply(ChooseWord(0, 0)).reason is CoreReason.GAME_OVER


def test_final_score_is_points_minus_bad_luck_minus_curse_and_ties_are_ties():
    g = game("A,B,C", [card("fish", 1), card("b", 2), card("c", 2), card("d", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), True)))  # A 1, B 1
    ok(g.apply(Motion(MotionKind.BAD_LUCK, 0, (1, 2))))
    assert g.scores() == (0, 1, 0) and g.winners() == (1,)
    ok(g.apply(Motion(MotionKind.BAD_LUCK, 1, (0, 2))))
    assert g.winners() == (0, 1, 2)


def test_the_game_ends_early_when_the_deck_runs_out():
    g = game("A,B,C", [card("fish", 1)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    events = ok(g.apply(Answer((1,), False)))
    events += ok(g.apply(Answer((2,), False)))
    assert DeckRanOut() in events and g.is_over()


def test_only_the_table_actions_are_open_to_votes_and_motions_name_real_players():
    g = game("A,B,C", [card("fish", 2)])
    assert g.apply(Motion(MotionKind.BAD_LUCK, 7, (0, 1))).reason is CoreReason.UNKNOWN_PLAYER
    assert g.apply(CloseAnswers()).reason is CoreReason.WRONG_MOMENT
