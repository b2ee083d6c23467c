"""The Maury Game's constants, card colours and powers, phases, refusal reasons and config."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import Reason

PLAYERS = range(2, 7)
"""How many players the rules take."""
HAND_SIZE = 4
NOT_CARDS = 22
NOT_PER_ENVELOPE = 2
MAX_STRENGTH = 5
MAX_AMOUNT = 5
TRACK_SPACES = 12
"""Choice: the track has 12 spaces, 0 (LEAST popular) to 11 (the Star, MOST popular)."""
FATHER_CARD = 0
"""In an envelope shuffle, card 0 is the YOU ARE THE FATHER card and 1.. are NOT cards."""


class Colour(StrEnum):
    """An argument card's colour: a bonus for yourself, an attack, or a special power."""

    BLUE = "blue"
    RED = "red"
    ORANGE = "orange"


class Power(StrEnum):
    """An orange card's special power: a closed set, anything else is refused at load time."""

    DRAW_CARDS = "draw cards"
    """Draw the card's `draw` extra argument cards (fewer if the draw pile runs out)."""
    SWAP_NOT_CARDS = "swap not cards"
    """Swap your envelope's NOT cards for a named player's (each keeps their FATHER card)."""
    SWAP_PLACES = "swap places"
    """Swap places on the Popularity Track with a named player."""
    MOVE_TO_SPACE = "move to a space"
    """Move your marker to a chosen space, pushing markers as a normal move does."""
    LOOK_AT_HAND = "look at a hand"
    """Look at a named player's hand (privately)."""


TARGET_POWERS = frozenset({Power.SWAP_NOT_CARDS, Power.SWAP_PLACES, Power.LOOK_AT_HAND})
"""The powers that name another player."""

_ICONS = {
    Colour.BLUE: ("gain_not", "gain_popularity"),
    Colour.RED: ("take_not", "lose_popularity"),
    Colour.ORANGE: ("draw",),
}
_AMOUNTS = ("gain_not", "take_not", "gain_popularity", "lose_popularity", "draw")


class Phase(StrEnum):
    """Where the game stands."""

    START = "start"
    DEAL = "deal"
    PLAY = "play"
    TALK = "trash-talk"
    REVEAL = "reveal"
    OVER = "over"


class MauryReason(Reason):
    """Why a Maury Game action was refused."""

    MUST_PLAY = "start your turn by playing a card"
    NOT_IN_HAND = "you do not hold that card"
    NAME_A_TARGET = "name the player this card is aimed at"
    BAD_TARGET = "aim at another player at the table"
    NO_TARGET = "this card is not aimed at a player you name"
    CHOOSE_A_SPACE = "choose another space on the track"
    NO_SPACE = "this card does not move you to a space"
    OWN_CARD = "you cannot answer your own card"
    ONLY_TARGET = "after a red card only the player attacked may make comebacks"
    ONLY_FIRST_ANSWERER = "only the first player who answered may keep making comebacks"
    ALREADY_PASSED = "you already passed"
    ONLY_MAURY = "only the Maury card can answer an orange card"
    WRONG_COLOUR = "red answers blue and blue answers red"
    TOO_WEAK = "a comeback must be at least as strong as the card it answers"


def _enum(kind: type[StrEnum], value: object, what: str) -> StrEnum:
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"unknown {what} {value!r}") from None


@dataclass(frozen=True)
class ArgumentCard:
    """An argument card, in the format the lexicon writes (see the fields below).

    `colour` ("blue", "red" or "orange"), `strength` 1-5 and the `quote` the host reads aloud;
    then the effect icons (each 0-5), only those its colour may carry:
    - blue, a bonus for whoever plays it: `gain_not` NOT cards from the supply into their
      envelope, `gain_popularity` spaces to the right on the track;
    - red, an attack on the other arguer: `take_not` NOT cards from their envelope into the
      attacker's, `lose_popularity` spaces they move to the left;
    - orange: a `power` (a Power value), and for "draw cards" only, `draw` (how many).
    `is_maury` marks a Maury card: playable on any card, and nothing can answer it; when it
    takes effect it does what its colour and icons say.
    """

    colour: Colour
    strength: int
    quote: str
    gain_not: int = 0
    take_not: int = 0
    gain_popularity: int = 0
    lose_popularity: int = 0
    power: Power | None = None
    draw: int = 0
    is_maury: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", _enum(Colour, self.colour, "colour"))
        if self.power is not None:
            object.__setattr__(self, "power", _enum(Power, self.power, "power kind"))
        if type(self.strength) is not int or not 1 <= self.strength <= MAX_STRENGTH:
            raise ValueError(f"strength {self.strength!r} is not 1..{MAX_STRENGTH}")
        if not isinstance(self.quote, str) or not self.quote.strip():
            raise ValueError("a card needs a quote to read aloud")
        if not isinstance(self.is_maury, bool):
            raise ValueError("is_maury must be true or false")
        for name in _AMOUNTS:
            amount = getattr(self, name)
            if type(amount) is not int or not 0 <= amount <= MAX_AMOUNT:
                raise ValueError(f"{name} {amount!r} is not 0..{MAX_AMOUNT}")
            if amount and name not in _ICONS[self.colour]:
                raise ValueError(f"a {self.colour} card cannot have {name}")
        if self.colour is Colour.ORANGE:
            if self.power is None:
                raise ValueError("an orange card needs a power")
            if (self.draw > 0) != (self.power is Power.DRAW_CARDS):
                raise ValueError("'draw' goes with the draw cards power, and only with it")
        elif self.power is not None:
            raise ValueError("only orange cards have a power")
        elif not any(getattr(self, name) for name in _ICONS[self.colour]):
            raise ValueError(f"a {self.colour} card needs at least one effect icon")


@dataclass(frozen=True)
class MauryConfig:
    """Who plays (in clockwise seat order), with which argument cards, on how long a track."""

    players: tuple[str, ...]
    deck: tuple[ArgumentCard, ...]
    track_spaces: int = TRACK_SPACES

    def __post_init__(self) -> None:
        if len(self.players) not in PLAYERS:
            raise ValueError(f"The Maury Game takes {PLAYERS.start} to {PLAYERS.stop - 1} players")
        names = [p.strip().casefold() for p in self.players]
        if not all(names) or len(set(names)) != len(names):
            raise ValueError("player names must be non-empty and different")
        if not all(isinstance(c, ArgumentCard) for c in self.deck):
            raise ValueError("the deck holds argument cards only")
        # Choice: the draw pile must not be empty after the deal.
        if len(self.deck) <= HAND_SIZE * len(self.players):
            raise ValueError(f"the deck needs more than {HAND_SIZE} cards per player")
        if type(self.track_spaces) is not int or self.track_spaces < len(self.players):
            raise ValueError("the track needs at least one space per player")
