"""The table page's socket over whole short games of each kind, played by simulated phones
through the real server: it carries the public board and nothing private, several screens may
watch, what a screen sends is ignored, and a wrong token gets 403."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest

from host.games import GAMES
from host.phones.seats import Seats
from tests.host.screen.games import Recorder, screened
from tests.host.screen.secrets import found, secrets_kept, texts

TEAMS = ("VIP Square", "Kings of the Dance Floor")


@pytest.mark.usefixtures("quick_timers")
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_table_socket_carries_no_private_event_in_a_whole_game(name, monkeypatch):
    told = []
    tell = Seats.tell
    monkeypatch.setattr(Seats, "tell", lambda seats, s, t: told.append(t) or tell(seats, s, t))
    asked_privately = set()

    def asked(prompts, _seconds):
        asked_privately.update(p.line.text for p in prompts if p.line.private)

    with screened(name, questions=(asked,)) as (session, screen, flow):
        screens = [Recorder(screen.url), Recorder(screen.url, send='{"type": "answer"}')]
        flow.run()
    game = session.game
    assert game.is_over()
    secrets = secrets_kept(game)
    # Every game asks in private (Mot Dit: the holder's choice of word, with the card).
    assert asked_privately, "the check of questions tests nothing"
    told += asked_privately  # a private question's words are as private as a private line
    assert told and secrets, "a game with no secrets tests nothing"
    for recorder in screens:
        messages = recorder.finish()
        assert len(messages) > 10 and json.loads(messages[-1])["type"] == "over"
        for message in map(json.loads, messages):
            shown = texts(message)
            assert not [line for line in told if line in shown], "a private line reached it"
            assert not found(secrets, shown), f"a secret reached the table: {found(secrets, shown)}"
            board = message.get("board") or {}
            if name == "fameus" and board.get("round") != "Game over":
                tags = texts([p["tags"] for p in board.get("players", [])])
                assert not found(TEAMS, tags), "a team showed before the end"
    states = screens[0].states()
    final = states[-1]["board"]
    values = [p["value"] for p in final["players"]]
    if name == "motdit":
        assert values == list(game.scores())
    assert final["round"] == "Game over"
    timed = [s["question"]["seconds"] for s in states if s["question"] and s["question"]["seconds"]]
    assert bool(timed) == (name != "maury"), "a timed question without its countdown"


def test_a_wrong_token_gets_403_and_the_table_token_opens_no_seat():
    with screened("motdit") as (_session, screen, _flow):
        origin = screen.url.split("/t/")[0]
        for path in ("/t/nope/", "/tws/nope", f"/p/{screen.token}/", f"/ws/{screen.token}"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(origin + path, timeout=5)
            assert refused.value.code == 403, path
            assert "game" in refused.value.read().decode()
        with urllib.request.urlopen(screen.url, timeout=5) as page:
            assert page.status == 200 and "table" in page.read().decode()
