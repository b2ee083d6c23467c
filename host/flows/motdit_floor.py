"""Mot Dit's open floor: after a clue the laptop's guessers call out their guesses, in any
order, their name first or not, and the host rules on each call as it comes."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rapidfuzz import fuzz

from engine.motdit import Answer, GiveAway, MotDit, Phase
from host.flows.flow import FlowTable
from host.flows.motdit_calls import PASS, MotDitAsk, MotDitAsking, calls, passes
from host.judge import judge_guess
from host.phrasebook.motdit_says import MotDitSays
from host.session.names import NOBODY
from host.session.prompt import NO, IfUnsure, Missed, Prompt, Reply, plain
from host.voice.line import Cue, Line, cue

if TYPE_CHECKING:
    from host.flows.motdit import MotDitFlow

CORRECTION = re.compile(
    r"^(?:no|nope|not)\b[\s,!.]*(?:(?:it s|i said|it was)\b\s*)?(?P<word>\S.*)$"
)
"""A guess corrected at once, as plain text: "No, wrist!", "no I said wrist"."""
GARBLED_NEAR = 60
"""How alike (rapidfuzz's partial ratio, 0-100) garbled words and the secret must be for the
holder to be asked about them."""
CALLED_OUT = 3.0
"""Seconds of silence that close the open floor once someone has called out a guess: the table
has said what it had."""


def may_hold(secret: str, guess: Reply) -> bool:
    """Whether words the ears garbled may hold `secret`: as much alike as "ras i" and
    raspberry, or "uma spang" and bag (docs/figures.md)."""
    return fuzz.partial_ratio(plain(secret), plain(guess.text)) >= GARBLED_NEAR


def correction(text: str) -> str | None:
    """The word a correction says ("No, wrist!": wrist), or None if `text` is none (a pass
    said as "no idea" is a pass)."""
    said = passes(plain(text))
    found = CORRECTION.match(said)
    return None if found is None or found["word"] == PASS else found["word"]


class OpenFloor:
    """The open floor of a Mot Dit flow: its game, table, deck and rulings are the flow's."""

    def __init__(self, flow: MotDitFlow) -> None:
        self.flow = flow
        self.read_back: int | None = None
        """The player whose wrong guess was the last ruling, who may correct it at once ("No,
        wrist!" when the host heard priest)."""

    @property
    def game(self) -> MotDit:
        """The flow's game (it changes object on undo)."""
        return self.flow.game

    @property
    def table(self) -> FlowTable:
        """The flow's table."""
        return self.flow.table

    def run(self, guessers: list[int]) -> bool:
        """The guessers call out at once: each utterance heard holds one guess or more ("Bob
        fish", "fish", "Bob fish Cy tuna") or passes, until each of them has answered or
        passed, the cap of answers is reached (a pass proposes nothing: it never counts
        towards it), a guess is right, or the table falls silent after the first; False when
        a command changed the game. While nobody has called, silence is asked again (and at
        last typed)."""
        cap = min(len(guessers), self.game.config.answer_cap - len(self.game.state.answered))
        self.read_back = None
        prompt = self._prompt(guessers)
        called_out = replace(prompt, own=MotDitAsking(patience=CALLED_OUT))
        self.table.say(replace(prompt.line, asks=True))
        reply: Reply | Missed | None = self.table.hear_once(prompt)
        answers = passed = 0
        while not (reply is Missed.SILENCE and answers + passed):
            if reply is Missed.SILENCE:
                reply = self.table.ask(prompt)
            if reply is None or (isinstance(reply, Reply) and not self._heard(reply)):
                return False
            more_answers, more_passed = self._calls(reply, guessers)
            answers, passed = answers + more_answers, passed + more_passed
            if self.game.state.phase is not Phase.GUESS or answers >= cap:
                break
            if answers + passed >= len(guessers):
                break
            reply = self.table.hear_once(called_out)
        return True

    def _heard(self, reply: Reply) -> bool:
        """Whether the game goes on as it was after `reply` (a command is carried out)."""
        return reply.command is None or self.table.command(reply)

    def _calls(self, reply: Reply | Missed, guessers: list[int]) -> tuple[int, int]:
        """Rule on what one utterance held; how many answers and passes it was (an answer
        refused, which its player was told why, is neither)."""
        if reply is Missed.UNCLEAR:
            return self._unclear(guessers), 0
        return self._called(reply, guessers) if isinstance(reply, Reply) else (0, 0)

    def _prompt(self, guessers: list[int]) -> Prompt:
        """The question the open floor answers: any guess, by any of `guessers` (those who
        claim it: no phone is asked), named or not."""
        players = self.game.config.players
        prompt = self.flow.guess_prompt(Line(MotDitSays.GUESSES), MotDitAsk.GUESSES, None)
        claim = tuple(players[p].casefold() for p in guessers)
        return prompt.taken(names=players, claim=claim, if_unsure=IfUnsure.TAKE)

    def _called(self, reply: Reply, guessers: list[int]) -> tuple[int, int]:
        """Rule on the guesses one utterance holds: the right ones together (those with no
        name: the holder is asked who said it), and only when none is right the wrong ones,
        each answered at once. How many answers and passes there were (a guess refused to
        its player, or a command, is neither)."""
        if reply.command is not None:
            return 0, 0
        secret = self.game.secret_word()
        assert secret is not None
        if self._corrected(reply, secret):
            return 0, 0
        self.read_back = None
        heard: list[tuple[int | None, Reply]] = []
        refused: list[tuple[int, Reply]] = []
        for g, guess in calls(reply, self.game.config.players, self.flow.plain_words):
            if g is None or self.flow.may_guess(g):
                heard.append((g, guess))
            else:
                refused.append((g, guess))
        if self.flow.given_away(refused):
            return 0, 0
        heard = [(g, self._garbled_pass(guess, secret)) for g, guess in heard]
        guesses = [(g, guess) for g, guess in heard if guess.phrase != PASS]
        verdicts = [(g, guess, self._verdict(g, guess, secret)) for g, guess in guesses]
        right = [g for g, _, verdict in verdicts if verdict]
        if right:
            self._found(self._allowed(guessers), right, secret)
        elif not any(v is None for *_, v in verdicts) or not self._found_by_holder(guessers):
            for guesser, guess, _ in verdicts:
                self._wrong(guesser, guess)
        return len(guesses), len(heard) - len(guesses)

    def _corrected(self, reply: Reply, secret: str) -> bool:
        """Whether `reply` corrects the guess just ruled wrong ("No, wrist!"): it replaces
        that guess, which is judged again (still one answer towards the cap)."""
        player, word = self.read_back, correction(reply.text)
        if player is None or word is None:
            return False
        self.read_back = None
        phrase = reply.phrase if reply.phrase and f" {reply.phrase} " in f" {word} " else None
        guess = Reply(phrase, word, typed=reply.typed, sure=reply.sure)
        right = bool(self._verdict(player, guess, secret))
        said = (guess.phrase or guess.text) if guess.sure or right else ""
        self.table.act(Answer((player,), right, said, corrects=True), player)
        return True

    def _garbled_pass(self, guess: Reply, secret: str) -> Reply:
        """`guess`, or when it is a pass the ears were unsure of in words that say none and
        may hold the secret ("ras i" for raspberry), those words as not made out."""
        said = passes(plain(guess.text)).split()
        if guess.phrase != PASS or guess.sure or PASS in said or not may_hold(secret, guess):
            return guess
        return replace(guess, phrase=None)

    def _unclear(self, guessers: list[int]) -> int:
        """Words the ears could not make out: the holder, who heard them, says who said the
        secret word if it was among them (without it being named); if not, the call is
        wrong. One call."""
        if not self._found_by_holder(guessers):
            self._not_it("")
        return 1

    def _found_by_holder(self, guessers: list[int]) -> bool:
        """Whether the holder says that the call just heard unsure was their word, and who
        said it (one question: their names, or no); those they name score."""
        holder = self.game.state.holder
        line = Line(MotDitSays.WAS_IT_WHO.format(holder=self.table.players[holder]))
        allowed = self._allowed(guessers)
        found = self.table.polls.names(line, allowed, holder, (NOBODY, NO[0]), self.flow.may_score)
        if found:
            self.table.act(Answer(found, True, self.game.secret_word() or ""), found[0])
        return bool(found)

    def _allowed(self, guessers: list[int]) -> list[int]:
        """Those of `guessers` who may still guess this clue."""
        return [p for p in guessers if self.game.legal_actions(p)]

    def _verdict(self, guesser: int | None, guess: Reply, secret: str) -> bool | None:
        """Whether `guess` is the secret word; None when it may be (heard unsure, near it, or
        words that are no guess of the deck, heard unsure: a name and a word garbled) with no
        name (the holder is asked who said it). A named one that may be is put to the
        holder at once, who vouches for it without it being named."""
        ruling = judge_guess(secret, guess.phrase or guess.text)
        # Words the ears made nothing sure of and whose phrase is not among them ("uma spang"
        # taken for swan) may be a name and the word garbled: put to the holder when they may
        # hold the secret.
        unheard = f" {guess.phrase} " not in f" {plain(guess.text)} " and may_hold(secret, guess)
        garbled = guesser is None and (guess.phrase is None or unheard) and not guess.sure
        # A near miss ("rooster" for poster, "lamb" for lamp) is put to the holder even when
        # the ears were sure: a word that sounds like the secret is what they mishear it as.
        if not ruling.correct and not ruling.unsure and not garbled:
            return False
        if ruling.correct and guess.sure and not ruling.unsure:
            return True
        if guesser is None:
            return None
        return self.table.vouched(self.flow.holder_vouches(guesser), secret, guesser)

    def _wrong(self, guesser: int | None, guess: Reply) -> None:
        """A wrong guess answered: its word said only when the ears were sure of it."""
        said = (guess.phrase or guess.text) if guess.sure else ""
        if guesser is None:
            self._not_it(said)
        elif self.table.act(Answer((guesser,), False, said), guesser):
            self.read_back = guesser

    def _not_it(self, word: str) -> None:
        """A wrong guess with no name: a cue, and the word only when the ears were sure of it."""
        self.table.say(cue(Cue.WRONG))
        if word:
            self.table.say(Line(MotDitSays.NOT_IT.format(word=word)))

    def _found(self, allowed: list[int], right: list[int | None], secret: str) -> None:
        """The secret word called out: the players named with it score, and when one call of
        it had no name, whoever the holder says said it (both, if two at the same time). When
        nobody who may score said it ("nobody": the caller had already answered, or was the
        holder) the word is given away: the round ends, nobody scoring."""
        named = tuple(dict.fromkeys(p for p in right if p is not None))
        if None in right:
            unnamed = [p for p in allowed if p not in named]
            holder = self.table.players[self.game.state.holder]
            line = Line(MotDitSays.WHO_SAID.format(holder=holder))
            if unnamed:
                holder = self.game.state.holder
                may_score = self.flow.may_score
                named += self.table.polls.names(line, unnamed, holder, (NOBODY,), may_score)
        if named:
            self.table.act(Answer(named, True, secret), named[0])
        else:
            self.table.act(GiveAway())
