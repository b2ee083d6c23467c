"""Simulated Mot Dit players: they decide what to say like a table would (host.sim.audio
says it aloud). They sometimes guess wrong, sometimes early, sometimes give a forbidden clue,
and once call a curse."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from engine.motdit import CurseMoved, CurseStruckTwice, MotDit, MotionFailed, MotionKind, Phase
from host.flows.motdit import MotDitAsk
from host.session.own import patience_of
from host.session.prompt import NO, YES, Ask, Prompt
from host.sim.audio import SimulatedPlayers, Spoken
from host.voice.line import Cue, Line
from lexicon import motdit as motdit_lexicon
from lexicon.motdit import MotDitLexicon

FORBIDDEN_RATE = 0.1
"""How often a holder blurts a clue of the secret word's family."""
PASS_RATE = 0.15
NAMED_RATE = 0.5
"""How often a guess called out on the open floor comes with its caller's name first."""
BACK_TO_BACK_RATE = 0.25
"""How often another guesser calls out right after one, with no pause between them."""


READ_BACK = re.compile(r"^Not (?P<word>.+?)(?:, (?P<name>[^,.]+))?\.$")
"""A wrong guess read back: "Not priest, Irma." (or with no name, "Not priest.")."""


@dataclass(frozen=True)
class Call:
    """A guess a simulated player really said: in which round, after how many clues, by whom."""

    round: int
    clue: int
    player: int
    word: str
    utterance: int
    """Which utterance of the game it was said in (two calls back to back share one)."""


