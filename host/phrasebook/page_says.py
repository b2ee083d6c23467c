"""What the players' pages are told outside the games' lines: a phone (its seat, its answers,
what it may not do) and the table screen (its link)."""

from __future__ import annotations

from enum import StrEnum


class PhoneSays(StrEnum):
    """A phone's notices, as templates (`.format(...)` fills them)."""

    NOT_A_CHOICE = "Tap one of the choices."
    NOT_HEARD = "I did not catch that: hold the button and say it again, or tap."
    LAPTOP_STOPS = "Only the host's laptop can stop the game."
    LAPTOP_GIVES = "Only the host's laptop can give a seat to a new phone."
    CHECKING = "{said} (checking with {whom})"
    """A guess the ears took, unsure, for the secret word: the words they wrote, and who is
    asked about it."""
    QUESTION_OVER = "That question is over."
    ALREADY_ANSWERED = "That question is already answered."
    FORBIDDEN = "This link is not a seat at this game."
    NOT_YOURS = "You can only talk to a question asked of you now."
    """A phone that starts talking to a question its page does not show."""
    OVER = "The host has closed this game's links. If the game goes on later, scan your new code."
    """Every phone, when the game ends or stops (its page stops reconnecting)."""
    ASK_HOST = (
        "{name}'s seat is not this phone's yet. If it is your seat, show the host this code: "
        "{code}."
    )
    """A device that opens a seat's link when the seat belongs to another phone, or is played
    at the laptop: it waits for the host, who gives the seat by this code."""
    KEPT = "The host kept {name}'s seat where it is."
    TOO_MANY = "Too many phones ask for this seat. Reload this page to ask again."
    GIVEN = "The host gave {name}'s seat to another phone."
    REOPENED = "This seat opened in another tab or window. Reload this page to take it back."
    SLOW_DOWN = "Too many messages: slow down."
    """A phone that sends faster than the protocol's rate."""


class ScreenSays(StrEnum):
    """The table screen's notices."""

    FORBIDDEN = "This link is not this game's table screen."
    OVER = "The game is over or stopped: this screen's link is closed."
    QUESTION_FOR = "A question for {whom}"
    PRIVATE_QUESTION_FOR = "A question for {whom}, on their own screen"
    EVERYONE = "everyone"
