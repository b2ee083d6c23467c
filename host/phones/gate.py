"""The phones' server's gate: how many connections it holds at once, from one address and in
all, counted from the moment each is accepted, so that a slow or hostile client holding
connections open cannot use up the host's files (and with them its saves) nor lock the other
phones out.

A phone needs one WebSocket and a few page loads. Every accepted connection is counted at once,
before its TLS handshake (which the gate starts itself, HANDSHAKE seconds at most); a connection
then has HEAD seconds to send the whole head of its first request. An address whose request
named a seat's or the table page's token is trusted: when the server is full, a new connection
makes room by closing the oldest connection of the untrusted address that holds the most, so a
flood from a few addresses never keeps a new phone out; only an address over its own limit, or
a server full of trusted connections, is turned away (logged once per address).
"""

from __future__ import annotations

import asyncio
import re
import ssl
from collections.abc import Callable
from typing import Any

PER_ADDRESS = 64
"""Connections held at once from one address: a browser opens six or so to a host, plus its
phone's WebSocket, and eight of them may be behind one router (a travel router, a guest
network, the laptop showing the screen and a player's page)."""
TOTAL = 128
"""Connections held at once in all: a table of phones many times over, far below the files
a process may open."""
TRUSTED_ADDRESSES = 64
"""Addresses the gate remembers as having shown a token (a table's phones and screens)."""
HANDSHAKE = 10.0
"""Seconds a client has to finish its TLS handshake."""
HEAD = 5.0
"""Seconds a connection has, once made (and its TLS handshake done), to send the whole head of
its first request: a phone's browser sends it at once."""
END_OF_HEAD = b"\r\n\r\n"
TOKEN_PATH = re.compile(rb"^[A-Z]{3,7} /(?:p|ws|t|tws)/([A-Za-z0-9_-]{22})(?:/| |$)")
"""The first request line of a phone's page or socket, or the table page's: the token in it."""


class Held:
    """One connection the gate holds: where it comes from, and how to close it."""

    def __init__(self, address: str, close: Callable[[], None]) -> None:
        self.address = address
        self.close = close


class Gate:
    """Counts the connections held by address from their accept, admits a new one under the
    limits (making room by closing an untrusted one when the server is full), and remembers
    the addresses that showed a token (`known` says which tokens are the game's)."""

    def __init__(
        self,
        per_address: int = PER_ADDRESS,
        total: int = TOTAL,
        refused: Callable[[str], None] = lambda address: None,
        known: Callable[[str], bool] = lambda token: False,
    ) -> None:
        self.per_address = per_address
        self.total = total
        self.held: dict[str, list[Held]] = {}
        """By address, its connections held, oldest first."""
        self.refused = refused
        """Told each address the gate turns a connection away from, the first time only."""
        self.known = known
        self.trusted: dict[str, None] = {}
        """The addresses that showed one of the game's tokens, oldest first."""
        self._told: set[str] = set()

    def count(self) -> int:
        """Connections held in all."""
        return sum(len(conns) for conns in self.held.values())

    def admit(self, address: str, close: Callable[[], None]) -> Held | None:
        """A connection from `address` (closed by `close`), held if the limits allow, after
        closing an untrusted address's oldest connection if the server is full; None if it is
        turned away."""
        mine = self.held.get(address, [])
        if len(mine) >= self.per_address or (
            self.count() >= self.total and not self._make_room(address)
        ):
            if address not in self._told:
                self._told.add(address)
                self.refused(address)
            return None
        held = Held(address, close)
        self.held.setdefault(address, []).append(held)
        return held

    def _make_room(self, newcomer: str) -> bool:
        """Close the oldest connection of the untrusted address (not the newcomer's own) that
        holds the most; False if there is none."""
        others = [a for a in self.held if a not in self.trusted and a != newcomer]
        if not others:
            return False
        crowded = max(others, key=lambda a: len(self.held[a]))
        oldest = self.held[crowded][0]
        self.leave(oldest)  # counted out now: its closing comes later, from the loop
        oldest.close()
        return True

    def leave(self, held: Held) -> None:
        """A connection is closed (or made room for another): counted out, once."""
        conns = self.held.get(held.address, [])
        if held in conns:
            conns.remove(held)
            if not conns:
                del self.held[held.address]

    def heard(self, address: str, head: bytes) -> None:
        """The start of a connection's first request: an address whose request names one of
        the game's tokens is trusted from now on."""
        found = TOKEN_PATH.match(head)
        if found and self.known(found[1].decode()):
            self.trusted.pop(address, None)
            self.trusted[address] = None
            while len(self.trusted) > TRUSTED_ADDRESSES:
                del self.trusted[next(iter(self.trusted))]

    def guarded(
        self, factory: Callable[[], asyncio.Protocol], tls: ssl.SSLContext | None
    ) -> Callable[[], asyncio.Protocol]:
        """A protocol factory for a plain TCP server: each connection counted by this gate
        from its accept, its TLS (with `tls`) started by the gate, then `factory`'s protocol."""
        return lambda: _Accepted(factory(), self, tls)


