"""The one place an answer is read: a tap, typed words and speech, at the laptop or on a phone,
judged alike, and refused with why."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from host.ears.context import Hints
from host.ears.recognizer import Heard, Tier
from host.phrasebook.page_says import PhoneSays
from host.session.commands import PHRASES, Command
from host.session.door import Refused
from host.session.own import Check, Said
from host.session.prompt import Answering, Ask, Prompt, Reply
from host.session.reading import AskBack, Given, Reader, Tapped, Typed
from host.voice.line import Line
from tests.host.scored import scored

READER = Reader(dict(PHRASES), ("Ann", "Bob", "Cy"))
GUESS = Prompt.of(Line("Bob, your guess?"), ("Apple", "pass"), "guess", 1, Answering.ANY_WORDS)


@pytest.mark.parametrize("text", ["maybe", "twenty"])
def test_a_closed_question_takes_only_its_phrases(text):
    prompt = Prompt(Line("Ann?"), ("one", "two"), "x", 0)
    phrases = READER.phrases(prompt)
    assert READER.read(prompt, Given(Tapped(text), 0)) is None
    assert READER.read(prompt, Given(Typed("Two!"), 0)) == Reply("two", "Two!")
    open_prompt = Prompt.of(Line("Clue?"), (), "clue", 0, Answering.FREE)
    assert READER.read(open_prompt, Given(Typed(text), 0)) == Reply(None, text)
    assert "two" in phrases and "repeat" in phrases


def test_a_tap_is_one_of_the_choices_as_spelt_where_typed_words_may_slip():
    prompt = Prompt(Line("Ann?"), ("one", "two"), "x", 0)
    assert READER.read(prompt, Given(Typed("twoo"), 0)) == Reply("two", "twoo")  # a slip
    assert READER.read(prompt, Given(Tapped("twoo"), 0)) is None  # no button says that
    assert READER.read(prompt, Given(Tapped("Two"), 0)) == Reply("two", "Two")
    open_prompt = Prompt.of(Line("Clue?"), (), "clue", 0, Answering.FREE)
    assert READER.read(open_prompt, Given(Tapped("anything"), 0)) is None


def test_typed_at_the_laptop_is_marked_typed_and_an_empty_line_is_no_answer():
    prompt = Prompt(Line("Ann?"), ("one", "two"), "x", 0)
    assert READER.read(prompt, Given(Typed("two"))) == Reply("two", "two", typed=True)
    assert READER.read(prompt, Given(Typed("  "))) is None
    assert READER.read(prompt, Given(Typed("maybe"))) is None  # asked again, no refusal


def test_a_tap_claims_the_floor_for_its_own_seat():
    claim = ("ann", "bob")
    prompt = Prompt.of(Line("Any comebacks?"), (*claim, "nobody"), "comeback", claim=claim)
    assert READER.read(prompt, Given(Tapped("Ann"), 1)) == Reply("bob", "Ann")
    assert READER.read(prompt, Given(Tapped("nobody"), 1)) == Reply("nobody", "nobody")
    spoken = READER.read(prompt, Given(scored(None, "it's me", 0.2), 2))
    assert spoken == Reply("cy", "it's me")  # speech at a claim is the claim


def test_only_the_laptop_stops_the_game_or_gives_a_seat():
    for phrase, command in PHRASES.items():
        if command in (Command.STOP, Command.GIVE_SEAT):
            with pytest.raises(Refused):
                READER.read(GUESS, Given(Tapped(phrase), 1))
            assert READER.read(GUESS, Given(Typed(phrase))).command is command


def test_a_phone_s_speech_is_taken_as_sure_and_its_command_is_not():
    assert READER.read(GUESS, Given(scored("apple", "apple", 0.3), 1)) == Reply("apple", "apple")
    repeat = READER.read(GUESS, Given(scored("repeat", "repeat", 0.3), 1))
    assert isinstance(repeat, AskBack) and repeat.reply.command is Command.REPEAT
    secret = GUESS.taken(hints=Hints(likely=frozenset({"Apple"})))
    assert isinstance(READER.read(secret, Given(scored("apple", "apple", 0.3), 1)), AskBack)
    # At the laptop, the same hearing is asked back: no one read it on their own phone.
    assert isinstance(READER.read(GUESS, Given(scored("apple", "apple", 0.3))), AskBack)


def test_a_phrase_only_the_press_let_through_stays_on_the_floor_to_be_asked_back():
    faint = Heard("apple", "a pull", 0.0, tier=Tier.FLOOR)
    assert READER.read(GUESS, Given(faint, 1)) == AskBack("apple", Reply("apple", "a pull"))
    confirm = replace(faint, confidence=0.01, tier=Tier.CONFIRM)
    assert READER.read(GUESS, Given(confirm, 1)) == Reply("apple", "a pull")


def test_a_phone_is_told_the_words_not_the_secret_it_may_have_heard():
    secret = GUESS.taken(hints=Hints(likely=frozenset({"Apple"})))
    unsure = scored("apple", "a pull", 0.3)
    assert READER.told(secret, unsure, 1) == PhoneSays.CHECKING.format(said="a pull", whom="you")
    assert READER.told(GUESS, unsure, 1) == "apple"


@dataclass(frozen=True)
class Understood(Check):
    """A game's own check, as Maury's "You play X. Right?" checks the play understood."""

    card: int


def test_a_yes_heard_unsure_to_a_question_that_checks_something_is_not_asked_back():
    right = Prompt(Line("You play Lie Detector. Right?"), ("yes", "no"), "is that the play", 0)
    unsure_yes = scored("yes", "yes", 0.3)
    assert READER.read(right, Given(unsure_yes)) == AskBack("yes", Reply("yes", "yes"))
    checks = replace(right, own=Understood(3))
    assert READER.read(checks, Given(unsure_yes)) == Reply("yes", "yes")
    did_you_say = Prompt(
        Line("Did you say curse?"), ("yes", "no"), Ask.CONFIRM, 0, own=Said("curse")
    )
    assert READER.read(did_you_say, Given(unsure_yes)) == Reply("yes", "yes")
