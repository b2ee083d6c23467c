"""The Maury Game: You Are Not the Father. Argue, trash-talk, climb the track, dodge the test.

Rules choices (see docs/rules-choices.md) are marked "Choice:" below.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from math import prod

from engine.core import (
    CHANCE,
    SIMULTANEOUS,
    TABLE,
    TERMINAL,
    Action,
    BaseState,
    ChanceRequest,
    CoreReason,
    Event,
    Game,
    Reason,
    Rejection,
    Shuffle,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 6
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


# ---- config -----------------------------------------------------------------------------


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
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"The Maury Game takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
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


# ---- the track and the odds ---------------------------------------------------------------


def valid_track(positions: Sequence[int], spaces: int) -> bool:
    """Whether every marker stands on its own space of a track of `spaces` spaces."""
    return len(set(positions)) == len(positions) and all(0 <= p < spaces for p in positions)


def move_marker(positions: Sequence[int], player: int, to: int, spaces: int) -> tuple[int, ...]:
    """The track after `player`'s marker moves to space `to`, as the rulebook moves markers.

    Choice: a move past either end stops on the end space. Markers passed over stay put;
    ending on a marker moves it one space back the way the mover came, and it pushes any
    marker it lands on along with it. The chain ends at the latest on the space the mover
    left, so pushes compress and no marker ever leaves the track.
    """
    start = positions[player]
    to = max(0, min(to, spaces - 1))
    step = -1 if to > start else 1
    taken = {space: p for p, space in enumerate(positions) if p != player}
    moved = list(positions)
    moved[player] = space = to
    while space in taken:
        pushed = taken[space]
        space += step
        moved[pushed] = space
    assert valid_track(moved, spaces), moved
    return tuple(moved)


def father_odds(envelopes_in_test_order: Sequence[int]) -> tuple[Fraction, ...]:
    """Each player's exact chance of being found to be the father, as Fractions summing to 1.

    `envelopes_in_test_order` holds each envelope's NOT-card count, least popular player
    first; every envelope also holds one FATHER card. Shuffling an envelope puts its FATHER
    card at draw r (0-based) for r in 0..k, each equally likely, independently of the other
    envelopes. Player i is found at draw r exactly when everyone tested before them in that
    round has their FATHER card later than r, and everyone tested after them later than
    r - 1. Counting those equally likely combinations gives
    P(i) = sum over r <= k_i of prod_{j<i} max(0, k_j - r) * prod_{j>i} max(0, k_j + 1 - r),
    over prod_j (k_j + 1). Time O(n^2 * max k), exact integers throughout.
    """
    counts = tuple(envelopes_in_test_order)
    if not counts:
        raise ValueError("father_odds needs at least one envelope")
    if any(type(k) is not int or k < 0 for k in counts):
        raise ValueError(f"NOT-card counts must be whole numbers >= 0, got {counts}")
    total = prod(k + 1 for k in counts)
    odds = tuple(
        Fraction(
            sum(
                prod(max(0, k - r + (j > i)) for j, k in enumerate(counts) if j != i)
                for r in range(counts[i] + 1)
            ),
            total,
        )
        for i in range(len(counts))
    )
    assert sum(odds) == 1, odds
    return odds


# ---- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Play(Action):
    """`player` plays deck card number `card` from their hand: a turn's opening or a comeback.

    `target` names the player a red opening or a targeted power is aimed at; `space` is where
    a move-to-a-space power goes. Choice: a red comeback names nobody, it hits the other arguer.
    """

    player: int
    card: int
    target: int | None = None
    space: int | None = None


@dataclass(frozen=True)
class Pass(Action):
    """`player` will not answer the last card; TABLE closes the trash-talk for everyone."""

    player: int


# ---- events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class StartingPlayerChosen(Event):
    """`player` is Most Popular and goes first; `positions` are everyone's track spaces."""

    player: int
    positions: tuple[int, ...]


@dataclass(frozen=True)
class CardsDealt(Event):
    """Everyone got `hand_size` argument cards; `draw_pile` cards are left to draw."""

    hand_size: int
    draw_pile: int


