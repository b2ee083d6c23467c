"""The phones' certificate: made once, kept, remade when it no longer fits, and it really serves."""

from __future__ import annotations

import hashlib
import ipaddress
import socket
import ssl
import stat
import threading
from datetime import UTC, datetime, timedelta

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from host.phones.certificate import certificate, certificate_folder


def test_made_once_then_reused(tmp_path):
    folder = tmp_path / "deep" / "phones"
    first = certificate(folder, ["192.168.1.20"])
    again = certificate(folder, ["192.168.1.20"])
    assert first.created and not again.created
    assert again.fingerprint == first.fingerprint
    assert first.cert_path == folder / "cert.pem" and first.key_path == folder / "key.pem"


def test_the_names_always_covered_need_no_new_certificate(tmp_path):
    first = certificate(tmp_path, ["10.0.0.5"])
    again = certificate(tmp_path, ["LOCALHOST", "127.0.0.1", "10.0.0.5"])
    assert not again.created and again.fingerprint == first.fingerprint


def test_remade_for_a_host_it_does_not_cover(tmp_path):
    first = certificate(tmp_path, ["192.168.1.20"])
    moved = certificate(tmp_path, ["192.168.1.21"])
    assert moved.created and moved.fingerprint != first.fingerprint
    names = x509.load_pem_x509_certificate(moved.cert_path.read_bytes()).extensions
    san = names.get_extension_for_class(x509.SubjectAlternativeName).value
    assert [str(a) for a in san.get_values_for_type(x509.IPAddress)] == [
        "192.168.1.21",
        "127.0.0.1",
    ]
    assert san.get_values_for_type(x509.DNSName) == ["localhost"]


@pytest.mark.parametrize("name", ["cert.pem", "key.pem"])
def test_remade_when_a_file_is_corrupt(tmp_path, name):
    first = certificate(tmp_path, ["192.168.1.20"])
    (tmp_path / name).write_bytes(b"-----BEGIN CERTIFICATE-----\nnot base64 at all\n")
    fresh = certificate(tmp_path, ["192.168.1.20"])
    assert fresh.created and fresh.fingerprint != first.fingerprint
    assert not certificate(tmp_path, ["192.168.1.20"]).created


def test_remade_when_the_key_is_not_the_certificate_s(tmp_path):
    first = certificate(tmp_path, ["192.168.1.20"])
    other = ec.generate_private_key(ec.SECP256R1())
    pem = other.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    (tmp_path / "key.pem").write_bytes(pem)
    assert certificate(tmp_path, ["192.168.1.20"]).fingerprint != first.fingerprint


def test_remade_when_it_expires_within_a_week(tmp_path):
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "partyhost")])
    now = datetime.now(UTC)
    san = [x509.IPAddress(ipaddress.ip_address("192.168.1.20"))]
    expiring = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(1)
        .not_valid_before(now - timedelta(days=800))
        .not_valid_after(now + timedelta(days=6))
        .add_extension(x509.SubjectAlternativeName(san), critical=False)
        .sign(key, hashes.SHA256())
    )
    (tmp_path / "cert.pem").write_bytes(expiring.public_bytes(serialization.Encoding.PEM))
    (tmp_path / "key.pem").write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    fresh = certificate(tmp_path, ["192.168.1.20"])
    assert fresh.created
    made = x509.load_pem_x509_certificate(fresh.cert_path.read_bytes())
    assert made.not_valid_after_utc - now > timedelta(days=800)


def test_fingerprint_is_the_sha256_of_the_der_on_disk(tmp_path):
    made = certificate(tmp_path, ["192.168.1.20"])
    der = ssl.PEM_cert_to_DER_cert(made.cert_path.read_text())
    digest = hashlib.sha256(der).hexdigest().upper()
    assert made.fingerprint == ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))


def test_the_key_is_readable_by_its_owner_only(tmp_path):
    (tmp_path / "key.pem").write_text("garbage")
    (tmp_path / "key.pem").chmod(0o644)
    made = certificate(tmp_path, ["192.168.1.20"])
    assert stat.S_IMODE(made.key_path.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cert.pem", "key.pem"]


def test_a_host_that_is_no_name_is_a_one_line_error(tmp_path):
    with pytest.raises(ValueError, match=r"^'a b' is neither an IP address nor a host name$"):
        certificate(tmp_path, ["a b"])


def handshake(context: ssl.SSLContext, cafile, server_hostname: str) -> bytes:
    """Serve `context` once on 127.0.0.1 and fetch its greeting as a checking client would."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve():
        with listener, context.wrap_socket(listener, server_side=True) as tls:
            try:
                conn, _ = tls.accept()
            except (ssl.SSLError, OSError):
                return  # the client refused the certificate
            with conn:
                conn.sendall(b"hello " + conn.recv(16))

    server = threading.Thread(target=serve, daemon=True)
    server.start()
    client = ssl.create_default_context(cafile=cafile)
    try:
        with (
            socket.create_connection(("127.0.0.1", port), timeout=10) as raw,
            client.wrap_socket(raw, server_hostname=server_hostname) as tls,
        ):
            tls.sendall(b"phone")
            return tls.recv(64)
    finally:
        server.join(timeout=10)


@pytest.mark.parametrize("hostname", ["127.0.0.1", "localhost"])
def test_a_real_tls_handshake_verifies_against_the_certificate(tmp_path, hostname):
    made = certificate(tmp_path, ["192.168.1.20"])
    assert handshake(made.ssl_context(), made.cert_path, hostname) == b"hello phone"


def test_a_client_refuses_it_for_a_host_it_does_not_name(tmp_path):
    made = certificate(tmp_path, ["192.168.1.20"])
    with pytest.raises(ssl.SSLCertVerificationError):
        handshake(made.ssl_context(), made.cert_path, "example.org")


def test_the_folder_follows_xdg_data_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert certificate_folder() == tmp_path / "partyhost" / "phones"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert certificate_folder() == tmp_path / "home" / ".local" / "share" / "partyhost" / "phones"