class _Accepted(asyncio.Protocol):
    """A connection as accepted: counted (or turned away) at once, then its TLS handshake,
    then the inner protocol (aiohttp's) behind a deadline for its first request's head."""

    def __init__(self, inner: asyncio.Protocol, gate: Gate, tls: ssl.SSLContext | None) -> None:
        self.inner = inner
        self.gate = gate
        self.tls = tls
        self.held: Held | None = None
        self._made = False
        """Whether the inner protocol has the connection (its TLS, if any, done)."""
        self._deadline: asyncio.TimerHandle | None = None
        """Closes the connection unless the head of its first request is whole by then."""
        self._head = b""
        """The first bytes received, until the head's end (to find its token and its end)."""
        self._early = b""
        """Bytes the TLS layer passed on before the inner protocol had the connection."""
        self._early_eof = False
        """Whether the client's end was closed before the inner protocol had the connection."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer: Any = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        held = self.gate.admit(address, transport.abort)
        if held is None:
            transport.abort()  # over the limits: closed at once, nothing read
            return
        self.held = held
        if self.tls is None:
            self._ready(transport)
            return
        assert isinstance(transport, asyncio.Transport)
        transport.pause_reading()  # nothing read before the handshake takes the connection
        asyncio.get_running_loop().create_task(self._handshake(transport))

    async def _handshake(self, transport: asyncio.Transport) -> None:
        loop = asyncio.get_running_loop()
        assert self.tls is not None
        try:
            secured = await loop.start_tls(
                transport, self, self.tls, server_side=True, ssl_handshake_timeout=HANDSHAKE
            )
        except (TimeoutError, OSError):  # a failed, slow or abandoned handshake
            self._gone()
            transport.abort()
            return
        if secured is None or self.held is None:  # closed (made room for another) meanwhile
            transport.abort()
            return
        self.held.close = secured.abort
        self._ready(secured)

    def _ready(self, transport: asyncio.BaseTransport) -> None:
        self._deadline = asyncio.get_running_loop().call_later(HEAD, transport.abort)
        self._made = True
        self.inner.connection_made(transport)
        if self._early:  # what came with the end of the handshake, before start_tls returned
            early, self._early = self._early, b""
            self.data_received(early)
        if self._early_eof:  # the TLS layer closes the connection after it, whatever is said
            self.inner.eof_received()

    def _gone(self) -> None:
        if self.held is not None:
            self.gate.leave(self.held)
            self.held = None
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def connection_lost(self, exc: Exception | None) -> None:
        self._gone()
        if self._made:
            self._made = False
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if not self._made:
            self._early += data
            return
        if self._deadline is not None:
            self._head += data
            if END_OF_HEAD in self._head:
                self._deadline.cancel()
                self._deadline = None
                if self.held is not None:
                    self.gate.heard(self.held.address, self._head)
                self._head = b""
            elif len(self._head) > 65536:  # a head this long never ends well
                self._head = self._head[-4:]
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if not self._made:
            self._early_eof = True
            return None
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()
