"""The addresses the phones reach the host at: the LAN address and a free port on it."""

from __future__ import annotations

import socket

# Any private address routed through the LAN will do: nothing is ever sent to it.
PROBE = ("10.255.255.255", 1)
LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """This machine's IPv4 address on the LAN, as other devices reach it; loopback if none."""
    # Connecting a UDP socket sends no packet: the kernel only picks the route and so the
    # source address it would use, which is the one the other devices on that network see.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(PROBE)
            address = probe.getsockname()[0]
        except OSError:
            return LOOPBACK
    return LOOPBACK if address == "0.0.0.0" else address


def free_port(host: str) -> int:
    """A TCP port on `host` that nothing listens on right now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]
