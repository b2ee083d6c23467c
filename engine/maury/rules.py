"""The Maury Game's queries and checks: who acts now, what is legal, and why not."""

from __future__ import annotations

from engine.core import (
    CHANCE,
    SIMULTANEOUS,
    TABLE,
    TERMINAL,
    Action,
    ChanceRequest,
    CoreReason,
    Game,
    Rejection,
    with_secrets,
)
from engine.maury.actions import Pass, Play
from engine.maury.config import (
    TARGET_POWERS,
    ArgumentCard,
    Colour,
    MauryConfig,
    MauryReason,
    Phase,
    Power,
)
from engine.maury.events import CardPlayed, CardRevealed, RevealStarted, TurnStarted
from engine.maury.state import MauryPublicView, MauryState, MauryView
from engine.maury.track import father_odds


class MauryRules(Game[MauryConfig, MauryState]):
    """The questions and checks of a game of The Maury Game: who acts, what is legal."""

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
        return with_secrets(
            MauryView,
            self.public_view(),
            player=player,
            hand=tuple(self.state.hands[player]),
            log=tuple(self.visible_log(player)),
        )

    def public_view(self) -> MauryPublicView:
        """What the whole table knows: everything but the hands and the envelopes' order."""
        s = self.state
        deck = self.config.deck
        played = next((e for e in reversed(s.log) if isinstance(e, CardPlayed | TurnStarted)), None)
        if isinstance(played, TurnStarted):  # a new turn: nothing played in it yet
            played = None
        reveal = next((e for e in reversed(s.log) if isinstance(e, RevealStarted)), None)
        odds = father_odds(reveal.envelopes) if reveal else ()
        return MauryPublicView(
            players=self.config.players,
            phase=s.phase,
            turn=s.turn,
            turns=s.turns,
            hand_sizes=tuple(len(h) for h in s.hands),
            envelopes=tuple(s.envelopes),
            supply=s.supply,
            draw_pile=len(s.draw_pile),
            discard=len(s.discard),
            track_spaces=self.config.track_spaces,
            positions=tuple(s.positions),
            exchange=tuple(s.exchange),
            exchange_cards=tuple(deck[p.card] for p in s.exchange),
            last_played=None if played is None else (played.player, deck[played.card]),
            face_up=tuple((e.card, deck[e.card]) for e in s.log if isinstance(e, CardPlayed)),
            answerers=self.answerers(),
            test_order=tuple(s.test_order),
            odds=tuple((f.numerator, f.denominator) for f in odds),
            father=self.father(),
            revealed=tuple(
                (e.player, e.round, e.father) for e in s.log if isinstance(e, CardRevealed)
            ),
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
        if self._check_player(player) is not None:
            return actions
        for card in self.state.hands[player]:
            if self._check_held(player, card) is not None:
                continue  # no aim makes a card playable that cannot be played now
            named = self._names_target(deck[card])
            targets = [t for t in range(self.n) if t != player] if named else [None]
            moves = range(spaces) if deck[card].power is Power.MOVE_TO_SPACE else [None]
            candidates = [Play(player, card, t, m) for t in targets for m in moves]
            actions += [a for a in candidates if self._check_aim(a, deck[card]) is None]
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
        return (
            self._check_player(a.player)
            or self._check_held(a.player, a.card)
            or self._check_aim(a, self.config.deck[a.card])
        )

    def _check_player(self, player: int) -> Rejection | None:
        """Whether `player` may play a card now."""
        s = self.state
        if not self._valid_player(player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if s.phase is Phase.PLAY and player != s.turn:
            return Rejection(CoreReason.NOT_YOUR_TURN)
        if s.phase is Phase.TALK:
            return self._check_answerer(player)
        return None

    def _check_held(self, player: int, card: int) -> Rejection | None:
        """Whether `player`, who may play, may play `card` now, wherever it is aimed."""
        if card not in self.state.hands[player]:
            return Rejection(MauryReason.NOT_IN_HAND)
        if self.state.phase is Phase.TALK:
            return self._check_comeback(self.config.deck[card])
        return None

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
