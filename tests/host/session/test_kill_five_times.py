"""Kill -9 in the middle of play, resume, five times in a row in every game (issue 35): each
time the save resumes (a kill during a write leaves the save or its .prev whole), and the game
ends with the scores it has when never interrupted. The player process is forked from the test
(no interpreter start each time), so the whole test takes a few seconds a game."""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import os
import random
import signal
from pathlib import Path

import pytest

from engine.codec import encode
from host.games import GAMES, resume
from host.sim.party import text_table
from tests.host.sim.runner import new_session, play

SEED = 21
KILLS = 5
WAIT = 60.0
"""Seconds a forked game may take to give its next answer."""


def party(game: str, save: Path, fresh: bool, answers) -> None:
    """In the forked child: play the game at `save` (a new `game` if `fresh`), sending a byte
    down `answers` as each answer is given; its final scores last, as JSON."""
    session = new_session(game, SEED, save) if fresh else resume(save)
    spec = GAMES[game]
    table = text_table(session, spec, heard=lambda text: answers.send_bytes(b"a"))
    spec.flow(table).run()
    answers.send_bytes(json.dumps(encode(session.game.scores())).encode())


def killed_after(game: str, save: Path, fresh: bool, count: int | None) -> object:
    """Play in a child until `count` answers were given, then SIGKILL it (None: let it end);
    the final scores it sent, if it ended."""
    reading, writing = multiprocessing.Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(
        target=party, args=(game, save, fresh, writing), daemon=True
    )
    child.start()
    writing.close()
    given, last = 0, None
    try:
        while count is None or given < count:
            assert reading.poll(WAIT), "the game gave no answer in time"
            message = reading.recv_bytes()
            if message != b"a":
                last = json.loads(message)
                break
            given += 1
        if count is not None:
            os.kill(child.pid, signal.SIGKILL)
    except EOFError:  # the child ended
        pass
    finally:
        child.join(WAIT)
        reading.close()
    return last


@pytest.mark.parametrize("game", list(GAMES))
def test_five_kills_in_a_row_and_the_game_ends_as_if_never_killed(tmp_path, game):
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        whole = play(new_session(game, SEED, None))
    answers = printed.getvalue().count("answer")
    save = tmp_path / f"{game}.json"
    chance = random.Random(f"{game} kills")
    moments = sorted(chance.sample(range(2, answers - 2), KILLS))
    given = 0
    for kill, moment in enumerate(moments):
        assert killed_after(game, save, kill == 0, moment - given) is None
        given = moment
        stopped = resume(save)  # never a damaged save, whenever the kill came
        assert not stopped.game.is_over() and stopped.actions
    assert killed_after(game, save, False, None) == whole
    assert resume(save).game.is_over()
