"""The tests' TLS client: one that takes the host's self-signed certificate."""

from __future__ import annotations

import functools
import ssl


@functools.cache
def any_certificate() -> ssl.SSLContext:
    """A client context that takes any certificate, the host's own included; built once, without
    the system's authorities (loading them took 25-50 ms a connection on a busy machine)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    return context
