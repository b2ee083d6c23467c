"""The phones' server's own errors (issue 35): an oversized header, a malformed request line
and a request without TLS to the HTTPS server are answered or dropped, written to the game's
phones log one line each (0600, no seat's token in it), never printed on the terminal."""

from __future__ import annotations

import socket
import ssl
import stat
from pathlib import Path

import pytest

from host.phones.certificate import certificate
from host.phones.seats import Seats
from host.phones.server import PhoneServer
from tests.host.phones.tls import any_certificate

ATTEMPTS = 5
"""Times each bad request is sent."""


def send(port: int, data: bytes, tls: bool = True) -> bytes:
    """What the server answers `data` with, on a new connection (b"" when it closes it)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as plain:
        connection = plain
        if tls:
            connection = any_certificate().wrap_socket(plain)
        connection.sendall(data)
        try:
            return connection.recv(4096)
        except (ConnectionError, ssl.SSLError):
            return b""


BAD = {
    "oversized header": b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20000 + b"\r\n\r\n",
    "malformed request line": b"GARBAGE\x00 \x1b[2J LINE\r\n\r\n",
}


@pytest.fixture
def server(tmp_path):
    seats = Seats(("Ann", "Bob"), "Maudit Mot Dit")
    cert = certificate(tmp_path / "cert", ["127.0.0.1"])
    with PhoneServer(seats, cert, "127.0.0.1", 0, log=tmp_path / "game.phones.log") as server:
        yield server


def test_bad_requests_are_one_line_each_in_the_log_and_never_on_the_terminal(
    server, tmp_path, capfd
):
    for _ in range(ATTEMPTS):
        for data in BAD.values():
            assert send(server.port, data).startswith(b"HTTP/1.0 400 Bad Request")
        assert not send(server.port, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", tls=False).startswith(
            b"HTTP/1.1 200"
        )
    page = f"GET /p/{server.seats.seats[0].token}/ HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    assert send(server.port, page).startswith(b"HTTP/1.1 200")  # still serving
    server.stop()
    out, err = capfd.readouterr()
    assert out == err == ""
    log = tmp_path / "game.phones.log"
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    lines = log.read_text().splitlines()
    assert sum("LineTooLong" in line for line in lines) == ATTEMPTS
    assert sum('"UNKNOWN /" 400' in line for line in lines) == 2 * ATTEMPTS
    assert sum('"GET /p/.../" 200' in line for line in lines) == 1
    assert not any(seat.token in log.read_text() for seat in server.seats.seats)
    assert all("\x1b" not in line and "Traceback" not in line for line in lines)


def test_a_phones_log_left_readable_by_others_is_made_private(tmp_path):
    log = tmp_path / "game.phones.log"
    log.write_text("an older line\n")
    log.chmod(0o644)
    with PhoneServer(Seats(("Ann", "Bob"), "Fame Us"), None, "127.0.0.1", 0, log=log):
        assert stat.S_IMODE(log.stat().st_mode) == 0o600
    assert Path(log).read_text().startswith("an older line\n")


def test_no_form_of_request_writes_a_token_into_the_log(server, tmp_path):
    token = server.seats.seats[0].token
    forms = [
        f"GET /p/{token}/ HTTP/9.9\r\nHost: x\r\n\r\n",
        f"GET /p/{token}/\x01 HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET //p/{token}/ HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET /./p/{token}/ HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET /p/{token}/%00 HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET /ws/{token} HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET /p/{token}x/ HTTP/1.1\r\nHost: x\r\n\r\n",
        f"BREW /p/{token}/ HTTP/1.1\r\nHost: x\r\n\r\n",
    ]
    half, rest = token[:11], token[12:]
    split = [  # the token in pieces, in well-formed and in malformed request lines
        f"GET /p/{half}%{ord(token[11]):02X}{rest}/ HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GET /p/{token[:11]}?{token[11:]}/ HTTP/1.1\r\nHost: x\r\n\r\n",
        f"GARBAGE /p/{token[:11]}\t{token[11:]} LINE\r\n\r\n",
        f"GARBAGE /p/{token[:11]}é{token[11:]} LINE\r\n\r\n",
        f"GARBAGE /p/{token[:11]}%{ord(token[11]):02x}{rest}\x00 LINE\r\n\r\n",
    ]
    for form in forms + split:
        send(server.port, form.encode())
    server.stop()
    logged = (tmp_path / "game.phones.log").read_text()
    assert len(logged.splitlines()) >= len(forms + split)
    assert token not in logged and token[:-1] not in logged
    for piece in (half, rest, token[:11], token[11:], token[4:10], token[-8:]):
        assert piece not in logged, piece
