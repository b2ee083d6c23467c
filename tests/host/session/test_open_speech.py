"""Open speech on the real ears: a famous name the host never knew is recorded as said by a
transcribing engine, and never taken from a grammar engine's nearest words."""

from __future__ import annotations

import functools

from rapidfuzz import fuzz

from host.ears.context import normalize
from host.ears.hearing import Ears
from host.ears.synth import speak, speakers
from host.session.commands import PHRASES
from host.session.ears_listener import AudioListener
from host.session.prompter import Prompt
from host.voice.line import Line

NAME = Prompt(Line("Ann, say the name out loud."), (), "famous person", 0, open_answer=True)
GUESS = Prompt(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, open_answer=True)


@functools.cache
def ears(engine: str) -> Ears:
    """Ears on `engine`, loaded once per test process."""
    return Ears(engine)


def heard(engine: str, prompt: Prompt, text: str) -> str:
    """What the listener lets the prompter use of `text` said to `prompt`."""
    voice = speakers(1, seed=3)[0]
    listener = AudioListener(ears(engine), lambda _prompt: speak(text, voice))
    return listener.hear(prompt, (*prompt.expected, *PHRASES)).text  # commands, as the prompter


def test_a_transcribing_engine_records_a_name_it_never_knew():
    said = heard("whisper", NAME, "Albert Einstein")
    assert fuzz.ratio(normalize(said), "albert einstein") >= 70, said


def test_open_text_beside_expected_phrases_and_a_grammar_engines_words_are_not_taken():
    assert heard("whisper", GUESS, "Albert Einstein") == ""
    assert heard("pocketsphinx", NAME, "Albert Einstein") == ""
