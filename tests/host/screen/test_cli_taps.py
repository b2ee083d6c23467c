"""`partyhost play maury --players Ann,Bob,Cy --phones` prints its `screen:` line, and that
table page follows a whole (short) game played by taps: three phones (WebSocket clients
speaking the real protocol) answer every question; nobody touches the laptop."""

from __future__ import annotations

import json

import aiohttp
import pytest

from host.phones.server import socket_url
from tests.host.phones.hosted import Host
from tests.host.screen.games import Recorder

GAME_TIME = 180.0
"""Seconds a short game by taps may take: a bound only a game that hangs misses."""
WORDS = ("lantern", "river", "candle", "mountain")


def tap(question: dict, tries: int) -> str:
    """A player who plays what the page lets them: the first choice that is not a greyed card
    (the next one each time the same question is asked again), else a word of their own."""
    greyed = {card["choice"] for card in question.get("cards", []) if card["why"]}
    choices = [c for c in question["choices"] if c not in greyed]
    return choices[tries % len(choices)] if choices else WORDS[tries % len(WORDS)]


async def phone(url: str, answered: list[str]) -> None:
    """One phone: answers each new question (or a question asked again) until the host closes
    its socket."""
    seen: set[tuple[int, str]] = set()
    async with (
        aiohttp.ClientSession() as client,
        client.ws_connect(socket_url(url), ssl=False) as ws,
    ):
        async for message in ws:
            data = json.loads(message.data)
            question = data.get("question")
            # A refused answer leaves the question open with the refusal as the newest line.
            key = (question["id"], (data.get("private") or [""])[-1]) if question else None
            if key and key not in seen:
                seen.add(key)
                answered.append(question["text"])
                text = tap(question, sum(asked == key[0] for asked, _ in seen) - 1)
                await ws.send_str(json.dumps({"type": "answer", "id": key[0], "text": text}))


@pytest.mark.slow
def test_the_screen_shows_the_board_through_a_whole_maury_game_by_taps(tmp_path, zygote):
    short = "tests.host.short_games"
    host = Host(
        "maury", ("Ann", "Bob", "Cy"), 5, tmp_path, zygote, cli=short, engine="pocketsphinx"
    )
    try:
        assert host.screen_lines() == [f"screen: {host.screen}\n"]
        screen = Recorder(host.screen)
        answered: list[str] = []

        host.play_by(lambda url: phone(url, answered), GAME_TIME)
        assert host.process.returncode == 0, "".join(host.output[-60:])
        game = host.game_json()["state"]
        assert game["phase"] == "over", "".join(host.output[-20:])
        screen.finish()
        boards = [s["board"] for s in screen.states() if s.get("board")]
        turns = {board.get("round") for board in boards}
        assert len(turns) > 3, f"the board did not follow the turns: {turns}"
        final = boards[-1]
        assert final["round"] == "Game over"
        track = next(s for s in final["sections"] if s["kind"] == "track")
        shown = {m["name"]: m["space"] for m in track["markers"]}
        assert shown == dict(zip(("Ann", "Bob", "Cy"), game["positions"], strict=True))
    finally:
        host.stop()
