"""Maudit Mot Dit lines: every event said, private events private, real games said through."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine.motdit as motdit
from engine.core import TABLE, Action, Event, Rejection
from host.chance import ChanceSampler
from host.games import MOTDIT
from host.phrasebook.core import Phrasebook
from host.voice.line import Cue
from lexicon import motdit as motdit_lexicon
from tests.engine.motdit_helpers import card
from tests.host.phrasebook.samples import PLAYERS


def table(seed: int = 0) -> Phrasebook:
    """The Mot Dit phrasebook for the sample players, Siobhan respelled."""
    return MOTDIT.phrasebook(PLAYERS, random.Random(seed), say_as={"Siobhan": "Shivawn"})


def test_private_events_are_private_to_the_holder() -> None:
    book = table()
    chosen = motdit.WordChosen(2, "marmalade", 3, motdit.Bonus.BAD_LUCK)
    [line] = book.lines(chosen)
    assert line.private and line.to == "Siobhan"
    assert "marmalade" in line.text and "three clues" in line.text and "Shivawn" in line.spoken
    options = (motdit.Option(0, 1, motdit.Bonus.PLAY_AGAIN), motdit.Option(3, 4))
    [card_line] = book.lines(motdit.CardDrawn(0, 5, ("fig", "b", "c", "kiwi", *"efgh"), options))
    assert card_line.private and card_line.to == "Felix"
    assert "fig, in one clue" in card_line.text and "kiwi, in four clues" in card_line.text


def test_points_are_counted_right() -> None:
    book = table()
    assert "three points" in book.lines(motdit.PointsScored(0, 3, 3))[0].text.lower()
    assert "one point" in book.lines(motdit.PointsScored(0, 1, 1))[0].text.lower()
    texts = {book.lines(motdit.PointsScored(0, 3, 3))[0].text for _ in range(40)}
    assert "Felix scores three points." in texts and len(texts) == 3


def test_buzzes_say_their_reason() -> None:
    for verdict in motdit.ClueVerdict:
        buzzer, line = table().lines(motdit.ClueForbidden(1, "jam", verdict))
        assert buzzer.sound == Cue.BUZZER and buzzer.text == "[buzzer]"
        assert verdict.value in line.text and "jam" in line.text.lower()


def test_bad_luck_from_the_table_or_a_player() -> None:
    from_table = table().lines(motdit.BadLuckGiven(3, TABLE))[0].text
    assert "Tom" in from_table and "Bad Luck" in from_table
    from_mia = table().lines(motdit.BadLuckGiven(3, 1))[0].text
    assert "Mia" in from_mia and "Tom" in from_mia


def test_the_end_reads_the_scores_and_the_winners() -> None:
    scores, winner = table().lines(motdit.GameEnded((4, -1, 7, 0), (2,)))
    assert scores.text.index("Siobhan, seven points") < scores.text.index("Felix, four points")
    assert "Mia, minus one point" in scores.text and "Tom, no points" in scores.text
    assert "Siobhan" in winner.text
    _, tie = table().lines(motdit.GameEnded((5, 5, 1, 0), (0, 1)))
    assert "Felix and Mia" in tie.text


DECK = tuple(
    card(word, clues, bonus)
    for word, clues, bonus in [
        ("apple", 2, motdit.Bonus.NONE),
        ("river", 1, motdit.Bonus.PLAY_AGAIN),
        ("candle", 3, motdit.Bonus.BAD_LUCK),
        ("moon", 2, motdit.Bonus.BAD_LUCK),
    ]
    * 3
)


def random_action(game: motdit.MotDit, rng: random.Random) -> Action:
    """Any legal action of anyone (motions now and then), with clues and answers filled in."""
    actions = [a for p in (TABLE, *range(game.n)) for a in game.legal_actions(p)]
    quiet = [a for a in actions if not isinstance(a, motdit.Motion)]
    action = rng.choice(actions if rng.random() < 0.05 or not quiet else quiet)
    if isinstance(action, motdit.GiveClue):
        verdict = rng.choice([motdit.ClueVerdict.ALLOWED] * 8 + list(motdit.ClueVerdict))
        return motdit.GiveClue(action.player, f"clue{rng.randrange(10**6)}", verdict)
    if isinstance(action, motdit.Answer) and not action.correct:
        return motdit.Answer(action.guessers, False, rng.choice(["pear", ""]))
    if isinstance(action, motdit.Motion):
        ayes = tuple(rng.sample(range(game.n), rng.randint(0, game.n)))
        return motdit.Motion(action.kind, action.target, ayes)
    return action


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 4))
def test_whole_games_are_said_and_secrets_kept(seed: int, players: int) -> None:
    rng = random.Random(seed)
    names = PLAYERS[:players]
    game = motdit.MotDit(motdit.MotDitConfig(names, DECK, bad_luck_cards=2, laps=1))
    book = MOTDIT.phrasebook(names, random.Random(seed))
    events: list[Event] = ChanceSampler(random.Random(seed)).resolve(game)
    for _ in range(400):
        if game.is_over():
            break
        result = game.apply(random_action(game, rng))
        assert not isinstance(result, Rejection), result
        events += result
    assert game.is_over()
    for event in events:
        for line in book.lines(event):
            if event.private_to is None:
                assert not line.private
            else:
                assert line.private and line.to == names[getattr(event, event.private_to)]


def test_the_welcome_says_the_shape_of_the_game_not_the_piles():
    for laps, said in ((2, "twice"), (1, "once"), (3, "three times")):
        config = motdit.MotDitConfig(PLAYERS, motdit_lexicon.load_deck(), laps=laps)
        book = MOTDIT.phrasebook(PLAYERS, random.Random(0), config)
        (line,) = book.lines(motdit.GameSetUp(55, 55))
        assert f"round the table {said}" in line.text and "pool" not in line.text
