"""The phones' server for real, over HTTPS on localhost: the security rules of docs/phones.md,
each with its test (a token gives one seat and nothing else; every message is checked)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterator

import aiohttp
import pytest

from host.phones.certificate import certificate
from host.phones.messages import Question
from host.phones.protocol import BURST, MAX_BYTES
from host.phones.seats import ASKERS_KEPT, Seats
from host.phones.server import CLOSE_ABOVE, PhoneServer, PhonesFailed, socket_url
from host.phrasebook.page_says import PhoneSays
from host.session.status import SeatAsked

SECRET = "Your word is periwinkle."


@pytest.fixture
def server(tmp_path) -> Iterator[PhoneServer]:
    seats = Seats(("Ann", "Bob"), "Maudit Mot Dit")
    cert = certificate(tmp_path / "cert", ["127.0.0.1"])
    with PhoneServer(seats, cert, "127.0.0.1", 0) as running:
        seats.tell(0, SECRET)
        yield running


async def received(ws: aiohttp.ClientWebSocketResponse, kind: str) -> dict:
    """The next message of `kind` (states pushed meanwhile are skipped)."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.receive_str(), 5))
        if message["type"] == kind:
            return message


async def joined(client: aiohttp.ClientSession, server: PhoneServer, seat: int):
    """A phone on `seat`, past the state it is sent on joining."""
    ws = await client.ws_connect(socket_url(server.url(seat)), ssl=False)
    await received(ws, "state")
    return ws


def device() -> aiohttp.ClientSession:
    """A phone's browser: it keeps the cookies the host sets, for an IP address too."""
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))


async def closes(ws: aiohttp.ClientWebSocketResponse) -> bool:
    """Whether the host closes `ws` (what it sent before is skipped)."""
    while True:
        message = await asyncio.wait_for(ws.receive(), 5)
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return True


def run(test) -> None:
    asyncio.run(asyncio.wait_for(test(), 30))


def test_the_page_is_served_over_https_to_its_token_only(server):
    async def test():
        async with aiohttp.ClientSession() as client:
            page = await client.get(server.url(0), ssl=False)
            assert page.status == 200
            assert page.headers["X-Frame-Options"] == "DENY"
            assert page.headers["Referrer-Policy"] == "no-referrer"
            policy = page.headers["Content-Security-Policy"]
            assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
            assert "<html" in (await page.text()).lower()
            for bad in ("nope", server.seats.seats[0].token[:-2], ""):
                wrong = await client.get(
                    server.url(0).replace(server.seats.seats[0].token, bad), ssl=False
                )
                text = await wrong.text()
                assert wrong.status in (403, 404)
                assert "Ann" not in text and "periwinkle" not in text
            refused = await client.get(server.url(0).replace("/p/", "/p/x"), ssl=False)
            assert (refused.status, await refused.text()) == (403, PhoneSays.FORBIDDEN)

    assert server.url(0).startswith("https://127.0.0.1:")
    run(test)


def test_a_wrong_token_gets_no_socket(server):
    async def test():
        async with aiohttp.ClientSession() as client:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(socket_url(server.url(0)) + "x", ssl=False)
            assert refused.value.status == 403

    run(test)


def test_a_seat_sees_its_own_state_and_no_other(server):
    async def test():
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(socket_url(server.url(0)), ssl=False) as ann:
                assert (await received(ann, "state"))["private"] == [SECRET]
            async with client.ws_connect(socket_url(server.url(1)), ssl=False) as bob:
                state = await received(bob, "state")
                assert state["name"] == "Bob" and state["private"] == []
                assert "periwinkle" not in json.dumps(state)

    run(test)


async def asks(ws: aiohttp.ClientWebSocketResponse, name: str) -> str:
    """The code the page of a device asking for `name`'s seat shows, once it is told."""
    why = (await received(ws, "taken"))["why"]
    code = re.search(r"code: (\d{4})\.$", why)
    assert code is not None and why == PhoneSays.ASK_HOST.format(name=name, code=code[1])
    return code[1]


