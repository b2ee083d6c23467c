"""The surface all three games share: actions, events, rejections, chance steps, JSON saves.

A game is an immutable config plus a mutable state. The caller asks `current_player()`,
offers an action to `apply()`, and gets back either the events it caused or a `Rejection`
saying why it was refused. Chance (shuffles) is never drawn here: when `current_player()`
is CHANCE, `chance_request()` says what to shuffle and the caller supplies a `Shuffle`.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from engine.codec import Tagged, decode, encode

CHANCE = -1
"""current_player() when the caller must supply a chance outcome."""
SIMULTANEOUS = -2
"""current_player() when several players may act, in any order (legal_actions tells who)."""
TABLE = -3
"""The whole table acting together: the player of a vote's result."""
TERMINAL = -4
"""current_player() once the game is over."""

SAVE_FORMAT = 2
"""The format to_json writes: classes tagged as they declare, as in "maury.Pass"."""
READABLE_FORMATS = (1, SAVE_FORMAT)
"""The formats from_json reads; format 1 tagged classes by module path ("engine.maury.Pass")."""


@dataclass(frozen=True)
class Action(Tagged):
    """Something a player, the table or chance does."""


@dataclass(frozen=True)
class Event(Tagged):
    """Something that happened; the log is a list of these."""

    private_to: ClassVar[str | None] = None
    """Name of the field holding the only player allowed to see this event, if any."""
    reveals: ClassVar[bool] = False
    """Whether it shows anyone a secret (the table a round's word or an envelope's card, a
    player another's hand): a game is never taken back to before such an event, since nobody
    can forget what they saw."""

    def visible_to(self, player: int) -> bool:
        """Whether `player` may know of this event."""
        return self.private_to is None or getattr(self, self.private_to) == player

    @property
    def public(self) -> bool:
        """Whether the whole table may know of it (its type is private to nobody)."""
        return self.private_to is None


class Reason(StrEnum):
    """Why the engine refused an action: the base for every game's own reasons."""


class CoreReason(Reason):
    """Rejections every game can give."""

    GAME_OVER = "the game is over"
    NOT_YOUR_TURN = "it is not your turn"
    WAITING_FOR_CHANCE = "the cards must be shuffled first"
    NOT_CHANCE_TIME = "nothing needs shuffling now"
    BAD_SHUFFLE = "that is not a shuffle of the right cards"
    UNKNOWN_PLAYER = "there is no such player"
    WRONG_MOMENT = "that cannot be done now"
    UNKNOWN_ACTION = "this game has no such move"


@dataclass(frozen=True)
class Rejection:
    """An action the engine refused, with a reason the host can speak."""

    reason: Reason
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.reason.value}: {self.detail}" if self.detail else self.reason.value


@dataclass(frozen=True)
class ChanceRequest:
    """The caller must shuffle `size` items (numbered 0..size-1) for `purpose`."""

    purpose: str
    size: int


@dataclass(frozen=True)
class Shuffle(Action, tag="core.Shuffle"):
    """A chance outcome: a permutation of range(size) answering the current ChanceRequest."""

    order: tuple[int, ...]


@dataclass
class BaseState:
    """The mutable part of a game; every game's state extends it with its own fields."""

    log: list[Event] = field(default_factory=list)


V = TypeVar("V")


def with_secrets(view_type: type[V], public: Any, **secrets: Any) -> V:
    """A player's view: the table's `public` view, field for field, with that player's own
    `secrets` added (the view types are the public view's subclasses)."""
    return view_type(**vars(public), **secrets)


C = TypeVar("C")
S = TypeVar("S", bound=BaseState)


class Game(ABC, Generic[C, S]):
    """An immutable config plus a mutable state, with the surface all games share."""

    name: ClassVar[str]
    players: ClassVar[range]
    """How many players the rules take."""
    config_type: ClassVar[type]
    state_type: ClassVar[type]

    def __init__(self, config: C, state: S | None = None) -> None:
        self.config = config
        self.state: S = state if state is not None else self.initial_state()

    @abstractmethod
    def initial_state(self) -> S:
        """The state before the first action (usually waiting for the set-up shuffle)."""

    @abstractmethod
    def current_player(self) -> int:
        """The player to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """The actions `player` may take now; free text fields are shown empty."""

    @abstractmethod
    def chance_request(self) -> ChanceRequest | None:
        """What must be shuffled now, when current_player() is CHANCE."""

    @abstractmethod
    def _check(self, action: Action) -> Rejection | None:
        """The game's own reason to refuse `action`, or None."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action already checked, returning its events."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self) -> Any:
        """The game's result so far (final once is_over())."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """What `player` may know: never another player's secrets."""

    @abstractmethod
    def public_view(self) -> Any:
        """What the whole table knows, as a spectator sees it: no player's secrets at all."""

    @property
    def log(self) -> list[Event]:
        """Every event so far, hidden ones included (the host must not speak those)."""
        return self.state.log

    def visible_log(self, player: int) -> list[Event]:
        """The events `player` may know of."""
        return [e for e in self.state.log if e.visible_to(player)]

    def check(self, action: Action) -> Rejection | None:
        """Why `action` would be refused now, or None if it is legal."""
        if not isinstance(action, Action):
            raise ValueError(f"not an action: {action!r}")
        if self.is_over():
            return Rejection(CoreReason.GAME_OVER)
        request = self.chance_request()
        if isinstance(action, Shuffle):
            if request is None:
                return Rejection(CoreReason.NOT_CHANCE_TIME)
            if sorted(action.order) != list(range(request.size)):
                return Rejection(CoreReason.BAD_SHUFFLE, f"need a shuffle of {request.size}")
            return None
        if request is not None:
            return Rejection(CoreReason.WAITING_FOR_CHANCE, request.purpose)
        return self._check(action)

    def apply(self, action: Action) -> list[Event] | Rejection:
        """Carry out `action`: its events (also appended to the log), or why it was refused."""
        rejection = self.check(action)
        if rejection is not None:
            return rejection
        events = self._apply(action)
        self.state.log.extend(events)
        return events

    def to_json(self) -> str:
        """The whole game (config and state) as a JSON text."""
        return json.dumps(
            {
                "game": self.name,
                "format": SAVE_FORMAT,
                "config": encode(self.config),
                "state": encode(self.state),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Rebuild a game from `to_json` output; ValueError if the text is not a save of it."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not JSON: {exc.msg} at line {exc.lineno}") from exc
        if not isinstance(data, dict) or data.get("game") != cls.name:
            raise ValueError(f"not a {cls.name} game")
        if data.get("format") not in READABLE_FORMATS:
            readable = " and ".join(map(str, READABLE_FORMATS))
            raise ValueError(
                f"unsupported save format {data.get('format')!r} (readable: {readable})"
            )
        config = decode(cls.config_type, data.get("config"))
        state = decode(cls.state_type, data.get("state"))
        return cls(config, state)

    def _valid_player(self, player: int) -> bool:
        return isinstance(player, int) and 0 <= player < len(self.config.players)
