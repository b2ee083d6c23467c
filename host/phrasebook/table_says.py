"""What the framework says at every game's table, outside the games' events: the rules' offer,
pause, undo, stop, welcome back, names the ears may not catch, and the help line."""

from __future__ import annotations

from enum import StrEnum


class TableSays(StrEnum):
    """The framework's lines, as templates (`.format(...)` fills them)."""

    OFFER_RULES = "Say yes to hear how to play, or skip."
    WELCOME_BACK = "Welcome back to {title}!"
    RIGHT_NOW = "Right now: {question}"
    SURE_STOP = "Stop the game now? It will be saved."
    STOPPED = "Game saved. To carry on later, run partyhost resume. Goodbye!"
    PAUSED = "Paused. Say resume when you are ready."
    BACK = "And we are back."
    SURE_UNDO = "Undo the last move?"
    NOTHING_TO_UNDO = "There is nothing to undo."
    CANNOT_UNDO = "I cannot undo that: the whole table has heard the secret."
    UNDONE = "Done: the last move is undone."
    SURE = "{question} Say yes, or keep playing."
    UNSAYABLE = "I may not catch the name {name}: call them {seat}."
    WHO = "{name}?"
    HELP = "{how_to_play} Any time: {commands}, or {last}."
    SEAT = "seat {number}"
