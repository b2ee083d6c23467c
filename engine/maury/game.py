"""The Maury Game itself: its set-up and what each accepted action does."""

from __future__ import annotations

from dataclasses import replace

from engine.core import TABLE, Action, Event, Shuffle
from engine.maury.actions import Pass, Play
from engine.maury.config import (
    FATHER_CARD,
    HAND_SIZE,
    NOT_CARDS,
    NOT_PER_ENVELOPE,
    PLAYERS,
    ArgumentCard,
    Colour,
    MauryConfig,
    Phase,
    Power,
)
from engine.maury.events import (
    ArgumentSettled,
    CardPlayed,
    CardRevealed,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    CardsReceived,
    EnvelopeShuffled,
    GameEnded,
    HandShown,
    MarkerMoved,
    MarkerPushed,
    NotCardsGained,
    NotCardsSwapped,
    NotCardsTaken,
    Passed,
    PlayEnded,
    RevealStarted,
    StartingPlayerChosen,
    TurnStarted,
)
from engine.maury.rules import MauryRules
from engine.maury.state import MauryState
from engine.maury.track import move_marker


class Maury(MauryRules):
    """A game of The Maury Game: You Are Not the Father."""

    name = "maury"
    players = PLAYERS
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
