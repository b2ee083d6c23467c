"""Maudit Mot Dit lines: one phrase function per event of engine.motdit."""

from __future__ import annotations

from engine.core import TABLE
from engine.motdit import (
    AnswersClosed,
    BadLuckGiven,
    BadLuckPileEmpty,
    Bonus,
    CardDrawn,
    ClueCountAnnounced,
    ClueForbidden,
    ClueGiven,
    CurseMoved,
    CurseStruckTwice,
    DeckRanOut,
    GameEnded,
    GameSetUp,
    MotionFailed,
    MotionKind,
    Option,
    PlayAgain,
    PointsScored,
    PoolRanOut,
    RoundEnded,
    RoundStarted,
    WordChosen,
    WordGivenAway,
    WordGuessed,
    WrongAnswer,
)
from host.phrasebook.core import Book, Said, Speaker, fill, joined
from host.phrasebook.table_says import tally
from host.phrasebook.words import count, number, ordinal
from host.voice.line import Cue, Line, cue

BOOK = Book("motdit")
BOOK.first_time(BadLuckGiven, "A Bad Luck card costs its holder one point at the end of the game.")
BOOK.first_time(CurseMoved, "Whoever holds the Curse at the end of the game loses four points.")
MOTION = {MotionKind.BAD_LUCK: "a Bad Luck card", MotionKind.CURSE: "the Curse"}

BONUS = {
    Bonus.NONE: "",
    Bonus.PLAY_AGAIN: ", and you play again if it is found",
    Bonus.BAD_LUCK: ", with a Bad Luck card to hand out",
}


@BOOK.on(GameSetUp)
def _set_up(say: Speaker, e: GameSetUp) -> Line:
    # The table needs the game's shape, not the piles' bookkeeping (the pool is said when it
    # runs out).
    laps = getattr(say.config, "laps", 2)
    rounds = {1: "once", 2: "twice"}.get(laps, f"{number(laps)} times")
    return say.line(
        (
            "Welcome to Maudit Mot Dit! The box goes round the table {rounds}.",
            "Let's play Maudit Mot Dit: the box goes round the table {rounds}.",
        ),
        rounds=rounds,
    )


@BOOK.on(RoundStarted)
def _round(say: Speaker, e: RoundStarted) -> Line:
    if e.extra:  # the one-clue word that earned it was just found
        variants = (
            "A one-clue word earns a bonus round: {holder} keeps the box.",
            "Found in one clue, so {holder} goes again: round {n}.",
        )
    else:
        variants = (
            "Round {n}. {holder}, the box is yours.",
            "Round {n}: the box goes to {holder}.",
            "{holder}, you hold the box for round {n}.",
        )
    return say.line(variants, to=e.holder, n=number(e.number), holder=say.name(e.holder))


def _option(words: tuple[str, ...], option: Option) -> str:
    return f"{words[option.symbol]}, in {count(option.clues, 'clue')}{BONUS[option.bonus]}"


@BOOK.on(CardDrawn)
def _card(say: Speaker, e: CardDrawn) -> Line:
    return say.line(
        (
            "{holder}, your card. One: {one}. Two: {two}. Which will it be?",
            "Here is your card, {holder}. Option one: {one}. Option two: {two}.",
        ),
        holder=say.name(e.holder),
        one=_option(e.words, e.options[0]),
        two=_option(e.words, e.options[1]),
    )


@BOOK.on(WordChosen)
def _chosen(say: Speaker, e: WordChosen) -> Line:
    return say.line(
        (
            "{holder}, your secret word is {word}. Get it found in exactly {clues}{bonus}.",
            "Keep it to yourself, {holder}: {word}, in exactly {clues}{bonus}.",
        ),
        holder=say.name(e.holder),
        word=e.word,
        clues=count(e.clues, "clue"),
        bonus=BONUS[e.bonus],
    )