def test_a_seat_is_its_first_phones_and_only_the_host_gives_it_by_the_code_shown(server):
    asked: list[str] = []
    server.seats.asked_for = asked.append
    seats = server.seats

    async def test():
        async with device() as ann, device() as thief, device() as same:
            first = await joined(ann, server, 0)
            await first.close()
            back = await joined(ann, server, 0)  # a reconnect keeps the seat and its secrets
            other = await thief.ws_connect(socket_url(server.url(0)), ssl=False)
            code = await asks(other, "Ann")
            await other.send_str('{"type": "answer", "id": 0, "text": "one"}')  # not heard
            seats.tell(0, "Your word is lantern.")
            assert "lantern" in str(await received(back, "state"))
            with pytest.raises(asyncio.TimeoutError):  # nothing of the seat reaches it
                await asyncio.wait_for(other.receive_str(), 1)
            assert asked == ["Ann"] and seats.answers.empty()
            without_key = await same.ws_connect(socket_url(server.url(0)), ssl=False)
            second = await asks(without_key, "Ann")  # two devices ask: each its own code
            assert second != code and seats.asked() == [
                SeatAsked("Ann", code),
                SeatAsked("Ann", second),
            ]
            await without_key.close()  # gone: it asks for nothing now
            await asyncio.sleep(0.2)
            again = await thief.ws_connect(socket_url(server.url(0)), ssl=False)
            assert await asks(again, "Ann") == code  # the same device, the same code
            assert await closes(other) and seats.asked() == [SeatAsked("Ann", code)]
            assert seats.give_seat(SeatAsked("Ann", code))
            assert (await received(again, "state"))["private"][-1] == "Your word is lantern."
            assert (await received(back, "taken"))["why"] == PhoneSays.GIVEN.format(name="Ann")
            assert await closes(back)
            kept = await ann.ws_connect(socket_url(server.url(0)), ssl=False)
            seats.keep_seat(SeatAsked("Ann", await asks(kept, "Ann")))
            assert (await received(kept, "taken"))["why"] == PhoneSays.KEPT.format(name="Ann")
            assert await closes(kept) and seats.asked() == []
            refused = await ann.ws_connect(socket_url(server.url(0)), ssl=False)
            assert seats.give_seat(SeatAsked("Ann", await asks(refused, "Ann")))  # given back
            assert (await received(refused, "state"))["private"]
            assert (await received(again, "taken"))["why"] == PhoneSays.GIVEN.format(name="Ann")
            assert not seats.give_seat(SeatAsked("Ann", code))  # nobody asks with it now
            tab = await ann.ws_connect(socket_url(server.url(0)), ssl=False)
            await received(tab, "state")  # the same phone in another tab has it
            assert (await received(refused, "taken"))["why"] == PhoneSays.REOPENED
            for ws in (again, tab):
                await ws.close()

    run(test)


def test_a_seat_played_at_the_laptop_waits_for_the_host_and_few_devices_ask_at_once(server):
    seats = server.seats
    seats.seal()  # the game starts without any phone: every seat is the laptop's

    async def test():
        async with device() as dee, device() as stranger:
            held = await stranger.ws_connect(socket_url(server.url(1)), ssl=False)
            stranger_code = await asks(held, "Bob")
            seats.tell(1, "Bob, your secret word is eagle.")
            with pytest.raises(asyncio.TimeoutError):  # nothing of the seat reaches it
                await asyncio.wait_for(held.receive_str(), 1)
            assert not seats.has_phone(1)  # Bob's secrets still go to the laptop
            phone = await dee.ws_connect(socket_url(server.url(1)), ssl=False)
            assert seats.give_seat(SeatAsked("Bob", await asks(phone, "Bob")))
            assert "eagle" in str(await received(phone, "state"))
            assert seats.has_phone(1)
            assert seats.asked() == [SeatAsked("Bob", stranger_code)]  # still asking
            crowd = [device() for _ in range(ASKERS_KEPT + 1)]
            sockets = [await c.ws_connect(socket_url(server.url(0)), ssl=False) for c in crowd]
            for ws in sockets:
                await asks(ws, "Ann")
            why = (await received(sockets[0], "taken"))["why"]
            assert why == PhoneSays.TOO_MANY and await closes(sockets[0])
            assert len([a for a in seats.asked() if a.name == "Ann"]) == ASKERS_KEPT
            for ws, client in zip(sockets, crowd, strict=True):
                await ws.close()
                await client.close()
            await held.close()
            await phone.close()

    run(test)


