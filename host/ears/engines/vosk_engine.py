"""Vosk, the primary recognizer when a model is installed: a runtime grammar of the context plus
"[unk]" for anything else, per-word confidences, and the words the model lacks reported."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from host.audio import RATE
from host.ears.context import Context, Hint
from host.ears.errors import EngineError
from host.ears.models import model_in_words
from host.ears.recognizer import Heard, tier_of

UNKNOWN = "[unk]"


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence the C library's log lines on file descriptor 2 (errors are re-told in one line)."""
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def check_layout(path: Path) -> None:
    """Refuse, in one line, a path that is not a Vosk model able to take runtime grammars."""
    if not path.is_dir():
        raise EngineError(f"no Vosk model at {path} (no such directory)")
    missing = [p for p in ("am/final.mdl", "conf/mfcc.conf") if not (path / p).is_file()]
    if missing:
        raise EngineError(f"{path} is not a Vosk model (missing {', '.join(missing)})")
    graph = path / "graph"
    if (graph / "HCLG.fst").is_file() and not (graph / "HCLr.fst").is_file():
        raise EngineError(
            f"{path} has a static graph (graph/HCLG.fst): it cannot take a runtime grammar; "
            "use a small or lgraph model"
        )
    if not ((graph / "HCLr.fst").is_file() and (graph / "Gr.fst").is_file()):
        raise EngineError(f"{path} is not a Vosk model (missing graph/HCLr.fst and graph/Gr.fst)")


class VoskEngine:
    """Decodes 16 kHz int16 audio against a Context with a Vosk lookahead model."""

    name = "vosk"
    transcribes = False
    honours: frozenset[Hint] = frozenset()
    """A grammar of the phrases, each as likely as the next."""

    def __init__(self, path: str | Path) -> None:
        import vosk

        self.path = Path(path)
        check_layout(self.path)
        vosk.SetLogLevel(-1)
        try:
            with _quiet_stderr():
                self._model = vosk.Model(str(self.path))
        except Exception:
            raise EngineError(f"vosk could not load the model at {self.path} (damaged?)") from None
        self._recognizer = vosk.KaldiRecognizer

    @property
    def about(self) -> str:
        """Vosk and its model, in words."""
        return model_in_words("Vosk", self.path)

    def prepare(self, context: Context) -> None:
        """Nothing to build ahead: the grammar is given with each utterance."""

    def unknown_words(self, context: Context) -> tuple[str, ...]:
        """Words of the context missing from the model's vocabulary (they can never be heard)."""
        return tuple(w for w in context.words() if self._model.vosk_model_find_word(w) < 0)

    def decode(self, samples: np.ndarray, context: Context) -> Heard:
        """The phrase of `context` heard in `samples`, "[unk]" for anything else, or nothing."""
        unknown = set(self.unknown_words(context))
        grammar = [p for p in context.phrases + context.competitors if not unknown & set(p.split())]
        if not any(p in grammar for p in context.phrases):
            raise EngineError(f"the Vosk model knows none of: {', '.join(context.phrases)}")
        others = [UNKNOWN] if self._model.vosk_model_find_word(UNKNOWN) >= 0 else []
        text, confidence = self._run(samples, json.dumps([*grammar, *others], ensure_ascii=False))
        phrase = context.match(text) if UNKNOWN not in text else None
        if phrase is None and context.open_speech:
            text, confidence = self._run(samples, None)
        confidence = confidence if phrase or context.open_speech else 0.0
        return Heard(phrase, text, confidence, tier=tier_of(phrase, text, confidence))

    def release(self) -> None:
        """Let go of the model now: the engine hears no more."""
        vars(self).pop("_model", None)

    def _run(self, samples: np.ndarray, grammar: str | None) -> tuple[str, float]:
        """One recognition pass; (text, lowest word confidence)."""
        recognizer = (
            self._recognizer(self._model, RATE, grammar)
            if grammar
            else self._recognizer(self._model, RATE)
        )
        recognizer.SetWords(True)
        recognizer.AcceptWaveform(np.asarray(samples, np.int16).tobytes())
        result = json.loads(recognizer.FinalResult())
        words = result.get("result", [])
        confidence = min((float(w.get("conf", 0.0)) for w in words), default=0.0)
        return result.get("text", ""), confidence
