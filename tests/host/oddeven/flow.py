"""Odd or Even by voice: each player picks their fingers (on their own phone, if they have one),
then the table votes odd or even, on the phones at once and aloud for the others."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum, StrEnum

from host.flows.flow import FlowTable, GameFlow
from host.flows.result import Result, Standing
from host.session.prompt import IfUnsure, Prompt
from host.voice.line import Line
from tests.host.oddeven.engine import OddEven, Parity, Phase, Pick, Vote
from tests.host.oddeven.phrasebook import OddEvenSays, points


class OddEvenAsk(StrEnum):
    """The kinds of question Odd or Even asks."""

    PICK = "how many fingers"
    VOTE = "odd or even"


def game_commands(players: tuple[str, ...]) -> dict[str, StrEnum]:
    """Odd or Even has no commands of its own."""
    return {}


class OddEvenFlow(GameFlow[OddEven]):
    """Plays Odd or Even at a Table: picks, then a vote, three times."""

    GAME = OddEven

    def __init__(self, table: FlowTable, words: tuple[str, ...]) -> None:
        super().__init__(table)
        self.words = words
        """The number words a pick is said by: one, two, three."""

    def steps(self) -> Mapping[Enum, Callable[[], None]]:
        """A pick for each player, then everyone's vote."""
        return {Phase.PICK: self._pick, Phase.VOTE: self._vote}

    def _pick(self) -> None:
        player = next(p for p in range(len(self.table.players)) if p not in self.game.state.picks)
        name = self._name(player)
        line = Line(OddEvenSays.PICK.format(player=name), to=name)
        prompt = Prompt.of(
            line,
            self.words,
            OddEvenAsk.PICK,
            player,
            if_unsure=IfUnsure.ASK_PRIVATELY,
            choices=self.words,
        )
        reply = self.table.ask(prompt)
        if reply is not None:
            self.table.act(Pick(player, self.words.index(reply.phrase) + 1), player)

    def _vote(self) -> None:
        voters = [p for p in range(len(self.table.players)) if p not in self.game.state.votes]
        odd = self.table.polls.poll(
            OddEvenSays.VOTE, voters, (Parity.ODD.value,), (Parity.EVEN.value,), OddEvenAsk.VOTE
        ).ayes
        for player in voters:
            self.table.act(Vote(player, Parity.ODD if player in odd else Parity.EVEN), player)

    def scores(self) -> Line:
        """Each player's points."""
        pairs = zip(self.table.players, self.game.scores(), strict=True)
        return Line(
            OddEvenSays.SCORES.format(scores=", ".join(f"{n} {points(s)}" for n, s in pairs))
        )

    def result(self) -> Result:
        """Each player's points; the most win."""
        scores = self.game.scores()
        best = max(scores) if self.game.is_over() else None
        return Result(
            tuple(
                Standing(name, score == best, score)
                for name, score in zip(self.table.players, scores, strict=True)
            )
        )

    def turn(self) -> Line:
        """The round, and whether it is picking or voting."""
        view = self.game.public_view()
        if view.phase is Phase.OVER:
            return Line(OddEvenSays.OVER)
        doing = OddEvenSays.PICKING if view.phase is Phase.PICK else OddEvenSays.VOTING
        return Line(OddEvenSays.TURN.format(round=view.round, rounds=view.rounds, doing=doing))

    def remind(self) -> None:
        """Tell each player who has picked how many fingers they show."""
        for player, fingers in self.game.state.picks.items():
            self.table.tell(player, OddEvenSays.YOU_SHOW.format(fingers=self.words[fingers - 1]))
