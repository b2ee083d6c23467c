"""Lossless JSON encoding of the engine's dataclasses, enums, tuples and dicts."""

from __future__ import annotations

import functools
import types
import typing
from dataclasses import MISSING, Field, fields, is_dataclass
from enum import Enum
from typing import Any, ClassVar

_SCALARS = (bool, int, float, str)


class Tagged:
    """Mixin for dataclasses stored under a base type: their JSON carries a `$type` tag.

    Each class that is saved names its tag once, `class Pass(Action, tag="maury.Pass")`: the
    tag, not the module the class lives in, is what saves hold, so modules can move freely.
    """

    registry: ClassVar[dict[str, type]] = {}
    json_tag: ClassVar[str | None] = None
    """The class's tag in JSON; None for a base class, which is never saved itself."""

    def __init_subclass__(cls, tag: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.json_tag = tag
        if tag is None:
            return
        if tag in Tagged.registry:
            raise TypeError(f"{cls.__qualname__}: the tag {tag!r} is taken")
        Tagged.registry[tag] = cls


TYPE_KEY = "$type"
"""The key under which a tagged value's JSON names its class."""
LEGACY_TAG_PREFIX = "engine."
"""Saves of format 1 tagged a class with its module path, as in "engine.maury.Pass"; without
this prefix, those module paths are the tags the classes have since declared ("maury.Pass")."""


def encode(value: Any) -> Any:
    """Turn a value built from dataclasses, enums, tuples, lists and dicts into plain JSON data."""
    # Scalars first: most values are (a save's random states alone are 1,900 ints).
    if value is None or (isinstance(value, _SCALARS) and not isinstance(value, Enum)):
        return value
    names = _field_names(type(value))
    if names is not None:
        out = {name: encode(getattr(value, name)) for name in names}
        if isinstance(value, Tagged):
            if value.json_tag is None:
                raise ValueError(f"{type(value).__qualname__} has no tag to be saved under")
            out = {TYPE_KEY: value.json_tag, **out}
        return out
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        # A list of pairs, so that int keys survive the trip.
        return [[encode(k), encode(v)] for k, v in value.items()]
    raise ValueError(f"cannot encode {type(value).__name__}")


@functools.cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of dataclass `cls` in order, looked up once a class; None for another class
    (a class itself, as a value, is none)."""
    return tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None


def decode(tp: Any, data: Any) -> Any:
    """Rebuild a value of type `tp` from `encode`'s output; raises ValueError on bad data."""
    try:
        return _decode(tp, data)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"malformed data for {getattr(tp, '__name__', tp)}: {exc}") from exc


def _decode(tp: Any, data: Any) -> Any:
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return _decode(options[0], data)
        return _decode_tagged(object, data)
    if origin is tuple:
        _expect(data, list, tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], d) for d in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} items, got {len(data)}")
        return tuple(_decode(a, d) for a, d in zip(args, data, strict=True))
    if origin is list:
        _expect(data, list, tp)
        return [_decode(args[0], d) for d in data]
    if origin is dict:
        _expect(data, list, tp)
        return {_decode(args[0], k): _decode(args[1], v) for k, v in data}
    if isinstance(tp, type) and issubclass(tp, Enum):
        return tp(data)
    if isinstance(tp, type) and is_dataclass(tp):
        if issubclass(tp, Tagged):
            return _decode_tagged(tp, data)
        return _decode_fields(tp, data)
    if tp in _SCALARS:
        if tp is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if type(data) is not tp:
            raise ValueError(f"expected {tp.__name__}, got {type(data).__name__}")
        return data
    raise ValueError(f"cannot decode type {tp}")


def _decode_tagged(base: type, data: Any) -> Any:
    _expect(data, dict, base)
    kind = data.get(TYPE_KEY)
    cls = Tagged.registry.get(
        kind.removeprefix(LEGACY_TAG_PREFIX) if isinstance(kind, str) else kind
    )
    if cls is None or not issubclass(cls, base):
        raise ValueError(f"unknown kind {kind!r}")
    return _decode_fields(cls, data)


def _decode_fields(cls: type, data: Any) -> Any:
    _expect(data, dict, cls)
    hints = _hints(cls)
    # A field with a default may be missing: saves written before it was added still read.
    values = {
        f.name: _decode(hints[f.name], data[f.name])
        for f in fields(cls)
        if f.init and (f.name in data or not _has_default(f))
    }
    return cls(**values)


def _has_default(f: Field[Any]) -> bool:
    return f.default is not MISSING or f.default_factory is not MISSING


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's resolved field types (resolving them is slow, and they never change)."""
    return typing.get_type_hints(cls)


def _expect(data: Any, kind: type, tp: Any) -> None:
    if not isinstance(data, kind):
        raise ValueError(f"expected a {kind.__name__} for {tp}, got {type(data).__name__}")