@dataclass(frozen=True)
class CardsReceived(Event):
    """The cards that came into `player`'s hand (private)."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`player` drew `count` argument cards."""

    player: int
    count: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """Turn `number` (1..) begins: `player` makes their case."""

    player: int
    number: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """`player` played `card` (aimed at `target`, moving to `space`), opening or answering."""

    player: int
    card: int
    target: int | None
    space: int | None
    comeback: bool


@dataclass(frozen=True)
class Passed(Event):
    """`player` (or TABLE, for everyone) made no comeback."""

    player: int


@dataclass(frozen=True)
class ArgumentSettled(Event):
    """The trash-talk is over: `player`'s `card`, the last played, takes effect."""

    player: int
    card: int


@dataclass(frozen=True)
class NotCardsGained(Event):
    """`player` put `count` NOT cards from the supply in their envelope (`wanted` printed)."""

    player: int
    count: int
    wanted: int


@dataclass(frozen=True)
class NotCardsTaken(Event):
    """`player` took `count` NOT cards from `victim`'s envelope (`wanted` printed)."""

    player: int
    victim: int
    count: int
    wanted: int


@dataclass(frozen=True)
class NotCardsSwapped(Event):
    """`player` and `other` swapped NOT cards: they now hold `player_count` and `other_count`."""

    player: int
    other: int
    player_count: int
    other_count: int


@dataclass(frozen=True)
class MarkerMoved(Event):
    """`player`'s marker went from space `start` to `end` (equal when stopped at an end)."""

    player: int
    start: int
    end: int


@dataclass(frozen=True)
class MarkerPushed(Event):
    """`player`'s marker was pushed from space `start` to `end` to make room."""

    player: int
    start: int
    end: int


@dataclass(frozen=True)
class HandShown(Event):
    """`viewer` looked at `owner`'s hand (private to the viewer)."""

    private_to = "viewer"
    viewer: int
    owner: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardsDiscarded(Event):
    """The cards played this turn went to the discard pile."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class PlayEnded(Event):
    """The argument draw pile or the NOT supply ran out: time for the Big Reveal."""

    draw_pile_empty: bool
    supply_empty: bool


@dataclass(frozen=True)
class RevealStarted(Event):
    """Testing order (least popular first) and each envelope's NOT cards, in that order."""

    test_order: tuple[int, ...]
    envelopes: tuple[int, ...]


@dataclass(frozen=True)
class EnvelopeShuffled(Event):
    """`player`'s envelope was shuffled."""

    player: int


@dataclass(frozen=True)
class CardRevealed(Event):
    """In round `round` (1..), the card drawn from `player`'s envelope said `father` or not."""

    player: int
    round: int
    father: bool


@dataclass(frozen=True)
class GameEnded(Event):
    """`father` is the father and loses; everyone else wins."""

    father: int
    winners: tuple[int, ...]


# ---- state -------------------------------------------------------------------------------


@dataclass
class MauryState(BaseState):
    """Everything that changes during a game of The Maury Game."""

    phase: Phase = Phase.START
    turn: int = 0
    turns: int = 0
    draw_pile: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    envelopes: list[int] = field(default_factory=list)
    fathers: list[int] = field(default_factory=list)
    supply: int = 0
    positions: list[int] = field(default_factory=list)
    exchange: list[Play] = field(default_factory=list)
    answerer: int | None = None
    passed: list[int] = field(default_factory=list)
    test_order: list[int] = field(default_factory=list)
    shuffles: list[list[int]] = field(default_factory=list)


@dataclass(frozen=True)
class MauryView:
    """What one player may know of the game: envelope counts are public, hands are not."""

    player: int
    players: tuple[str, ...]
    phase: Phase
    turn: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    envelopes: tuple[int, ...]
    supply: int
    draw_pile: int
    discard: int
    track_spaces: int
    positions: tuple[int, ...]
    exchange: tuple[Play, ...]
    answerers: tuple[int, ...]
    test_order: tuple[int, ...]
    father: int | None
    log: tuple[Event, ...]


# ---- the game ----------------------------------------------------------------------------