def test_bad_messages_get_an_error_and_the_game_goes_on(server):
    seats = server.seats

    async def test():
        async with aiohttp.ClientSession() as client:
            ws = await joined(client, server, 0)
            question = Question(0, "Ann, one or two?", ("one", "two"), False, False)
            number = seats.ask({0: question})[0]
            for bad in ("{", '{"type": "hack"}', '{"type": "answer", "id": 999, "text": "one"}'):
                await ws.send_str(bad)
                assert (await received(ws, "error"))["why"]
            await ws.send_bytes(b"\x00" * 3)  # shorter than a sound frame's header
            assert (await received(ws, "error"))["why"]
            await ws.send_str(json.dumps({"type": "answer", "id": number, "text": "two"}))
            given = await asyncio.to_thread(seats.answers.get, timeout=5)
            assert given.text == "two"
            seats.took(given)  # "answered" only once the game takes it
            assert (await received(ws, "answered"))["text"] == "two"
            await ws.close()

    run(test)


def test_a_message_too_big_is_refused_and_far_too_big_closes_only_that_phone(server):
    async def test():
        async with device() as client:
            ws = await joined(client, server, 1)
            await ws.send_str("x" * (MAX_BYTES + 1))  # a little too big: told why
            assert "at most" in (await received(ws, "error"))["why"]
            await ws.send_str("x" * (CLOSE_ABOVE + 1))  # far too big: not even read
            assert (await ws.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            again = await client.ws_connect(socket_url(server.url(1)), ssl=False)
            assert (await received(again, "state"))["name"] == "Bob"
            await again.close()

    run(test)


def test_a_flood_is_slowed_down(server):
    async def test():
        async with aiohttp.ClientSession() as client:
            ws = await joined(client, server, 1)
            for _ in range(BURST + 5):
                await ws.send_str("{}")
            whys = [(await received(ws, "error"))["why"] for _ in range(BURST + 5)]
            assert whys.count(PhoneSays.SLOW_DOWN) >= 5
            await ws.close()

    run(test)


def test_the_server_stops_with_the_game_and_closes_the_phones(tmp_path):
    seats = Seats(("Ann",), "X")
    server = PhoneServer(seats, None, "127.0.0.1", 0).start()

    async def test():
        async with aiohttp.ClientSession() as client:
            ws = await client.ws_connect(socket_url(server.url(0)))
            await received(ws, "state")
            seats.say("Ann wins!")  # the game's last line, said just before it ends
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            assert (await received(ws, "state"))["caption"] == "Ann wins!"
            assert (await received(ws, "over"))["why"] == PhoneSays.OVER
            assert (await ws.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            with pytest.raises(aiohttp.ClientConnectionError):
                await client.get(server.url(0))

    run(test)


def test_a_port_in_use_is_one_clear_error(server):
    with pytest.raises(PhonesFailed, match=r"cannot serve phones on 127\.0\.0\.1"):
        PhoneServer(Seats(("Ann",), "X"), None, "127.0.0.1", server.port).start()


def test_only_the_page_s_style_and_scripts_are_served_without_a_token(server):
    async def test():
        async with aiohttp.ClientSession() as client:
            base = server.url(0).split("/p/")[0]
            assert (await client.get(f"{base}/static/phone.js", ssl=False)).status == 200
            for name in ("index.html", "..%2Fserver.py", "nothing.js", ""):
                response = await client.get(f"{base}/static/{name}", ssl=False)
                assert response.status == 404, name

    run(test)


def test_a_phone_cannot_talk_to_another_seats_question(server):
    seats = server.seats

    async def test():
        async with aiohttp.ClientSession() as client:
            bob = await joined(client, server, 1)
            ann_asked = seats.ask(
                {0: Question(0, "Ann, play or pass?", ("play", "pass"), False, True)}
            )[0]
            start = {"type": "talk", "action": "start", "id": ann_asked, "utterance": 1}
            await bob.send_str(json.dumps(start))
            assert (await received(bob, "error"))["why"] == PhoneSays.NOT_YOURS
            assert not seats.talked_to()  # a timed question does not wait on Bob
            await bob.close()

    run(test)
