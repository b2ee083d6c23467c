"""The framework's Table: it runs any game's steps, hands commands to their owner, builds help."""

from __future__ import annotations

import pytest

from host.flows.motdit import MotDitCommand
from host.flows.table import ANY_TIME, help_line
from host.games import GAMES
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table


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
    flow, said = table(
        "Irma,Annabelle,Felix",
        [card("fish", 4), card("ball", 2)],
        ["help", "how many clues left", "one", "whose turn"],
    )
    with pytest.raises(EOFError):
        flow.run()
    text = said.text()
    assert GAMES["motdit"].help(("Irma", "Annabelle", "Felix")) in text
    assert "\nNo clues left.\n" in text  # before a word is chosen
    assert "Irma holds the box." in text


def test_the_table_runs_the_step_of_the_phase_the_game_waits_in():
    flow, said = table("Irma,Annabelle,Felix", [card("fish", 4), card("ball", 2)], ["two"])
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.state.phase.value == "clue"  # choose ran, then the clue step asked
    assert said.lines[-1].text == "Irma, your clue."
