"""A slow client holding many connections to the phones' server, on loopback: the server holds
at most PER_ADDRESS of them (the rest are closed at once), its open files stay bounded, a
phone from another address still gets its page and its WebSocket, and every connection that
does not send its request's whole head is closed within HEAD seconds; the idle connections of
eight addresses that fill the server's total no longer keep a new phone out."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import ssl
import time

import aiohttp
import pytest

from host.phones.certificate import certificate
from host.phones.gate import HEAD, PER_ADDRESS, TOTAL, Gate
from host.phones.seats import Seats
from host.phones.server import PhoneServer, socket_url
from tests.host.phones.tls import any_certificate

SLOW = PER_ADDRESS + 8
"""Connections the slow client opens, each with a request it never finishes."""
PHONE = "127.0.0.2"
"""The phone's own address (all of 127/8 is loopback)."""


def still_open(connection: socket.socket) -> bool:
    """Whether the server keeps `connection` open (nothing to read, no close)."""
    connection.settimeout(0.05)
    try:
        return connection.recv(1) != b""
    except TimeoutError:
        return True
    except (ConnectionError, ssl.SSLError, OSError):
        return False


def open_files() -> int:
    """The files this process has open."""
    return len(os.listdir("/proc/self/fd"))


@pytest.fixture
def server(tmp_path):
    seats = Seats(("Ann", "Bob"), "Maudit Mot Dit")
    cert = certificate(tmp_path / "cert", ["127.0.0.1"])
    with PhoneServer(seats, cert, "127.0.0.1", 0) as server:
        yield server


@pytest.fixture
def plain(tmp_path):
    """The server over plain HTTP: a connection is made in a fraction of a TLS handshake's
    time, so that more than PER_ADDRESS are open well within HEAD seconds."""
    with PhoneServer(Seats(("Ann", "Bob"), "Maudit Mot Dit"), None, "127.0.0.1", 0) as server:
        yield server


def connect(server: PhoneServer, source: str, head: bytes) -> socket.socket | None:
    """A connection to the server from `source` (over TLS if the server has it), that sends
    `head` and no more; None if the server closes it at once."""
    plain = socket.create_connection(
        ("127.0.0.1", server.port), timeout=5, source_address=(source, 0)
    )
    try:
        connection = any_certificate().wrap_socket(plain) if server.certificate else plain
        connection.sendall(head)
    except (ConnectionError, ssl.SSLError, OSError):
        plain.close()
        return None
    return connection


async def phone_joins(server: PhoneServer) -> dict:
    """A phone from PHONE loads seat 0's page and opens its WebSocket; the state it gets."""
    connector = aiohttp.TCPConnector(
        ssl=any_certificate() if server.certificate else False, local_addr=(PHONE, 0)
    )
    async with aiohttp.ClientSession(connector=connector) as client:
        async with client.get(server.url(0)) as page:
            assert page.status == 200
        async with client.ws_connect(socket_url(server.url(0))) as ws:
            return json.loads((await ws.receive(timeout=5)).data)


def test_a_slow_client_holds_a_bounded_number_of_connections(plain):
    server = plain
    files = open_files()
    slow = []
    try:
        for _ in range(SLOW):
            connection = connect(server, "127.0.0.1", b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            if connection is not None:
                slow.append(connection)
        time.sleep(0.2)
        held = [c for c in slow if still_open(c)]
        assert len(held) == PER_ADDRESS  # the others closed at once
        assert len(server.gate.held["127.0.0.1"]) == len(held)
        servers_files = open_files() - files - len(slow)  # less the client's own ends
        assert servers_files <= len(held) + 10
        state = asyncio.run(phone_joins(server))
        assert state["type"] == "state" and state["name"] == "Ann"
        time.sleep(HEAD + 0.5)  # their heads never finished: every one is closed
        assert not any(still_open(c) for c in held)
    finally:
        for connection in slow:
            connection.close()
    deadline = time.monotonic() + 5
    while server.gate.held and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not server.gate.held  # every connection counted out as it closed


def test_idle_connections_filling_the_server_keep_no_phone_out(server):
    idle = []
    try:
        for n in range(TOTAL // 16):  # 8 addresses x 16 connections that send nothing
            for _ in range(16):
                connection = connect(server, f"127.0.0.{10 + n}", b"")
                if connection is not None:
                    idle.append(connection)
        start = time.monotonic()  # with no limit of time, they would fill the total for good
        while True:
            try:
                state = asyncio.run(phone_joins(server))
                break
            except (aiohttp.ClientError, ConnectionError, ssl.SSLError, OSError):
                assert time.monotonic() - start < 10, "a phone kept out"
                time.sleep(0.5)
        assert state["name"] == "Ann"
    finally:
        for connection in idle:
            connection.close()


def test_the_gate_counts_by_address_and_makes_room_from_the_most_crowded_untrusted_one():
    closed: list[str] = []
    gate = Gate(per_address=2, total=3, known={"T" * 22}.__contains__)

    def admit(address: str, name: str):
        return gate.admit(address, lambda: closed.append(name))

    a1, a2 = admit("a", "a1"), admit("a", "a2")
    assert a1 and a2 and admit("a", "a3") is None  # over its own address's limit
    assert admit("b", "b1") and gate.count() == 3
    assert admit("c", "c1") and closed == ["a1"]  # full: the most crowded address's oldest
    assert gate.count() == 3 and [h.address for h in gate.held["a"]] == ["a"]
    gate.heard("b", b"GET /p/" + b"T" * 22 + b"/ HTTP/1.1\r\n")  # b showed a seat's token
    gate.heard("c", b"GET /p/" + b"U" * 22 + b"/ HTTP/1.1\r\n")  # not one of the game's
    assert list(gate.trusted) == ["b"]
    assert admit("d", "d1") and closed == ["a1", "a2"]  # a and c hold one each: a, the older
    assert admit("e", "e1") and closed == ["a1", "a2", "c1"]
    assert admit("f", "f1") and closed[-1] == "d1"  # never b's, the trusted address
    assert "b" in gate.held
    gate.leave(a2)  # counted out once, however often it is said
    assert gate.count() == 3
