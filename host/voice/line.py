"""One thing the host says: its caption, what the synthesizer reads, and who it is for."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Cue(StrEnum):
    """The show's sound cues (made by host.voice.cues), named as the captions name them."""

    LISTENING = "listening"
    STOPPED = "stopped listening"
    CORRECT = "correct"
    WRONG = "wrong"
    BUZZER = "buzzer"
    TICK = "tick"
    LAST_TICKS = "last seconds"
    DRUM_ROLL = "drum roll"
    TALLY = "vote tally"


@dataclass(frozen=True)
class Line:
    """A line to speak and caption; a private line reaches only the player `to`."""

    text: str
    to: str | None = None
    """The player the line is addressed to, or None for everyone."""
    private: bool = False
    """Whether only `to` may hear or see it (a secret word, a hidden card)."""
    speech: str = ""
    """What the synthesizer reads when it differs from the caption (names respelled)."""
    pause: float = 0.0
    """Seconds of silence after the line: a dramatic pause (stop() cuts it short)."""
    show: bool = False
    """Read in the show's voice (the Maury quotes), apart from the host's."""
    sound: str = ""
    """A sound cue's name (see host.voice.cues): played instead of speech, named in captions."""
    asks: bool = field(default=False, compare=False)
    """Whether the line puts a question to its player (a look-away reminds them of it); how
    it is delivered, not what it says, so two lines alike but for it are equal."""
    waits: bool = field(default=False, compare=False)
    """Whether a private line may wait for its player's next look (a card drawn while another
    plays), so that nobody looks away from the laptop for it alone."""
    about: str = field(default="", compare=False)
    """What a private line tells that a later line may tell again, whole (a player's hand after
    the cards they drew): a look-away shows only the last line about it."""
    tells: bool = field(default=False, compare=False)
    """Whether the line is the one that tells its event's outcome (an envelope's verdict, after
    its opener and drum roll): the pages show the event with it, not with the event's first
    line."""

    def __post_init__(self) -> None:
        if not self.text.strip():
            raise ValueError("a line needs some text")
        if self.private and not self.to:
            raise ValueError("a private line needs the player it is for")
        if self.pause < 0:
            raise ValueError("a pause cannot be negative")

    @property
    def spoken(self) -> str:
        """The text the synthesizer reads."""
        return self.speech or self.text

    @property
    def audience(self) -> str:
        """Who the line is for, as a caption heading says it."""
        if self.to is None:
            return "everyone"
        return f"{self.to} only" if self.private else self.to


def cue(name: Cue) -> Line:
    """The line of a sound cue, captioned with its name: '[buzzer]'."""
    return Line(f"[{name}]", sound=name)
