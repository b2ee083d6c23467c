"""The ears let go of Whisper's model when the game is done with them, in the game's thread, even
one the phones' ears load in a thread of their own: left to the garbage collector, a daemon
thread could free it as the interpreter exits, and CTranslate2 then aborts the process."""

from __future__ import annotations

from host.ears import Ears
from host.phones.ears import PhoneEars


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
    loaded.release()  # twice is harmless
