"""Open speech on the real ears: a famous name the host never knew is recorded as said by a
transcribing engine, and never taken from a grammar engine's nearest words."""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest
from rapidfuzz import fuzz

from host.ears.context import normalize
from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.session.commands import PHRASES
from host.session.ears_listener import AudioListener, context_of, maybe_other
from host.session.prompt import Answering, Ask, Prompt, Shown
from host.sim.speech import speak, speakers
from host.voice.line import Line
from lexicon import fameus
from tests.host.ears.helpers import whisper_ears

NAME = Prompt.of(Line("Ann, say the name out loud."), (), "famous person", 0, Answering.FREE)
GUESS = Prompt.of(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS)
KNOWN = NAME.taken(known=tuple(normalize(p) for p in fameus.lexicon().people))
"""The name asked as Fame Us asks it: the famous people listed are listened for first."""


@functools.cache
def ears(engine: str) -> Ears:
    """Ears on `engine`, loaded once per test process (Whisper's shared with other tests)."""
    return whisper_ears() if engine == "whisper" else Ears(engine)


def hearing(engine: str, prompt: Prompt, text: str) -> Heard:
    """What the listener lets the prompter use of `text` said to `prompt`."""
    voice = speakers(1, seed=3)[0]
    listener = AudioListener(ears(engine), lambda _prompt: speak(text, voice))
    return listener.hear(
        prompt, (*prompt.expected, *prompt.taking.known, *PHRASES)
    )  # as the prompter


def heard(engine: str, prompt: Prompt, text: str) -> str:
    """The words the listener lets the prompter use of `text` said to `prompt`."""
    return hearing(engine, prompt, text).text


def test_a_transcribing_engine_records_a_name_it_never_knew():
    said = heard("whisper", NAME, "Albert Einstein")
    assert fuzz.ratio(normalize(said), "albert einstein") >= 70, said


def test_another_word_beside_expected_phrases_is_kept_unsure_and_a_grammar_engines_is_not():
    other = hearing("whisper", GUESS, "metal")
    assert (other.phrase, normalize(other.text), other.confidence) == (None, "metal", 0.0)
    assert heard("whisper", GUESS, "I really have no idea what this one could be") == ""
    assert heard("pocketsphinx", GUESS, "metal") == ""
    assert heard("pocketsphinx", NAME, "Albert Einstein") == ""


def test_a_transcript_may_be_another_word_only_if_common_and_spelt_like_no_phrase():
    deck = ("lime", "pill", "apple")
    assert maybe_other("metal", deck) and maybe_other("ice cream", deck)
    assert not maybe_other("line", deck)  # lime misheard
    assert not maybe_other("sarg", deck)  # no word
    assert not maybe_other("um", deck) and not maybe_other("but", deck)
    assert not maybe_other("", deck) and not maybe_other("a big red apple", deck)


def test_a_grammar_engine_hears_a_listed_famous_person_and_takes_no_other_name():
    assert hearing("pocketsphinx", KNOWN, "Sherlock Holmes").phrase == "sherlock holmes"
    assert hearing("pocketsphinx", KNOWN, "Tom Hanks").text == ""


def test_a_listed_famous_person_is_heard_as_listed_and_another_name_as_written():
    assert hearing("whisper", KNOWN, "Sherlock Holmes").phrase == "sherlock holmes"
    unlisted = hearing("whisper", KNOWN, "Stephen King")
    assert unlisted.phrase is None and fuzz.ratio(normalize(unlisted.text), "stephen king") >= 80


def test_only_a_prompt_whose_words_are_the_answer_is_open_speech_and_names_are_no_commands():
    guess = context_of(GUESS, (*GUESS.expected, *PHRASES))
    name = context_of(KNOWN, (*KNOWN.taking.known, *PHRASES))
    assert not guess.open_speech and name.open_speech
    assert "sherlock holmes" in name.phrases and "sherlock holmes" not in name.commands
    assert "repeat" in name.commands


def test_a_names_question_has_the_players_names_scored_as_written():
    who = Prompt.of(
        Line("Who gets it?"), ("irma", "gaston"), Ask.NAMES, 0, names=("Irma", "Gaston")
    )
    context = context_of(who, (*who.expected, *PHRASES))
    assert context.spelt("gaston") == "Gaston" and not context.is_name("gaston")


def test_an_open_questions_buttons_among_its_words_are_favoured_but_not_a_command():
    buttons = replace(GUESS, shown=Shown(choices=("pass", "curse")))
    context = context_of(buttons, (*buttons.expected, "curse", *PHRASES))
    assert context.hints.likely == {"pass"}  # "curse" is a command: never given a bonus
    assert context_of(GUESS, (*GUESS.expected, *PHRASES)).hints.likely == frozenset()
    closed = buttons.taken(answer=Answering.CLOSED)
    assert context_of(closed, (*closed.expected, *PHRASES)).hints.likely == frozenset()


def test_what_may_answer_a_question_agrees_with_its_phrases():
    with pytest.raises(ValueError, match="free"):
        Prompt.of(Line("Ann, a famous name?"), ("Adele",), "famous person", 0, Answering.FREE)
    with pytest.raises(ValueError, match="any words"):
        Prompt.of(Line("Bob, your guess?"), (), "guess", 1, Answering.ANY_WORDS)
    assert GUESS.taking.any_words and GUESS.taking.open_answer and not GUESS.taking.open_speech
    assert NAME.taking.open_speech and not NAME.taking.any_words
    assert not Prompt(Line("Yes or no?"), ("yes", "no"), Ask.YES_NO).taking.open_answer
