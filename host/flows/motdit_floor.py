"""Mot Dit's open floor: after a clue the laptop's guessers call out their guesses, in any
order, their name first or not, and the host rules on each call as it comes."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.motdit import Answer, MotDit, Phase
from host.flows.motdit_calls import PASS, MotDitAsk, calls
from host.flows.table import Table
from host.judge import judge_guess
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.words import capitalized
from host.session.names import NOBODY
from host.session.prompt import Prompt, Reply
from host.voice.line import Cue, Line, cue

if TYPE_CHECKING:
    from host.flows.motdit import MotDitFlow

CALLED_OUT = 3.0
"""Seconds of silence that close the open floor once someone has called out a guess: the table
has said what it had."""


class OpenFloor:
    """The open floor of a Mot Dit flow: its game, table, deck and rulings are the flow's."""

    def __init__(self, flow: MotDitFlow) -> None:
        self.flow = flow

    @property
    def game(self) -> MotDit:
        """The flow's game (it changes object on undo)."""
        return self.flow.game

    @property
    def table(self) -> Table:
        """The flow's table."""
        return self.flow.table

    def run(self, guessers: list[int]) -> bool:
        """The guessers call out at once: each utterance heard holds one guess or more ("Bob
        fish", "fish", "Bob fish Cy tuna"), until each of them has answered, the cap is
        reached, a guess is right, or the table falls silent after the first; False when a
        command changed the game. The first is asked for (again, then typed, if nobody
        speaks)."""
        cap = min(len(guessers), self.game.config.answer_cap - len(self.game.state.answered))
        prompt = self._prompt(guessers)
        reply, called = self.table.ask(prompt), 0
        if reply is None:
            return False
        while reply is not None:  # None: silence once someone spoke, and the window closes
            if reply.command is None:
                called += self._called(reply, prompt, guessers)
            elif not self.table.command(reply):
                return False
            if self.game.state.phase is not Phase.GUESS or called >= cap:
                break
            reply = self.table.hear_once(replace(prompt, patience=CALLED_OUT))
        return True

    def _prompt(self, guessers: list[int]) -> Prompt:
        """The question the open floor answers: any guess, by any of `guessers` (those who
        claim it: no phone is asked), named or not."""
        players = self.game.config.players
        prompt = self.flow.guess_prompt(Line(MotDitSays.GUESSES), MotDitAsk.GUESSES, None)
        claim = tuple(players[p].casefold() for p in guessers)
        return replace(prompt, names=players, claim=claim, asks_back=False)

    def _called(self, reply: Reply, floor: Prompt, guessers: list[int]) -> int:
        """Rule on the guesses one utterance holds: the right ones together (those with no
        name: the holder is asked who said it), and only when none is right the wrong ones,
        each answered at once. A guess heard unsure that is not the word is asked for again,
        once, before it counts as wrong. How many calls there were (a guess refused to its
        player is none)."""
        secret = self.game.secret_word()
        assert secret is not None
        heard = [
            (guesser, guess)
            for guesser, guess in calls(reply, self.game.config.players, self.flow.plain_words)
            if guesser is None or self.flow.may_guess(guesser)
        ]
        right: list[int | None] = []
        wrong: list[tuple[int | None, Reply]] = []
        for guesser, guess in heard:
            if guess.phrase == PASS:
                continue
            if not guess.sure and not judge_guess(secret, guess.phrase or guess.text).correct:
                guess = self._again(floor, guesser) or guess
                if guess.phrase == PASS:
                    continue
            if self._right(guesser, guess, secret):
                right.append(guesser)
            else:
                wrong.append((guesser, guess))
        if right:
            self._found([p for p in guessers if self.game.legal_actions(p)], right, secret)
            return len(heard)
        for guesser, guess in wrong:
            said = (guess.phrase or guess.text) if guess.sure else ""
            if guesser is None:
                self._not_it(said)
            else:
                self.table.act(Answer((guesser,), False, said), guesser)
        return len(heard)

    def _again(self, floor: Prompt, guesser: int | None) -> Reply | None:
        """The guess `guesser` (None: whoever spoke) says again, asked for without saying what
        was heard; None when nothing, or a command, came."""
        name = "" if guesser is None else f"{self.table.players[guesser]}, "
        line = Line(capitalized(MotDitSays.AGAIN.format(name=name)))
        prompt = replace(floor, line=line, ask=MotDitAsk.AGAIN, player=guesser)
        self.table.say(replace(prompt.line, asks=True))
        again = self.table.hear_once(prompt)
        if again is None or again.command is not None:
            return None
        said = calls(again, self.game.config.players, self.flow.plain_words)
        return said[0][1] if said else None

    def _right(self, guesser: int | None, guess: Reply, secret: str) -> bool:
        """Whether `guess` is the secret word; one heard or judged unsure is put to the
        holder, who vouches for it without it being named."""
        ruling = judge_guess(secret, guess.phrase or guess.text)
        if not ruling.correct:
            return False
        if guess.sure and not ruling.unsure:
            return True
        return self.table.vouched(self.flow.holder_vouches(guesser), ruling.matched, guesser)

    def _not_it(self, word: str) -> None:
        """A wrong guess with no name: a cue, and the word only when the ears were sure of it."""
        self.table.say(cue(Cue.WRONG))
        if word:
            self.table.say(Line(MotDitSays.NOT_IT.format(word=word)))

    def _found(self, allowed: list[int], right: list[int | None], secret: str) -> None:
        """The secret word called out: the players named with it score, and when one call of
        it had no name, whoever the holder says said it (both, if two at the same time). The
        word is not said before someone is found: "nobody" (the caller may not guess now, or
        was the holder) leaves the round going on."""
        named = tuple(dict.fromkeys(p for p in right if p is not None))
        if None in right:
            unnamed = [p for p in allowed if p not in named]
            holder = self.table.players[self.game.state.holder]
            line = Line(MotDitSays.WHO_SAID.format(holder=holder))
            if unnamed:
                named += self.table.names(line, unnamed, self.game.state.holder, NOBODY)
        if named:
            self.table.act(Answer(named, True, secret), named[0])
        else:
            self.table.say(Line(MotDitSays.NOT_COUNTED))
