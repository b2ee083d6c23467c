"""The messages the host sends its pages (a player's phone, the table's screen): each a small
frozen value whose `KIND` is its protocol type, made JSON by `as_message()` (docs/phones.md,
docs/screen.md), so that nothing sent to a page is a dict built by hand."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar

PAGE_HEADERS = {
    "Cache-Control": "no-store",
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}
"""What every page (a phone's, the table's) is served with: it loads nothing from anywhere but
the host and runs no inline script, no other site may frame it, and no request it makes carries
its address (its token) to anyone."""


@dataclass(frozen=True)
class PageMessage:
    """A message to a page: its fields, as JSON, under its `KIND`."""

    KIND: ClassVar[str] = ""

    def as_message(self) -> dict[str, Any]:
        """The message as the protocol's JSON object."""
        return {"type": self.KIND, **fields_of(self)}


def fields_of(value: Any) -> dict[str, Any]:
    """A frozen value's fields by name, each as JSON."""
    return {f.name: as_json(getattr(value, f.name)) for f in fields(value)}


def as_json(value: Any) -> Any:
    """`value` as JSON data: a part that says how (its `as_json()`), any other frozen value by
    its fields, a tuple as a list."""
    if hasattr(value, "as_json"):
        return value.as_json()
    if is_dataclass(value) and not isinstance(value, type):
        return fields_of(value)
    if isinstance(value, tuple | list):
        return [as_json(item) for item in value]
    if isinstance(value, Mapping):
        return {key: as_json(item) for key, item in value.items()}
    return value


@dataclass(frozen=True)
class Standing:
    """One player at the end, as the table page and every phone show it: what they ended with,
    and whether they won."""

    name: str
    result: str
    won: bool


@dataclass(frozen=True)
class Over(PageMessage):
    """The game ended or stopped: the page's connection closes and it does not reconnect."""

    KIND = "over"
    why: str


Changed = Callable[[int], None]
"""Sends a page (by number) its state again."""
Notice = Callable[[int, PageMessage], None]
"""Sends a page (by number) one message."""


class Outbox:
    """What the game's side leaves for its pages (the seats' phones, the table's screen): which
    page must be sent its state again, and single messages for one page. The game's side gets
    it when built; the server that serves the pages connects to it once it runs, and nothing is
    sent before that, nor after it disconnects."""

    def __init__(self) -> None:
        self._couriers: list[tuple[Changed, Notice | None]] = []
        self._lock = threading.Lock()

    def connect(self, changed: Changed, notice: Notice | None = None) -> Callable[[], None]:
        """From now on, also tell `changed` which page to send again and `notice` each message
        for one page (both called from any thread); the function that disconnects them."""
        courier = (changed, notice)
        with self._lock:
            self._couriers.append(courier)

        def disconnect() -> None:
            with self._lock:
                if courier in self._couriers:
                    self._couriers.remove(courier)

        return disconnect

    def changed(self, page: int = 0) -> None:
        """Page `page` must be sent its state again."""
        for changed, _notice in self._connected():
            changed(page)

    def notice(self, page: int, message: PageMessage) -> None:
        """Send page `page` one message."""
        for _changed, notice in self._connected():
            if notice is not None:
                notice(page, message)

    def _connected(self) -> list[tuple[Changed, Notice | None]]:
        with self._lock:
            return list(self._couriers)
