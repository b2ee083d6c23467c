"""What the host says in Fame Us outside the game's events: its introduction, its questions,
the hourglass, and its answers to the game's commands."""

from __future__ import annotations

from enum import StrEnum


class FameUsSays(StrEnum):
    """Fame Us's lines, as templates (`.format(...)` fills them)."""

    RULES = (
        "Here is Fame Us. You are split into two secret teams, and I tell each of you yours. "
        "Each turn a starter criterion goes on the table. In turn, play a criterion card that "
        "fits a famous person you have in mind, pass and draw a card, or accuse the last "
        "player who played. The last player to play, or the one accused, names their famous "
        "person out loud, the table talks it over, and everyone else votes, not the proposer "
        "nor the accuser. At least half of the votes for, and the proposer is safe; otherwise "
        "they draw three cards, and a wrong accuser draws two. When the starters run out or a "
        "hand is empty, the team holding the fewest cards wins."
    )
    HOW_TO_PLAY = (
        "When I call your name, say play and then a criterion from your hand or its number, "
        "or pass, or accuse. At a vote: I vote for, or I vote against (or thumbs up, thumbs "
        "down). To end a discussion: we are ready."
    )
    PLAY_PASS_OR_ACCUSE = "play, pass or accuse"
    PLAY_OR_PASS = "play or pass"
    YOUR_TURN = "{player}, {options}?"
    WHICH_CRITERION = "{player}, which criterion? Say it, or its number."
    SAY_THE_NAME = "{player}, say the name out loud."
    VOTE = "Vote on {player}'s famous person. Say: I vote for, or I vote against."
    DISCUSS = "Discuss! Say we are ready when you want to vote."
    READY_TO_VOTE = "Say we are ready to vote."
    RUNNING = "{question} {sand}."
    STARTERS_LEFT = "{starters} left."
    HOURGLASS_NOT_NOW = "The hourglass is for a slow turn or a long discussion."
    HOURGLASS_RUNNING = "The hourglass is already running."
    THE_DISCUSSION = "the discussion"
    HOURGLASS_ON = "The hourglass is on {on}: {seconds}!"
    WHOSE_CARDS = "Whose cards?"
    NUMBERED = "{number}, {criterion}"
    NO_CARDS = "none"
    YOUR_CARDS = "Your cards: {cards}."
    EMPTY_TABLE = "The table is empty."
    ON_THE_TABLE = "On the table: {criteria}."
    HAND_SIZE = "{player} {cards}"
    HAND_SIZES = "Cards in hand: {sizes}. The teams stay secret until the end."
    HOLDS_THE_HOURGLASS = "{player} holds the hourglass"
    TURN = "It is {player}'s turn; {holder}."
    NAMES_A_PERSON = "{player} names a famous person."
    TABLE_VOTES = "The table votes on {player}'s famous person."
    STARTER_CARD = "starter card"


class FameUsBoard(StrEnum):
    """The table screen's words for a Fame Us game, as templates."""

    VIP = "VIP Square"
    KINGS = "Kings of the Dance Floor"
    GAME_OVER = "Game over"
    TURN = "Turn {turn} · {player} holds the hourglass"
    IN_HAND = "{cards} in hand"
    CARD = "card"
    CRITERIA = "Criteria on the table"
    NO_CRITERIA = "No criteria yet."
    ACCUSATION = "Accusation"
    ACCUSES = "{accuser} accuses {accused}"
    THE_TURN = "The turn"
    PILES = "The cards"
    PROPOSAL = "Proposal"
    NONE_YET = "none yet"
    PROPOSED_BY = "Proposed by"
    NOBODY = "nobody"
    STARTERS_LEFT = "Starters left"
    PILE = "Cards in the pile"
    TABLE_VOTES = "The table votes"
    VOTES_ON = "The table votes on {proposal}, named by {player}"
    NAMES_A_PERSON = "{player} names a famous person"
    PLAYERS_TURN = "{player}'s turn"
    PROPOSES = "{player} proposes {person}"
    ACCEPTED = "Accepted!"
    REFUSED = "Refused."
    THE_VOTE = "The vote: {verdict}"
    THUMB = "thumb"
    TALLY = "{up} up, {down} down; {needed} needed."
    OF_BLUFFING = "{accuser} accuses {accused} of bluffing"
    DRAWS = "{player} draws {cards}"
    TIME_UP = "Time is up for {player}"
    COUNTED = "{team}: {cards} counted"
    HAND_COUNTED = "{cards} counted"
    TEAM_HAND = "{team} · {hand}"
    AND = " and "
    WON = "{who} won!"


class FameUsHand(StrEnum):
    """A Fame Us hand on its player's phone, as templates."""

    TITLE = "Your cards"
    TITLE_TEAM = "Your cards (team {team})"
