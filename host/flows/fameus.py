"""Fame Us by voice: criteria played and read back, bluffs called, names proposed, votes polled."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from enum import Enum, StrEnum

from engine.fameus import (
    Accuse,
    FameUs,
    FameUsState,
    Pass,
    Phase,
    Play,
    Propose,
    TeamDealt,
    TimeUp,
    Vote,
)
from host.ears.context import normalize
from host.flows.flow import FlowTable, GameFlow
from host.flows.hourglass import Hourglass
from host.flows.result import Result, Standing
from host.phrasebook.fameus import READY, SAND_RUNNING, UNCAUGHT_NAME, VOTE_AGAINST, VOTE_FOR
from host.phrasebook.fameus_says import FameUsSays
from host.phrasebook.table_says import TableSays
from host.phrasebook.words import capitalized, count, listing, number
from host.session.prompt import Answering, CardChoice, Missed, Prompt, Reply
from host.voice.line import Line

PLAY, PASS, ACCUSE = "play", "pass", "accuse"
HOURGLASS_SECONDS = 30.0
DISCUSSION_SECONDS = 120.0


class FameUsAsk(StrEnum):
    """The kinds of question Fame Us asks."""

    TURN = "play, pass or accuse"
    CRITERION = "criterion"
    PERSON = "famous person"
    VOTE = "for or against"
    DISCUSS = "discuss, then vote"


class FameUsCommand(StrEnum):
    """Fame Us's own commands, on top of the framework's, as the help line names them."""

    HOURGLASS = "hourglass"
    TABLE = "the table"
    MY_CARDS = "my cards"
    HAND_SIZES = "how many cards"
    STARTERS_LEFT = "starters left"


def game_commands(_players: tuple[str, ...]) -> dict[str, StrEnum]:
    """The phrases of Fame Us's own commands (the same at every table)."""
    return {
        "hourglass": FameUsCommand.HOURGLASS,
        "the table": FameUsCommand.TABLE,
        "what is on the table": FameUsCommand.TABLE,
        "my cards": FameUsCommand.MY_CARDS,
        "how many cards": FameUsCommand.HAND_SIZES,
        "starters left": FameUsCommand.STARTERS_LEFT,
    }


