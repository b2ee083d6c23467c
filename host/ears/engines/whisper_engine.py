"""Whisper on CTranslate2, the default recognizer: one encoder pass per utterance (2 s of
silence after it), then

- a free decode (its length capped: a short clip's free decode can repeat itself), in which an
  expected phrase is spotted anywhere ("I think it's a tiger"), numbers written as words;
- closed-set scoring by teacher forcing (`align` on the clip's own encoder output, tiled per
  phrase) of the phrases likeliest by their first token, of those spelt like the transcript,
  and of the likeliest after the transcript's first words (a carrier: "is it", "I vote"),
  and of the phrase pocketsphinx picked as a second opinion (host.ears.engines.second);

and the three tiers (accept, confirm, reject) from the calibrated thresholds in `tiers`.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from host.audio import RATE
from host.ears.context import Context, Hint, normalize
from host.ears.engines.second import SecondOpinion
from host.ears.errors import EngineError
from host.ears.models import model_in_words
from host.ears.numbers import spell_numbers
from host.ears.recognizer import Heard
from host.ears.tiers import WHISPER, Evidence, Tiers, adjusted_scores, spotted

NEEDED = ("model.bin", "config.json")
PRUNE = (12, 4)
"""How many phrases, the likeliest by their first token, are scored in full: said alone, and
after each prefix."""
PREFIXES = 4
"""The phrase is tried alone and after the free decode's first 1-3 words ("is it", "I think")."""
NEAR, NEAR_WORDS, NEAR_CUTOFF = 2, 3, 0.6
"""Phrases spelt like the transcript are scored too: 2 for it and each of its first 3 words."""
PREFIX_COST = 5.0
"""Log-probability charged for hearing the phrase after the free decode's first words rather
than alone: tiny.en starts a short word with a made-up "I'm" (chosen on the development set)."""
TOKENS_PER_SECOND = 6
"""Cap of the free decode: a fast talker says about three words (four tokens) a second."""
BATCH = 32
"""Phrases scored in one call where many are (the priors, every phrase of a context): the
encoding is tiled once per phrase."""
MIN_SAMPLES = RATE // 10
TRAILING = 2 * RATE
"""Silence put after the clip: tiny.en wants its speech followed by quiet, as in its 30-second
training windows (`partyhost bench ears`; figures in docs/figures.md)."""


def missing_files(path: Path) -> list[str]:
    """The files a CTranslate2 Whisper model needs that the folder `path` lacks."""
    missing = [name for name in NEEDED if not (path / name).is_file()]
    if not ((path / "tokenizer.json").is_file() or (path / "vocabulary.txt").is_file()):
        missing.append("tokenizer.json")
    return missing


def check_layout(path: Path) -> None:
    """Refuse, in one line, a path that is not a CTranslate2 Whisper model."""
    if not path.is_dir():
        raise EngineError(f"no Whisper model at {path} (no such directory)")
    if missing := missing_files(path):
        raise EngineError(
            f"{path} is not a CTranslate2 Whisper model (missing {', '.join(missing)})"
        )


@dataclass(frozen=True)
class _Tokens:
    """The special tokens and the text tokenizer of one model."""

    encode: Callable[[str], list[int]]
    decode: Callable[[list[int]], str]
    word_start: Callable[[int], bool]
    """Whether a token begins a word (it starts with a space)."""
    start: list[int]


def _tokenizer(path: Path, multilingual: bool) -> _Tokens:
    """The model's tokenizer: its tokenizer.json (from the Hugging Face conversion)."""
    import tokenizers

    try:
        tok = tokenizers.Tokenizer.from_file(str(path / "tokenizer.json"))
    except Exception:
        raise EngineError(f"cannot read the tokenizer of the Whisper model at {path}") from None
    start = [tok.token_to_id("<|startoftranscript|>")]
    if multilingual:
        start += [tok.token_to_id("<|en|>"), tok.token_to_id("<|transcribe|>")]
    start.append(tok.token_to_id("<|notimestamps|>"))
    if None in start:
        raise EngineError(f"the tokenizer at {path} lacks Whisper's special tokens")
    return _Tokens(
        lambda text: tok.encode(text, add_special_tokens=False).ids,
        lambda ids: tok.decode(ids),
        lambda token: tok.id_to_token(token).startswith("Ġ"),
        start,
    )


def unrepeated(text: str) -> str:
    """The transcript said once: a short clip's free decode says its words again until it is
    cut ("toast toast toast", "charlie chaplin charlie cha")."""
    words = text.split()
    for n in range(1, len(words)):
        again = [words[i % n] for i in range(len(words))]
        if words[:-1] == again[:-1] and again[-1].startswith(words[-1]):
            return " ".join(words[:n])
    return text


def near(text: str, phrases: tuple[str, ...]) -> list[str]:
    """The phrases spelt most like the free transcript or one of its first words ("mattressy",
    "nurs to"): what a big context's first-token pruning misses."""
    found = []
    for said in (text, *text.split()[:NEAR_WORDS]):
        found += difflib.get_close_matches(said, phrases, NEAR, NEAR_CUTOFF)
    return found


