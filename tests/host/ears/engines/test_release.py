"""The ears let go of their engine's model when done with them, in the thread that used them,
even one the phones' ears load in a thread of their own: left to the garbage collector, a daemon
thread could free Whisper's model as the interpreter exits, and CTranslate2 then aborts the
process. Every engine lets go (the Recognizer protocol's release), and every command that opens
ears lets go of them however it ends."""

from __future__ import annotations

import pytest

from host.ears import Context, Ears
from host.phones.ears import PhoneEars
from tests.host.test_bad_input_properties import run


def test_phone_ears_let_go_of_a_model_loaded_in_the_background():
    made: list[Ears] = []

    def load() -> Ears:
        made.append(Ears("whisper"))
        return made[-1]

    ears = PhoneEars(load)
    ears.warm()
    ears.release()  # waits for the load, then lets go
    (loaded,) = made
    assert loaded.engine == "whisper"
    assert not hasattr(loaded.recognizer, "_model")
    assert not loaded.recognizer.second._engine._cache  # its second opinion's decoders too
    loaded.release()  # twice is harmless


def test_a_with_block_lets_go_of_pocketsphinx_even_when_it_fails():
    with pytest.raises(RuntimeError, match="mid-game"), Ears("pocketsphinx") as ears:
        assert ears.unknown_words(Context.of(("anchor", "castle"))) == ()
        assert ears.recognizer._cache  # a decoder built for the context
        raise RuntimeError("mid-game")
    assert not ears.recognizer._cache


def test_the_hear_command_lets_go_of_its_ears_even_after_a_bad_file(monkeypatch, capsys, tmp_path):
    released: list[str] = []
    keep = Ears.release
    monkeypatch.setattr(Ears, "release", lambda self: (released.append(self.engine), keep(self)))
    bad = tmp_path / "not-sound.wav"
    bad.write_text("hello")
    argv = ["hear", str(bad), "--expect", "anchor,castle", "--engine", "pocketsphinx"]
    assert run(capsys, argv) == 2
    assert "partyhost: error:" in capsys.readouterr().err
    assert released == ["pocketsphinx"]
