"""The messages the host sends its pages (a player's phone, the table's screen): each a small
frozen value whose `KIND` is its protocol type, made JSON by `as_message()` (docs/phones.md,
docs/screen.md), so that nothing sent to a page is a dict built by hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar


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
class Over(PageMessage):
    """The game ended or stopped: the page's connection closes and it does not reconnect."""

    KIND = "over"
    why: str