@dataclass(frozen=True)
class _Try:
    """One way to score a phrase: after the free decode's first tokens, at a cost."""

    prefix: list[int]
    phrase: str
    tokens: list[int]
    cost: float


class WhisperEngine:
    """Decodes 16 kHz int16 audio against a Context with a CTranslate2 Whisper model."""

    name = "whisper"
    transcribes = True
    honours = frozenset(Hint)
    """The tiers give the likely and related phrases their bonuses (host/ears/tiers.py)."""

    def __init__(self, path: str | Path, tiers: Tiers = WHISPER, threads: int = 0) -> None:
        import ctranslate2
        from faster_whisper.feature_extractor import FeatureExtractor
        from threadpoolctl import ThreadpoolController

        self.path = Path(path)
        check_layout(self.path)
        try:
            self._model = ctranslate2.models.Whisper(
                str(self.path), device="cpu", compute_type="int8", intra_threads=threads
            )
        except (RuntimeError, ValueError) as exc:
            why = str(exc).splitlines()[0] if str(exc) else "damaged?"
            raise EngineError(
                f"ctranslate2 could not load the model at {self.path} ({why})"
            ) from None
        self._storage = ctranslate2.StorageView
        self._features = FeatureExtractor(feature_size=self._model.n_mels)
        self._blas = ThreadpoolController()
        """numpy's BLAS, held to one thread for the features' small matrix product: its threads
        waiting on each other cost 10-15 ms a clip on a busy 2-core machine, against 1-3 ms."""
        self._tokens = _tokenizer(self.path, self._model.is_multilingual)
        self._phrase_tokens: dict[tuple[str, bool], list[int]] = {}
        self._priors: dict[str, float] = {}
        self._quiet = self._encode(np.zeros(RATE, np.float32))
        self.tiers = tiers
        self.second = SecondOpinion()
        """pocketsphinx's pick, scored too and weighed by the tiers."""
        self._aside = ThreadPoolExecutor(1, thread_name_prefix="second opinion")
        """Where the second opinion runs while Whisper encodes and decodes the same clip
        (CTranslate2 lets go of the GIL): one clip at a time, as its decoders want."""

    @property
    def about(self) -> str:
        """Whisper and its model, in words."""
        return model_in_words("Whisper", self.path)

    def prepare(self, context: Context) -> None:
        """Build the second opinion's grammar now, before the utterance rather than after it."""
        self.second.prepare(context)

    def unknown_words(self, context: Context) -> tuple[str, ...]:
        """None: Whisper can write any word."""
        return ()

    def release(self) -> None:
        """Let go of the model now, its worker threads joined: the engine hears no more."""
        self._aside.shutdown()
        self.second.release()
        vars(self).pop("_model", None)

    def decode(self, samples: np.ndarray, context: Context) -> Heard:
        """The phrase of `context` heard in `samples` (tiered), or the text of open speech."""
        evidence = self.evidence(samples, context)
        return self.tiers.verdict(evidence, context)

    def evidence(self, samples: np.ndarray, context: Context) -> Evidence:
        """What the model makes of the clip: its free transcript and the phrases' scores."""
        x = np.asarray(samples, np.float32) / 32768
        if x.size < MIN_SAMPLES:
            return Evidence("", 1.0, {})
        pending = self._aside.submit(self.second, samples, context)
        encoded, frames = self._encode(x)
        free = self._model.generate(
            self._storage.from_array(encoded),
            [self._tokens.start],
            beam_size=1,
            max_length=2 + int(TOKENS_PER_SECOND * x.size / RATE),
            return_no_speech_prob=True,
            return_logits_vocab=True,
        )[0]
        ids = free.sequences_ids[0]
        text = unrepeated(normalize(spell_numbers(self._tokens.decode(ids))))
        phrases = context.phrases + context.competitors
        second = pending.result()
        also = (second,) if second else ()
        starts = [0, *(i for i in range(1, len(ids)) if self._tokens.word_start(ids[i]))]
        said = [normalize(spell_numbers(self._tokens.decode(ids[:i]))) for i in starts]
        tried: list[_Try] = []
        for i, before in zip(starts[:PREFIXES], said, strict=False):
            step = np.asarray(free.logits[0][i]) if i < len(free.logits[0]) else None
            likeliest = [
                *self._likeliest(phrases, step, PRUNE[i > 0], context.spelt),
                *context.hints.likely,
                *context.hints.related,
                *also,
            ]
            for phrase in likeliest if i else dict.fromkeys(likeliest + near(text, phrases)):
                whole = f"{before} {phrase}"
                if i and whole in phrases:  # "I vote" then "for": "i vote for"
                    tried.append(self._try(ids[:i], whole, context.spelt(phrase), 0.0))
                else:
                    tried.append(
                        self._try(ids[:i], phrase, context.spelt(phrase), PREFIX_COST * (i > 0))
                    )
        found = spotted(text, phrases)
        if found is not None:  # scored where the free decode wrote it, at no cost
            at = (i for i, b in zip(starts, said, strict=True) if text.startswith(f"{b} {found}"))
            i = next(at, 0)
            tried.append(self._try(ids[:i], found, context.spelt(found), 0.0))
        scores = self._scores(encoded, frames, tried)
        return Evidence(text, free.no_speech_prob, scores, self._prior(scores, context), second)

    def ranked(self, samples: np.ndarray, context: Context) -> list[str]:
        """Every phrase of `context` scored said alone, none pruned, best first once priors are
        taken off: the most a closed set can hear with this model (`bench ears --ceiling`)."""
        encoded, frames = self._encode(np.asarray(samples, np.float32) / 32768)
        tried = [self._try([], p, context.spelt(p), 0.0) for p in context.phrases]
        scores = self._batched(encoded, frames, tried)
        evidence = Evidence("", 0.0, scores, self._prior(scores, context))
        adjusted = adjusted_scores(evidence, context)
        return sorted(adjusted, key=adjusted.__getitem__, reverse=True)

    def _encode(self, x: np.ndarray) -> tuple[np.ndarray, int]:
        """The encoder output of a clip (float, -1..1) with the trailing silence, and its
        frame count."""
        with self._blas.limit(limits=1, user_api="blas"):
            features = self._features(np.concatenate([x, np.zeros(TRAILING, np.float32)]))
        frames = features.shape[1] - features.shape[1] % 2
        encoded = self._model.encode(
            self._storage.from_array(np.ascontiguousarray(features[None, :, :frames])),
            to_cpu=True,
        )
        return np.asarray(encoded), frames

    def _prior(self, phrases: Iterable[str], context: Context) -> dict[str, float]:
        """Each phrase's log-probability, said alone as written, when nothing is said (scored
        once)."""
        spelt = {p: context.spelt(p) for p in phrases}
        missing = list(dict.fromkeys(w for w in spelt.values() if w not in self._priors))
        self._priors.update(
            self._batched(*self._quiet, [self._try([], w, w, 0.0) for w in missing])
        )
        return {p: self._priors[w] for p, w in spelt.items()}

    def _batched(self, encoded: np.ndarray, frames: int, tried: list[_Try]) -> dict[str, float]:
        """`_scores` of many tries, BATCH at a time."""
        scores: dict[str, float] = {}
        for at in range(0, len(tried), BATCH):
            scores.update(self._scores(encoded, frames, tried[at : at + BATCH]))
        return scores

    def _likeliest(
        self,
        phrases: tuple[str, ...],
        step: np.ndarray | None,
        keep: int,
        spelt: Callable[[str], str],
    ) -> list[str]:
        """The `keep` phrases whose first token the model finds likeliest at this step."""
        if step is None:
            return []
        first = [float(step[self._phrase(spelt(p), alone=False)[0]]) for p in phrases]
        return [phrases[i] for i in np.argsort(first, kind="stable")[::-1][:keep]]

    def _try(self, prefix: list[int], key: str, phrase: str, cost: float) -> _Try:
        """`phrase` after `prefix`, scored under `key` at `cost`."""
        return _Try(prefix, key, self._phrase(phrase, alone=not prefix), cost)

    def _phrase(self, phrase: str, alone: bool) -> list[int]:
        """A phrase's tokens as Whisper writes it: after a space, in lower case but "I" and a
        name's capitals (Context.spelt), a full stop after it when it is said alone: far likelier
        for a word than capitalised or unended (figures in docs/figures.md)."""
        key = (phrase, alone)
        if key not in self._phrase_tokens:
            written = " ".join("I" if w == "i" else w for w in phrase.split())
            self._phrase_tokens[key] = self._tokens.encode(f" {written}{'.' if alone else ''}")
        return self._phrase_tokens[key]

    def _scores(self, encoded: np.ndarray, frames: int, tried: list[_Try]) -> dict[str, float]:
        """Each phrase's best teacher-forced log-probability, with the words before it and less
        their cost, over the ways it was tried (a token sequence tried twice is aligned once)."""
        if not tried:
            return {}
        keys = [tuple(t.prefix + t.tokens) for t in tried]
        sequences = list(dict.fromkeys(keys))
        tiled = np.ascontiguousarray(np.repeat(encoded, len(sequences), axis=0))
        aligned = self._model.align(
            self._storage.from_array(tiled),
            self._tokens.start[:-1],  # align puts <|notimestamps|> after the start itself
            [list(s) for s in sequences],
            frames,
        )
        fits = {
            s: float(np.sum(np.log(np.maximum(result.text_token_probs, 1e-12))))
            for s, result in zip(sequences, aligned, strict=True)
        }
        scores: dict[str, float] = {}
        for t, key in zip(tried, keys, strict=True):
            score = fits[key] - t.cost
            scores[t.phrase] = max(scores.get(t.phrase, -np.inf), score)
        return scores
