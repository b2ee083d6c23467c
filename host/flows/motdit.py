"""Maudit Mot Dit by voice: the holder chooses and gives clues, the judge rules, all guess."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from enum import Enum

from engine.core import Rejection
from engine.motdit import (
    Answer,
    CardDrawn,
    ChooseWord,
    CloseAnswers,
    GiveAway,
    GiveBadLuck,
    GiveClue,
    MotDit,
    Motion,
    MotionKind,
    Phase,
    RoundStarted,
    WordChosen,
)
from host.ears.context import Hints
from host.flows.floor import Floor
from host.flows.flow import FlowTable, GameFlow
from host.flows.motdit_calls import (
    BAD_LUCK_FOR,
    CURSE,
    PASS,
    MotDitAsk,
    MotDitAsking,
    MotDitCommand,
    calls,
    clue_vocabulary,
    said_by,
)
from host.flows.motdit_floor import OpenFloor
from host.flows.result import Result, Standing
from host.judge import Ruling, judge_clue, judge_guess
from host.judge.names import who
from host.judge.normalize import unreadable
from host.judge.warm import warm
from host.judge.wordnet import pointed_to
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.table_says import tally
from host.phrasebook.words import capitalized, count, listing, number
from host.session.names import NOBODY
from host.session.own import Vouch
from host.session.prompt import NO, Answering, CardChoice, IfUnsure, Prompt, Reply, Settles, plain
from host.voice.line import Line
from lexicon.motdit import MotDitLexicon

GUESSING = 30.0
"""Seconds the guessers with phones have to answer at once."""
SAME_TIME = 0.75
"""Seconds apart two phones may say the word and both have found it at the same time: after a
right guess the others' questions stay open that long, then the round stops (the rulebook:
"immediately"), so that the table hears it found within a second."""


class MotDitFlow(GameFlow[MotDit]):
    """Plays a game of Mot Dit at a Table until it ends (or the table stops it)."""

    GAME = MotDit

    def __init__(
        self,
        table: FlowTable,
        symbols: tuple[str, ...],
        deck_words: tuple[str, ...],
        clue_words: Callable[[str], tuple[str, ...]],
    ) -> None:
        super().__init__(table)
        self.symbols = symbols
        self.deck_words = deck_words
        self.clue_words = clue_words
        """The words a clue is heard among, given the secret word (its family competes)."""
        self.plain_words = frozenset(plain(w) for w in deck_words)
        """The deck's words as an utterance is matched ("bee" is a guess, never a name)."""
        self.floor = OpenFloor(self)
        """Where the laptop's guessers call out their guesses (unless asked in turn)."""
        warm(deck_words)

    @classmethod
    def from_lexicon(cls, table: FlowTable, lexicon: MotDitLexicon) -> MotDitFlow:
        """The flow for the shipped deck: its symbols, its words, and its clue vocabulary."""
        return cls(table, lexicon.symbols, tuple(lexicon.words), clue_vocabulary(lexicon))

    def steps(self) -> Mapping[Enum, Callable[[], None]]:
        """The holder chooses, gives clues, the others guess; a Bad Luck card is given."""
        return {
            Phase.CHOOSE: self._choose,
            Phase.CLUE: self._clue,
            Phase.GUESS: self._guesses,
            Phase.BAD_LUCK: self._bad_luck,
        }

    # -- the steps --

    def _choose(self) -> None:
        holder = self.game.state.holder
        view = self.game.view(holder)
        assert view.card_options is not None
        names = [self.symbols[o.symbol] for o in view.card_options]
        # Asked with the card, to the holder alone: one look-away for the card, the choice and
        # the word it gives, and no symbol on the big screen to read as a secret word.
        question = MotDitSays.CHOOSE.format(
            holder=self._name(holder), first=names[0], second=names[1]
        )
        line = self.table.private(holder, question)
        # On a screen the options are numbered as the card lists them: "option one: ...".
        choices = ("one", "two")
        cards = tuple(CardChoice(str(k), choice) for k, choice in enumerate(choices))
        prompt = Prompt.of(
            line, (*names, *choices), MotDitAsk.CHOOSE, holder, choices=choices, cards=cards
        )
        reply = self.table.ask(prompt)
        if reply is None:
            return
        option = 0 if reply.phrase in (names[0], "one") else 1
        self.table.act(ChooseWord(holder, option), holder)

    def _clue(self) -> None:
        holder = self.game.state.holder
        secret = self.game.secret_word()
        assert secret is not None
        line = Line(
            MotDitSays.YOUR_CLUE.format(holder=self._name(holder)),
            to=self.game.config.players[holder],
        )
        # An unsure clue is read back to the holder alone: the word heard could be one of the
        # secret's family, and saying it aloud would give the secret away.
        words = self.clue_words(secret)
        prompt = Prompt.of(
            line, words, MotDitAsk.CLUE, holder, Answering.ANY_WORDS,
            if_unsure=IfUnsure.ASK_PRIVATELY, refuses=lambda text: unreadable(text, "clue"),
        )  # fmt: skip
        reply = self.table.ask(prompt)
        if reply is None:
            return
        clue = (reply.phrase or reply.text).strip()
        ruling = judge_clue(secret, clue, tuple(self.game.state.clues))
        table_forbids = False
        if ruling.ruling is Ruling.ASK:
            # The question never names the suspected reason: it could give the word away.
            question, majority = MotDitSays.BREAKS_A_RULE.format(clue=clue), self.game.majority()
            votes = self.table.polls.poll(question, self._all_but(holder), needed=majority)
            table_forbids = len(votes.ayes) >= majority
            outcome = MotDitSays.CLUE_BREAKS if table_forbids else MotDitSays.CLUE_STANDS
            said = tally(len(votes.ayes), len(votes.noes), len(votes.voters))
            self.table.say(Line(outcome.format(tally=capitalized(said))))
        self.table.act(GiveClue(holder, clue, ruling.for_engine(table_forbids)), holder)

    def _guesses(self) -> None:
        n = len(self.game.config.players)
        holder = self.game.state.holder
        guessers = [(holder + k) % n for k in range(1, n)]
        heard = self._guesses_together([p for p in guessers if self.game.legal_actions(p)])
        if heard is None or self.game.state.phase is not Phase.GUESS:
            return  # a command changed the game, or a phone found the word
        left = [p for p in guessers if p not in heard and self.game.legal_actions(p)]
        # On the open floor the laptop's players call out; a phone's player is asked on it.
        aloud = [p for p in left if not self.table.on_a_phone(p)]
        if self.table.floor is Floor.OPEN and aloud:
            if not self.floor.run(aloud):
                return
            left = [p for p in left if p not in aloud]
        for player in left:
            if not self._in_turn(player):
                return
        if self.game.state.phase is Phase.GUESS:
            self.table.act(CloseAnswers())

    def _in_turn(self, player: int) -> bool:
        """`player` asked for their guess by name, and again after a guess said for someone
        else ("Dee says eagle"); False when a command changed the game."""
        while self.game.state.phase is Phase.GUESS and self.game.legal_actions(player):
            reply = self.table.ask(self._guess(player))
            if reply is None:
                return False
            # One call, named or not, is the guess; anything else is the asked player's words.
            said = calls(reply, self.game.config.players, self.plain_words)
            guesser, guess = said[0] if len(said) == 1 else (player, reply)
            guesser = player if guesser is None else guesser
            if guess.phrase == PASS and guesser == player:
                break
            if guess.phrase == PASS:
                continue
            if self.may_guess(guesser):
                self._judge_guess(guesser, guess)
            elif self.given_away([(guesser, guess)]):
                return True
        return True

    def may_guess(self, player: int) -> bool:
        """Whether `player` may guess now; if not, the table is told why."""
        refused = self.game.check(Answer((player,), False))
        if refused is not None:
            self.table.refuse(refused, player)
        return refused is None

    def given_away(self, refused: list[tuple[int, Reply]]) -> bool:
        """Whether a guess refused to its player (who may not guess now) said the secret word
        out loud (heard unsure, the holder vouches for it): then the round ends, given away,
        and nobody scores."""
        secret = self.game.secret_word() or ""
        for player, guess in refused:
            ruling = judge_guess(secret, guess.phrase or guess.text)
            if guess.phrase == PASS or not ruling.correct:
                continue
            sure = guess.sure and not ruling.unsure
            if sure or self.table.vouched(self.holder_vouches(player), secret, player):
                self.table.act(GiveAway())
                return True
        return False

    def may_score(self, player: int) -> Rejection | None:
        """Why the rules refuse that `player` found the word now, or None."""
        return self.game.check(Answer((player,), True))

    def _guess(self, player: int) -> Prompt:
        line = Line(MotDitSays.YOUR_GUESS.format(player=self._name(player)))
        return self.guess_prompt(line, MotDitAsk.GUESS, player)

    def guess_prompt(self, line: Line, ask: MotDitAsk, player: int | None) -> Prompt:
        """A question for a guess by `player` (None: anyone on the open floor, which puts
        what it hears unsure to the holder itself)."""
        words = (*self.deck_words, PASS)
        # The ears favour the secret word: said, it is heard far more often; a near miss taken
        # for it is put to the holder, as naming it aloud would give it away. The words the
        # clues point to are favoured a little, the secret never more for them.
        secret = self.game.secret_word()
        vouch = None if player is None else self.holder_vouches(player)
        return Prompt.of(
            line, words, ask, player, Answering.ANY_WORDS, choices=(PASS, CURSE),
            hints=Hints(
                likely=frozenset((secret,) if secret else ()),
                related=frozenset(pointed_to(self.game.state.clues, self.deck_words)),
            ),
            own=MotDitAsking(vouch), refuses=lambda text: unreadable(text, "guess"),
        )  # fmt: skip

    def holder_vouches(self, guesser: int) -> Vouch:
        """The holder, asked whether `guesser` said the secret word, without it being named."""
        holder = self.game.state.holder
        said = MotDitSays.DID_THEY_SAY_IT
        return Vouch(
            holder, Line(said.format(holder=self._name(holder), guesser=self._name(guesser)))
        )

    def _guesses_together(self, guessers: list[int]) -> set[int] | None:
        """The guessers with phones answer at once; their guesses are judged in the order
        they came, and those who said the found word within SAME_TIME of the first share
        it, and a command said meanwhile ("curse") is carried out in its turn. The players
        who answered (the others, and those who said a command, are then asked in turn), or
        None when a command changed the game (the step starts again)."""
        prompts = [self._guess(p) for p in guessers]
        secret = self.game.secret_word() or ""
        found = Settles(
            lambda _p, heard: judge_guess(secret, heard.phrase or heard.text).correct, SAME_TIME
        )
        on_phones = [p for p in guessers if self.table.on_a_phone(p)]
        # Said to those who have a phone, by name, unless every guesser has one.
        line = Line(
            MotDitSays.EVERYONE_GUESSES
            if len(on_phones) == len(guessers)
            else MotDitSays.PHONES_GUESS.format(players=listing([self._name(p) for p in on_phones]))
        )
        asked = self.table.together(prompts, GUESSING, line, found)
        players = self.game.config.players
        answers = []
        for a in asked:
            guesser, guess = (
                (a.player, a.reply) if a.reply.command else said_by(a.player, a.reply, players)
            )
            # A phone answers for its own seat: a guess it says for another player is no guess.
            if guesser == a.player:
                answers.append(replace(a, reply=guess))
        secret = self.game.secret_word()
        for k, first in enumerate(answers):
            if first.reply.command is not None:
                # "help" explains the speaker's own question; "my card" is theirs.
                theirs = next(p for p in prompts if p.player == first.player)
                if not self.table.command_of(theirs, first.reply):
                    return None
                continue
            if self.game.state.phase is not Phase.GUESS or first.reply.phrase == PASS:
                continue
            also = tuple(
                later.player
                for later in answers[k + 1 :]
                if later.after - first.after <= SAME_TIME
                and later.reply.command is None
                and judge_guess(secret, later.reply.phrase or later.reply.text).correct
            )
            self._judge_guess(first.player, first.reply, also)
        return {a.player for a in answers if a.reply.command is None}

    def _judge_guess(self, player: int, reply: Reply, also: tuple[int, ...] | None = None) -> None:
        """Rule on `player`'s guess; a right one is shared with `also`, or else with whoever
        the table says found it at the same time."""
        secret = self.game.secret_word()
        assert secret is not None
        heard = reply.phrase or reply.text
        ruling = judge_guess(secret, heard)
        vouch = self.holder_vouches(player)
        correct = ruling.correct and (
            not ruling.unsure or self.table.vouched(vouch, ruling.matched, player)
        )
        if not correct:
            self.table.act(Answer((player,), False, heard), player)
            return
        n = len(self.game.config.players)
        others = [p for p in range(n) if p != player and self.game.legal_actions(p)]
        if also is not None:
            also = tuple(p for p in also if p in others)
        elif others:
            line = Line(MotDitSays.SAME_TIME)
            also = self.table.polls.names(line, others, nobody=(NOBODY, *NO), why=self.may_score)
        else:
            also = ()
        self.table.act(Answer((player, *also), True, heard), player)

    def _bad_luck(self) -> None:
        holder = self.game.state.holder
        opponents = [p for p in range(len(self.game.config.players)) if p != holder]
        line = Line(MotDitSays.WHO_GETS_BAD_LUCK.format(holder=self._name(holder)))
        target = self.table.polls.names(
            line, opponents, holder, why=lambda p: self.game.check(GiveBadLuck(holder, p))
        )
        self.table.act(GiveBadLuck(holder, target[0]), holder)

    def remind(self) -> None:
        """The holder hears their card again, and their secret word once it is chosen."""
        log = self.game.log
        start = max(i for i, e in enumerate(log) if isinstance(e, RoundStarted))
        self.table.announce([e for e in log[start:] if isinstance(e, CardDrawn | WordChosen)])

    # -- commands --

    def command(self, reply: Reply) -> bool:
        """Clues left and the holder's card are told; a curse or a Bad Luck card is put to the
        table's vote."""
        if reply.command is MotDitCommand.MY_CARD:
            self.remind()
            return True
        if reply.command is MotDitCommand.CLUES_LEFT:
            view = self.game.view(0)
            left = (view.clue_count or 0) - len(view.clues)
            self.table.say(
                Line(capitalized(MotDitSays.LEFT.format(clues=count(left, MotDitSays.CLUE))))
            )
            return True
        return self._motion(reply)

    def _motion(self, reply: Reply) -> bool:
        """Put a curse or a Bad Luck card to the vote; True (ask again) when the name in "bad
        luck for NAME" is nobody's, or as near to two players."""
        if reply.command is MotDitCommand.CURSE:
            # Between a word's reveal and the next round's first clue, the round just revealed.
            cursed = self.game.curse_target()
            if cursed is None:  # refused with the rules' reason before anyone is asked to vote
                self.table.act(Motion(MotionKind.CURSE, self.game.state.holder, ()))
                return False
            kind, target = MotionKind.CURSE, cursed
            question = MotDitSays.CURSE.format(holder=self._name(target))
        else:
            said = plain(reply.text)
            if not said.startswith(BAD_LUCK_FOR):
                said = reply.phrase or ""
            found = who(said.removeprefix(BAD_LUCK_FOR), self.game.config.players)
            if found is None:
                self.table.say(Line(MotDitSays.BAD_LUCK_FOR_WHOM))
                return True
            kind, target = MotionKind.BAD_LUCK, found
            question = MotDitSays.BAD_LUCK.format(player=self._name(target))
        votes = self.table.polls.poll(
            MotDitSays.EVERYONE_VOTES.format(question=question),
            self._all_but(target),
            needed=self.game.majority(),
        )
        self.table.act(Motion(kind, target, votes.ayes, votes.noes))
        return False

    def _all_but(self, player: int) -> list[int]:
        """The players who vote on a question about `player`: everyone else."""
        return [p for p in range(len(self.game.config.players)) if p != player]

    def result(self) -> Result:
        """Each player's points; the best won."""
        winners = self.game.winners()
        scores = enumerate(zip(self.game.config.players, self.game.scores(), strict=True))
        return Result(tuple(Standing(name, p in winners, s) for p, (name, s) in scores))

    def scores(self) -> Line:
        """Each player's points."""
        scores = self.game.scores()
        parts = [
            MotDitSays.POINTS.format(name=name, points=count(s, MotDitSays.POINT))
            for name, s in zip(self.game.config.players, scores, strict=True)
        ]
        return Line(MotDitSays.SCORE.format(scores=listing(parts)))

    def recap(self) -> list[Line]:
        """Who holds the box, the clues so far, and who already answered the last one."""
        answered = self.game.state.answered if self.game.state.phase is Phase.GUESS else []
        if not answered:
            return [self.turn()]
        players = listing([self._name(p) for p in answered])
        return [self.turn(), Line(MotDitSays.ANSWERED.format(players=players))]

    def turn(self) -> Line:
        """Who holds the box, and the round's clues so far (how many of how many)."""
        holder = MotDitSays.HOLDS_THE_BOX.format(holder=self._name(self.game.state.holder))
        clues, option = self.game.state.clues, self.game.option()
        if not clues or option is None:
            return Line(holder)
        so_far = MotDitSays.SO_FAR.format(done=number(len(clues)), clues=number(option.clues))
        return Line(
            MotDitSays.CLUES_SO_FAR.format(holder=holder, so_far=so_far, clues=listing(clues))
        )
