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
from engine.fameus import FameUs
from engine.maury import Maury
from engine.motdit import MotDit
from host.games import GAMES, GameSpec
from host.messages import as_json
from tests.engine import fameus_helpers, motdit_helpers
from tests.engine.random_play import Filler, as_listed, playout

FILLERS = {"motdit": motdit_helpers.fill, "maury": as_listed, "fameus": fameus_helpers.fill}
PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def sent(value: object) -> dict:
    """A board or a moment as the page gets it, through JSON."""
    return json.loads(json.dumps(as_json(value)))


def section(board: dict, kind: str, title: str | None = None) -> dict | None:
    """The board's first section of `kind` (and `title`), if any."""
    return next(
        (s for s in board["sections"] if s["kind"] == kind and title in (None, s["title"])),
        None,
    )


def check_motdit(game: MotDit, board: dict) -> None:
    s = game.state
    values = [p["value"] for p in board["players"]]
    assert values == list(game.scores())
    if not game.is_over():
        assert [p["turn"] for p in board["players"]] == [p == s.holder for p in range(4)]
        assert board["turn"] == f"{PLAYERS[s.holder]} holds the box"
        clues = section(board, "list", "Clues so far")
        assert clues is not None and clues["items"] == s.clues
    curse = [p["name"] for p in board["players"] if any("Curse" in t for t in p["tags"])]
    assert curse == ([] if s.curse is None else [PLAYERS[s.curse]])


def check_maury(game: Maury, board: dict) -> None:
    s = game.state
    track = section(board, "track")
    assert track is not None
    if s.positions:
        assert track["order"] == [PLAYERS[p] for p in game.test_order()]
        assert {m["name"]: m["space"] for m in track["markers"]} == dict(
            zip(PLAYERS, s.positions, strict=False)
        )
        assert [p["value"] for p in board["players"]] == s.envelopes


def check_fameus(game: FameUs, board: dict) -> None:
    s = game.state
    table = section(board, "list", "Criteria on the table")
    assert table is not None and table["items"] == [game.config.deck[c] for c in s.table]
    assert [p["value"] for p in board["players"]] == [len(h) for h in s.hands] or not s.hands
    tagged = [t for p in board["players"] for t in p["tags"]]
    assert bool(tagged) == game.is_over()


CHECKS = {"motdit": check_motdit, "maury": check_maury, "fameus": check_fameus}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_board_follows_a_whole_game(name):
    kinds = board_follows_a_playout(GAMES[name], FILLERS[name], CHECKS[name])
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


MOMENTS = {
    "motdit": {"WordGuessed", "GameEnded"},
    "maury": {"CardPlayed", "CardRevealed", "GameEnded"},
    "fameus": {"VoteCounted", "GameEnded"},
}
"""The events each game's playout must show as a scene on the board."""


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_show_moment_tells_its_event(name):
    game = GAMES[name].new_game(PLAYERS)
    boards, seen, checked = GAMES[name].board, [0], set()

    def after_step(g: Game) -> None:
        for event in g.log[seen[0] :]:
            scene = boards.scene(event, g.public_view()) if event.public else None
            if scene is not None:
                assert scene_matches(event, sent(scene), g), (event, scene)
                checked.add(type(event).__name__)
        seen[0] = len(g.log)

    playout(game, 5, FILLERS[name], 0.1, after_step=after_step)
    assert MOMENTS[name] <= checked, MOMENTS[name] - checked