@BOOK.on(ClueCountAnnounced)
def _clue_count(say: Speaker, e: ClueCountAnnounced) -> Line:
    return say.line(
        (
            "{holder}'s word takes exactly {clues}.",
            "Listen closely: {holder} has {clues} to get this one across.",
            "{clues}, no more, no fewer, for {holder}'s word.",
        ),
        holder=say.name(e.holder),
        clues=count(e.clues, "clue"),
    )


@BOOK.on(ClueGiven)
def _clue(say: Speaker, e: ClueGiven) -> Line:
    return say.line(
        ("{nth} clue: {word}.", "Clue {n}: {word}.", "{holder} says: {word}."),
        nth=ordinal(e.number),
        n=number(e.number),
        word=e.word,
        holder=say.name(e.holder),
    )


@BOOK.on(ClueForbidden)
def _forbidden(say: Speaker, e: ClueForbidden) -> list[Line]:
    return [
        cue(Cue.BUZZER),
        say.line(
            (
                "Buzz! {word}: {reason}. Nobody scores this round.",
                "Oh no, {holder}! {word} is forbidden: {reason}. The round ends here.",
            ),
            word=e.word,
            reason=e.verdict.value,
            holder=say.name(e.holder),
        ),
    ]


@BOOK.on(WrongAnswer)
def _wrong(say: Speaker, e: WrongAnswer) -> list[Line]:
    if not e.text.strip():
        return [
            cue(Cue.WRONG),
            say.line(("No, {player}.",), player=say.name(e.player)),
        ]
    # Short: on the open floor the next guess is already being called out.
    return [
        cue(Cue.WRONG),
        say.line(("Not {text}, {player}.",), text=e.text.strip(), player=say.name(e.player)),
    ]


@BOOK.on(AnswersClosed)
def _closed(say: Speaker, e: AnswersClosed) -> Line:
    return say.line(
        ("No more answers for the {nth} clue.", "That's all the answers for clue {n}."),
        nth=ordinal(e.clue_number),
        n=number(e.clue_number),
    )


@BOOK.on(WordGuessed)
def _guessed(say: Speaker, e: WordGuessed) -> list[Line]:
    if e.clues == 1:
        variants = (
            "Yes! {who} found {word} from a single clue!",
            "{word}, in one! Well done, {who}.",
        )
    elif e.clues_used == e.clues:
        variants = (
            "Yes! {who} found {word}, right on the count!",
            "{word}! {who} got it with the very last clue.",
        )
    else:
        variants = (
            "Yes! {who} found {word} after just {used}.",
            "{word} it is! Found by {who} after {used}.",
        )
    return [
        cue(Cue.CORRECT),
        say.line(
            variants, who=say.names(e.guessers), word=e.word, used=count(e.clues_used, "clue")
        ),
    ]


@BOOK.on(PointsScored)
def _points(say: Speaker, e: PointsScored) -> Line:
    return say.line(
        ("{player} scores {points}.", "{points} for {player}.", "{player} takes {points}."),
        to=e.player,
        player=say.name(e.player),
        points=count(e.points, "point"),
    )


@BOOK.on(PoolRanOut)
def _pool_empty(say: Speaker, e: PoolRanOut) -> Line:
    return say.line(
        (
            "The points pool is empty, so the score sheet keeps {unpaid} instead.",
            "No point cards left: {unpaid} on the score sheet instead.",
        ),
        unpaid=count(e.unpaid, "point"),
    )


BOOK.said_before(RoundEnded)


@BOOK.on(RoundEnded)
def _round_over(say: Speaker, e: RoundEnded) -> list[Line]:
    if e.guessed:
        return []  # the word was just said as it was found
    # After the last clue's answers, a forbidden clue or a word given away: only the word.
    variants = ("The word was {word}.", "It was {word}, {holder}.")
    return [say.line(variants, word=e.word, holder=say.name(e.holder))]


@BOOK.on(WordGivenAway)
def _given_away(say: Speaker, e: WordGivenAway) -> list[Line]:
    return [
        cue(Cue.BUZZER),
        say.line(
            (
                "That was the word, but nobody who may still guess said it: "
                "it is given away, and nobody scores this round.",
                "The word is out, said by nobody who may still guess. The round ends, "
                "with no points.",
            )
        ),
    ]


