"""`--phones`: every player's private screen on their own phone, joined by a link or QR code."""

from __future__ import annotations

import argparse
import ipaddress
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from host.phones.address import free_port, lan_address
from host.phones.certificate import certificate, certificate_folder
from host.phones.qr import qr_grid
from host.phones.seats import Seats
from host.phones.server import PhoneServer, PhonesFailed
from host.voice.barge_in import Keys

JOIN_POLL = 0.2
"""Seconds between looks for the last phone or an Enter on the laptop."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that put the players' private screens on their phones."""
    parser.add_argument(
        "--phones",
        action="store_true",
        help="each player joins on their phone (a link and QR code each): private lines and "
        "questions go there",
    )
    parser.add_argument(
        "--phones-host",
        type=address,
        metavar="ADDR",
        help="the address phones reach this computer at (default: its LAN address)",
    )
    parser.add_argument(
        "--phones-port", type=port, metavar="N", help="the phones' port (default: a free one)"
    )
    parser.add_argument(
        "--no-qr", action="store_true", help="print the phone links without QR codes"
    )


def address(text: str) -> str:
    """An IP address for --phones-host (argparse's type)."""
    try:
        return str(ipaddress.ip_address(text.strip("[]")))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an IP address") from None


def port(text: str) -> int:
    """A TCP port for --phones-port (argparse's type)."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (1 to 65535)")
    return int(text)


@contextmanager
def phones(
    args: argparse.Namespace, players: tuple[str, ...], title: str
) -> Iterator[Seats | None]:
    """With --phones, the seats served to the players' phones while the game runs (the
    server stops with it); None without."""
    if not args.phones:
        yield None
        return
    host = args.phones_host or lan_address()
    seats = Seats(players, title)
    try:
        cert = certificate(certificate_folder(), [host])
        server = PhoneServer(seats, cert, host, args.phones_port or free_port(host)).start()
    except (OSError, ValueError, PhonesFailed) as exc:
        raise PhonesFailed(f"phones: {exc}") from exc
    try:
        made = "made a new certificate" if cert.created else "certificate"
        print(f"partyhost: phones: {made}, SHA-256 fingerprint {cert.fingerprint}")
        links = [(name, server.url(seat)) for seat, name in enumerate(players)]
        if not args.no_qr:
            print(qr_grid(links, shutil.get_terminal_size().columns))
        for name, url in links:
            print(f"phone {name}: {url}", flush=True)
        yield seats
    finally:
        server.stop()


def wait_for_phones(seats: Seats, keys: Keys, say: Callable[[str], None]) -> None:
    """Until every player's phone has joined, or Enter is pressed on the laptop (the players
    without a phone then use the laptop)."""
    say("Open your link on your phone. Press Enter to start without the others.")
    while not seats.wait_joined(JOIN_POLL):
        if keys.wait(0):
            keys.take_enter()
            break
    missing = [s.name for s in seats.seats if not s.joined]
    if missing:
        say(f"Without a phone: {', '.join(missing)}. Their secrets show on this screen.")
    else:
        say("Every phone has joined.")
