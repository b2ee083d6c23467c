"""Which answers go through the simulated phones and which to the laptop: the phones answer
only what the host waits for from phones alone, and every seat but the last has one."""

from __future__ import annotations

from host.cli.demo import NAMES
from host.flows.maury import MauryAsk
from host.games import GAMES
from host.phones.listener import PhoneListener
from host.phones.seats import Seats
from host.session.prompt import Ask, Prompt
from host.session.session import Session
from host.sim.clock import VirtualClock
from host.sim.party import seated
from host.sim.phone_party import with_phones
from host.sim.phones import PhoneTable
from host.voice.line import Line

PLAYERS = NAMES[:3]


def phone_table() -> PhoneTable:
    """Three seats, the first two with a phone, as in the demo."""
    seats = Seats(PLAYERS, "The Maury Game")
    for seat in with_phones(len(PLAYERS)):
        seats.connect(seat, True)
    session = Session(GAMES["maury"].new_game(PLAYERS), 7)
    listener = PhoneListener(seats, None)
    return PhoneTable(seated(session, GAMES["maury"]), listener, VirtualClock())


def test_every_seat_but_the_last_has_a_phone():
    assert list(with_phones(4)) == [0, 1, 2]


def comebacks(*claim: str) -> Prompt:
    """Maury's question to the players who may answer a card: say your name, or nobody."""
    line = Line("Any comebacks? Say your name, or nobody.")
    return Prompt.of(line, (*claim, "nobody"), MauryAsk.COMEBACK, claim=claim)


def test_the_phones_answer_a_question_to_one_player_or_to_players_who_all_have_phones():
    table = phone_table()
    assert table.listener.phones_only(Prompt(Line("Irma, your card?"), ("pass",), MauryAsk.PLAY, 0))
    assert table.listener.phones_only(comebacks("irma", "annabelle"))
    assert not table.listener.phones_only(comebacks("annabelle", "felix"))  # Felix says it aloud
    assert not table.listener.phones_only(Prompt(Line("Rules?"), ("yes", "skip"), Ask.RULES))
