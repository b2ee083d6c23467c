"""The phones' TLS certificate: self-signed, made once, kept and reused while it still fits."""

from __future__ import annotations

import ipaddress
import os
import ssl
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from host.files import PRIVATE, InputError, private_folder, read_limited

NAME = "partyhost"
VALID = timedelta(days=825)  # the longest validity Apple's devices accept for a server certificate
RENEW_BEFORE = timedelta(days=7)
PEM_LIMIT = 64 * 1024  # a P-256 certificate or key is under 1 kB; anything far larger is not ours
ALWAYS = ("localhost", "127.0.0.1")

SubjectName = x509.DNSName | x509.IPAddress


@dataclass(frozen=True)
class Certificate:
    """A certificate and its key on disk, with the fingerprint a browser shows for it."""

    cert_path: Path
    key_path: Path
    fingerprint: str
    created: bool

    def ssl_context(self) -> ssl.SSLContext:
        """A server-side TLS context that presents this certificate."""
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.cert_path, self.key_path)
        return context


def certificate_folder() -> Path:
    """Where the phones' certificate is kept."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "partyhost" / "phones"


def certificate(folder: Path, hosts: Sequence[str]) -> Certificate:
    """The certificate in `folder` if it covers `hosts` and lasts a week more, else a new one."""
    cert_path, key_path = private_folder(folder) / "cert.pem", folder / "key.pem"
    wanted = {_subject_name(host) for host in hosts}
    kept = _usable(cert_path, key_path, wanted)
    if kept is not None:
        key_path.chmod(PRIVATE)  # a key copied in readable by others is the owner's again
        return Certificate(cert_path, key_path, fingerprint(kept), created=False)
    names = list(dict.fromkeys(_subject_name(host) for host in [*hosts, *ALWAYS]))
    key = ec.generate_private_key(ec.SECP256R1())
    made = _self_signed(key, names)
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    _write_private(key_path, key_pem)
    _write_private(cert_path, made.public_bytes(serialization.Encoding.PEM))
    return Certificate(cert_path, key_path, fingerprint(made), created=True)


def fingerprint(cert: x509.Certificate) -> str:
    """The SHA-256 of the DER certificate as browsers show it: `AB:01:...`."""
    return cert.fingerprint(hashes.SHA256()).hex(":").upper()


def _subject_name(host: str) -> SubjectName:
    """The SubjectAltName entry for `host`: an IP address, or else a DNS name."""
    try:
        return x509.IPAddress(ipaddress.ip_address(host))
    except ValueError:
        pass
    if not host or not host.isascii() or any(c.isspace() or c in "/[]" for c in host):
        raise ValueError(f"{host!r} is neither an IP address nor a host name")
    return x509.DNSName(host.lower())


def _usable(cert_path: Path, key_path: Path, wanted: set[SubjectName]) -> x509.Certificate | None:
    """The certificate kept at `cert_path` if it is whole, matches its key and fits; else None."""
    try:
        cert = x509.load_pem_x509_certificate(read_limited(cert_path, PEM_LIMIT))
        key = serialization.load_pem_private_key(read_limited(key_path, PEM_LIMIT), password=None)
        names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
        signer = cert.public_key()
    except (InputError, ValueError, TypeError, UnsupportedAlgorithm, x509.ExtensionNotFound):
        return None  # missing, unreadable or damaged: a new pair replaces it
    now = datetime.now(UTC)
    if cert.not_valid_before_utc > now or cert.not_valid_after_utc - now < RENEW_BEFORE:
        return None
    if key.public_key() != signer or not wanted <= set(_names(names)):
        return None
    return cert


def _names(extension: x509.SubjectAlternativeName) -> list[SubjectName]:
    """The DNS names (lowercased) and IP addresses a SubjectAltName lists."""
    return [
        *(x509.DNSName(n.lower()) for n in extension.get_values_for_type(x509.DNSName)),
        *(x509.IPAddress(a) for a in extension.get_values_for_type(x509.IPAddress)),
    ]


def _self_signed(key: ec.EllipticCurvePrivateKey, names: list[SubjectName]) -> x509.Certificate:
    """A server certificate for `names`, signed by its own `key`."""
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, NAME)])
    # Dated a day back, so that a phone whose clock runs behind still finds it valid.
    start = datetime.now(UTC) - timedelta(days=1)
    public = key.public_key()
    return (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(public)
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + VALID)
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        # Not a CA: Firefox refuses a CA certificate used as a server's own, without an override.
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(public), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(public), critical=False)
        .sign(key, hashes.SHA256())
    )


def _write_private(path: Path, data: bytes) -> None:
    """Write `data` to `path` whole, readable by the owner only (mode 0600)."""
    # A temporary file (made 0600) renamed over the old one: never a half-written file, and the
    # key is never readable by others, not even for a moment.
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
