"""The phones' server's gate: how many connections it holds at once, from one address and in
all, so that a slow or hostile client holding connections open cannot use up the host's
files (and with them its saves) nor lock the other phones out.

A phone needs one WebSocket and a few page loads; a connection over the limits is closed as
soon as it is made (logged once per address), a TLS handshake gets HANDSHAKE seconds, and a
connection then has HEAD seconds to send the whole head of its first request: one that sends
nothing, or never finishes its head, holds its place for seconds, not for the game.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from typing import Any

PER_ADDRESS = 64
"""Connections held at once from one address: a browser opens six or so to a host, plus its
phone's WebSocket, and eight of them may be behind one router (a travel router, a guest
network, the laptop showing the screen and a player's page)."""
TOTAL = 128
"""Connections held at once in all: a table of phones many times over, far below the files
a process may open."""
HANDSHAKE = 10.0
"""Seconds a client has to finish its TLS handshake."""
HEAD = 5.0
"""Seconds a connection has, once made (and its TLS handshake done), to send the whole head of
its first request: a phone's browser sends it at once."""
END_OF_HEAD = b"\r\n\r\n"


class Gate:
    """Counts the connections held by address, and admits a new one only under the limits."""

    def __init__(
        self,
        per_address: int = PER_ADDRESS,
        total: int = TOTAL,
        refused: Callable[[str], None] = lambda address: None,
    ) -> None:
        self.per_address = per_address
        self.total = total
        self.held: Counter[str] = Counter()
        self.refused = refused
        """Told each address the gate turns a connection away from, the first time only."""
        self._told: set[str] = set()

    def admit(self, address: str) -> bool:
        """Whether a connection from `address` may be held (it is counted if so)."""
        if self.held[address] >= self.per_address or self.held.total() >= self.total:
            if address not in self._told:
                self._told.add(address)
                self.refused(address)
            return False
        self.held[address] += 1
        return True

    def leave(self, address: str) -> None:
        """A connection from `address` is closed."""
        self.held[address] -= 1
        if self.held[address] <= 0:
            del self.held[address]

    def guarded(self, factory: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """A protocol factory for the server: `factory`'s protocols, behind this gate."""
        return lambda: _Guarded(factory(), self)


class _Guarded(asyncio.Protocol):
    """A connection's protocol (aiohttp's) that exists only if the gate admits it."""

    def __init__(self, inner: asyncio.Protocol, gate: Gate) -> None:
        self.inner = inner
        self.gate = gate
        self.address: str | None = None
        self._deadline: asyncio.TimerHandle | None = None
        """Closes the connection unless the head of its first request is whole by then."""
        self._tail = b""
        """The last bytes received, in case the head's end is split between two reads."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer: Any = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self.gate.admit(address):
            transport.abort()  # over the limits: closed at once, nothing read
            return
        self.address = address
        self._deadline = asyncio.get_running_loop().call_later(HEAD, transport.abort)
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.address is None:
            return
        self._no_deadline()
        self.gate.leave(self.address)
        self.address = None
        self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.address is None:
            return
        if self._deadline is not None:
            seen = self._tail + data
            if END_OF_HEAD in seen:
                self._no_deadline()
            self._tail = seen[-(len(END_OF_HEAD) - 1) :]
        self.inner.data_received(data)

    def _no_deadline(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.address is not None else None

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()
