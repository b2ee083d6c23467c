"""`GameFlow.result()`: one shape for every game, agreeing with the engine's own winners, and
the one line the demo and `resume` of a finished game print."""

from __future__ import annotations

import pytest

from engine.fameus import FameUs
from engine.maury import Maury
from engine.motdit import MotDit
from host.flows.result import Result, Standing
from host.games import GAMES
from host.session.session import Session
from host.sim.party import text_table
from tests.kits import kit

NAMES = ("Ann", "Bob", "Cy", "Dee")


def finished(name: str) -> tuple[Session, Result]:
    """A short game of `name` played to its end by the game's simulated players, typed."""
    session = Session(kit(name).short(NAMES), 3)
    flow = GAMES[name].flow(text_table(session, GAMES[name]))
    flow.run()
    assert session.game.is_over()
    return session, flow.result()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_ends_with_its_winners_in_one_shape(name: str) -> None:
    session, result = finished(name)
    game = session.game
    assert result.winners and all(isinstance(s, Standing) for s in result.standings)
    if isinstance(game, MotDit):
        assert result.winners == tuple(NAMES[p] for p in game.winners())
        assert [s.score for s in result.standings] == list(game.scores())
    elif isinstance(game, Maury):
        assert NAMES[game.father()] not in result.winners and len(result.winners) == 3
        assert result.line() == "winners " + ", ".join(result.winners)
    else:
        assert isinstance(game, FameUs)
        assert result.winners == tuple(str(t) for t in game.winners())
        assert {s.who: s.score for s in result.standings} == {
            str(t): n for t, n in game.scores().items()
        }


def test_the_line_gives_scores_or_the_winners() -> None:
    scored = Result((Standing("Ann", True, 3), Standing("Bob", False, 1)))
    assert scored.line() == "Ann 3, Bob 1" and scored.winners == ("Ann",)
    unscored = Result((Standing("Ann", True), Standing("Bob", False), Standing("Cy", True)))
    assert unscored.line() == "winners Ann, Cy"
