"""A simulated party with phones: every seat but the last holds to talk on a simulated phone,
through the real phones' server and protocol, and the host hears it with the table's ears; the
last seat has no phone and speaks to the laptop's microphone, and so does whoever answers a
question that seat may answer too (the host's laptop hears those first), so that one game hears
both ways."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from host.ears.context import Context
from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.flows.playing import Playing
from host.flows.table import Table
from host.games import Asking, GameSpec
from host.phones.ears import PhoneEars
from host.phones.listener import PhoneDesk, PhoneListener
from host.phones.seats import Seats
from host.session.ears_listener import CuedListener
from host.session.own import Vouched
from host.session.prompt import Ask, Listener, Prompt
from host.session.reading import Reader
from host.session.session import Session
from host.sim.audio import PartyAudio
from host.sim.party import Around, simulated_table
from host.sim.patience import PatientAnswers
from host.sim.phones import PhoneTable, serving
from host.sim.talking import PhoneVoices
from host.sim.tally import SplitTally
from host.voice.line import Line


def with_phones(players: int) -> range:
    """The seats that have a phone: all but the last."""
    return range(players - 1)


@contextmanager
def phone_party(
    session: Session,
    spec: GameSpec,
    ears: Ears,
    say: Callable[[Line], None],
    snr: float | None,
    phone_snr: float,
    *,
    transcript: Callable[[str], None] = lambda text: None,
    around: Around = lambda listener, audio: listener,
    settle: Callable[[], object] = lambda: None,
) -> Iterator[tuple[Table, PartyAudio, SplitTally]]:
    """A Table whose simulated players (the game's own) speak into their phones with the
    party's babble `phone_snr` dB below them, or to the laptop at `snr`, all heard through
    `ears`; its party audio, and the tally of both ways apart. The laptop's listening cues
    are said (to `say`) as its microphone listens, as with `partyhost play --phones`; what
    `around` puts around the phones' listener, `transcript` and `settle` are as for
    `simulated_table`."""
    seats = Seats(session.game.config.players, spec.title, answers=PatientAnswers())
    reader = spec.reader(session.game.config.players)
    side = PhoneSide(seats, ears, say, phone_snr, session.seed, around, reader)
    asking = Asking(settle, (side.vouching,), side.playing)
    table, audio = simulated_table(
        session,
        spec,
        ears,
        PhoneDesk(seats, say).say,
        snr,
        transcript=transcript,
        around=side.listen,
        asking=asking,
    )
    assert side.voices is not None and side.listener is not None and side.tally is not None
    phones = PhoneTable(audio.players, side.listener, audio.clock, side.voices)
    with serving(seats, phones, with_phones(len(seats.seats))):
        yield table, audio, side.tally


class PhoneSide:
    """The phones of a simulated party: their listener around the laptop's, their voices and
    their tally, made once the party's audio is (`listen`)."""

    def __init__(
        self,
        seats: Seats,
        ears: Ears,
        say: Callable[[Line], None],
        phone_snr: float,
        seed: int,
        around: Around,
        reader: Reader,
    ) -> None:
        self.seats, self.ears, self.say = seats, ears, say
        self.reader = reader
        """How the table reads its answers."""
        self.phone_snr, self.seed, self.around = phone_snr, seed, around
        self.playing = Playing()
        """The game played, whose turn and score the phones show."""
        self.voices: PhoneVoices | None = None
        self.listener: PhoneListener | None = None
        self.tally: SplitTally | None = None

    def listen(self, laptop: Listener, audio: PartyAudio) -> Listener:
        """The phones' listener, the laptop's (cued) for the players without one; `around`
        put around it."""
        self.tally = SplitTally(audio.tally)
        self.voices = PhoneVoices(audio, self.phone_snr, self.tally, self.seed)
        hearing = PhoneHearing(self.ears, audio)
        self.listener = PhoneListener(
            self.seats,
            CuedListener(laptop, self.say),
            self.playing.status,
            ears=hearing,
            clock=audio.clock,
            reader=self.reader,
        )
        return self.around(self.listener, audio)

    def vouching(self, prompts: Sequence[Prompt], _seconds: float | None) -> None:
        """A prompter watcher: a player asked to vouch for a phone's answer, whose phone was
        told the words the ears wrote, not the secret word they took them for (the tally
        counts it heard after all)."""
        for prompt in prompts:
            if self.voices is not None and prompt.ask is Ask.VOUCH:
                assert isinstance(prompt.own, Vouched)
                self.voices.vouched(prompt.own)


class PhoneHearing:
    """How the host hears a phone's speech (HearsPhones): with the table's ears through
    PhoneEars, as `partyhost play --phones` does, each hearing put in the party's transcript
    under its phone's player, as the laptop's listener puts its own."""

    def __init__(self, ears: Ears, audio: PartyAudio) -> None:
        self.audio = audio
        self.whose = ""
        """Whose phone is heard now, as the transcript names it."""
        self.phone_ears = PhoneEars(lambda: TranscribedEars(ears, self))

    def __call__(self, samples: np.ndarray, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """What the host makes of a phone's `samples` (16 kHz float32) answering `prompt`."""
        asked = prompt.player
        self.whose = "a phone" if asked is None else f"{self.audio.names[asked]}'s phone"
        return self.phone_ears(samples, prompt, phrases)

    def prepare(self, prompt: Prompt, phrases: tuple[str, ...]) -> None:
        """Ready the hearing of `prompt`'s answers, once it is on the phones."""
        self.phone_ears.prepare(prompt, phrases)


class TranscribedEars:
    """The table's ears as a phone's hearing uses them, each hearing written in the party's
    transcript under the phone's player."""

    def __init__(self, ears: Ears, hearing: PhoneHearing) -> None:
        self.ears = ears
        self.hearing = hearing

    @property
    def transcribes(self) -> bool:
        """Whether the recognizer's text of open speech is a transcript of what was said."""
        return self.ears.transcribes

    def prepare(self, context: Context) -> None:
        """Build what hearing `context` needs now, before an utterance comes."""
        self.ears.prepare(context)

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        """Which phrase of `context` is said in 16 kHz mono int16 `samples`."""
        heard = self.ears.hear_audio(samples, context)
        shown = heard.phrase if heard.phrase is not None else f"({heard.text or 'nothing'})"
        score = f"[{heard.confidence:.2f}, {heard.decode_ms:.0f} ms]"
        self.hearing.audio.transcript(f"  heard on {self.hearing.whose}: {shown}  {score}")
        return heard
