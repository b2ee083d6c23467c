"""The prompter's listener on the ears: each prompt's recognition context, and what of a hearing
the prompter may use."""

from __future__ import annotations

from dataclasses import replace
from threading import Event

from host.ears.context import Context
from host.ears.recognizer import Heard, Tier
from host.session.ears_listener import MicListener, accepted, context_of
from host.session.prompt import Answering, Ask, Prompt
from host.voice.line import Line
from tests.host.scored import scored

VOTE = Prompt(Line("Bob, yes or no?"), ("yes", "no"), Ask.YES_NO, 1)
GUESS = Prompt.of(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS)


class Ears:
    """Hears `heard` whatever is said, and keeps the contexts it was given."""

    transcribes = True

    def __init__(self, heard: Heard) -> None:
        self.heard = heard
        self.contexts: list[Context] = []

    def listen(self, context: Context, microphone: object, speaking: Event) -> Heard:
        self.contexts.append(context)
        return self.heard


def test_a_yes_or_no_only_a_press_let_through_is_not_heard_but_any_other_answer_is_kept():
    ears = Ears(scored(None, "", 0.0))
    unheard = Heard(None, "", 0.0, tier=Tier.NONE)
    assert accepted(Heard("yes", "yet", 0.0, tier=Tier.FLOOR), VOTE, ears) == unheard
    assert accepted(scored("yes", "yet", 0.01), VOTE, ears) == scored("yes", "yet", 0.01)
    faint = Heard("apple", "a pull", 0.0, tier=Tier.FLOOR)
    assert accepted(faint, GUESS, ears) == faint


def test_speech_after_push_to_talk_is_heard_as_pressed_and_without_it_is_not():
    for push_to_talk, pressed in ((lambda: None, True), (None, False)):
        ears = Ears(scored("apple", "a pull", 0.0))
        listener = MicListener(ears, object(), Event(), push_to_talk)  # type: ignore[arg-type]
        assert listener.hear(GUESS, ("apple", "pass", "repeat")) == scored("apple", "a pull", 0.0)
        [context] = ears.contexts
        assert context.pressed is pressed and context.commands == frozenset({"repeat"})


def test_an_answer_typed_ahead_is_heard_instead_of_the_microphone():
    ears = Ears(scored("apple", "a pull", 0.0))
    typed: list[str | None] = [None, " Pass "]  # popped from the end: typed, then nothing
    listener = MicListener(ears, object(), Event(), typed_ahead=typed.pop)  # type: ignore[arg-type]
    assert listener.hear(GUESS, ("apple", "pass")) == Heard("pass", "Pass", tier=Tier.SURE)
    assert ears.contexts == []  # the microphone was not opened
    assert listener.hear(GUESS, ("apple", "pass")) == scored("apple", "a pull", 0.0)


def test_a_weak_hearing_is_kept_to_ask_back_only_where_any_words_may_answer():
    famous = Prompt.of(Line("Bob, a famous name?"), (), "name", 1, Answering.FREE)
    for prompt, any_words in ((GUESS, True), (VOTE, False), (famous, False)):
        context = context_of(prompt, (*prompt.expected, "help"))
        assert context.any_words is any_words and not context.pressed, prompt.ask


def test_a_common_word_written_is_asked_back_rather_than_a_phrase_scored_weakly():
    ears = Ears(scored(None, "", 0.0))
    floor = Heard("apple", "metal", 0.0, tier=Tier.FLOOR)
    assert accepted(floor, GUESS, ears) == Heard(None, "metal", 0.0, tier=Tier.CONFIRM)
    assert accepted(scored("apple", "metal", 0.3), GUESS, ears) == scored("apple", "metal", 0.3)
    grapple = replace(floor, text="grapple")
    assert accepted(grapple, GUESS, ears).phrase == "apple"  # no word
    ears.transcribes = False
    assert accepted(floor, GUESS, ears).phrase == "apple"
