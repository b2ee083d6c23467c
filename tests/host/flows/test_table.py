"""The framework's Table: it runs any game's steps, hands commands to their owner, builds help."""

from __future__ import annotations

import pytest

from host.flows.commands import StopGame
from host.flows.motdit_calls import MotDitCommand
from host.games import GAMES
from host.phrasebook.table_says import ANY_TIME, TableSays, help_line
from host.session.session import Session
from host.session.typed import TypedListener, scripted
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import Heard, table


def irma_table(answers: list[str]):
    """Mot Dit at Irma, Annabelle and Felix's table on two cards, answered by `answers`."""
    return table("Irma,Annabelle,Felix", [card("fish", 4), card("ball", 2)], answers)


def test_the_help_line_names_what_to_do_then_every_command_once():
    line = help_line("Guess.", [MotDitCommand.CURSE, MotDitCommand.CURSE, MotDitCommand.BAD_LUCK])
    assert line == (
        "Guess. Any time: curse, bad luck for a name, " + ", ".join(ANY_TIME[:-1]) + ", or "
        f"{ANY_TIME[-1]}."
    )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_help_names_its_own_commands_and_the_framework_ones(name):
    spec = GAMES[name]
    players = ("Ann", "Bob", "Cy", "Dee")
    said = spec.help(players)
    assert said.startswith(spec.how_to_play)
    for command in {*spec.commands(players).values(), *ANY_TIME}:
        assert str(command) in said


def test_help_is_said_from_the_game_spec_and_a_game_command_reaches_the_flow():
    flow, said = irma_table(["help", "how many clues left", "one", "whose turn"])
    with pytest.raises(EOFError):
        flow.run()
    text = said.text()
    assert GAMES["motdit"].help(("Irma", "Annabelle", "Felix")) in text
    assert "\nNo clues left.\n" in text  # before a word is chosen
    assert "Irma holds the box." in text


def test_the_table_runs_the_step_of_the_phase_the_game_waits_in():
    flow, said = irma_table(["two"])
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.state.phase.value == "clue"  # choose ran, then the clue step asked
    assert said.lines[-1].text == "Irma, your clue."


def typed_game(name: str, answers: list[str]):
    """A new game of `name` at a table whose answers are typed from `answers`."""
    spec = GAMES[name]
    session = Session(spec.new_game(("Ann", "Bob", "Cy", "Dee")), 5)
    said = Heard()
    table = spec.table(session, said, TypedListener(scripted(answers)), scripted([]))
    return spec.flow(table), said


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_new_game_offers_the_rules_and_says_them_on_yes(name):
    flow, said = typed_game(name, ["yes"])
    with pytest.raises(EOFError):
        flow.run()
    texts = [line.text for line in said.lines]
    assert texts[0] == "Say yes to hear how to play, or skip."
    assert texts[1] == GAMES[name].rules
    assert 30 <= len(GAMES[name].rules.split()) / 2.5 <= 60  # seconds at 150 words a minute


@pytest.mark.parametrize("asked", ["how do I play", "rules", "explain", "the rules", "Help"])
def test_asking_for_the_rules_at_their_offer_plays_them(asked):
    flow, said = typed_game("motdit", [asked])
    with pytest.raises(EOFError):
        flow.run()
    assert [line.text for line in said.lines][1] == GAMES["motdit"].rules


def test_a_command_at_the_offer_of_the_rules_is_carried_out_and_the_offer_stands():
    flow, said = typed_game("motdit", ["give the seat to the new phone", "yes"])
    with pytest.raises(EOFError):
        flow.run()
    texts = [line.text for line in said.lines]
    assert texts[:4] == [
        TableSays.OFFER_RULES,
        TableSays.NO_SEAT_ASKED,
        TableSays.OFFER_RULES,
        GAMES["motdit"].rules,
    ]


def test_skip_or_enter_goes_straight_to_the_game():
    for answer in ("skip", ""):
        flow, said = typed_game("motdit", [answer])
        with pytest.raises(EOFError):
            flow.run()
        assert GAMES["motdit"].rules not in said.text()
        assert flow.game.state.phase.value == "choose"  # the game started all the same


def test_help_explains_the_question_first_and_how_do_i_play_gives_the_rules():
    flow, said = irma_table(["help", "how do i play"])
    with pytest.raises(EOFError):
        flow.run()
    texts = [line.text for line in said.lines]
    question = "Irma, choose your word: say sun or moon, or one or two."
    assert texts[1:4] == [
        f"Right now: {question}",
        GAMES["motdit"].help(flow.game.config.players),
        question,
    ]
    assert GAMES["motdit"].rules in texts


def test_the_holder_hears_their_card_again_and_a_resumed_game_welcomes_the_table_back():
    flow, said = irma_table(["one"])
    with pytest.raises(EOFError):
        flow.run()
    secret = [line for line in said.lines if line.private and "fish" in line.text]
    assert secret and all(line.to == "Irma" for line in secret)
    said.lines.clear()
    flow.table.welcome_back(flow, "Maudit Mot Dit")
    texts = [line.text for line in said.lines]
    assert texts[:3] == ["Welcome back to Maudit Mot Dit!", flow.scores().text, flow.turn().text]
    again = [line for line in said.lines[3:] if "fish" in line.text]
    assert again and all(line.private and line.to == "Irma" for line in again)


def test_stop_names_the_shell_command():
    flow, said = irma_table(["stop the game", "yes"])
    with pytest.raises(StopGame):
        flow.run()
    assert said.lines[-1].text == "Game saved. To carry on later, run partyhost resume. Goodbye!"


def test_giving_a_seat_with_no_phone_asking_says_so_and_the_game_goes_on():
    flow, said = irma_table(["skip", "give the seat to the new phone", "stop the game", "yes"])
    with pytest.raises(StopGame):
        flow.run()
    texts = [line.text for line in said.lines]
    assert TableSays.NO_SEAT_ASKED in texts
