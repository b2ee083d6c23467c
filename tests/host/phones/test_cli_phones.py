"""`partyhost play motdit --players Ann,Bob,Cy --phones` plays a whole (one-round) game to the
end by taps: three phones (WebSocket clients speaking the real protocol) join from the printed
links and answer every question on their pages; nobody touches the laptop."""

from __future__ import annotations

import json

import aiohttp
import pytest

from host.phones.server import socket_url
from tests.host.phones.hosted import Host

GAME_TIME = 120.0
"""Seconds a whole game by taps may take: a bound only a game that hangs misses (a one-round
game takes a few seconds, more with other phone tests running beside it)."""


WORDS = ("lantern", "river", "candle", "mountain", "violin", "garden", "pepper", "window")
"""Words a player types when any text answers (a clue may not be given twice)."""


def tap(question: dict, count: int) -> str:
    """A player who knows no better: the first choice, else a word of their own."""
    return question["choices"][0] if question["choices"] else WORDS[count % len(WORDS)]


async def phone(url: str, answered: list[str]) -> None:
    """One phone: answers each new question on its page until the host closes the socket."""
    seen: set[int] = set()
    async with (
        aiohttp.ClientSession() as client,
        client.ws_connect(socket_url(url), ssl=False) as ws,
    ):
        async for message in ws:
            question = json.loads(message.data).get("question")
            if question and question["id"] not in seen:
                seen.add(question["id"])
                answered.append(question["text"])
                text = tap(question, len(answered))
                await ws.send_str(
                    json.dumps({"type": "answer", "id": question["id"], "text": text})
                )


@pytest.mark.slow
def test_a_whole_game_by_taps_from_the_command_line(tmp_path, zygote):
    short = "tests.host.short_games"
    host = Host(
        "motdit", ("Ann", "Bob", "Cy"), 4, tmp_path, zygote, cli=short, engine="pocketsphinx"
    )
    try:
        urls = host.urls()
        assert [line for line in host.output if line.startswith("phone ")] == [
            f"phone {name}: {url}\n" for name, url in urls.items()
        ]
        answered: list[str] = []

        host.play_by(lambda url: phone(url, answered), GAME_TIME)
        assert host.process.returncode == 0, "".join(host.output[-60:])
        assert host.game_json()["state"]["phase"] == "over", "".join(host.output[-20:])
        for asked in ("how to play", "choose your word", "your clue", "your guess"):
            assert any(asked in question for question in answered), (asked, answered)
        assert not any("Type the answer" in line for line in host.output)
    finally:
        host.stop()
