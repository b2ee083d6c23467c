"""`partyhost bench floor`: Mot Dit's guesses called out on the open floor against asked in turn.

Whole games of simulated players who really speak (the demo's: espeak-ng voices in party
babble, heard by the real ears), once with each floor, on the same seeds. For each: the host's
questions per round (all, and those asking for guesses), the party's seconds per round (the
players' speech and the silences the host waits through, and the host's own lines at a
speaking pace), and how many rounds the referee got right: the word found by the players who
really said it, after the clue they said it at, or found by nobody when nobody said it.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.motdit import ClueGiven, Phase, RoundStarted, WordChosen, WordGuessed
from host.ears.context import normalize
from host.ears.hearing import Ears
from host.flows.floor import Floor
from host.games import GAMES, Asking
from host.session.session import Session
from host.sim.motdit_party import Call, SimulatedTable
from host.sim.party import simulated_table
from host.voice.line import Line
from lexicon import motdit as motdit_lexicon

NAMES = ("Irma", "Annabelle", "Felix", "Gaston", "Mia", "Tom")
SEEDS = (1, 2, 3, 7)
HOST_WORDS_PER_SECOND = 2.5
"""The host's speaking pace (150 words a minute), for the seconds its own lines take."""


@dataclass(frozen=True)
class Game:
    """One game's figures."""

    floor: Floor
    seed: int
    rounds: int
    clues: int
    """Clues given (each opened a window for guesses)."""
    questions: int
    guess_questions: int
    """Questions asked while a clue's guesses were open (for guesses, again, to confirm or
    vouch for one, who said it, a vote called meanwhile)."""
    seconds: float
    right: int
    """Rounds refereed as the players really said."""


def play(
    ears: Ears, floor: Floor, seed: int, players: int, snr: float, log: Callable[[str], None]
) -> Game:
    """A whole game of Mot Dit played by simulated players on `floor`."""
    spec = GAMES["motdit"]
    session = Session(spec.new_game(NAMES[:players]), seed)
    table_players = SimulatedTable(
        lambda: session.game, motdit_lexicon.lexicon(), session.rngs["players"]
    )
    lines: list[tuple[Line, bool]] = []

    def say(line: Line) -> None:
        lines.append((line, session.game.state.phase is Phase.GUESS))

    table, audio = simulated_table(
        session, spec, ears, say, snr, table_players, asking=Asking(floor=floor)
    )
    spec.flow(table).run()
    wrong = misjudged(session.game.log, table_players.calls)
    for line in wrong:
        log(f"{snr:g} dB, {floor} seed {seed}: {line}")
    asked = [guessing for line, guessing in lines if line.asks]
    words = sum(len(line.text.split()) for line, _ in lines if not line.sound)
    rounds = sum(isinstance(e, RoundStarted) for e in session.game.log)
    return Game(
        floor,
        seed,
        rounds,
        sum(isinstance(e, ClueGiven) for e in session.game.log),
        len(asked),
        sum(asked),
        audio.clock() + words / HOST_WORDS_PER_SECOND,
        rounds - len(wrong),
    )


def misjudged(log: Sequence[object], calls: Sequence[Call]) -> list[str]:
    """The rounds that did not end as what was said (found by whoever said the word first,
    with whoever said it in the same breath, after the clue they said it at; or by nobody
    when nobody said it): what was said, and what the referee decided."""
    secrets: dict[int, str] = {}
    found: dict[int, tuple[int, frozenset[int]]] = {}
    number = 0
    for event in log:
        if isinstance(event, RoundStarted):
            number = event.number
        elif isinstance(event, WordChosen):
            secrets[number] = event.word
        elif isinstance(event, WordGuessed):
            found[number] = (event.clues_used, frozenset(event.guessers))
    wrong = []
    for number, secret in secrets.items():
        said = [c for c in calls if c.round == number and normalize(c.word) == normalize(secret)]
        first = min(said, key=lambda c: c.utterance, default=None)
        finders = frozenset(c.player for c in said if first and c.utterance == first.utterance)
        truth = None if first is None else (first.clue, finders)
        if found.get(number) != truth:
            wrong.append(f"round {number} ({secret}): said {truth}, refereed {found.get(number)}")
    return wrong


def run(
    seeds: Sequence[int],
    players: int,
    snrs: Sequence[float],
    engine: str,
    log: Callable[[str], None],
) -> str:
    """Every seed played on both floors at each SNR; for each SNR, the Markdown table of each
    game and the medians."""
    tables = []
    with Ears(engine) as ears:
        log(ears.note)
        for snr in snrs:
            games: list[Game] = []
            for floor in (Floor.OPEN, Floor.IN_TURN):
                for seed in seeds:
                    game = play(ears, floor, seed, players, snr, log)
                    log(
                        f"{snr:g} dB, {floor} seed {seed}: {game.questions} questions, "
                        f"{game.right}/{game.rounds}"
                    )
                    games.append(game)
            tables.append(f"Babble {snr:g} dB below the speech:\n\n{table(games)}")
    return "\n\n".join(tables)


def table(games: Sequence[Game]) -> str:
    """Per game and per floor: questions and seconds a round (medians over the seeds),
    questions while guesses are open a clue (over all the seeds' clues, since how many clues a
    round takes varies from game to game far more than from floor to floor), rounds refereed
    right."""
    rows = [
        "| floor | seed | rounds | questions a round | guess questions a round "
        "| guess questions a clue | seconds a round | rounds refereed right |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for g in games:
        rows.append(
            f"| {g.floor} | {g.seed} | {g.rounds} | {g.questions / g.rounds:.1f} "
            f"| {g.guess_questions / g.rounds:.1f} | {g.guess_questions / g.clues:.2f} "
            f"| {g.seconds / g.rounds:.0f} | {g.right} of {g.rounds} |"
        )
    for floor in (Floor.OPEN, Floor.IN_TURN):
        mine = [g for g in games if g.floor is floor]
        rows.append(
            f"| {floor}, median | | "
            f"| {statistics.median(g.questions / g.rounds for g in mine):.1f} "
            f"| {statistics.median(g.guess_questions / g.rounds for g in mine):.1f} "
            f"| {sum(g.guess_questions for g in mine) / sum(g.clues for g in mine):.2f} "
            f"| {statistics.median(g.seconds / g.rounds for g in mine):.0f} "
            f"| {sum(g.right for g in mine)} of {sum(g.rounds for g in mine)} |"
        )
    return "\n".join(rows)
