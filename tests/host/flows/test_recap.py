"""A resumed game says where it stands before anyone is asked anything: Mot Dit's clues and who
already answered the last one, Maury's argument in progress card by card, the Fame Us criteria
face up on the table."""

from __future__ import annotations

import pytest

from engine.fameus import Play
from host.flows.floor import Floor
from host.flows.motdit import MotDitFlow
from host.games import GAMES, Asking, resume
from host.session.typed import TypedListener, scripted
from tests.engine.motdit_helpers import card
from tests.host.flows import fameus_helpers
from tests.host.flows.helpers import SYMBOLS, Heard, table
from tests.host.flows.maury_table import fixed_table
from tests.host.flows.test_maury import HANDS, SCRIPT


def welcomed_back(flow, said, title: str) -> list[str]:
    """What the table hears when the game is resumed as it stands."""
    said.lines.clear()
    flow.table.welcome_back(flow, title)
    return [line.text for line in said.lines if not line.private]


def test_a_resumed_mot_dit_round_says_its_clues_and_who_already_answered():
    flow, said = table("A,B,C,D", [card("fish", 3), card("ball", 2)], ["one", "white", "ocean"])
    with pytest.raises(EOFError):  # B said "ocean"; C is being asked
        flow.run()
    texts = welcomed_back(flow, said, "Maudit Mot Dit")
    assert "Clues so far, one of three: white." in texts[2]
    assert texts[3] == "B already answered this clue."


def test_a_resumed_maury_argument_says_each_card_played_in_it():
    # Irma's blue two, then Felix's red three: Irma may answer.
    flow, said, _ = fixed_table(HANDS, [HANDS[0][0]] * 8, SCRIPT[:5])
    with pytest.raises(EOFError):
        flow.run()
    texts = welcomed_back(flow, said, "The Maury Game")
    assert texts[2] == "Irma's argument: Irma may answer."
    assert texts[3] == "So far: Irma's blue two and Felix's red three."


def test_a_resumed_fame_us_turn_says_the_criteria_on_the_table():
    flow, said = fameus_helpers.table("A,B,C,D", [], [Play(0, 0)])  # Ann's first card
    texts = welcomed_back(flow, said, "Fame Us")
    on_the_table = flow.game.view(0).table
    assert fameus_helpers.hand(0, 0) in on_the_table and len(on_the_table) > 1  # and a starter
    assert texts[3] == f"On the table: {', '.join(on_the_table)}."


def test_repeat_after_a_resume_says_where_the_round_stands_and_asks_again(tmp_path):
    path = tmp_path / "party.json"
    cards = [card("fish", 3), card("ball", 2)]
    flow, _ = table("A,B,C,D", cards, ["one", "white", "ocean"], path)
    with pytest.raises(EOFError):
        flow.run()
    said = Heard()
    again = GAMES["motdit"].table(
        resume(path),
        said,
        TypedListener(scripted(["repeat"])),
        scripted([]),
        asking=Asking(floor=Floor.IN_TURN),
    )
    words = tuple(w for c in cards for w in c.words)
    with pytest.raises(EOFError):
        MotDitFlow(again, SYMBOLS, words, lambda s: words).run()
    texts = [line.text for line in said.lines]
    asked = [i for i, text in enumerate(texts) if text.startswith("C, ")]
    assert len(asked) == 2, texts  # asked, then asked again after the recap
    assert "B already answered this clue." in texts[asked[0] : asked[1]]
