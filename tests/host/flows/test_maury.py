"""The Maury Game by voice: every comeback rule in a scripted party, typed and then spoken."""

from __future__ import annotations

import pytest

from engine.core import TABLE
from engine.maury import MauryReason, Passed, Phase, Power
from host.ears.hearing import Ears
from host.flows.maury import MauryAsk
from tests.engine.maury_helpers import FILLER, blue, orange, red
from tests.host.flows.maury_table import asked, fixed_table

HANDS = [
    [
        blue(2, gain_not=1),
        blue(1, gain_popularity=1),
        blue(4, gain_not=1),
        orange(Power.SWAP_PLACES),
    ],
    [red(2, take_not=1), blue(3, gain_not=1), orange(Power.DRAW_CARDS, draw=2), red(5, take_not=1)],
    [
        red(3, take_not=1),
        red(1, lose_popularity=1),
        blue(2, gain_popularity=2),
        blue(5, gain_not=1),
    ],
    [blue(5, gain_not=2, maury=True), red(4, take_not=1), blue(3, gain_popularity=1), red(1, 1)],
]
SCRIPT = [
    (0, "blue two"),  # a blue opening: anyone may answer
    (0, "yes"),
    (2, "felix"),  # the first to call out their name
    (2, "red three"),
    (2, "yes"),
    (0, "blue one"),  # too weak against a red three: refused aloud
    (0, "blue four"),
    (0, "yes"),
    (2, "pass"),  # Irma's blue four stands
    (1, "red two on gaston"),  # a red opening: only Gaston may answer
    (1, "yes"),
    (3, "maury"),  # and a Maury card ends the exchange
    (3, "yes"),
]


@pytest.mark.parametrize("spoken", [False, True], ids=["typed", "spoken"])
def test_every_comeback_rule_by_voice(spoken):
    ears = Ears("pocketsphinx") if spoken else None
    flow, said, voices = fixed_table(HANDS, [FILLER] * 8, SCRIPT, ears)
    with pytest.raises(EOFError):  # the script ends at Felix's turn
        flow.run()
    game = flow.game
    assert game.state.phase is Phase.PLAY and game.state.turn == 2
    # Only Felix, then only the two arguers, were asked after the blue opening; only
    # Gaston after the red one, and nobody after his Maury card.
    assert asked(voices, MauryAsk.COMEBACK) == [None, 2, 0, 0, 2, 3]
    assert game.state.envelopes == [3, 2, 2, 4]  # Irma's blue four, Gaston's Maury card
    refusal = [line for line in said.lines if MauryReason.TOO_WEAK.value in line.text]
    assert refusal and all(line.private for line in refusal)  # it tells about Irma's hand
    assert "A Maury card! Nobody can answer that." in said.text()
    assert "Any comebacks? Say your name, or nobody." in said.text()


def test_commands_answer_privately_or_aloud():
    script = [(0, "where am i"), (0, "the track"), (0, "how many cards left")]
    flow, said, _ = fixed_table(HANDS, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    where = [line for line in said.lines if line.text.startswith("You are the most popular,")]
    assert where and all(line.private and line.to == "Irma" for line in where)
    text = said.text()
    assert "From most to least popular: Irma on the Star spot, Annabelle on space ten," in text
    assert "Eight cards left in the draw pile, and fourteen NOT cards in the supply." in text


def test_a_card_the_rules_refuse_is_refused_before_any_follow_up_question():
    hands = [
        [blue(2, gain_not=1), FILLER, FILLER, FILLER],
        [orange(Power.MOVE_TO_SPACE), FILLER, FILLER, FILLER],
    ]
    script = [(0, "blue two"), (0, "yes"), (1, "annabelle"), (1, "orange")]
    flow, said, voices = fixed_table(hands, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    assert not [p for p in voices.prompts if p.ask is MauryAsk.SPACE]  # no space asked for
    refusal = [line for line in said.lines if line.to == "Annabelle" and "orange" in line.text]
    assert refusal, said.text()


ALIKE = [
    [red(1, take_not=1), red(1, lose_popularity=1), FILLER, FILLER],
    [blue(3, gain_not=1), FILLER, FILLER, FILLER],
]
"""Irma holds two red ones that do different things."""


def test_a_tapped_card_is_that_card_with_no_first_or_second():
    # A tap sends the card's own choice: the second red one, on Annabelle, with no "which?".
    irma = fixed_table(ALIKE, [FILLER] * 8, [])[0]._cards(0)
    tapped = next(c for c in irma if int(c.card) == 1).choice
    assert tapped == "red one second" and len({c.choice for c in irma[:2]}) == 2
    script = [(0, tapped), (0, "annabelle"), (0, "yes")]
    flow, _said, voices = fixed_table(ALIKE, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    assert not asked(voices, MauryAsk.WHICH_CARD)
    assert flow.game.state.exchange[0].card == 1  # the one tapped, not the first alike


def test_first_or_second_said_aloud_goes_to_that_player_alone():
    script = [(0, "red one"), (0, "second"), (0, "annabelle"), (0, "yes")]
    flow, said, voices = fixed_table(ALIKE, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    which = [p for p in voices.prompts if p.ask is MauryAsk.WHICH_CARD]
    assert which and all(p.line.private and p.line.to == "Irma" for p in which)
    asked_aloud = [line for line in said.lines if "first or second" in line.text]
    assert asked_aloud and all(line.private for line in asked_aloud)
    assert flow.game.state.exchange[0].card == 1


def test_the_cards_alike_are_counted_and_each_named_by_its_place():
    flow, said, _voices = fixed_table(ALIKE, [FILLER] * 8, [(0, "red one")])
    with pytest.raises(EOFError):
        flow.run()
    told = [line.text for line in said.lines if "cards match" in line.text]
    assert told and told[0].startswith("Two of your cards match: first, red one: ")
    assert "; second, red one: " in told[0]


def test_an_illegal_comeback_is_refused_before_first_or_second():
    hands = [
        [blue(4, gain_not=1), FILLER, FILLER, FILLER],
        [blue(1, gain_not=1), blue(1, gain_popularity=1), FILLER, FILLER],
    ]
    script = [(0, "blue four"), (0, "yes"), (1, "annabelle"), (1, "blue one")]
    flow, said, voices = fixed_table(hands, [FILLER] * 8, script)
    with pytest.raises(EOFError):
        flow.run()
    assert not asked(voices, MauryAsk.WHICH_CARD)
    refusal = [line for line in said.lines if "red answers blue" in line.text]
    assert refusal and all(line.to == "Annabelle" for line in refusal), said.text()


def test_a_pass_at_any_comebacks_is_its_speakers_alone_and_nobody_closes_the_exchange():
    script = [
        (0, "blue two"),  # a blue opening: Annabelle, Felix and Gaston may answer
        (0, "yes"),
        (1, "annabelle passes"),  # for herself alone
        (2, "pass"),  # whose? the host asks
        (2, "felix"),
        (3, "nobody"),  # Gaston closes the exchange
    ]
    flow, said, _ = fixed_table(HANDS, [FILLER] * 8, script)
    with pytest.raises(EOFError):  # the script ends at Annabelle's turn
        flow.run()
    passed = [e.player for e in flow.game.log if isinstance(e, Passed)]
    assert passed == [1, 2, TABLE] and flow.game.state.turn == 1
    assert said.text().count("Any comebacks?") == 3 and "Who passes?" in said.text()