# The bonus round's start says it: "A one-clue word earns a bonus round".
BOOK.silent(PlayAgain)


@BOOK.on(BadLuckGiven)
def _bad_luck(say: Speaker, e: BadLuckGiven) -> Line:
    if e.by == TABLE:
        return say.line(
            (
                "The table has spoken: {target} takes a Bad Luck card.",
                "By popular vote, a Bad Luck card for {target}.",
            ),
            to=e.target,
            target=say.name(e.target),
        )
    return say.line(
        ("{by} hands {target} a Bad Luck card.", "A Bad Luck card from {by} to {target}. Ouch."),
        to=e.target,
        by=say.name(e.by),
        target=say.name(e.target),
    )


@BOOK.on(BadLuckPileEmpty)
def _no_bad_luck(say: Speaker, e: BadLuckPileEmpty) -> Line:
    if e.target is None:
        return say.line(("The Bad Luck pile is empty. Nobody gets one.",))
    return say.line(
        (
            "{target} was due a Bad Luck card, but the pile is empty.",
            "Lucky {target}: the Bad Luck pile has run out.",
        ),
        target=say.name(e.target),
    )


@BOOK.on(MotionFailed)
def _motion_failed(say: Speaker, e: MotionFailed) -> Line:
    return say.line(
        (
            "The vote fails: {tally}, {needed} yes needed. {target} is spared {kind}.",
            "Not enough votes: {tally}, {needed} yes needed. {target} escapes {kind}.",
        ),
        tally=tally(e.ayes, e.noes, len(say.players) - 1),  # all but the target vote
        needed=number(e.needed),
        kind=MOTION[e.kind],
        target=say.name(e.target),
    )


@BOOK.on(CurseMoved)
def _curse(say: Speaker, e: CurseMoved) -> Line:
    if e.previous is None:
        variants = ("The Curse falls on {target}!", "{target}, the Curse is yours. Handle it well.")
    else:
        variants = (
            "The Curse leaves {previous} and lands on {target}.",
            "{previous} breathes again: the Curse moves to {target}.",
        )
    previous = say.name(e.previous) if e.previous is not None else ""
    return say.line(variants, to=e.target, target=say.name(e.target), previous=previous)


@BOOK.on(CurseStruckTwice)
def _cursed_twice(say: Speaker, e: CurseStruckTwice) -> Line:
    variants = (
        "Cursed twice! {target} hands back {lost}.",
        "The Curse strikes {target} again: {lost} back to the pool.",
    )
    if not e.points_lost:
        variants = ("Cursed twice! Luckily for {target}, there are no points to hand back.",)
    return say.line(
        variants,
        to=e.target,
        target=say.name(e.target),
        lost=count(e.points_lost, "point"),
    )


@BOOK.on(DeckRanOut)
def _deck_out(say: Speaker, _e: DeckRanOut) -> Line:
    return say.line(
        (
            "The draw pile is empty, so the game ends here.",
            "No cards left to draw: that's the end of the game.",
        )
    )


@BOOK.on(GameEnded)
def _game_over(say: Speaker, e: GameEnded) -> list[Line]:
    ranked = sorted(range(len(e.scores)), key=lambda p: -e.scores[p])
    table = joined([_score(say.name(p), e.scores[p]) for p in ranked], "; ")
    scores = say.line(("Final scores: {table}.", "Here is how it ended: {table}."), table=table)
    if len(e.winners) == 1:
        variants = ("{who} wins! Congratulations!", "And the winner is {who}!")
    else:
        variants = ("It's a tie! {who} share the win.", "A shared victory for {who}!")
    return [scores, say.line(variants, who=say.names(e.winners))]


def _score(name: Said, score: int) -> Said:
    return fill("{name}, {points}", name=name, points=count(score, "point"))