class FameUsFlow(GameFlow[FameUs]):
    """Plays a game of Fame Us at a Table until it ends (or the table stops it)."""

    GAME = FameUs

    def __init__(
        self,
        table: FlowTable,
        hourglass: float = HOURGLASS_SECONDS,
        discussion: float = DISCUSSION_SECONDS,
        people: tuple[str, ...] = (),
    ) -> None:
        super().__init__(table)
        self.people = {normalize(p): p for p in people}
        """The famous people the ears listen for, as each is heard (normalized) and said."""
        self.hourglass = hourglass
        """Seconds of sand when a player turns the hourglass on a slow player."""
        self.discussion = discussion
        """Longest discussion before a vote, in seconds (math.inf: until someone says vote)."""
        self.sand = Hourglass(table.clock)
        self.hand_told: tuple[int, int] | None = None

    @property
    def state(self) -> FameUsState:
        """The game's state."""
        return self.game.state

    def steps(self) -> Mapping[Enum, Callable[[], None]]:
        """Turns of play, pass or accuse; a famous person proposed; the table's vote."""
        return {Phase.PLAY: self._turn, Phase.PROPOSE: self._propose, Phase.VOTE: self._vote}

    # -- the steps --

    def _turn(self) -> None:
        player = self.state.active
        if self.hand_told != (self.state.turn, player):
            self.hand_told = (self.state.turn, player)
            self._tell_hand(player, waits=True)
        can_accuse = self.state.last_player is not None
        # "play three" in one breath: the card by its number (hand sizes are no secret).
        hand = self.game.view(player).hand
        in_one = {f"{PLAY} {number(k + 1)}": card for k, card in enumerate(hand)}
        options = (PLAY, PASS, ACCUSE) if can_accuse else (PLAY, PASS)
        asked = FameUsSays.PLAY_PASS_OR_ACCUSE if can_accuse else FameUsSays.PLAY_OR_PASS
        line = Line(FameUsSays.YOUR_TURN.format(player=self._name(player), options=asked))
        prompt = Prompt.of(line, (*options, *in_one), FameUsAsk.TURN, player, choices=options)
        reply = self._ask(prompt)
        if reply is None:
            return
        if reply.phrase in in_one:
            self._played(player, in_one[reply.phrase])
        elif reply.phrase == PLAY:
            self._play(player)
        else:
            self.table.act(Pass(player) if reply.phrase == PASS else Accuse(player), player)

    def _play(self, player: int) -> None:
        view = self.game.view(player)
        criteria = zip(view.hand_criteria, view.hand, strict=True)
        by_phrase = {normalize(c): card for c, card in criteria}
        by_phrase |= {number(i + 1): card for i, card in enumerate(view.hand)}
        # Its answers are the player's hand: the question is private, so that no reprompt,
        # read-back or keyboard fallback lists them on the shared channel.
        question = FameUsSays.WHICH_CRITERION.format(player=self._name(player))
        line = self.table.private(player, question)
        shown = tuple(normalize(c) for c in view.hand_criteria)
        cards = tuple(CardChoice(str(c), s) for c, s in zip(view.hand, shown, strict=True))
        prompt = Prompt.of(
            line, tuple(by_phrase), FameUsAsk.CRITERION, player, choices=shown, cards=cards
        )
        reply = self._ask(prompt)
        if reply is None:
            return
        self._played(player, by_phrase[normalize(reply.phrase or "")])

    def _played(self, player: int, card: int) -> None:
        if self.table.act(Play(player, card), player) and self.state.phase is Phase.PLAY:
            self.table.say(self._table_line())

    def _propose(self) -> None:
        proposer = self.state.proposer
        assert proposer is not None
        # Nothing checks the name, so it is heard once: a listed famous person (asked back if
        # unsure), or else what the ears wrote (nothing, with ears that write no open speech).
        prompt = Prompt.of(
            Line(FameUsSays.SAY_THE_NAME.format(player=self._name(proposer))),
            (),
            FameUsAsk.PERSON,
            proposer,
            answer=Answering.FREE,
            known=tuple(self.people.values()),
        )
        self.table.say(self._table_line())
        self.table.say(prompt.line)
        while isinstance(reply := self._hear(prompt), Reply) and reply.command is not None:
            if not self.table.command(reply):
                return
        person = self._person(reply)
        self.table.act(Propose(proposer, person or UNCAUGHT_NAME), proposer)

    def _person(self, reply: Reply | Missed) -> str:
        """The famous person a reply names: a listed one as the list spells it, else the
        words as heard or typed ("" for none)."""
        if isinstance(reply, Missed):
            return ""
        return self.people.get(normalize(reply.phrase or reply.text), reply.text.strip())

    def _vote(self) -> None:
        if not self._discuss():
            return
        proposer = self.state.proposer
        assert proposer is not None
        question = FameUsSays.VOTE.format(player=self._name(proposer))
        votes = self.table.polls.poll(
            question,
            self.game.voters(),
            VOTE_FOR,
            VOTE_AGAINST,
            FameUsAsk.VOTE,
            needed=self.game.needed(),
        )
        self.table.act(Vote(votes.ayes, votes.noes))

    def _discuss(self) -> bool:
        """Talk it over until someone says vote or the time is up; False: start the step again."""
        moment = self._moment()
        if not self.sand.running(moment):
            self.sand.turn(moment, self.discussion)
            self.table.say(Line(FameUsSays.DISCUSS))
        line = Line(FameUsSays.READY_TO_VOTE)
        prompt = Prompt.of(line, READY, FameUsAsk.DISCUSS, choices=READY[:1])
        if self.table.ask_timed(prompt, self.sand) is None and not self.sand.out():
            return False
        self.sand.stop()
        return True

    # -- listening, with or without the sand running --

    def _ask(self, prompt: Prompt) -> Reply | None:
        """The answer to a player's prompt; None when the step must start again (a command,
        or the sand ran out and the player has passed)."""
        if not self.sand.running(self._moment()):
            return self.table.ask(prompt)
        running = FameUsSays.RUNNING.format(
            question=prompt.line.text, sand=SAND_RUNNING.capitalize()
        )
        timed = replace(prompt, line=replace(prompt.line, text=running, speech=""))
        self.table.say(timed.line)
        reply = self.table.ask_timed(timed, self.sand)
        if self.sand.out() and prompt.player is not None:
            self.sand.stop()
            self.table.act(TimeUp(prompt.player), prompt.player)
            return None
        return reply

    def _hear(self, prompt: Prompt) -> Reply | Missed:
        return self.table.hear_once(prompt, max(0.0, self.sand.left()))

    def _moment(self) -> tuple[int, Phase, int]:
        return (self.state.turn, self.state.phase, self.game.current_player())

    # -- commands --

    def remind(self) -> None:
        """The player whose turn it is hears their team again (their hand comes with the turn)."""
        active = self.state.active
        self.table.announce(
            [e for e in self.game.log if isinstance(e, TeamDealt) and e.player == active]
        )

    def command(self, reply: Reply) -> bool:
        """The hourglass is turned (the step starts again); the others are answered."""
        command = reply.command
        if command is FameUsCommand.HOURGLASS:
            return self._turn_hourglass()
        if command is FameUsCommand.TABLE:
            self.table.say(self._table_line())
        elif command is FameUsCommand.MY_CARDS:
            self._my_cards()
        elif command is FameUsCommand.HAND_SIZES:
            self.table.say(self.scores())
        else:
            left = len(self.state.starters)
            self.table.say(
                Line(
                    capitalized(
                        FameUsSays.STARTERS_LEFT.format(
                            starters=count(left, FameUsSays.STARTER_CARD)
                        )
                    )
                )
            )
        return True

    def _turn_hourglass(self) -> bool:
        """Turn the hourglass on the player whose turn it is, or on the discussion."""
        moment, phase = self._moment(), self.state.phase
        if phase is Phase.PROPOSE:
            self.table.say(Line(FameUsSays.HOURGLASS_NOT_NOW))
            return True
        running = self.sand.running(moment)
        if running and (phase is Phase.PLAY or self.sand.left() <= self.hourglass):
            self.table.say(Line(FameUsSays.HOURGLASS_RUNNING))
            return True
        on = self._name(self.state.active) if phase is Phase.PLAY else FameUsSays.THE_DISCUSSION
        self.sand.turn(moment, self.hourglass)
        seconds = count(math.ceil(self.hourglass), TableSays.SECOND)
        self.table.say(Line(FameUsSays.HOURGLASS_ON.format(on=on, seconds=seconds)))
        return False

    def _my_cards(self) -> None:
        player = self.table.asked
        if player is None:
            everyone = range(len(self.table.players))
            player = self.table.polls.names(Line(FameUsSays.WHOSE_CARDS), everyone)[0]
        self._tell_hand(player)

    def _tell_hand(self, player: int, waits: bool = False) -> None:
        """Tell `player` their numbered hand; as their turn starts it may wait for their next
        look (the criterion they play), so that a pass takes no look-away."""
        criteria = self.game.view(player).hand_criteria
        numbered = [
            FameUsSays.NUMBERED.format(number=number(i + 1), criterion=c)
            for i, c in enumerate(criteria)
        ]
        cards = "; ".join(numbered) or FameUsSays.NO_CARDS
        line = self.table.private(player, FameUsSays.YOUR_CARDS.format(cards=cards))
        self.table.say(replace(line, waits=waits))

    def _table_line(self) -> Line:
        criteria = self.game.view(0).table
        if not criteria:
            return Line(FameUsSays.EMPTY_TABLE)
        return Line(FameUsSays.ON_THE_TABLE.format(criteria=", ".join(criteria)))

    def result(self) -> Result:
        """Each team's counted cards; the fewest won (only at the end, when the teams show)."""
        scores = self.game.scores()
        winners = self.game.winners() if self.game.is_over() else ()
        return Result(tuple(Standing(str(t), t in winners, n) for t, n in scores.items()))

    def scores(self) -> Line:
        """No score until the end: the hand sizes, the teams kept secret."""
        sizes = self.game.view(0).hand_sizes
        parts = [
            FameUsSays.HAND_SIZE.format(player=self._name(p), cards=number(n))
            for p, n in enumerate(sizes)
        ]
        return Line(FameUsSays.HAND_SIZES.format(sizes=listing(parts)))

    def recap(self) -> list[Line]:
        """Whose turn it is, and the criteria face up on the table."""
        return [self.turn(), self._table_line()] if self.state.table else [self.turn()]

    def turn(self) -> Line:
        """Whose turn it is, who names a famous person, or what the table votes on."""
        s = self.state
        if s.phase is Phase.PLAY:
            holder = FameUsSays.HOLDS_THE_HOURGLASS.format(player=self._name(s.first))
            return Line(FameUsSays.TURN.format(player=self._name(s.active), holder=holder))
        assert s.proposer is not None
        if s.phase is Phase.PROPOSE:
            return Line(FameUsSays.NAMES_A_PERSON.format(player=self._name(s.proposer)))
        return Line(FameUsSays.TABLE_VOTES.format(player=self._name(s.proposer)))
