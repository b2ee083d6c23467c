"""pocketsphinx, the embedded recognizer: a grammar built from the context at run time, with
filler words as competitors so that speech that is not expected is heard as a filler."""

from __future__ import annotations

import tempfile
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from pocketsphinx import Config, Decoder, get_model_path

from host.ears.context import Context, Hint
from host.ears.engines.fillers import FILLERS
from host.ears.errors import EngineError
from host.ears.pronounce import pronunciations
from host.ears.recognizer import Heard, tier_of
from lexicon.pronouncing import Phones

MODEL = Path(get_model_path()) / "en-us"
FLOOR_DB = -55.0  # noise floor added under the signal, relative to its peak


@dataclass(frozen=True)
class Tuning:
    """The knobs of the pocketsphinx grammar: what competes with the expected phrases, and how."""

    fillers: bool = True
    accents: bool = True
    noise_floor: bool = True
    filler_weight: float = 1e-2
    competitor_weight: float = 1.0
    spare_near: bool = True  # drop fillers one phone edit from a context word, not just homophones


MIN_STEM_PHONES = 3
"""A word this long or longer spares the fillers that begin with it ("play": "playing"); a
shorter one ("a") begins too many words to spare them all."""

BASELINE = Tuning(fillers=False, accents=False, noise_floor=False)


class SphinxEngine:
    """Decodes 16 kHz int16 audio against a Context; one small decoder per context, cached."""

    name = "pocketsphinx"
    transcribes = False
    honours: frozenset[Hint] = frozenset()
    """A grammar of the phrases, each as likely as the next."""

    def __init__(self, tuning: Tuning = Tuning(), cache: int = 16) -> None:
        self.tuning = tuning
        self._cache: OrderedDict[Context, tuple[Decoder, tuple[str, ...]]] = OrderedDict()
        self._cache_size = cache
        self._open: Decoder | None = None

    about = "pocketsphinx, built in (its US English model)"
    """The engine in words."""

    def prepare(self, context: Context) -> None:
        """Build the context's decoder, if it is new."""
        self._entry(context)

    def unknown_words(self, context: Context) -> tuple[str, ...]:
        """Words of the context nobody can pronounce (never heard), found as its decoder is
        built."""
        return self._entry(context)[1]

    def decode(self, samples: np.ndarray, context: Context) -> Heard:
        """The phrase of `context` heard in `samples`, a filler or competitor, or nothing."""
        text, confidence = self._run(self._entry(context)[0], self._condition(samples))
        phrase = context.match(text)
        if phrase is None and context.open_speech:
            text, confidence = self._run(self._open_decoder(), self._condition(samples))
        confidence = confidence if phrase or context.open_speech else 0.0
        return Heard(phrase, text, confidence, tier=tier_of(phrase, text, confidence))

    def release(self) -> None:
        """Let go of every decoder now: the engine hears no more."""
        self._cache.clear()
        self._open = None

    def _entry(self, context: Context) -> tuple[Decoder, tuple[str, ...]]:
        """The context's cached (decoder, unknown words), built if new."""
        if context not in self._cache:
            self._cache[context] = self._build(context)
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        self._cache.move_to_end(context)
        return self._cache[context]

    def _condition(self, samples: np.ndarray) -> np.ndarray:
        """The audio with a faint noise floor added: digital silence derails the decoder."""
        x = np.asarray(samples, np.int16)
        if not self.tuning.noise_floor or x.size == 0:
            return x
        peak = float(np.max(np.abs(x.astype(np.int32))))
        spread = max(peak, 1000.0) * 10 ** (FLOOR_DB / 20)
        floor = np.random.default_rng(x.size).normal(0.0, spread, x.size)
        return np.clip(x + floor, -32768, 32767).astype(np.int16)

    @staticmethod
    def _run(decoder: Decoder, x: np.ndarray) -> tuple[str, float]:
        """Decode one utterance; (text, posterior), whatever the decoder heard before."""
        if x.size < 1600:
            return "", 0.0
        # A decoder's front end adapts from one utterance to the next: a cached one would
        # hear the same clip differently after other clips. It starts each anew.
        decoder.reinit_feat()
        decoder.start_utt()
        decoder.process_raw(x.tobytes(), False, True)
        decoder.end_utt()
        hyp = decoder.hyp()
        if hyp is None:
            return "", 0.0
        return hyp.hypstr, float(min(1.0, max(0.0, decoder.get_prob())))

    def _build(self, context: Context) -> tuple[Decoder, tuple[str, ...]]:
        """A decoder whose dictionary holds only the context's words and the fillers."""
        words = list(context.words())
        prons = pronunciations(words, self.tuning.accents)
        unknown = tuple(w for w in words if w not in prons)
        heard = Near((p for ps in prons.values() for p in ps), self.tuning.spare_near)
        fillers: list[str] = []
        if self.tuning.fillers:
            taken = set(words)
            candidates = [f for f in FILLERS if f not in taken]
            filler_prons = pronunciations(candidates, accents=False)
            fillers = [f for f, ps in filler_prons.items() if not any(p in heard for p in ps)]
            prons.update({f: filler_prons[f] for f in fillers})
        groups = [
            (_hearable(context.phrases, unknown), 1.0),
            (_hearable(context.competitors, unknown), self.tuning.competitor_weight),
            (tuple(fillers), self.tuning.filler_weight),
        ]
        if not groups[0][0]:
            raise EngineError(f"pocketsphinx cannot pronounce any of: {', '.join(context.phrases)}")
        with tempfile.NamedTemporaryFile("w", suffix=".dict", delete=False) as dic:
            for word, alternatives in prons.items():
                for i, phones in enumerate(alternatives):
                    dic.write(f"{word if i == 0 else f'{word}({i + 1})'} {' '.join(phones)}\n")
        try:
            decoder = Decoder(
                Config(hmm=str(MODEL / "en-us"), dict=dic.name, lm=None, loglevel="FATAL")
            )
        finally:
            Path(dic.name).unlink()
        decoder.add_fsg("context", decoder.create_fsg("context", 0, 1, _transitions(groups)))
        decoder.activate_search("context")
        return decoder, unknown

    def _open_decoder(self) -> Decoder:
        """The open-vocabulary decoder (the model's language model), loaded on first use."""
        if self._open is None:
            self._open = Decoder(Config(hmm=str(MODEL / "en-us"), loglevel="FATAL"))
        return self._open


