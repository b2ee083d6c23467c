"""`--phones`: every player's private screen on their own phone, joined by a link or QR code;
`--screen`: the table's shared board on a TV or the laptop, from the same server.

Without --phones, --screen starts the same HTTPS server with no seat for a phone: every phone
link is refused, the players answer at the laptop as without phones, and the table page shows
the board from the first line of the game (there is no one to wait for).
"""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import resource
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from host.cli.host_settings import PhoneSettings
from host.phones.address import free_port, lan_address
from host.phones.certificate import certificate, certificate_folder
from host.phones.qr import qr_grid, qr_text
from host.phones.seats import Seats
from host.phones.server import PhoneServer, PhonesFailed
from host.phrasebook.table_says import TableSays
from host.phrasebook.words import listing
from host.screen.serve import routes
from host.screen.table import TableScreen
from host.voice.barge_in import Keys

JOIN_POLL = 0.2
"""Seconds between looks for the last phone or an Enter on the laptop."""

MOST_FILES = 65536
"""Files the host asks to be allowed to open, at most (a hard limit may be "unlimited")."""
SEAT_NOTICE_GAP = 30.0
"""Seconds between two notices that a device asks for the same seat."""


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
        help="the address phones reach this computer at (default: its LAN address; 0.0.0.0 or "
        ":: listens on every address, the links naming the LAN one)",
    )
    parser.add_argument(
        "--phones-port", type=port, metavar="N", help="the phones' port (default: a free one)"
    )
    parser.add_argument(
        "--no-qr", action="store_true", help="print the phone links without QR codes"
    )
    parser.add_argument(
        "--screen",
        action=argparse.BooleanOptionalAction,
        help="the table's board and the host's captions on a shared page, for a TV or the "
        "laptop (a link and QR code; default: on with --phones)",
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
    settings: PhoneSettings,
    players: tuple[str, ...],
    title: str,
    screen: TableScreen | None = None,
    log: Path | None = None,
) -> Iterator[Seats | None]:
    """With --phones, the seats served to the players' phones while the game runs (the
    server stops with it, its own errors written to `log`), None without; with a `screen`,
    the table page too."""
    if not settings.phones and screen is None:
        yield None
        return
    more_files()
    host = settings.host or lan_address()
    public = lan_address() if ipaddress.ip_address(host).is_unspecified else host
    seats = Seats(players if settings.phones else (), title, asked_for=asking())
    try:
        cert = certificate(certificate_folder(), [public])
        port = settings.port or free_port(host)
        secret = () if screen is None else (screen.token,)
        server = PhoneServer(seats, cert, host, port, routes(screen), log, public, secret).start()
    except (OSError, ValueError, PhonesFailed) as exc:
        raise PhonesFailed(f"phones: {exc}") from exc
    try:
        made = "made a new certificate" if cert.created else "certificate"
        print(f"partyhost: phones: {made}, SHA-256 fingerprint {cert.fingerprint}")
        links = [(name, server.url(seat)) for seat, name in enumerate(seats.players)]
        if links and settings.qr:
            print(qr_grid(links, shutil.get_terminal_size().columns))
        for name, url in links:
            print(f"phone {name}: {url}", flush=True)
        if screen is not None:
            if links:
                screen.links([url for _, url in links])
            screen.served_at(server.origin())
            if settings.qr:
                print(qr_text(screen.url))
            print(f"screen: {screen.url}", flush=True)
        yield seats if settings.phones else None
    finally:
        server.stop()


def more_files() -> None:
    """Let the host open as many files as the system allows it (the soft limit raised to the
    hard one): the phones' server bounds its connections, and the saves and the ears' files
    must never be the ones that find no file left."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MOST_FILES if hard == resource.RLIM_INFINITY else min(hard, MOST_FILES)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        with contextlib.suppress(ValueError, OSError):  # the system's say: the soft one stays
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def asking(clock: Callable[[], float] = time.monotonic) -> Callable[[str], None]:
    """What tells the host that a device asks for a player's seat (their phone lost or
    changed, or a seat played at the laptop), and how to answer: a line on the terminal, never
    a caption of the table page's; once a seat in SEAT_NOTICE_GAP, however often devices ask
    (each one's code is said when the host answers)."""
    told: dict[str, float] = {}

    def asked_for(name: str) -> None:
        now = clock()
        if name in told and now - told[name] < SEAT_NOTICE_GAP:
            return
        told[name] = now
        print(
            f"partyhost: phones: a device asks for {name}'s seat. To give it, say or type "
            '"give the seat to the new phone": the host names each device by the code it '
            "shows.",
            flush=True,
        )

    return asked_for


def wait_for_phones(
    seats: Seats, keys: Keys, say: Callable[[str], None], screen: TableScreen | None = None
) -> None:
    """Until every player's phone has joined, or Enter is pressed on the laptop (the players
    without a phone then use the laptop, and a phone gets their seat only when the host gives
    it); the table page ticks each phone as it joins."""
    say(TableSays.OPEN_YOUR_LINK)

    def ticked() -> None:
        if screen is not None:
            screen.joined([seat.joined for seat in seats.seats])

    while not seats.wait_joined(JOIN_POLL):
        ticked()
        if keys.wait(0):
            keys.take_enter()
            break
    ticked()
    seats.seal()  # a seat without its phone now is the laptop's until the host gives it
    missing = [s.name for s in seats.seats if not s.joined]
    if missing:
        say(TableSays.WITHOUT_PHONES.format(names=listing(missing)))
    else:
        say(TableSays.ALL_PHONES_IN)
