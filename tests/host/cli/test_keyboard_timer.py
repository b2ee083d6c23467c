"""Keyboard mode with a timer running: the hourglass counts down on screen while nobody types,
and the slow player has passed when the sand runs out."""

from __future__ import annotations

import os
import threading
import time
from typing import TextIO

from engine.core import Shuffle
from engine.fameus import FameUs, FameUsConfig, Passed
from host.cli.play import typed_answer
from host.flows.fameus import FameUsFlow
from host.games import GAMES
from host.session.session import Session
from host.session.typed import TypedListener
from host.voice.barge_in import Keys
from lexicon import fameus as fameus_lexicon
from tests.host.flows.helpers import Heard

PASS_WITHIN = 10.0
"""Seconds the hourglass of 3 may take to run out and pass the player, on a busy machine."""


def end_input_after_a_pass(session: Session, typing: TextIO) -> None:
    """Close the keyboard once a player has passed (or PASS_WITHIN seconds have gone)."""
    deadline = time.monotonic() + PASS_WITHIN
    while time.monotonic() < deadline:
        if any(isinstance(e, Passed) for e in session.game.log):
            break
        time.sleep(0.05)
    typing.close()


def test_the_hourglass_counts_down_while_nobody_types(tmp_path):
    read_end, write_end = os.pipe()
    with os.fdopen(read_end) as stream, os.fdopen(write_end, "w") as typing:
        typing.write("hourglass\n")  # turned on the first player, who then types nothing
        typing.flush()
        keys = Keys(stream)
        deck = fameus_lexicon.load_deck()
        session = Session(FameUs(FameUsConfig(("Ann", "Bob", "Cy", "Dee"), deck)), seed=1)
        session.apply(Shuffle(tuple(range(len(deck)))))
        session.apply(Shuffle(tuple(range(4))))
        said = Heard()
        listener = TypedListener(lambda prompt: typed_answer(keys, prompt))
        table = GAMES["fameus"].table(session, said, listener, keys.read)
        flow = FameUsFlow(table, hourglass=3.0)
        ending = threading.Thread(target=end_input_after_a_pass, args=(session, typing))
        ending.start()
        try:
            flow.run()
        except (EOFError, ValueError):
            pass
        finally:
            ending.join()
    text = said.text()
    assert "The hourglass is on Ann: three seconds!" in text
    assert "left!" in text  # the warning at half time came with nothing typed
    passed = [e for e in session.game.log if isinstance(e, Passed)]
    assert passed and passed[0].player == 0