def _hearable(phrases: tuple[str, ...], unknown: tuple[str, ...]) -> tuple[str, ...]:
    """The phrases all of whose words can be pronounced."""
    return tuple(p for p in phrases if not set(p.split()).intersection(unknown))


def _transitions(groups: list[tuple[tuple[str, ...], float]]) -> list[tuple[int, int, float, str]]:
    """FSG arcs from state 0 to final state 1, one path per phrase, weighted by group."""
    total = sum(len(phrases) * weight for phrases, weight in groups if phrases)
    arcs: list[tuple[int, int, float, str]] = []
    state = 2
    for phrases, weight in groups:
        for phrase in phrases:
            words, here = phrase.split(), 0
            for i, word in enumerate(words):
                last = i == len(words) - 1
                there = 1 if last else state
                arcs.append((here, there, weight / total if i == 0 else 1.0, word))
                if not last:
                    here, state = state, state + 1
    return arcs


class Near:
    """Pronunciations, indexed to tell at once whether another is one of them or (if `near`)
    one phone edit from one of them or a longer or shorter form of it (play, playing): a filler
    that close steals the word it is near. Every filler is checked against every context's
    pronunciations, so each check is a few set lookups, not a comparison with each."""

    def __init__(self, pronunciations: Iterable[Phones], near: bool) -> None:
        self.near = near
        self.same = set(pronunciations)
        cuts = [(i, _without(p, i)) for p in self.same for i in range(len(p))]
        self.cut = {cut for _, cut in cuts}
        """Each with one phone taken out."""
        self.cut_at = set(cuts)
        """The same, with where the phone was taken out (one phone swapped leaves the same)."""
        self.stems = {p[:n] for p in self.same for n in range(MIN_STEM_PHONES, len(p))}
        """Their beginnings, of MIN_STEM_PHONES phones or more."""

    def __contains__(self, phones: Phones) -> bool:
        if phones in self.same:
            return True
        if not self.near:
            return False
        if phones in self.stems or phones in self.cut:
            return True
        if any(phones[:n] in self.same for n in range(MIN_STEM_PHONES, len(phones))):
            return True
        cuts = ((i, _without(phones, i)) for i in range(len(phones)))
        return any(cut in self.same or (i, cut) in self.cut_at for i, cut in cuts)


def _without(phones: Phones, i: int) -> Phones:
    return phones[:i] + phones[i + 1 :]
