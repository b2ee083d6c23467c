"""The phones' server's own log: aiohttp's access and error records and its event loop's
errors, one line each in a file of the game's (0600), never a traceback on the terminal.

Anyone on the network can send a broken request as often as they like: each is one line in
the file, with no seat's token in it.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import re
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from aiohttp import web
from aiohttp.abc import AbstractAccessLogger

from host.logfile import LogFile, warn
from host.one_line import one_line

LONGEST = 300
"""Characters of one record kept (a header too long is quoted in aiohttp's message)."""
TOKEN = re.compile(r"[A-Za-z0-9_-]{22,}")
"""Anything that could hold a seat's or the table screen's token (secrets.token_urlsafe(16):
22 such characters), wherever it is in a record (a path, a request line aiohttp could not
parse): never written to the log."""
PIECE = re.compile(r"[A-Za-z0-9_-]{4,}")
"""A run of token characters long enough to be worth hiding when it is a piece of a token."""
KEEPALIVE = 5.0
"""Seconds an idle kept-alive connection is held (aiohttp's default is 75): a phone's next
request comes at once, and a held idle connection is a place another phone cannot have."""
_numbers = itertools.count()


class OneLine(logging.Formatter):
    """A record as one line: time, level and message, an exception as its type and message,
    control characters written out, and no token in any form: whole, percent-encoded, or in
    pieces (any piece of a `secrets` token that a request split with a `?`, a tab or another
    character)."""

    def __init__(self, secrets: Collection[str] = ()) -> None:
        super().__init__()
        self.secrets = secrets

    def format(self, record: logging.LogRecord) -> str:
        """The record's one line."""
        text = f"{self.formatTime(record)} {record.levelname.lower()} {record.getMessage()}"
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            text = f"{text}: {type(error).__name__}: {error}"
        text = TOKEN.sub("...", unquote(text, errors="replace"))
        hidden = PIECE.sub(lambda m: "..." if any(m[0] in t for t in self.secrets) else m[0], text)
        return one_line(hidden, LONGEST)


class AccessLog(AbstractAccessLogger):
    """One line per request: who, what (tokens hidden), the status, the time taken."""

    def log(self, request: web.BaseRequest, response: web.StreamResponse, time: float) -> None:
        """Write the request's line."""
        self.logger.info(
            '%s "%s %s" %s %.3f s',
            request.remote,
            request.method,
            request.path,
            response.status,
            time,
        )


class ToLogFile(logging.Handler):
    """A logging handler that writes each record's one line to a LogFile (capped, and never an
    error: a full disk costs the lines, not the game)."""

    def __init__(self, file: LogFile, secrets: Collection[str]) -> None:
        super().__init__()
        self.file = file
        self.setFormatter(OneLine(secrets))

    def emit(self, record: logging.LogRecord) -> None:
        """Write the record's line."""
        self.file.write(self.format(record))


class ServerLog:
    """A logger for one server, writing to `path` (None: nowhere; `trouble` told once when it
    cannot), never a piece of the `secrets` tokens; `close` when done."""

    def __init__(
        self,
        path: Path | None,
        secrets: Collection[str] = (),
        trouble: Callable[[str], None] = warn,
    ) -> None:
        self.logger = logging.getLogger(f"partyhost.phones.{next(_numbers)}")
        self.logger.propagate = False  # never to the root logger's terminal
        self.logger.setLevel(logging.INFO)
        self._file = None if path is None else LogFile(path, trouble=trouble)
        handler = logging.NullHandler() if self._file is None else ToLogFile(self._file, secrets)
        self.logger.addHandler(handler)
        self._handler = handler

    def runner_options(self) -> dict[str, Any]:
        """web.AppRunner's keyword arguments that send its records here."""
        return {
            "logger": self.logger,
            "access_log": self.logger,
            "access_log_class": AccessLog,
            "keepalive_timeout": KEEPALIVE,
        }

    def refused(self, address: str) -> None:
        """The gate turned a connection from `address` away (said once per address)."""
        self.logger.warning("%s: connections refused, over the limits", address)

    def loop_error(self, _loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's exception handler: a failed TLS handshake, say, in one line."""
        self.logger.error(context.get("message", "error"), exc_info=context.get("exception"))

    def close(self) -> None:
        """Stop writing."""
        self.logger.removeHandler(self._handler)
        if self._file is not None:
            self._file.close()
