"""The table's questions about its players: a yes or no, a poll of several voters, and a
question of names ("who do you ask?")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

from engine.core import Rejection
from host.flows.commands import TELLING, Commands
from host.judge.names import named_parts, names_in
from host.phrasebook.core import Phrasebook
from host.phrasebook.table_says import TableSays, seat
from host.session.own import Check
from host.session.prompt import NO, YES, Ask, Prompt
from host.session.prompter import Prompter
from host.session.votes import Votes
from host.voice.line import Line

VOTE = 30.0
"""Seconds the players with phones have to vote at once before the others are asked aloud."""


class Polls:
    """Puts yes-or-no questions, polls and questions of names to the `players`; a refusal of
    a name is said as `phrasebook` puts it, and what only tells ("help") is `commands`'."""

    def __init__(
        self,
        prompter: Prompter,
        say: Callable[[Line], None],
        players: tuple[str, ...],
        phrasebook: Phrasebook,
        commands: Commands,
    ) -> None:
        self._prompter = prompter
        self._say = say
        self._players = players
        self._phrasebook = phrasebook
        self._commands = commands

    def yes_no(
        self,
        line: Line,
        player: int | None = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
        ask: StrEnum = Ask.YES_NO,
        checks: Check | None = None,
    ) -> bool:
        """Ask a two-way question (yes or no, or `yes` and `no` phrases), that `checks`
        something the host took if it does; commands in between are ignored and the question
        repeated."""
        return self._prompter.agreed(line, ask, player, checks, yes, no)

    def poll(
        self,
        question: str,
        voters: Sequence[int] | None = None,
        yes: tuple[str, ...] = YES,
        no: tuple[str, ...] = NO,
        ask: StrEnum = Ask.YES_NO,
        needed: int | None = None,
    ) -> Votes:
        """Ask each voter (default: every player): who said a `yes` phrase, and who a `no`.
        The voters with phones vote at once, on them; the others, and those who said a
        command (ignored, as `yes_no` does), are asked by name, till the outcome is settled
        when `needed` yes votes carry it (those not asked then are in neither)."""
        self._say(Line(question))
        players = self._players
        everyone = range(len(players)) if voters is None else voters
        choices = (yes[0], no[0])
        prompts = [
            Prompt.of(Line(question, players[p]), yes + no, ask, p, choices=choices)
            for p in everyone
        ]
        voted = {
            a.player: a.reply.phrase in yes
            for a in self._prompter.together(prompts, VOTE)
            if a.reply.command is None
        }
        unasked = [p for p in everyone if p not in voted]
        for asked, p in enumerate(unasked):
            ayes = sum(voted.values())
            if needed is not None and not ayes < needed <= ayes + len(unasked) - asked:
                break  # the votes still to come cannot change the outcome
            line = Line(TableSays.WHO.format(name=players[p]))
            voted[p] = self.yes_no(line, p, yes, no, ask)
        return Votes(
            tuple(p for p in everyone if voted.get(p) is True),
            tuple(p for p in everyone if voted.get(p) is False),
            tuple(everyone),
        )

    def names(
        self,
        line: Line,
        allowed: Sequence[int],
        player: int | None = None,
        nobody: tuple[str, ...] = (),
        why: Callable[[int], Rejection | None] = lambda _player: None,
    ) -> tuple[int, ...]:
        """Ask for one or more player names among `allowed` (or one of the words that say
        `nobody`, the first of them offered); a name with a slip in it, or that sounds the
        same, is that player's when it is nearer to them than to anyone else at the table.
        A name outside `allowed` is refused with `why` the rules refuse that player.
        "Help", "repeat" and the like are answered and the question put again; a command that
        would change the game waits."""
        players = self._players
        by_name = self.named(allowed)
        expected = tuple(by_name) + nobody
        shown = tuple(players[p] for p in allowed) + nobody[:1]
        prompt = Prompt.of(
            line, expected, Ask.NAMES, player, choices=shown, names=players,
            refuses=self.refusing(allowed, why),
        )  # fmt: skip
        self._commands.asking(prompt)
        while True:
            reply = self._prompter.ask(prompt)
            if reply.command in TELLING:
                self._commands.carry_out(reply)
            if reply.command is not None:
                continue
            if reply.phrase in nobody:
                return ()
            named = [p for p in names_in(reply.text, players) if p in allowed]
            if named:
                return tuple(named)
            if reply.phrase in by_name:
                # The ears' name, and any other part of the list they wrote plainly.
                first = by_name[reply.phrase]
                also = [p for p in named_parts(reply.text, players) if p in allowed]
                return tuple(dict.fromkeys((first, *also)))

    def refusing(
        self, allowed: Sequence[int], why: Callable[[int], Rejection | None]
    ) -> Callable[[str], str | None]:
        """Why words that name only players outside `allowed` cannot answer a question of
        names: the first one's refusal by the rules (`why`), or that they cannot be named."""

        def refusal(text: str) -> str | None:
            named = names_in(text, self._players)
            barred = [p for p in named if p not in allowed]
            if not named or len(barred) < len(named):
                return None
            rejection = why(barred[0])
            if rejection is None:
                return TableSays.NOT_NAMED.format(name=self._players[barred[0]])
            return self._phrasebook.refusal(rejection, barred[0]).text

        return refusal

    def named(self, players: Sequence[int]) -> dict[str, int]:
        """The phrases that name each of `players`: their name and their seat."""
        by_name = {self._players[p].casefold(): p for p in players}
        return by_name | {seat(p): p for p in players}
