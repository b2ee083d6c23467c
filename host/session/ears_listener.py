"""The prompter's listener on real ears: each prompt becomes a recognition context.

While the ears are open, the table hears it: the "listening" cue when they open, "stopped
listening" when they close (the announcer plays them, or only captions them with cues off).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import replace
from threading import Event

import numpy as np
from wordfreq import zipf_frequency

from host.ears.context import Context
from host.ears.hearing import Ears
from host.ears.mic import Microphone
from host.ears.recognizer import Heard, Tier
from host.judge.normalize import ARTICLES, FUNCTION_WORDS, HESITATIONS
from host.session.own import patience_of
from host.session.prompt import NO, YES, Listener, Prompt, plain, two_words
from host.session.typed import typed
from host.voice.line import Cue, Line, cue

OPEN_WORDS = 2
"""The most words of a transcript that may be an open answer none of the phrases is (a clue
is one word, or a name of two)."""
OPEN_WORD_ZIPF = 3.0
"""How common (wordfreq's Zipf scale) each of its words must be: "metal", not "sarg"."""
NOT_ANSWERS = ARTICLES | FUNCTION_WORDS | HESITATIONS | frozenset(YES + NO)
"""Words that are no clue or guess of their own: tiny.en writes them for noise and mumbles."""
NEAR_PHRASE = 0.75
"""How alike spelt to an expected phrase a transcript may be before it is taken for that
phrase misheard ("line" for lime, "bill" for pill) rather than another word."""


def context_of(prompt: Prompt, phrases: tuple[str, ...], pressed: bool = False) -> Context:
    """The recognition context of a prompt: its phrases; the phrases it neither expects nor
    knows are commands, which the ears must be surer of; open speech where the words said are
    the answer (Answering.FREE); the likely and related phrases, and the names it knows and
    the players', as written; `pressed` when the speaker pressed to talk (a phone's button,
    the laptop's push-to-talk key)."""
    commands = [p for p in phrases if p not in prompt.expected + prompt.taking.known]
    context = Context.of(
        phrases,
        open_speech=prompt.taking.open_speech,
        commands=commands,
        likely=(*prompt.taking.hints.likely, *buttons_in_a_crowd(prompt)),
        names=prompt.taking.known,
        players=prompt.taking.names,
        related=prompt.taking.hints.related,
    )
    return replace(context, pressed=pressed, any_words=prompt.taking.any_words)


def buttons_in_a_crowd(prompt: Prompt) -> tuple[str, ...]:
    """The answers an open question over a long list offers as buttons (a guess's "pass"
    among 800 words): likelier than any word of the list, so the ears favour them too, or a
    "pass" scoring best is lost once its prior (tiny.en writes "pass" often) is taken off
    (`partyhost bench ears --buttons`)."""
    if not prompt.taking.any_words:
        return ()
    return tuple(c for c in prompt.shown.choices if c in prompt.expected)


def with_cues(say: Callable[[Line], None], hear: Callable[[], Heard]) -> Heard:
    """What `hear` hears, between the "listening" and the "stopped listening" cues."""
    say(cue(Cue.LISTENING))
    try:
        return hear()
    finally:
        say(cue(Cue.STOPPED))


def accepted(heard: Heard, prompt: Prompt, ears: Ears) -> Heard:
    """What the prompter may use: speech that is none of the phrases carries no text, since
    the recognizer's words for it are only the nearest competitors, never a safe answer; but
    where a prompt wants open speech alone (a famous name) a transcribing engine's text is
    what was said, and where any words may answer (a Mot Dit clue or guess) its text is kept,
    unsure (so asked back), when it may be a word none of the phrases is (`maybe_other`), even
    over a phrase only the floor kept ("medal" under "metal" written), unless that phrase is a
    likely one (a Mot Dit secret: it goes to the holder rather than be lost). A yes or a no
    that only a press to talk let through (the floor) is not heard: the host takes an unsure
    yes or no without asking it back."""
    weak = heard.tier is Tier.FLOOR
    if weak and two_words(prompt):
        return replace(heard, phrase=None, text="", tier=Tier.NONE)
    if prompt.taking.open_speech and ears.transcribes:
        return heard
    other = (
        prompt.taking.any_words and ears.transcribes and maybe_other(heard.text, prompt.expected)
    )
    if other and (heard.phrase is None or (weak and not prompt.taking.favours(heard.phrase))):
        return replace(heard, phrase=None, tier=Tier.CONFIRM)
    return heard if heard.phrase is not None else replace(heard, text="", tier=Tier.NONE)


def maybe_other(text: str, expected: tuple[str, ...]) -> bool:
    """Whether a transcript in which no expected phrase was heard may be another word said
    ("metal", a clue outside the deck): one or two common words of letters alone, none of them
    a filler, an article, a function word or a yes or no, spelt like none of the phrases (a
    phrase misheard is: "line" for lime)."""
    words = text.split()
    if not words or len(words) > OPEN_WORDS:
        return False
    if any(
        w in NOT_ANSWERS
        or not w.isalpha()
        or len(w) < 2
        or zipf_frequency(w, "en") < OPEN_WORD_ZIPF
        for w in words
    ):
        return False
    return not difflib.get_close_matches(text, [plain(p) for p in expected], 1, NEAR_PHRASE)


class MicListener:
    """Hears answers from the microphone, ignoring it while the host speaks.

    With `push_to_talk` (for loud rooms) the microphone opens only once it returns: a key
    press, or a presenter clicker that sends one; the utterance ends at the speaker's pause.
    An answer already typed (`typed_ahead`: one typed in a look-away) is heard instead.
    """

    def __init__(
        self,
        ears: Ears,
        microphone: Microphone,
        speaking: Event,
        push_to_talk: Callable[[], object] | None = None,
        cues: Callable[[Line], None] | None = None,
        typed_ahead: Callable[[], str | None] = lambda: None,
    ) -> None:
        self.ears = ears
        self.typed_ahead = typed_ahead
        self.microphone = microphone
        self.speaking = speaking
        self.push_to_talk = push_to_talk
        self.cues = cues
        """Where the listening cues are said (the announcer), or None for none."""

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Record one utterance and recognise it against the prompt's context (as pressed to
        talk, with push-to-talk: the speaker meant it for the host, as with a phone)."""
        if (text := self.typed_ahead()) is not None:
            return typed(text, phrases)
        pressed = self.push_to_talk is not None
        if self.push_to_talk is not None:
            self.push_to_talk()
        context = context_of(prompt, phrases, pressed)
        microphone = self.microphone
        patience = patience_of(prompt)
        if patience is not None:
            microphone = replace(microphone, timeout=min(microphone.timeout, patience))

        def listen() -> Heard:
            return self.ears.listen(context, microphone, self.speaking)

        # The microphone is deaf while the speaker plays, so it never hears the cue itself.
        heard = listen() if self.cues is None else with_cues(self.cues, listen)
        return accepted(heard, prompt, self.ears)


class AudioListener:
    """Hears answers from audio another part supplies (a simulated table), through the ears."""

    def __init__(
        self,
        ears: Ears,
        utterance: Callable[[Prompt], np.ndarray],
        transcript: Callable[[str], None] = lambda text: None,
        on_heard: Callable[[Prompt, str | None], None] = lambda prompt, phrase: None,
    ) -> None:
        self.ears = ears
        self.utterance = utterance
        self.transcript = transcript
        self.on_heard = on_heard
        """Told what the ears heard for each prompt: its phrase, or the open speech it took
        (None: nothing it could use)."""

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Recognise the next utterance against the prompt's context."""
        heard = self.ears.hear_audio(self.utterance(prompt), context_of(prompt, phrases))
        shown = heard.phrase if heard.phrase is not None else f"({heard.text or 'nothing'})"
        self.transcript(f"  heard: {shown}  [{heard.confidence:.2f}, {heard.decode_ms:.0f} ms]")
        usable = accepted(heard, prompt, self.ears)
        self.on_heard(prompt, usable.phrase if usable.phrase is not None else usable.text or None)
        return usable


class CuedListener:
    """Any listener with the listening cues around each hearing (a simulated table's ears)."""

    def __init__(self, listener: Listener, say: Callable[[Line], None]) -> None:
        self.listener = listener
        self.say = say

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """Hear one answer through the wrapped listener, cued."""
        return with_cues(self.say, lambda: self.listener.hear(prompt, phrases))
