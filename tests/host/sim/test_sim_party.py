"""The simulated table's framework manners: a party never stalls on a question its players
cannot answer, and never stops or undoes because the ears misheard."""

from __future__ import annotations

from typing import ClassVar

from host.flows.motdit import MotDitAsk
from host.games import GAMES
from host.session.commands import Command
from host.session.own import Said, Vouched
from host.session.prompt import Ask, Prompt, Reply
from host.session.session import Session
from host.sim.audio import SimulatedPlayers, Spoken
from host.sim.party import TableManners, text_table
from host.voice.line import Line


class Mumbler(SimulatedPlayers):
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
    reply = table.ask(Prompt(Line("Ann, one or two?"), ("one", "two"), MotDitAsk.CHOOSE, 0))
    assert reply is not None and reply.typed and reply.phrase == "one"


def test_a_pause_is_resumed_and_an_unasked_stop_or_undo_declined():
    table = mumbling_table()
    pause = Reply("pause the game", "pause the game", Command.PAUSE)
    assert table.command(pause)  # resumed
    stop = Reply("stop the game", "stop the game", Command.STOP)
    assert table.command(stop)  # not stopped
    assert Mumbler.asked == []
    table.polls.yes_no(Line("Ann?"), 0)  # a plain yes or no is the players' own to answer
    assert Mumbler.asked == [Ask.YES_NO] * 3


class Sayer(SimulatedPlayers):
    """A simulated table where each player always says their own word."""

    words: ClassVar[tuple[str, ...]] = ("bell", "pool")

    def answer(self, prompt: Prompt) -> Spoken:
        return Spoken(prompt.player, self.words[prompt.player or 0])

    def typed(self, prompt: Prompt) -> str:
        return self.answer(prompt).text


def test_did_you_say_is_answered_by_what_the_player_asked_said_after_others_spoke():
    manners = TableManners(Sayer())
    for player in (0, 1):  # asked at once on their phones, both answer before any check
        manners.answer(Prompt(Line("Your guess?"), ("bell", "pool"), MotDitAsk.GUESS, player))

    def did_you_say(word: str, player: int) -> str:
        line = Line(f"Did you say {word}?")
        return manners.answer(Prompt(line, ("yes", "no"), Ask.CONFIRM, player, own=Said(word))).text

    assert [did_you_say("bell", 0), did_you_say("bell", 1), did_you_say("pool", 1)] == [
        "yes",
        "no",
        "yes",
    ]


def test_the_player_who_vouches_says_yes_only_when_the_speaker_said_the_phrase():
    manners = TableManners(Sayer())
    for player in (0, 1):
        manners.answer(Prompt(Line("Your guess?"), ("bell", "pool"), MotDitAsk.GUESS, player))

    def vouch(word: str, speaker: int) -> Spoken:
        line = Line("Cy, did they say your word?")
        prompt = Prompt(line, ("yes", "no"), Ask.VOUCH, 2, own=Vouched(word, speaker))
        return manners.answer(prompt)

    assert [vouch("bell", 0), vouch("bell", 1), vouch("pool", 1)] == [
        Spoken(2, "yes"),
        Spoken(2, "no"),
        Spoken(2, "yes"),
    ]
