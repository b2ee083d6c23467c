"""Floods of connections against the phones' server, on loopback from two attacking addresses
while a phone joins from a third: kept-alive connections fetching a page over and over, idle
TLS connections reopened as fast as they close, and a thousand connections that never start
TLS. Each time the phone joins within 10 seconds, the server's sockets stay bounded, and
the server goes on."""

from __future__ import annotations

import asyncio
import os
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import aiohttp
import pytest

from host.cli.phones import more_files
from host.phones.certificate import certificate
from host.phones.gate import PER_ADDRESS, TOTAL
from host.phones.seats import Seats
from host.phones.server import PhoneServer
from tests.host.phones.test_slow_client import phone_joins
from tests.host.phones.tls import any_certificate

ATTACKERS = ("127.0.0.3", "127.0.0.4")
"""The attacking addresses (all of 127/8 is loopback; the phone is 127.0.0.2)."""
JOIN = 10.0
"""Seconds a phone may take to join under a flood."""
NEVER_TLS = 1000
"""Connections that never start their TLS handshake."""


@pytest.fixture
def server(tmp_path) -> Iterator[PhoneServer]:
    more_files()  # as the host does at its start: the attack's sockets are this process's too
    seats = Seats(("Ann", "Bob"), "Maudit Mot Dit")
    cert = certificate(tmp_path / "cert", ["127.0.0.1"])
    with PhoneServer(seats, cert, "127.0.0.1", 0) as running:
        yield running


def tcp(server: PhoneServer, source: str) -> socket.socket | None:
    """A plain connection to the server from `source` (None if refused)."""
    try:
        return socket.create_connection(
            ("127.0.0.1", server.port), timeout=5, source_address=(source, 0)
        )
    except OSError:
        return None


def tls(server: PhoneServer, source: str) -> ssl.SSLSocket | None:
    """A TLS connection to the server from `source`, its handshake done (None if refused)."""
    plain = tcp(server, source)
    if plain is None:
        return None
    try:
        return any_certificate().wrap_socket(plain)
    except OSError:
        plain.close()
        return None


class Flood:
    """Attack threads run while the test's block runs, then stopped and their sockets closed."""

    def __init__(self, attack: Callable[[threading.Event, list[socket.socket]], None]) -> None:
        self.stop = threading.Event()
        self.sockets: list[socket.socket] = []
        self.threads = [
            threading.Thread(target=attack, args=(self.stop, self.sockets), daemon=True)
            for _ in ATTACKERS
        ]

    def __enter__(self) -> Flood:
        for thread in self.threads:
            thread.start()
        time.sleep(1.0)  # the flood at its height before the phone comes
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(10)
        for connection in self.sockets:
            connection.close()


def servers_sockets(server: PhoneServer) -> int:
    """The sockets this process holds open on the server's port: its listening socket and the
    connections it accepted, never the clients' ends (whose port is their own), nor another
    file that something else in this process opened meanwhile."""
    port = f"{server.port:04X}"
    inodes = set()
    for table in ("/proc/self/net/tcp", "/proc/self/net/tcp6"):
        for row in Path(table).read_text().splitlines()[1:]:
            fields = row.split()
            if fields[1].rsplit(":", 1)[1] == port:
                inodes.add(fields[9])
    return sum(_socket_inode(fd) in inodes for fd in Path("/proc/self/fd").iterdir())


def _socket_inode(fd: Path) -> str:
    """The inode of the socket open as `fd` ("" if it is not a socket, or closed since)."""
    try:
        target = os.readlink(fd)
    except OSError:
        return ""
    return target[len("socket:[") : -1] if target.startswith("socket:[") else ""


def joins_in_time(server: PhoneServer) -> float:
    """Seconds a phone from 127.0.0.2 takes to load its page and open its WebSocket, trying
    again while it is refused; the test fails past JOIN."""
    start = time.monotonic()
    while True:
        try:
            state = asyncio.run(phone_joins(server))
            assert state["type"] == "state" and state["name"] == "Ann"
            return time.monotonic() - start
        except (OSError, aiohttp.ClientError):
            assert time.monotonic() - start < JOIN, "a phone kept out"
            time.sleep(0.2)


def test_kept_alive_connections_fetching_pages_keep_no_phone_out(server: PhoneServer) -> None:
    fetch = b"GET /static/turn.js HTTP/1.1\r\nHost: x\r\n\r\n"
    addresses = iter(ATTACKERS)

    def attack(stop: threading.Event, sockets: list[socket.socket]) -> None:
        source = next(addresses)
        mine = [c for _ in range(PER_ADDRESS) if (c := tls(server, source)) is not None]
        sockets.extend(mine)
        while not stop.is_set():
            for connection in list(mine):
                try:
                    connection.sendall(fetch)
                    connection.recv(65536)
                except OSError:  # closed to make room: open another
                    mine.remove(connection)
                    if (again := tls(server, source)) is not None:
                        mine.append(again)
                        sockets.append(again)
            stop.wait(1.0)

    with Flood(attack):
        # The server full of them before the phone comes (a loaded machine opens them slower).
        deadline = time.monotonic() + 30
        while server.gate.count() < TOTAL - 8 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert server.gate.count() >= TOTAL - 8
        assert joins_in_time(server) < JOIN


def test_idle_tls_connections_reopened_as_they_close_keep_no_phone_out(server) -> None:
    addresses = iter(ATTACKERS)

    def attack(stop: threading.Event, sockets: list[socket.socket]) -> None:
        source = next(addresses)
        while not stop.is_set():
            if (connection := tls(server, source)) is not None:
                sockets.append(connection)

    with Flood(attack):
        assert joins_in_time(server) < JOIN


def test_a_thousand_connections_that_never_start_tls_keep_no_phone_out(server) -> None:
    addresses = iter(ATTACKERS)

    def attack(stop: threading.Event, sockets: list[socket.socket]) -> None:
        source = next(addresses)
        for _ in range(NEVER_TLS // len(ATTACKERS)):
            if stop.is_set():
                return
            if (connection := tcp(server, source)) is not None:
                sockets.append(connection)

    with Flood(attack) as flood:
        for thread in flood.threads:
            thread.join(30)
        assert len(flood.sockets) >= NEVER_TLS * 0.9  # the client's ends, closed or not
        assert server.gate.count() <= TOTAL
        # The connections turned away are closed by the server's loop, which shares the two
        # cores with the flood's threads and the other tests: seconds under load.
        deadline = time.monotonic() + 20
        while servers_sockets(server) > TOTAL + 16 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert servers_sockets(server) <= TOTAL + 16  # bounded, whatever the flood
        assert joins_in_time(server) < JOIN
    deadline = time.monotonic() + 5  # the flood gone, every connection of it counted out
    while server.gate.count() > 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.gate.count() <= 2
