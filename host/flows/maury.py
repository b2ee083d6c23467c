"""The Maury Game by voice: private hands, spoken plays, trash-talk comebacks, the Big Reveal."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum, StrEnum

from engine.core import TABLE
from engine.maury import TARGET_POWERS, Colour, Maury, Pass, Phase, Play, Power
from host.flows import maury_speech as speech
from host.flows.flow import FlowTable, GameFlow
from host.flows.result import Result, Standing
from host.phrasebook.maury import describe, hand, space_name
from host.phrasebook.maury_says import MaurySays
from host.phrasebook.words import capitalized, count, listing, number, ordinal
from host.session.names import NOBODY
from host.session.own import Check
from host.session.prompt import CardChoice, Prompt, Reply
from host.voice.line import Line


class MauryAsk(StrEnum):
    """The kinds of question The Maury Game asks."""

    PLAY = "play a card"
    COMEBACK = "comeback or pass"
    WHICH_CARD = "which of two cards"
    SPACE = "which space"
    RIGHT = "is that the play"


@dataclass(frozen=True)
class Understood(Check):
    """What "You play X. Right?" checks: the play the host understood."""

    play: Play


class MauryCommand(StrEnum):
    """The Maury Game's own commands, on top of the framework's, as the help line names them."""

    WHERE_AM_I = "where am I"
    TRACK = "the track"
    CARDS_LEFT = "how many cards left"


def game_commands(players: tuple[str, ...]) -> dict[str, StrEnum]:
    """The phrases of the Maury Game's own commands (the same at every table)."""
    return {
        "where am i": MauryCommand.WHERE_AM_I,
        "the track": MauryCommand.TRACK,
        "how many cards left": MauryCommand.CARDS_LEFT,
        "cards left": MauryCommand.CARDS_LEFT,
    }


Choice = Play | str | None
"""A player's answer: the play they confirmed, PASS, or None when the step starts again."""


