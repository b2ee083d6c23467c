"""What the host says in The Maury Game outside the game's events: its introduction, its
questions, and its answers to the game's commands."""

from __future__ import annotations

from enum import StrEnum


class MaurySays(StrEnum):
    """The Maury Game's lines, as templates (`.format(...)` fills them)."""

    RULES = (
        "Here is The Maury Game. Each of you has an envelope with one You Are The Father card "
        "and two Not The Father cards. On your turn, play an argument card and I read its "
        "quote. Blue cards help you: more Not cards, more popularity. Red cards attack a "
        "player you name. Orange cards have a special power. After a card, another player may "
        "answer with a comeback (a red card, only the player it attacks), and then the two of "
        "them trade comebacks: red answers blue, blue answers red, at least as strong, and "
        "the Maury card beats everything. The last card played takes effect. When the cards "
        "or the Not supply run out, the Big Reveal opens the envelopes, least popular first. "
        "Whoever draws the Father card loses; everyone else wins."
    )
    HOW_TO_PLAY = (
        "On your turn, name a card: blue four, red three on a name, orange, or Maury. After a "
        "card, say your name to make a comeback, or nobody."
    )
    WHICH_CARD = "{player}, which card do you play?"
    ANY_COMEBACKS = "Any comebacks? Say your name, or nobody."
    WHO_PASSES = "Who passes? Say your name."
    OVER_TO_YOU = "Over to you, {player}."
    WHICH_COMEBACK = "{player}, which comeback? Or pass."
    RIGHT = "You play {play}. Right?"
    MATCHING = "{nth}, {card}"
    CARDS_MATCH = "{count} of your cards match: {cards}."
    FIRST_OR_SECOND = "{player}, {choices} or {last}?"
    AIMED_AT = "{player}, aimed at whom?"
    WHICH_SPACE = "{player}, which space? Zero to {last}."
    YOUR_HAND = "Your hand: {hand}."
    CARDS_LEFT = "{pile} left in the draw pile, and {supply} in the supply."
    WHO_ASKS = "Who is asking?"
    MOST_POPULAR = "the most popular"
    NTH_MOST_POPULAR = "{nth} most popular"
    YOU_ARE = "You are {standing}, on {space}, with {nots}."
    ON_SPACE = "{player} on {space}"
    TRACK = "From most to least popular: {places}."
    NOTS = "{player} {nots}"
    SCORES = "Nobody wins before the Big Reveal. NOT cards: {nots}."
    TURN = "It is {player}'s turn."
    ANYONE_MAY_ANSWER = "{opener}'s argument: anyone may answer."
    MAY_ANSWER = "{opener}'s argument: {player} may answer."
    ARGUMENT_SO_FAR = "So far: {plays}."
    PLAYED = "{player}'s {card}"
    THE_CARD = "the {card}{maury}"
    MAURY_CARD = " Maury card"
    ON_TARGET = " on {target}"
    TO_SPACE = " to space {space}"
    WRONG_COLOUR = "{colour} cards can't answer a {last} card"
    TOO_WEAK = "a comeback needs strength {strength} or more"
    ONLY_MAURY = "only a Maury card can answer an orange card"
    NOT_NOW = "not playable now"
