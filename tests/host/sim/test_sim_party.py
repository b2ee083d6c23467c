"""The simulated table's framework manners: a party never stalls on a question its players
cannot answer, and never stops or undoes because the ears misheard."""

from __future__ import annotations

from typing import ClassVar

from host.flows.fameus import FameUsAsk
from host.flows.motdit import MotDitAsk
from host.games import GAMES
from host.session.commands import Command
from host.session.prompter import Ask, Prompt, Reply
from host.session.session import Session
from host.sim.audio import RecognitionTally, Spoken
from host.sim.party import text_table
from host.voice.line import Line


class Mumbler:
    """A simulated table whose players say and type nothing anyone can use."""

    asked: ClassVar[list[Ask]] = []

    def __init__(self, game, rng) -> None:
        Mumbler.asked = []

    def answer(self, prompt: Prompt) -> Spoken:
        Mumbler.asked.append(prompt.ask)
        return Spoken(prompt.player, "mumble")

    def typed(self, prompt: Prompt) -> str:
        return "mumble"


def mumbling_table():
    spec = GAMES["motdit"]
    session = Session(spec.new_game(("Ann", "Bob", "Cy")), 3)
    return text_table(session, spec, players=Mumbler(None, None))


def test_refused_typing_falls_back_to_the_first_choice_instead_of_looping():
    table = mumbling_table()
    reply = table.prompter.ask(
        Prompt(Line("Ann, one or two?"), ("one", "two"), MotDitAsk.CHOOSE, 0)
    )
    assert reply.typed and reply.phrase == "one"


def test_a_pause_is_resumed_and_an_unasked_stop_or_undo_declined():
    table = mumbling_table()
    resume = Prompt(Line("Paused."), ("resume",), Ask.RESUME)
    assert table.prompter.ask(resume).phrase == "resume"
    stop = Reply("stop the game", "stop the game", Command.STOP)
    table.flow = GAMES["motdit"].flow(table)
    assert table.command(stop)  # not stopped
    assert Mumbler.asked == []
    table.yes_no(Line("Ann?"), 0)  # a plain yes or no is the players' own to answer
    assert Mumbler.asked == [Ask.YES_NO] * 3


def test_the_tally_counts_exact_hearings_by_kind_of_question_and_skips_silence():
    tally = RecognitionTally()
    tally.record(FameUsAsk.VOTE, "I vote for", "i vote for")
    tally.record(FameUsAsk.VOTE, "thumbs down", "thumbs up")
    tally.record(FameUsAsk.TURN, "pass", None)
    tally.record(FameUsAsk.TURN, "", None)  # a slow player said nothing: no answer to count
    assert tally.counts == {FameUsAsk.VOTE: (1, 2), FameUsAsk.TURN: (0, 1)}
    tally.record(Ask.CONFIRM, "yes", "yes", confirmation=True)
    assert tally.summary().startswith(
        "Heard exactly: 2 of 4 answers (50%), 1 of 3 (33%) without the confirmations; "
    )
