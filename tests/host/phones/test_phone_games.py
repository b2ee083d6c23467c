"""Whole games played on phones alone: the simulated players tap and type through the real
server and protocol, the laptop's keyboard is never read, and every secret reaches only its
own phone."""

from __future__ import annotations

import pytest

from host.games import GAMES
from host.phones.listener import PhoneDesk
from host.phones.seats import Seats
from host.session.session import Session
from host.session.stage import Reveal
from host.sim.phones import phone_table
from tests.kits import kit


def own(game, seats) -> dict[int, set[int]]:
    """The cards each of `seats` may see in their own hand now, as the engine's view has them:
    a Mot Dit holder's options (0 and 1), a Maury or Fame Us hand."""
    return {seat: kit(game.name).own_cards(game, seat) for seat in seats}


def held(game, seats: Seats) -> list[tuple[set[int], set[int]]]:
    """Each seat's cards as its page state carries them, beside its own cards in the engine."""
    return [
        ({int(c["id"]) for c in seats.state(s).as_message()["hand"]["cards"]}, own(game, [s])[s])
        for s in range(len(seats.seats))
    ]


@pytest.mark.slow
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_is_played_by_phones_alone(game, monkeypatch):
    said, told = [], []
    desk_say, seats_tell = PhoneDesk.say, Seats.tell
    monkeypatch.setattr(
        PhoneDesk, "say", lambda desk, line: said.append(line) or desk_say(desk, line)
    )
    monkeypatch.setattr(
        Seats, "tell", lambda seats, s, t: told.append((s, t)) or seats_tell(seats, s, t)
    )
    spec, players = GAMES[game], kit(game).players
    session = Session(spec.new_game(players), 5, None)
    laptop, asked, hands = [], [], []
    seats_ask = Seats.ask

    def ask(seats, questions, shared=False):
        to = tuple(questions)  # a question about cards goes to its player's phone alone
        asked.extend((to, own(session.game, to), q.cards) for q in questions.values())
        return seats_ask(seats, questions, shared)

    monkeypatch.setattr(Seats, "ask", ask)
    dealt: list[Seats] = []

    def looked(game, _events):  # once the phones hold the change's hands
        return [Reveal(lambda: dealt and hands.extend(held(game, dealt[0])))]

    latest: list[list[tuple[str, ...]]] = []

    def turned(_game, events):  # as a new turn or round is told: each seat's lines still new
        def record() -> None:
            states = [dealt[0].state(seat) for seat in range(len(players))]
            latest.append([state.private[state.past :] for state in states])

        return [Reveal(record, e) for e in events if isinstance(e, spec.turns) and dealt]

    more = (looked, turned)
    with phone_table(session, spec, say=laptop.append, more=more) as (table, phones):
        seats = phones.listener.seats
        dealt.append(seats)
        spec.flow(table).run()  # the keyboard or the laptop's ears would fail it
        endings = [seats.state(seat).as_message()["ending"] for seat in range(len(players))]
    # Every phone ends on its final card: the same standings, its own result.
    assert all(card is not None for card in endings), "a phone has no final card"
    assert all(card["standings"] == endings[0]["standings"] for card in endings)
    assert {row["name"] for row in endings[0]["standings"]} == set(players)
    for name, card in zip(players, endings, strict=True):
        row = next(r for r in card["standings"] if r["name"] == name)
        assert card["you"].startswith("You won!" if row["won"] else "Not this time.")
    # No seat's page ever holds a card but its own, and a question's cards are its player's.
    assert all(on_page == mine for on_page, mine in hands)
    assert any(mine for _, mine in hands), "no hand was ever dealt"
    about_cards = [(to, mine, shown) for to, mine, shown in asked if shown]
    assert about_cards, "no question about cards"
    for to, mine, shown in about_cards:
        assert len(to) == 1 and {int(c.card) for c in shown} <= mine[to[0]]
    assert session.game.is_over()
    assert phones.taps >= 10
    assert not [line for line in laptop if line.private]  # no secret on the shared screen
    private = [line for line in said if line.private]
    assert len(private) >= 3, "a game with no secrets tests nothing"
    assert told == [(players.index(line.to), line.text) for line in private]
    # A new turn or round leaves no seat's line of the one before as its latest.
    assert len(latest) >= 2, "the game never turned"
    assert all(lines == [()] * len(players) for lines in latest), latest