class SimulatedTable(SimulatedPlayers):
    """What each simulated player says when the host asks them something."""

    def __init__(
        self, game: Callable[[], MotDit], lexicon: MotDitLexicon, rng: random.Random
    ) -> None:
        self.game = game
        self.lexicon = lexicon
        self.rng = rng
        self.backing_curse = 0
        self.calls: list[Call] = []
        """Every guess said, as said (what the referee should have heard)."""
        self.utterances = 0
        self.unrepeated: list[Spoken] = []
        """What each caller of the last call on the open floor said, till asked again."""
        self.replies: list[Line] = []
        """What the host has said since that call."""
        self.window = (0, 0)
        """The round and the clue that call answered."""
        self.waiting: list[Spoken] = []
        """Callers the host missed, who say their call again when the floor is theirs."""

    def answer(self, prompt: Prompt) -> Spoken:
        """The asked player says their words; on the open floor, whoever calls out first."""
        if prompt.ask in (MotDitAsk.GUESSES, MotDitAsk.GUESS):
            self.utterances += 1
        if prompt.ask is MotDitAsk.GUESSES:
            return self._called_out(self.game(), prompt)
        spoken = Spoken(prompt.player, self._decide(prompt))
        if prompt.ask is MotDitAsk.GUESS and prompt.player is not None:
            self._said(self.game(), prompt.player, spoken.text)
        return spoken

    def typed(self, prompt: Prompt) -> str:
        """At the keyboard the player answers afresh (on a floor all have called out: pass)."""
        return self.answer(prompt).words or "pass"

    def hears(self, line: Line) -> None:
        """The host's lines after a call tell its callers whether they were heard."""
        self.replies.append(line)

    def _called_out(self, game: MotDit, prompt: Prompt) -> Spoken:
        """The next call on the open floor. After a miss, when the host asks for guesses again
        ("Sorry, I did not catch that"), the last callers call the same again, one at a time;
        so do callers whose call nothing the host said answered, as the floor goes on."""
        window = _window(game)
        if window != self.window:
            self.waiting = []
        elif corrected := self._misheard():
            return self._again(corrected)
        elif patience_of(prompt) is None and self.unrepeated:
            first, *self.waiting = self.unrepeated
            return self._again(first)
        else:
            self.waiting += [s for s in self._unanswered() if s not in self.waiting]
            if self.waiting:
                return self._again(self.waiting.pop(0))
        said = self._floor(game, prompt.taking.claim)
        self.window = window
        self.unrepeated = [] if said.text == "curse" else list(said.parts)
        self.replies = []
        return said

    def _misheard(self) -> Spoken | None:
        """A caller of the last call whose word the host read back as another ("Not priest,
        Irma." for wrist) says at once what they said: "No, wrist"."""
        said = [line.text for line in self.replies]
        for spoken in self.unrepeated:
            word = spoken.call
            name = spoken.text.rpartition(",")[0].strip()
            for text in said:
                heard = READ_BACK.match(text)
                if heard is None or (heard["name"] or "") != name:
                    continue
                if heard["word"].casefold() != word.casefold() and word not in ("pass", "curse"):
                    return Spoken(spoken.player, f"No, {word}")
        return None

    def _again(self, spoken: Spoken) -> Spoken:
        """`spoken` said again, alone."""
        self.unrepeated, self.replies = [spoken], []
        return spoken

    def _unanswered(self) -> list[Spoken]:
        """The callers of the last call whom nothing the host said since answered: not their
        word, not their name, no question about the call, and no cue left over for them once
        those it named had theirs (the first callers take the cues in turn); a pass needs no
        answer."""
        if any(line.asks for line in self.replies):
            return []
        said = " ".join(line.text for line in self.replies).casefold()
        calls = [s for s in self.unrepeated if s.call != "pass"]
        named = [s for s in calls if any(_in(w, said) for w in s.text.split(","))]
        cues = sum(line.sound == Cue.WRONG for line in self.replies) - len(named)
        unnamed = [s for s in calls if s not in named]
        return unnamed[max(0, cues) :]

    def _floor(self, game: MotDit, callers: tuple[str, ...]) -> Spoken:
        """The `callers` (the guessers at the laptop) who have not called out yet this clue,
        in any order: one calls, with their name first or not, and sometimes a second right
        after; nobody when all have."""
        names = game.config.players
        left = [
            p
            for p in range(len(names))
            if names[p].casefold() in callers
            and p not in game.state.answered
            and not self._called(game, p)
        ]
        if not left:
            return Spoken(None, "")
        self.rng.shuffle(left)
        first = self._call(game, left[0])
        if len(left) > 1 and first.text != "curse" and self.rng.random() < BACK_TO_BACK_RATE:
            return Spoken(first.player, first.text, self._call(game, left[1]))
        return first

    def _call(self, game: MotDit, player: int) -> Spoken:
        word = self._guess_or_curse(game)
        if word == "curse":
            return Spoken(player, word)
        self._said(game, player, word)
        named = self.rng.random() < NAMED_RATE
        return Spoken(player, f"{game.config.players[player]}, {word}" if named else word)

    def _said(self, game: MotDit, player: int, word: str) -> None:
        if word not in ("curse", ""):
            self.calls.append(Call(*_window(game), player, word, self.utterances))

    def _finders(self, game: MotDit, prompt: Prompt) -> str:
        """The names, among those `prompt` expects, of who said the secret word in the last
        breath it was said in this clue."""
        now, secret = _window(game), game.secret_word()
        said = [c for c in self.calls if (c.round, c.clue) == now and c.word == secret]
        last = max((c.utterance for c in said), default=None)
        names = [game.config.players[c.player] for c in said if c.utterance == last]
        return " and ".join(n for n in names if n.casefold() in prompt.expected)

    def _called(self, game: MotDit, player: int) -> bool:
        """Whether `player` has called out a guess (or passed) for the current clue."""
        now = _window(game)
        return any((c.round, c.clue, c.player) == (*now, player) for c in self.calls)

    def _decide(self, prompt: Prompt) -> str:
        game = self.game()
        if prompt.ask is Ask.YES_NO:
            return self._yes_no()
        if prompt.ask is MotDitAsk.CHOOSE:
            return self.rng.choice(prompt.expected[:2])
        if prompt.ask is MotDitAsk.CLUE:
            return self._clue(game)
        if prompt.ask is MotDitAsk.GUESS:
            return self._guess_or_curse(game)
        return self._names(game, prompt)

    def _yes_no(self) -> str:
        if self.backing_curse:
            self.backing_curse -= 1
            return YES[0]
        return self.rng.choice((YES[0], NO[0]))

    def _clue(self, game: MotDit) -> str:
        secret = game.secret_word()
        assert secret is not None
        family = [f for f in self.lexicon.family(secret) if " " not in f]
        if family and self.rng.random() < FORBIDDEN_RATE:
            return self.rng.choice(family)
        card = game.view(game.state.holder).card_words or ()
        used = {c.casefold() for c in game.state.clues}
        choices = [w for w in card if w != secret and w.casefold() not in used]
        return self.rng.choice(choices)

    def _guess_or_curse(self, game: MotDit) -> str:
        if not _cursed(game) and game.state.rounds >= 2 and game.state.clues:
            self.backing_curse = len(game.config.players)
            return "curse"
        return self._guess(game)

    def _guess(self, game: MotDit) -> str:
        view = game.view(game.state.holder)
        assert view.clue_count is not None and view.card_words is not None
        if self.rng.random() < len(view.clues) / (view.clue_count + 2):
            return game.secret_word() or ""
        if self.rng.random() < PASS_RATE:
            return "pass"
        wrong = [w for w in view.card_words if w != game.secret_word()]
        return self.rng.choice(wrong)

    def _names(self, game: MotDit, prompt: Prompt) -> str:
        if game.state.phase is Phase.GUESS:  # who said the word found (or at the same time)?
            return self._finders(game, prompt) or "nobody"
        if "nobody" in prompt.expected:
            return "nobody"
        names = [p for p in prompt.expected if p != "nobody"]
        scores = game.scores()
        by_score = {name.casefold(): s for name, s in zip(game.config.players, scores, strict=True)}
        return max(names, key=lambda n: by_score.get(n, 0))


def simulated_table(game: Callable[[], MotDit], rng: random.Random) -> SimulatedTable:
    """A simulated Mot Dit table that knows the shipped deck."""
    return SimulatedTable(game, motdit_lexicon.lexicon(), rng)


def _cursed(game: MotDit) -> bool:
    """Whether the table has voted on a curse yet (from the log, so a resumed game agrees)."""
    return any(
        isinstance(e, CurseMoved | CurseStruckTwice)
        or (isinstance(e, MotionFailed) and e.kind is MotionKind.CURSE)
        for e in game.log
    )


def _window(game: MotDit) -> tuple[int, int]:
    """The round and the number of clues given in it: which clue's guesses are open."""
    return game.state.rounds, len(game.state.clues)


def _in(words: str, said: str) -> bool:
    """Whether `words` are said, as whole words, in `said` (folded)."""
    return re.search(rf"\b{re.escape(words.strip().casefold())}\b", said) is not None
