"""What every recognizer engine is to the Ears (the Recognizer protocol), and the one result
type of hearing (Heard), shared by the engines, the Ears and the prompter."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import numpy as np

    from host.ears.context import Context, Hint

SURE = 0.5
"""The confidence from which a hearing is accepted as is; below it, it is confirmed first
("Did you say X?"). Every engine puts its confidence on this scale."""


class Tier(StrEnum):
    """How a hearing is to be taken."""

    SURE = "sure"
    """Taken as heard."""
    CONFIRM = "confirm"
    """Asked back first ("Did you say X?")."""
    FLOOR = "floor"
    """Kept only by the floor, under the confirm threshold (pressed to talk, or where any
    words may answer): asked back, or offered to tap; a yes or no kept so is not heard."""
    NONE = "none"
    """No phrase heard (its text may still be an open answer)."""


@dataclass(frozen=True)
class Heard:
    """What was heard: the expected phrase or None, the text, confidence, engine, decode time."""

    phrase: str | None
    text: str
    confidence: float
    engine: str = ""
    """The recognizer that heard it; "" for an answer that was typed, not heard."""
    decode_ms: float = 0.0
    likeliest: tuple[str, ...] = ()
    """When no phrase was heard in speech: the answers that came closest, likeliest first (a
    phone offers them as buttons); never a command, nor a likely phrase (a Mot Dit secret)."""

    tier: Tier | None = None
    """How the hearing is to be taken; when not given, as its phrase and confidence say (none
    without a phrase, sure from SURE up, else confirmed). Only the ears' floor gives FLOOR, and
    a phone's listener SURE to a phrase its speaker reads on their own phone."""
    silent: bool = False
    """Whether nobody spoke: no speech in the clip, none in the microphone's window, or no
    words in it (party noise), or an empty line typed."""

    def __post_init__(self) -> None:
        if self.tier is None:
            object.__setattr__(self, "tier", _tier_of(self.phrase, self.confidence))

    @property
    def sure(self) -> bool:
        """Whether the phrase is accepted as heard, with no "Did you say X?" first."""
        return self.tier is Tier.SURE

    def as_json(self, file: str) -> dict[str, object]:
        """The `hear --json` object for one file, keys in the documented order."""
        fields = asdict(self)
        return {
            "file": file,
            "heard": fields["phrase"],
            "sure": self.sure,
            "text": fields["text"],
            "confidence": round(fields["confidence"], 3),
            "engine": fields["engine"],
            "decode_ms": round(fields["decode_ms"], 1),
        }


def _tier_of(phrase: str | None, confidence: float) -> Tier:
    if phrase is None:
        return Tier.NONE
    return Tier.SURE if confidence >= SURE else Tier.CONFIRM


class Recognizer(Protocol):
    """A speech recognition engine: decodes one utterance against a context of phrases.

    A new engine is a module with a class like this, registered in `host.ears.select`.
    """

    name: str
    """What the engine is called on the command line and in notes (`vosk`)."""
    transcribes: bool
    """Whether its text of open speech is what was said (a transcript, safe to record as an
    answer); a grammar engine's text is only the nearest words it knows."""

    honours: frozenset[Hint]
    """The hints of a context the engine acts on; it hears as if the others were not given."""

    @property
    def about(self) -> str:
        """The engine and its model in words, as `partyhost doctor` names them ("Whisper
        tiny.en, shipped with partyhost")."""
        ...

    def prepare(self, context: Context) -> None:
        """Build what hearing `context` needs (a grammar, a decoder) now, before an utterance
        comes; EarsError if the engine can hear none of its phrases."""
        ...

    def unknown_words(self, context: Context) -> tuple[str, ...]:
        """Words of the context the engine can never hear."""
        ...

    def decode(self, samples: np.ndarray, context: Context) -> Heard:
        """The phrase of `context` said in 16 kHz mono int16 `samples` (None if none is), the
        text heard and a confidence 0-1; with `context.open_speech`, the text of any speech.
        The Ears fill in the engine's name and the decode time."""
        ...

    def release(self) -> None:
        """Let go of the engine's native model and threads now: it hears no more."""
        ...