class MauryFlow(GameFlow[Maury]):
    """Plays a game of The Maury Game at a Table until the Big Reveal finds the father."""

    GAME = Maury

    def __init__(self, table: FlowTable) -> None:
        super().__init__(table)
        self.told: dict[int, tuple[int, ...]] = {}
        """The hand each player last heard, so an unchanged hand is not read out again."""

    def steps(self) -> Mapping[Enum, Callable[[], None]]:
        """A turn opens an argument; then the trash-talk (the reveal runs in the last action)."""
        return {Phase.PLAY: self._turn, Phase.TALK: self._talk}

    # -- the steps --

    def _turn(self) -> None:
        player = self.game.state.turn
        self._show_hand(player, always=True)
        question = MaurySays.WHICH_CARD.format(player=self._name(player))
        choice = self._choose(player, question, MauryAsk.PLAY)
        if isinstance(choice, Play):
            self.table.act(choice, player)

    def _talk(self) -> None:
        responder = self.game.responder()
        if responder is not None:
            self._answer(responder)
            return
        answerers = self.game.answerers()
        for player in answerers:
            self._show_hand(player, always=False)
        by_name = self.table.polls.named(answerers)
        passing = {speech.PASSES.format(name=name): p for name, p in by_name.items()}
        line = Line(MaurySays.ANY_COMEBACKS)
        expected = (*by_name, *passing, NOBODY, speech.PASS)
        shown = (*(self.table.players[p] for p in answerers), NOBODY)
        prompt = Prompt.of(
            line,
            expected,
            MauryAsk.COMEBACK,
            choices=shown,
            claim=tuple(by_name),
            names=self.table.players,
            refuses=self._refusing(answerers),
        )
        reply = self.table.ask(prompt)
        if reply is None:
            return
        if reply.phrase in by_name:
            self._answer(by_name[reply.phrase])
        elif reply.phrase in passing:
            self.table.act(Pass(passing[reply.phrase]), passing[reply.phrase])
        elif reply.phrase == speech.PASS:
            self._who_passes(by_name)
        else:
            self.table.act(Pass(TABLE))

    def _who_passes(self, by_name: dict[str, int]) -> None:
        """A "pass" at "any comebacks?" is its speaker's alone: asked whose, when the ears
        cannot tell (a phone's answer names its seat); "nobody" takes it back."""
        shown = (*dict.fromkeys(self.table.players[p] for p in by_name.values()), NOBODY)
        prompt = Prompt.of(
            Line(MaurySays.WHO_PASSES),
            (*by_name, NOBODY),
            MauryAsk.COMEBACK,
            choices=shown,
            claim=tuple(by_name),
            names=self.table.players,
            refuses=self._refusing(tuple(by_name.values())),
        )
        reply = self.table.ask(prompt)
        if reply is not None and reply.phrase in by_name:
            self.table.act(Pass(by_name[reply.phrase]), by_name[reply.phrase])

    def _refusing(self, answerers: Sequence[int]) -> Callable[[str], str | None]:
        """Why a name said at "any comebacks?" cannot make one: that player's refusal."""
        return self.table.polls.refusing(answerers, lambda p: self.game.check(Pass(p)))

    def _answer(self, player: int) -> None:
        """`player` has the floor until they make a comeback the rules allow, or pass."""
        self.table.say(
            Line(MaurySays.OVER_TO_YOU.format(player=self._name(player)), self._name(player))
        )
        while self.game.state.phase is Phase.TALK and player in self.game.answerers():
            self._show_hand(player, always=True)
            line = MaurySays.WHICH_COMEBACK.format(player=self._name(player))
            choice = self._choose(player, line, MauryAsk.COMEBACK)
            if choice is None:
                return
            if choice == speech.PASS:
                self.table.act(Pass(player), player)
                return
            assert isinstance(choice, Play)
            if self.table.act(choice, player):
                return

    # -- naming a card --

    def _choose(self, player: int, question: str, ask: MauryAsk) -> Choice:
        """Hear which card `player` plays, on whom, where; confirmed when the rules allow it."""
        deck, hand_now = self.game.config.deck, self.game.state.hands[player]
        others = [n for p, n in enumerate(self.table.players) if p != player]
        extra = (speech.PASS,) if ask is MauryAsk.COMEBACK else ()
        phrases = (*speech.hand_phrases(deck, hand_now, others), *extra)
        line = self.table.private(player, question)
        cards = self._cards(player)
        kinds = tuple(dict.fromkeys(card.choice for card in cards))
        prompt = Prompt.of(line, phrases, ask, player, choices=(*kinds, *extra), cards=cards)
        reply = self.table.ask(prompt)
        if reply is None or reply.phrase is None:
            return None
        if reply.phrase in extra:
            return reply.phrase
        words, target_name = speech.split(reply.phrase)
        words, place = speech.placed(words, len(hand_now))
        named = speech.options(deck, hand_now, words)
        legal = {a.card for a in self.game.legal_actions(player) if isinstance(a, Play)}
        playable = [c for c in named if c in legal]
        if place is not None and place < len(named):
            card: int | None = named[place]  # a tapped card, or one named by its place
        elif named and not playable:
            # No target or space could make any of them legal: the reason, before any question.
            return Play(player, named[0])
        else:
            card = self._which(player, playable)
        if card is None:
            return None
        if card not in legal:
            return Play(player, card)
        target = self._target(player, card, target_name)
        space = None
        if deck[card].power is Power.MOVE_TO_SPACE:
            space = self._space(player)
            if space is None:
                return None
        play = Play(player, card, target, space)
        if play not in self.game.legal_actions(player):
            return play  # refused with its reason, which costs nothing
        name = None if target is None else self.table.players[target]
        said = speech.confirmation(deck[card], name, space)
        right = self.table.private(player, MaurySays.RIGHT.format(play=said))
        confirmed = self.table.polls.yes_no(
            right, player, ask=MauryAsk.RIGHT, checks=Understood(play)
        )
        return play if confirmed else None

    def _cards(self, player: int) -> tuple[CardChoice, ...]:
        """`player`'s hand as the answers to which card they play: each by its name, and why
        the rules refuse it now, if they do."""
        deck, hand_now = self.game.config.deck, self.game.state.hands[player]
        legal = {a.card for a in self.game.legal_actions(player) if isinstance(a, Play)}
        exchange = self.game.state.exchange
        last = deck[exchange[-1].card] if exchange else None

        def why(card: int) -> str:
            if card in legal:
                return ""
            return speech.why_not(deck[card], last, self.game.check(Play(player, card)))

        named = speech.own_names(deck, hand_now)
        return tuple(CardChoice(str(c), named[c], why(c)) for c in hand_now)

    def _which(self, player: int, options: list[int]) -> int | None:
        """The one card among `options` the player means ("first" or "second")."""
        if len(options) <= 1:
            return options[0] if options else None
        deck = self.game.config.deck
        listed = [
            MaurySays.MATCHING.format(nth=ordinal(k + 1), card=describe(deck[c]))
            for k, c in enumerate(options)
        ]
        alike = capitalized(number(len(options)))
        self.table.tell(player, MaurySays.CARDS_MATCH.format(count=alike, cards="; ".join(listed)))
        answers = speech.choices(len(options))
        question = MaurySays.FIRST_OR_SECOND.format(
            player=self._name(player), choices=", ".join(answers[:-1]), last=answers[-1]
        )
        cards = tuple(CardChoice(str(c), a) for c, a in zip(options, answers, strict=True))
        # About a private hand: to that player alone, never to the table.
        line = self.table.private(player, question)
        prompt = Prompt.of(line, answers, MauryAsk.WHICH_CARD, player, cards=cards)
        reply = self.table.ask(prompt)
        if reply is None or reply.phrase not in answers:
            return None
        return options[answers.index(reply.phrase)]

    def _target(self, player: int, card: int, said: str | None) -> int | None:
        """Who the card is aimed at, asked for if the play names someone and nobody was said."""
        the_card = self.game.config.deck[card]
        opening = self.game.state.phase is Phase.PLAY
        if not (the_card.power in TARGET_POWERS or (the_card.colour is Colour.RED and opening)):
            return None
        others = [p for p in range(self.game.n) if p != player]
        by_name = self.table.polls.named(others)
        if said in by_name:
            return by_name[said]
        # Asked with the play, so that a player without a phone sees it in the same look-away.
        line = self.table.private(player, MaurySays.AIMED_AT.format(player=self._name(player)))
        return self.table.polls.names(line, others, player)[0]

    def _space(self, player: int) -> int | None:
        spaces = speech.spaces(self.game.config.track_spaces)
        question = MaurySays.WHICH_SPACE.format(player=self._name(player), last=spaces[-1])
        line = self.table.private(player, question)
        reply = self.table.ask(Prompt(line, spaces, MauryAsk.SPACE, player))
        if reply is None or reply.phrase not in spaces:
            return None
        return spaces.index(reply.phrase)

    def _show_hand(self, player: int, always: bool) -> None:
        """Tell `player` their hand: `always` as they act, else only if it changed since they
        last heard it, and then it may wait for their next look (they may not answer)."""
        cards = tuple(self.game.state.hands[player])
        heard = self.told.get(player)
        if always or heard != cards:
            config = self.game.config
            new = () if heard is None else tuple(c for c in cards if c not in heard)
            text = MaurySays.YOUR_HAND.format(hand=hand(config, cards))
            if new and len(new) < len(cards):
                old = tuple(c for c in cards if c not in new)
                text = MaurySays.YOUR_HAND_NEW.format(hand=hand(config, old), new=hand(config, new))
            line = self.table.private(player, text)
            self.table.say(replace(line, waits=not always, about=MaurySays.HAND))
            self.told[player] = cards

    # -- commands --

    def remind(self) -> None:
        """Nothing to repeat: every turn and every comeback starts with the player's hand."""

    def command(self, reply: Reply) -> bool:
        """Where am I, the track, or the cards left: answered, then the question again."""
        command = reply.command
        if command is MauryCommand.WHERE_AM_I:
            self._where_am_i()
        elif command is MauryCommand.TRACK:
            self.table.say(self._track())
        else:
            view = self.game.view(0)
            pile, supply = (
                count(view.draw_pile, MaurySays.CARD),
                count(view.supply, MaurySays.NOT_CARD),
            )
            line = MaurySays.CARDS_LEFT.format(pile=pile, supply=supply)
            self.table.say(Line(capitalized(line)))
        return True

    def _where_am_i(self) -> None:
        player = self.table.asked
        if player is None:
            everyone = range(self.game.n)
            player = self.table.polls.names(Line(MaurySays.WHO_ASKS), everyone)[0]
        config, state = self.game.config, self.game.state
        rank = sorted(state.positions, reverse=True).index(state.positions[player]) + 1
        where = space_name(config, state.positions[player])
        nots = count(state.envelopes[player], MaurySays.NOT_CARD)
        standing = (
            MaurySays.MOST_POPULAR
            if rank == 1
            else MaurySays.NTH_MOST_POPULAR.format(nth=ordinal(rank))
        )
        self.table.tell(player, MaurySays.YOU_ARE.format(standing=standing, space=where, nots=nots))

    def _track(self) -> Line:
        config, positions = self.game.config, self.game.state.positions
        order = sorted(range(self.game.n), key=positions.__getitem__, reverse=True)
        places = [
            MaurySays.ON_SPACE.format(player=self._name(p), space=space_name(config, positions[p]))
            for p in order
        ]
        return Line(MaurySays.TRACK.format(places=listing(places)))

    def result(self) -> Result:
        """Who won: everyone but the father, once he is found (no score)."""
        won = zip(self.game.config.players, self.game.scores(), strict=True)
        return Result(tuple(Standing(name, winner) for name, winner in won))

    def scores(self) -> Line:
        """Nobody wins before the reveal: the NOT cards each player has."""
        envelopes = self.game.state.envelopes
        parts = [
            MaurySays.NOTS.format(player=self._name(p), nots=number(k))
            for p, k in enumerate(envelopes)
        ]
        return Line(MaurySays.SCORES.format(nots=listing(parts)))

    def recap(self) -> list[Line]:
        """Whose turn it is, and during an argument the cards played in it so far."""
        exchange = self.game.state.exchange if self.game.state.phase is Phase.TALK else []
        if not exchange:
            return [self.turn()]
        deck = self.game.config.deck
        plays = [
            MaurySays.PLAYED.format(player=self._name(p.player), card=speech.kind(deck[p.card]))
            for p in exchange
        ]
        return [self.turn(), Line(MaurySays.ARGUMENT_SO_FAR.format(plays=listing(plays)))]

    def turn(self) -> Line:
        """Whose turn it is, or who may answer the argument."""
        state = self.game.state
        if state.phase is not Phase.TALK:
            return Line(MaurySays.TURN.format(player=self._name(state.turn)))
        responder = self.game.responder()
        opener = self._name(state.exchange[0].player)
        if responder is None:
            return Line(MaurySays.ANYONE_MAY_ANSWER.format(opener=opener))
        return Line(MaurySays.MAY_ANSWER.format(opener=opener, player=self._name(responder)))
