"""What every recognizer engine is to the Ears (the Recognizer protocol), and the one result
type of hearing (Heard), shared by the engines, the Ears and the prompter."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
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
    """Nothing heard to take: no phrase, and no words that may answer."""


@dataclass(frozen=True)
class Heard:
    """What was heard: the expected phrase or None, the text, how it is to be taken (its tier,
    set by whoever heard it), the engine's confidence, the engine and its decode time."""

    phrase: str | None
    text: str
    confidence: float | None = None
    """The engine's confidence 0-1, for reports alone (the host goes by the tier); None for an
    answer no engine heard (typed)."""
    engine: str = ""
    """The recognizer that heard it; "" for an answer that was typed, not heard."""
    decode_ms: float = 0.0
    likeliest: tuple[str, ...] = ()
    """When no phrase was heard in speech: the answers that came closest, likeliest first (a
    phone offers them as buttons); never a command, nor a likely phrase (a Mot Dit secret)."""
    silent: bool = False
    """Whether nobody spoke: no speech in the clip, none in the microphone's window, or no
    words in it (party noise), or an empty line typed."""
    tier: Tier = field(kw_only=True)
    """How the answer heard (the phrase, else the text) is to be taken, as whoever heard it
    says: the ears by their thresholds, a keyboard sure of what was typed, a phone's listener
    sure of a phrase its speaker reads on their own phone."""

    @property
    def sure(self) -> bool:
        """Whether the answer is accepted as heard, with no "Did you say X?" first."""
        return self.tier is Tier.SURE

    def as_json(self, file: str) -> dict[str, object]:
        """The `hear --json` object for one file, keys in the documented order."""
        fields = asdict(self)
        return {
            "file": file,
            "heard": fields["phrase"],
            "sure": self.phrase is not None and self.sure,
            "text": fields["text"],
            "confidence": round(fields["confidence"] or 0.0, 3),
            "engine": fields["engine"],
            "decode_ms": round(fields["decode_ms"], 1),
        }


def tier_of(phrase: str | None, text: str, confidence: float) -> Tier:
    """How an engine's hearing is taken by its confidence on the shared scale: nothing heard
    (no phrase, no words), sure from SURE up, else confirmed."""
    if phrase is None and not text:
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
