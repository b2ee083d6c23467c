"""Without phones or an earpiece, a Maury turn from hand to played card takes one look-away:
the hand, "which card?" and the read-back "You play ... Right?" show in it, the answers typed
there, and the played card is announced to everyone once the look-away is hidden. The real
`partyhost play` and `resume` at the keyboard, their input scripted."""

from __future__ import annotations

import io
import re

import pytest

from engine.maury import Play, Power
from host.cli import main
from host.flows import maury_speech as speech
from host.games import GAMES
from host.session.session import Session

ENGINES = {name: spec.engine for name, spec in GAMES.items()}
LOOK_AWAY = re.compile(r"Everyone but (\w+), look away now")


@pytest.fixture(autouse=True)
def saves_home(tmp_path, monkeypatch):
    """Saves go to a private data folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "partyhost" / "saves"


def typed(monkeypatch, lines: list[str]) -> None:
    """What the keyboard will type, a line each."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))


def a_play(session: Session) -> str:
    """A phrase that plays a legal card of the turn's player with no further question: no
    space to choose, its target (if any) named in it."""
    game = session.game
    player, deck = game.state.turn, game.config.deck
    names = speech.own_names(deck, game.state.hands[player])
    for action in game.legal_actions(player):
        card = deck[action.card] if isinstance(action, Play) else None
        if card is None or card.power is Power.MOVE_TO_SPACE:
            continue
        aimed = speech.may_name_target(card)  # a red card too: the turn opens an argument
        if aimed and action.target is None:
            continue
        target = game.config.players[action.target] if aimed else None
        return names[action.card] + ("" if target is None else f"{speech.ON}{target.casefold()}")
    raise AssertionError("no card to play without a further question")


def test_a_maury_turn_from_hand_to_played_card_takes_one_look_away(monkeypatch, capsys, saves_home):
    quick = ["--keyboard", "--mute", "--read-pace", "0"]
    typed(monkeypatch, [])
    argv = ["play", "maury", "--players", "Ann,Bob,Cy", "--seed", "4", *quick]
    assert main(argv) == 0
    (save,) = saves_home.glob("maury-*.json")
    session = Session.resume(save, ENGINES)
    player = session.game.config.players[session.game.state.turn]
    capsys.readouterr()
    # On resume the turn's player is shown their hand and asked: Enter to look, then the card.
    typed(monkeypatch, ["", a_play(session), "yes"])
    assert main(["resume", str(save), *quick]) == 0
    out = capsys.readouterr().out
    turn = out[out.index(f"It is {player}'s turn.") :]
    right = turn.index(". Right?")
    assert "which card do you play?" in turn[:right] and "Your hand:" in turn[:right]
    announced = turn.index("to everyone", right)  # the card played, told to the table
    assert len(LOOK_AWAY.findall(turn[:announced])) == 1, turn[:announced]
    played = Session.resume(save, ENGINES)
    assert len(played.actions) == len(session.actions) + 1  # the card was played
