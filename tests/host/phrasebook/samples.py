"""Sample instances of any engine's event classes, built from their field types.

Each event class gets a base instance plus one variant per other value of each field (None,
False, every enum member, ...), so phrase functions meet every branch a field can take.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import inspect
import pkgutil
import types
import typing
from typing import Any

import engine
from engine.core import Event, Game

PLAYERS = ("Felix", "Mia", "Siobhan", "Tom")
WORDS = ("apple", "river", "candle", "moon", "bread", "tiger", "cloud", "salt")


def engine_modules() -> list[types.ModuleType]:
    """Every module of the engine package, the games' subpackages included."""
    return [
        importlib.import_module(m.name)
        for m in pkgutil.walk_packages(engine.__path__, prefix="engine.")
    ]


def games() -> dict[str, type[Game]]:
    """The engine's game classes, by name."""
    found = {}
    for module in engine_modules():
        for _, cls in inspect.getmembers(module, inspect.isclass):
            ours = cls.__module__ == module.__name__
            if issubclass(cls, Game) and ours and not inspect.isabstract(cls):
                found[cls.name] = cls
    return found


def config(game: type[Game]) -> Any:
    """A config of `game` for the sample players, with the lexicon's deck."""
    deck = importlib.import_module(f"lexicon.{game.name}").load_deck()
    return game.config_type(PLAYERS, deck)


def event_classes(game: type[Game]) -> list[type[Event]]:
    """The concrete event classes defined beside `game` (in its engine package, or its module
    and the modules beside it), once the modules of its package are imported."""
    package = game.__module__.rsplit(".", 1)[0]
    for module in pkgutil.walk_packages(importlib.import_module(package).__path__, f"{package}."):
        name = module.name.rsplit(".", 1)[-1]
        if not name.startswith("test_") and name != "conftest":  # pytest's own to import
            importlib.import_module(module.name)
    found, kinds = [], list(Event.__subclasses__())
    while kinds:
        cls = kinds.pop(0)
        kinds.extend(cls.__subclasses__())
        if cls.__module__.startswith(f"{package}.") and cls.json_tag is not None:
            found.append(cls)
    return sorted(set(found), key=lambda cls: (cls.__module__, cls.__qualname__))


def values(tp: Any) -> list[Any]:
    """Sample values of a field type: the first is the usual one, the rest its variants."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        return [v for arg in args for v in values(arg)]
    if tp is type(None):
        return [None]
    if tp is bool:
        return [True, False]
    if tp is int:
        return [1, 0, 3]
    if tp is float:
        return [0.5]
    if tp is str:
        return ["apple", ""]
    if inspect.isclass(tp) and issubclass(tp, enum.Enum):
        return list(tp)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        if item is str:
            return [WORDS]
        if item is int:
            return [(0, 2, 1, 3), (2,), (1, 3)]
        return [tuple(values(item)[:2])]
    if origin is tuple:
        return [tuple(values(a)[0] for a in args)]
    if origin in (list, typing.Sequence):
        return [list(values(args[0]))]
    if origin is dict:
        return [{values(args[0])[0]: values(args[1])[0]}]
    if dataclasses.is_dataclass(tp):
        return [build(tp)]
    if tp is typing.Any:
        return [None]
    raise TypeError(f"no sample values for {tp!r}: teach tests/host/phrasebook/samples.py")


def build(cls: type, **chosen: Any) -> Any:
    """An instance of the dataclass `cls`, each field at its first sample unless `chosen`."""
    hints = typing.get_type_hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name in chosen:
            kwargs[f.name] = chosen[f.name]
        elif f.default is not dataclasses.MISSING:
            kwargs[f.name] = f.default
        else:
            kwargs[f.name] = values(hints[f.name])[0]
    return cls(**kwargs)


def samples(cls: type[Event]) -> list[Event]:
    """The base instance of an event class and its one-field variants."""
    hints = typing.get_type_hints(cls)
    found = [build(cls)]
    for f in dataclasses.fields(cls):
        for value in values(hints[f.name])[1:]:
            found.append(build(cls, **{f.name: value}))
    return found
