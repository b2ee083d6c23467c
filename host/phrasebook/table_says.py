"""What the framework says at every game's table, outside the games' events: the rules' offer,
pause, undo, stop, welcome back, names the ears may not catch, and the help line."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from host.phrasebook.words import listing, number

ANY_TIME = (
    "how do I play",
    "repeat",
    "score",
    "whose turn",
    "pause the game",
    "undo the last move",
    "stop the game",
)
"""The framework's commands as the help line names them."""


class TableSays(StrEnum):
    """The framework's lines, as templates (`.format(...)` fills them)."""

    OFFER_RULES = "Say yes to hear how to play, or skip."
    SECONDS_LEFT = "{seconds} left!"
    SECOND = "second"
    WELCOME_BACK = "Welcome back to {title}!"
    RIGHT_NOW = "Right now: {question}"
    SURE_STOP = "Stop the game now? It will be saved."
    STOPPED = "Game saved. To carry on later, run partyhost resume. Goodbye!"
    STOPPED_ELSEWHERE = (
        "I could not save the game in its own file, so it goes to the temporary folder; the "
        "laptop's screen says how to carry on. Goodbye!"
    )
    PAUSED = "Paused. Say resume when you are ready."
    BACK = "And we are back."
    SURE_UNDO = "Undo the last move?"
    NOTHING_TO_UNDO = "There is nothing to undo."
    CANNOT_UNDO = "I cannot undo that: a secret has been seen since."
    UNDONE = "Done: the last move is undone."
    UNDONE_WHAT = "Undone: {what}"
    CANNOT_SAVE_FULL = (
        "I can't save the game: the disk is full. We keep playing; free some space and I'll save "
        "again."
    )
    CANNOT_SAVE = (
        "I can't save the game: its folder refuses it. We keep playing, and I'll try again after "
        "every move."
    )
    SAVED_AGAIN = "The game is saved again."
    OPEN_YOUR_LINK = "Open your link on your phone. Press Enter to start without the others."
    ALL_PHONES_IN = "Every phone has joined."
    WITHOUT_PHONES = (
        "Without a phone: {names}. Their secrets come to the laptop, never to the table's screen."
    )
    SEAT_GIVEN = "{name}'s seat is now on the new phone."
    GIVE_SEAT_TO = "A phone showing the code {code} asks for {name}'s seat. Give it {name}'s seat?"
    SEAT_KEPT = "{name}'s seat stays where it is."
    NO_SEAT_ASKED = "No new phone has asked for a seat."
    SURE = "{question} Say yes, or keep playing."
    UNSAYABLE = "I may not catch the name {name}: call them {seat}."
    WHO = "{name}?"
    YES_VOTES = "{count} yes"
    NO_VOTES = "{count} no"
    OUT_OF = "{votes} out of {voters}, settled"
    HELP = "{how_to_play} Any time: {commands}, or {last}."
    SEAT = "seat {number}"
    DID_YOU_SAY = "Did you say {phrase}?"
    NOT_CAUGHT = "Sorry, I did not catch that."
    NOT_NAMED = "Sorry: {name} cannot be named for this."
    TYPE_THE_ANSWER = "Type the answer{choices}: "
    BROKEN_ANSWER = "That answer has a broken character in it: type it again."
    EMPTY_ANSWER = "That answer has nothing readable in it: type it again."
    TOO_LONG_ANSWER = "An answer may be at most {most} characters."


def help_line(how_to_play: str, commands: Iterable[StrEnum]) -> str:
    """What "help" says: what to do in the game, then every command, the game's own first
    (each command's value is how the line names it)."""
    named = [*dict.fromkeys(c.value for c in commands), *ANY_TIME]
    commands = ", ".join(named[:-1])
    return TableSays.HELP.format(how_to_play=how_to_play, commands=commands, last=named[-1])


def seat(player: int) -> str:
    """The spoken alternative to a player's name: 'seat one', 'seat two'..."""
    return TableSays.SEAT.format(number=number(player + 1))


def tally(ayes: int, noes: int, voters: int) -> str:
    """A poll's votes as cast, and only those: "two yes and one no"; "one no out of three,
    settled" when the poll stopped before all `voters` were asked."""
    parts = [TableSays.YES_VOTES.format(count=number(ayes))] if ayes else []
    if noes or not ayes:
        parts.append(TableSays.NO_VOTES.format(count=number(noes)))
    said = listing(parts)
    if ayes + noes < voters:
        return TableSays.OUT_OF.format(votes=said, voters=number(voters))
    return said