class Maury(Game[MauryConfig, MauryState]):
    """A game of The Maury Game: You Are Not the Father."""

    name = "maury"
    config_type = MauryConfig
    state_type = MauryState

    def initial_state(self) -> MauryState:
        """Envelopes filled, waiting for the starting player to be drawn."""
        n = len(self.config.players)
        return MauryState(
            hands=[[] for _ in range(n)],
            envelopes=[NOT_PER_ENVELOPE] * n,
            fathers=[1] * n,
            supply=NOT_CARDS - NOT_PER_ENVELOPE * n,
        )

    # -- queries --

    @property
    def n(self) -> int:
        """The number of players."""
        return len(self.config.players)

    def current_player(self) -> int:
        """The turn player, the one player due to answer, SIMULTANEOUS, CHANCE or TERMINAL."""
        phase = self.state.phase
        if phase in (Phase.START, Phase.DEAL, Phase.REVEAL):
            return CHANCE
        if phase is Phase.OVER:
            return TERMINAL
        if phase is Phase.TALK:
            responder = self.responder()
            return SIMULTANEOUS if responder is None else responder
        return self.state.turn

    def chance_request(self) -> ChanceRequest | None:
        """The starting player, the argument cards, then each envelope in test order."""
        s = self.state
        if s.phase is Phase.START:
            return ChanceRequest("starting player", self.n)
        if s.phase is Phase.DEAL:
            return ChanceRequest("argument cards", len(self.config.deck))
        if s.phase is Phase.REVEAL:
            player = s.test_order[len(s.shuffles)]
            size = s.envelopes[player] + s.fathers[player]
            return ChanceRequest(f"{self.config.players[player]}'s envelope", size)
        return None

    def is_over(self) -> bool:
        """Whether the father has been found."""
        return self.state.phase is Phase.OVER

    def father(self) -> int | None:
        """The player found to be the father, once the Big Reveal has found one."""
        return next((p for p, f in enumerate(self.state.fathers) if f == 0), None)

    def scores(self) -> tuple[bool, ...]:
        """Whether each player has won: everyone but the father, once the father is found."""
        father = self.father()
        return tuple(father is not None and p != father for p in range(self.n))

    def test_order(self) -> tuple[int, ...]:
        """The players from least to most popular: the order of the Big Reveal."""
        positions = self.state.positions
        return tuple(sorted(range(self.n), key=positions.__getitem__))

    def responder(self) -> int | None:
        """During trash-talk, the one player due to answer, or None while anyone may."""
        s = self.state
        assert s.phase is Phase.TALK
        if s.answerer is None:
            return None
        opener = s.exchange[0].player
        return s.answerer if s.exchange[-1].player == opener else opener

    def answerers(self) -> tuple[int, ...]:
        """The players who may answer the last card now (none outside trash-talk)."""
        if self.state.phase is not Phase.TALK:
            return ()
        return tuple(p for p in range(self.n) if self._check_answerer(p) is None)

    def view(self, player: int) -> MauryView:
        """What `player` may know: their own hand, and everything public."""
        if not self._valid_player(player):
            raise ValueError(f"no player {player}")
        s = self.state
        return MauryView(
            player=player,
            players=self.config.players,
            phase=s.phase,
            turn=s.turn,
            hand=tuple(s.hands[player]),
            hand_sizes=tuple(len(h) for h in s.hands),
            envelopes=tuple(s.envelopes),
            supply=s.supply,
            draw_pile=len(s.draw_pile),
            discard=len(s.discard),
            track_spaces=self.config.track_spaces,
            positions=tuple(s.positions),
            exchange=tuple(s.exchange),
            answerers=self.answerers(),
            test_order=tuple(s.test_order),
            father=self.father(),
            log=tuple(self.visible_log(player)),
        )

    def legal_actions(self, player: int) -> list[Action]:
        """The turn player's openings, or the comebacks and pass of a player who may answer."""
        s = self.state
        if s.phase is Phase.PLAY:
            return self._plays(player) if player == s.turn else []
        if s.phase is not Phase.TALK:
            return []
        if player == TABLE:
            return [Pass(TABLE)]
        if player not in self.answerers():
            return []
        return [*self._plays(player), Pass(player)]

    def _plays(self, player: int) -> list[Action]:
        deck, spaces = self.config.deck, self.config.track_spaces
        actions: list[Action] = []
        for card in self.state.hands[player]:
            named = self._names_target(deck[card])
            targets = [t for t in range(self.n) if t != player] if named else [None]
            moves = range(spaces) if deck[card].power is Power.MOVE_TO_SPACE else [None]
            candidates = [Play(player, card, t, m) for t in targets for m in moves]
            actions += [a for a in candidates if self._check(a) is None]
        return actions

    def _names_target(self, card: ArgumentCard) -> bool:
        """Whether a play of `card` now names its target: red openings and target powers."""
        opening = self.state.phase is Phase.PLAY
        return card.power in TARGET_POWERS or (card.colour is Colour.RED and opening)

    # -- checks --

    def _check(self, action: Action) -> Rejection | None:
        assert self.state.phase in (Phase.PLAY, Phase.TALK)
        if isinstance(action, Play):
            return self._check_play(action)
        if isinstance(action, Pass):
            return self._check_pass(action)
        return Rejection(CoreReason.UNKNOWN_ACTION, type(action).__name__)

    def _check_play(self, a: Play) -> Rejection | None:
        s = self.state
        if not self._valid_player(a.player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if s.phase is Phase.PLAY and a.player != s.turn:
            return Rejection(CoreReason.NOT_YOUR_TURN)
        if s.phase is Phase.TALK and (r := self._check_answerer(a.player)):
            return r
        if a.card not in s.hands[a.player]:
            return Rejection(MauryReason.NOT_IN_HAND)
        card = self.config.deck[a.card]
        if s.phase is Phase.TALK and (r := self._check_comeback(card)):
            return r
        return self._check_aim(a, card)

    def _check_answerer(self, player: int) -> Rejection | None:
        """Whether `player` may answer the last card (comeback or pass) as things stand."""
        s = self.state
        if player == s.exchange[-1].player:
            return Rejection(MauryReason.OWN_CARD)
        if s.answerer is None:
            return Rejection(MauryReason.ALREADY_PASSED) if player in s.passed else None
        if player not in (s.exchange[0].player, s.answerer):
            opening = self.config.deck[s.exchange[0].card]
            if opening.colour is Colour.RED:
                return Rejection(MauryReason.ONLY_TARGET, self.config.players[s.answerer])
            return Rejection(MauryReason.ONLY_FIRST_ANSWERER, self.config.players[s.answerer])
        return None

    def _check_comeback(self, card: ArgumentCard) -> Rejection | None:
        last = self.config.deck[self.state.exchange[-1].card]
        assert not last.is_maury, "nothing stays open after a Maury card"
        if card.is_maury:
            return None
        # Choice: orange cards are neither blue nor red, so only a Maury card answers them.
        if last.colour is Colour.ORANGE:
            return Rejection(MauryReason.ONLY_MAURY)
        if {card.colour, last.colour} != {Colour.BLUE, Colour.RED}:
            return Rejection(MauryReason.WRONG_COLOUR, f"{card.colour} on {last.colour}")
        if card.strength < last.strength:
            return Rejection(MauryReason.TOO_WEAK, f"{card.strength} against {last.strength}")
        return None

    def _check_aim(self, a: Play, card: ArgumentCard) -> Rejection | None:
        if not self._names_target(card):
            if a.target is not None:
                return Rejection(MauryReason.NO_TARGET)
        elif a.target is None:
            return Rejection(MauryReason.NAME_A_TARGET)
        elif not self._valid_player(a.target) or a.target == a.player:
            return Rejection(MauryReason.BAD_TARGET)
        if card.power is Power.MOVE_TO_SPACE:
            spaces = range(self.config.track_spaces)
            if a.space not in spaces or a.space == self.state.positions[a.player]:
                return Rejection(MauryReason.CHOOSE_A_SPACE, f"0 to {spaces.stop - 1}")
        elif a.space is not None:
            return Rejection(MauryReason.NO_SPACE)
        return None

    def _check_pass(self, a: Pass) -> Rejection | None:
        s = self.state
        if a.player == TABLE:
            if s.phase is not Phase.TALK:
                return Rejection(CoreReason.WRONG_MOMENT, "no card to answer yet")
            return None
        if not self._valid_player(a.player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if s.phase is Phase.PLAY:
            if a.player == s.turn:
                return Rejection(MauryReason.MUST_PLAY)
            return Rejection(CoreReason.NOT_YOUR_TURN)
        return self._check_answerer(a.player)

    # -- effects --

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Shuffle):
            return self._chance(action.order)
        if isinstance(action, Play):
            return self._play(action)
        assert isinstance(action, Pass)
        return self._pass(action.player)

    def _chance(self, order: tuple[int, ...]) -> list[Event]:
        phase = self.state.phase
        if phase is Phase.START:
            # Choice: the random starting player is a chance step (the first of a shuffle).
            return self._start(order[0])
        if phase is Phase.DEAL:
            return self._deal(order)
        assert phase is Phase.REVEAL
        return self._shuffle_envelope(order)

    def _start(self, first: int) -> list[Event]:
        s = self.state
        top = self.config.track_spaces - 1
        s.positions = [0] * self.n
        for k in range(self.n):
            s.positions[(first + k) % self.n] = top - k
        s.turn = first
        s.phase = Phase.DEAL
        return [StartingPlayerChosen(first, tuple(s.positions))]

    def _deal(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        # Choice: player 0 gets the top four cards of the shuffle, player 1 the next four...
        for p in range(self.n):
            s.hands[p] = list(order[HAND_SIZE * p : HAND_SIZE * (p + 1)])
        s.draw_pile = list(order[HAND_SIZE * self.n :])
        events: list[Event] = [CardsDealt(HAND_SIZE, len(s.draw_pile))]
        events += [CardsReceived(p, tuple(s.hands[p])) for p in range(self.n)]
        return events + self._begin_turn()

    def _begin_turn(self) -> list[Event]:
        s = self.state
        s.turns += 1
        s.phase = Phase.PLAY
        assert s.hands[s.turn], "after a refill every hand holds four cards"
        return [TurnStarted(s.turn, s.turns)]

    def _play(self, a: Play) -> list[Event]:
        s = self.state
        card = self.config.deck[a.card]
        comeback = s.phase is Phase.TALK
        if comeback and card.colour is Colour.RED:
            a = replace(a, target=s.exchange[-1].player)  # a red comeback hits the other arguer
        s.hands[a.player].remove(a.card)
        s.exchange.append(a)
        events: list[Event] = [CardPlayed(a.player, a.card, a.target, a.space, comeback)]
        if not comeback:
            s.phase = Phase.TALK
            s.answerer = a.target if card.colour is Colour.RED else None
            s.passed = []
        elif s.answerer is None:
            s.answerer = a.player  # the first to answer is the only one who may continue
        if card.is_maury:
            return events + self._settle()  # nothing can be played against it
        return events

    def _pass(self, player: int) -> list[Event]:
        s = self.state
        events: list[Event] = [Passed(player)]
        if player == TABLE or s.answerer is not None:
            return events + self._settle()
        s.passed.append(player)
        if len(s.passed) == self.n - 1:
            return events + self._settle()
        return events

    def _settle(self) -> list[Event]:
        s = self.state
        last = s.exchange[-1]
        events: list[Event] = [ArgumentSettled(last.player, last.card)]
        events += self._effect(last)
        played = tuple(p.card for p in s.exchange)
        s.discard += played
        s.exchange, s.answerer, s.passed = [], None, []
        events.append(CardsDiscarded(played))
        # Choice: when the supply runs out during the effect, nobody refills: the reveal starts.
        if s.supply and s.draw_pile:
            events += self._refill()
        if s.supply and s.draw_pile:
            s.turn = (s.turn + 1) % self.n  # play continues clockwise
            return events + self._begin_turn()
        return events + self._end_play()

    def _effect(self, play: Play) -> list[Event]:
        """Choice: every icon of the card applies, each as far as supply, envelope, pile allow."""
        s = self.state
        card = self.config.deck[play.card]
        actor, target = play.player, play.target
        events: list[Event] = []
        if card.gain_not:
            count = min(card.gain_not, s.supply)
            s.supply -= count
            s.envelopes[actor] += count
            events.append(NotCardsGained(actor, count, card.gain_not))
        if card.take_not:
            assert target is not None
            count = min(card.take_not, s.envelopes[target])  # never the FATHER card
            s.envelopes[target] -= count
            s.envelopes[actor] += count
            events.append(NotCardsTaken(actor, target, count, card.take_not))
        if card.gain_popularity:
            events += self._move(actor, s.positions[actor] + card.gain_popularity)
        if card.lose_popularity:
            assert target is not None
            events += self._move(target, s.positions[target] - card.lose_popularity)
        if card.power is not None:
            events += self._power(card, play)
        return events

    def _power(self, card: ArgumentCard, play: Play) -> list[Event]:
        s = self.state
        actor, target = play.player, play.target
        if card.power is Power.DRAW_CARDS:
            return self._draw(actor, card.draw)
        if card.power is Power.MOVE_TO_SPACE:
            assert play.space is not None
            return self._move(actor, play.space)
        assert target is not None
        if card.power is Power.SWAP_NOT_CARDS:
            s.envelopes[actor], s.envelopes[target] = s.envelopes[target], s.envelopes[actor]
            return [NotCardsSwapped(actor, target, s.envelopes[actor], s.envelopes[target])]
        if card.power is Power.SWAP_PLACES:
            before = tuple(s.positions)
            s.positions[actor], s.positions[target] = before[target], before[actor]
            return [
                MarkerMoved(actor, before[actor], before[target]),
                MarkerMoved(target, before[target], before[actor]),
            ]
        assert card.power is Power.LOOK_AT_HAND
        return [HandShown(actor, target, tuple(s.hands[target]))]

    def _move(self, player: int, to: int) -> list[Event]:
        s = self.state
        before = tuple(s.positions)
        after = move_marker(before, player, to, self.config.track_spaces)
        s.positions = list(after)
        pushed = sorted(
            (q for q in range(self.n) if q != player and after[q] != before[q]),
            key=lambda q: abs(before[q] - after[player]),
        )
        events: list[Event] = [MarkerMoved(player, before[player], after[player])]
        return events + [MarkerPushed(q, before[q], after[q]) for q in pushed]

    def _draw(self, player: int, count: int) -> list[Event]:
        s = self.state
        cards = s.draw_pile[:count]
        if not cards:
            return []
        del s.draw_pile[: len(cards)]
        s.hands[player] += cards
        return [CardsDrawn(player, len(cards)), CardsReceived(player, tuple(cards))]

    def _refill(self) -> list[Event]:
        """Choice: from the turn player clockwise, each draws up to four while the pile lasts."""
        s = self.state
        events: list[Event] = []
        for k in range(self.n):
            player = (s.turn + k) % self.n
            if len(s.hands[player]) < HAND_SIZE:  # a hand of four or more skips this step
                events += self._draw(player, HAND_SIZE - len(s.hands[player]))
        return events

    def _end_play(self) -> list[Event]:
        s = self.state
        s.phase = Phase.REVEAL
        s.test_order = list(self.test_order())
        envelopes = tuple(s.envelopes[p] for p in s.test_order)
        return [
            PlayEnded(draw_pile_empty=not s.draw_pile, supply_empty=not s.supply),
            RevealStarted(tuple(s.test_order), envelopes),
        ]

    def _shuffle_envelope(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        player = s.test_order[len(s.shuffles)]
        s.shuffles.append(list(order))
        events: list[Event] = [EnvelopeShuffled(player)]
        if len(s.shuffles) == self.n:
            events += self._reveal()
        return events

    def _reveal(self) -> list[Event]:
        """Test from least to most popular, round after round, until a FATHER card comes out."""
        s = self.state
        events: list[Event] = []
        draw = 0
        while True:
            for player, order in zip(s.test_order, s.shuffles, strict=True):
                if order[draw] == FATHER_CARD:
                    s.fathers[player] -= 1
                    s.phase = Phase.OVER
                    winners = tuple(p for p in range(self.n) if p != player)
                    return [
                        *events,
                        CardRevealed(player, draw + 1, True),
                        GameEnded(player, winners),
                    ]
                s.envelopes[player] -= 1
                s.supply += 1  # the NOT card goes back on the supply pile
                events.append(CardRevealed(player, draw + 1, False))
            draw += 1
