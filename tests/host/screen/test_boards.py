"""Every game's board and moments, drawn from the public view at every step of a random game:
always JSON for the page, the facts the board promises (read from the JSON the page gets), and
moments for the show's events."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine import fameus as fameus_events
from engine import maury as maury_events
from engine import motdit as motdit_events
from engine.core import Game
from host.games import GAMES, GameSpec
from host.messages import as_json
from tests.engine.random_play import Filler, playout
from tests.kits import kit

PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def sent(value: object) -> dict:
    """A board or a moment as the page gets it, through JSON."""
    return json.loads(json.dumps(as_json(value)))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_board_follows_a_whole_game(name):
    game = kit(name)
    kinds = board_follows_a_playout(GAMES[name], game.fill, game.board_check)
    assert len(kinds) >= 3, kinds


def board_follows_a_playout(
    spec: GameSpec, fill: Filler, check: Callable[[Game, dict], None]
) -> set[str]:
    """Play `spec`'s game at random to its end, its board as the page gets it checked by
    `check` at every step; the kinds of show moment met, a final one among them (any game's
    tests may run it on their own game)."""
    game = spec.new_game(PLAYERS)
    kinds: set[str] = set()
    seen = [0]

    def after_step(g: Game) -> None:
        check(g, sent(spec.board.draw(g.public_view())))
        for event in g.log[seen[0] :]:
            if event.public and (scene := spec.board.scene(event, g.public_view())) is not None:
                kinds.add(sent(scene)["kind"])
        seen[0] = len(g.log)

    after_step(game)
    playout(game, 11, fill, 0.1, after_step=after_step)
    assert "final" in kinds, kinds
    return kinds


def scene_matches(event, scene: dict, game: Game) -> bool:
    """Whether a show moment tells what its event says (None for events with no moment)."""
    if isinstance(event, motdit_events.WordGuessed):
        return event.word in scene["title"] and f"of {event.clues}" in scene["lines"][0]
    if isinstance(event, motdit_events.ClueForbidden):
        return event.word in scene["title"] and event.verdict.value in scene["lines"][0]
    if isinstance(event, maury_events.CardPlayed):
        return scene["quote"] == game.config.deck[event.card].quote
    if isinstance(event, maury_events.CardRevealed):
        view = game.public_view()
        k = view.test_order.index(event.player)
        verdict = "YOU ARE THE FATHER!" if event.father else "you are NOT the father."
        return scene["lines"] == [verdict] and scene["bar"] == pytest.approx(
            view.odds[k][0] / view.odds[k][1]
        )
    if isinstance(event, fameus_events.VoteCounted):
        down = len(event.voters) - len(event.ayes)
        return scene["tally"] == {"up": len(event.ayes), "down": down, "needed": event.needed}
    return True


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_show_moment_tells_its_event(name):
    game = GAMES[name].new_game(PLAYERS)
    boards, seen, checked = GAMES[name].board, [0], set()

    def after_step(g: Game) -> None:
        for event in g.log[seen[0] :]:
            scene = boards.scene(event, g.public_view()) if event.public else None
            # A moment's event has it drawn from the game as the whole step left it (a card
            # played, then its argument settled and the next turn begun, in one step).
            assert scene is not None or type(event).__name__ not in kit(name).moments, event
            if scene is not None:
                assert scene_matches(event, sent(scene), g), (event, scene)
                checked.add(type(event).__name__)
        seen[0] = len(g.log)

    playout(game, 5, kit(name).fill, 0.1, after_step=after_step)
    assert kit(name).moments <= checked, kit(name).moments - checked
