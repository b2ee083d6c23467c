"""What the host says in Maudit Mot Dit outside the game's events: its introduction, its
questions, and its answers to the game's commands."""

from __future__ import annotations

from enum import StrEnum


class MotDitSays(StrEnum):
    """Mot Dit's lines, as templates (`.format(...)` fills them)."""

    HOW_TO_PLAY = "After a clue, say your guess, your name first if you like (Bob, fish), or pass."
    RULES = (
        "Here is Maudit Mot Dit. The box holder secretly picks a word from a card, which says "
        "how many clues it must take. The holder gives one-word clues, one at a time. After each "
        "clue, each of the others may guess one word, or pass: say it out loud, your name first "
        "if you like, as in Bob, fish. At five or six players, three guesses a clue. Found with "
        "exactly that many clues, the guesser and the holder both score that many points; found "
        "early, only the guesser. A clue from the word's family, a translation, or spelling it "
        "out ends the round with no points. Say bad luck for, then a name, to vote a Bad Luck "
        "card onto a slow player, and say curse to vote the Curse onto a clue with no link to "
        "the word. At the end, the most points win."
    )
    CHOOSE = "{holder}, choose your word: say {first} or {second}, or one or two."
    YOUR_CLUE = "{holder}, your clue."
    BREAKS_A_RULE = "Does the clue {clue} break a rule? Say yes or no."
    CLUE_STANDS = "{tally}: the clue stands."
    CLUE_BREAKS = "{tally}: the clue breaks a rule."
    YOUR_GUESS = "{player}, your guess?"
    DID_THEY_SAY_IT = "{holder}, did {guesser} say your word?"
    WAS_IT_WHO = "{holder}, if that was your word, who said it? If not, say no."
    GUESSES = "Guesses!"
    NOT_IT = "Not {word}."
    WHO_SAID = (
        "Right! Who said it? {holder}, their name, both names if two said it at once, or nobody."
    )
    EVERYONE_GUESSES = "Everyone, your guesses, on your phones!"
    PHONES_GUESS = "{players}: your guesses, on your phones!"
    SAME_TIME = "Right! Did anyone else say it at the same time?"
    WHO_GETS_BAD_LUCK = "{holder}, who gets the Bad Luck card?"
    LEFT = "{clues} left."
    CURSE = "Curse {holder}'s clue: it has no link with the word?"
    BAD_LUCK_FOR_WHOM = "Bad luck for whom? Say bad luck for, then one name."
    BAD_LUCK = "A Bad Luck card for {player}?"
    EVERYONE_VOTES = "{question} Everyone, yes or no."
    POINTS = "{name} {points}"
    SCORE = "The score: {scores}."
    HOLDS_THE_BOX = "{holder} holds the box."
    SO_FAR = "{done} of {clues}"
    CLUES_SO_FAR = "{holder} Clues so far, {so_far}: {clues}."
    ANSWERED = "{players} already answered this clue."
    CLUE = "clue"
    POINT = "point"


class MotDitBoard(StrEnum):
    """The table screen's words for a Mot Dit game, as templates."""

    GAME_OVER = "Game over"
    BEFORE = "Before the first round"
    ROUND = "Round {round} · the box goes round {lap} of {laps}"
    CHOOSING = "choosing a word"
    BOX = "The box"
    HOLDER = "Holder"
    CLUES_ALLOWED = "Clues allowed"
    POINTS_LEFT = "Point cards left"
    WORDS_LEFT = "Word cards left"
    BAD_LUCK_LEFT = "Bad Luck cards left"
    CLUES_SO_FAR = "Clues so far"
    NO_CLUE = "No clue yet."
    CURSE = "Curse tile (−4)"
    BAD_LUCK_CARD = "Bad Luck card"
    FOUND = "Found: {word}!"
    FOUND_BY = "{who} found it in {used} of {clues}."
    FORBIDDEN = "[buzzer] Forbidden clue: {word}"
    WHY = "Why: {verdict}."
    CLUE_GIVEN = "Clue {number}: {word}"
    WORD_WAS = "The word was {word}"
    NOBODY_FOUND = "Nobody found it."
    BAD_LUCK_FOR = "Bad Luck for {player}"
    ONE_LESS = "One point less."
    CURSE_TO = "The Curse tile goes to {player}"
    FOUR_LESS = "Four less."
    CURSED_TWICE = "Cursed twice: {player} loses every point"
    WON = "{who} won!"


class MotDitHand(StrEnum):
    """A Mot Dit holder's card on their phone, as templates."""

    TITLE = "Your card"
    YOUR_WORD = "Your word"
    YOUR_WORD_IS = "Your word: {label}"
    CLUES = "{clues} clue"
    CLUES_MANY = "{clues} clues"
    PLAY_AGAIN = "play again if found"
    BAD_LUCK = "a Bad Luck card to give"
    SAY = "say {number} or {symbol}"
