"""One utterance heard from the default microphone, as the host hears it, in a process of its
own: a test plays a word into the sound server meanwhile.

python -m tests.host.ears.listen WORDS DEAF TIMEOUT  listens for one of the comma-separated
WORDS with pocketsphinx, deaf for DEAF seconds at first (as while the announcer speaks); it
prints "ready" once it listens, then what it heard as one JSON line."""

from __future__ import annotations

import json
import sys
import threading

from host.ears import Context, Ears
from host.ears.mic import Microphone


def main(words: str, deaf: float, timeout: float) -> None:
    """Listen once and print what was heard."""
    ears = Ears(engine="pocketsphinx")
    context = Context.of(words.split(","))
    ears.unknown_words(context)
    speaking = threading.Event()
    if deaf > 0:
        speaking.set()
        timer = threading.Timer(deaf, speaking.clear)
        timer.daemon = True
        timer.start()
    print("ready", flush=True)
    heard = ears.listen(context, Microphone(timeout=timeout), speaking)
    print(json.dumps(heard.as_json("mic")), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]))
