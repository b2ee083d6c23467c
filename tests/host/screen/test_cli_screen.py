"""`partyhost play --screen` without `--phones`: the same HTTPS server with no seat for a
phone; one `screen:` line, no phone link, and the table page shows the board at once."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import aiohttp

from tests.host.screen.games import socket_of
from tests.host.zygote import ROOT, Zygote

START = 30.0
"""Seconds the host may take to print its screen line."""


def first_board(url: str) -> dict:
    """The first state the table socket at `url` sends with a board drawn (the host prints
    its screen line as its server starts, a moment before the game is dealt)."""

    async def read() -> dict:
        async with (
            aiohttp.ClientSession() as client,
            client.ws_connect(socket_of(url), ssl=False) as ws,
        ):
            while True:
                state = json.loads((await ws.receive(timeout=START)).data)
                if state.get("board") is not None:
                    return state

    return asyncio.run(read())


def test_a_screen_without_phones_shows_the_board_at_once(tmp_path: Path, zygote: Zygote):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    args = [
        *("play", "maury", "--players", "Ann,Bob,Cy"),
        *("--screen", "--phones-host", "127.0.0.1", "--no-qr", "--keyboard", "--mute"),
        *("--read-pace", "0"),
        *("--seed", "3", "--save", str(tmp_path / "save.json")),
    ]
    process = zygote.start("host.cli", args, ROOT, env)
    try:
        lines = process.lines_until(lambda line: line.startswith("screen: "))
        assert lines and lines[-1].startswith("screen: "), f"no screen line: {lines}"
        assert not [line for line in lines if line.startswith("phone ")]
        state = first_board(lines[-1].split()[1])
        assert state["phase"] == "play"
        assert [seat["qr"] for seat in state["join"]] == [None, None, None]
        assert [p["name"] for p in state["board"]["players"]] == ["Ann", "Bob", "Cy"]
        seat_page = lines[-1].split()[1].replace("/t/", "/p/")
        status = asyncio.run(_status(seat_page))
        assert status == 403
    finally:
        process.kill()
        process.wait()


async def _status(url: str) -> int:
    async with aiohttp.ClientSession() as client, client.get(url, ssl=False) as answer:
        return answer.status
