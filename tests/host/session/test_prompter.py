"""Turn-taking: reprompts, confirmation of unsure answers, commands, the keyboard fallback."""

from __future__ import annotations

from host.ears.context import Hints
from host.ears.recognizer import Heard, Tier
from host.flows.motdit import MotDitAsk
from host.flows.motdit_calls import MotDitAsking
from host.phrasebook.page_says import PhoneSays
from host.session.commands import Command
from host.session.own import Vouch, Vouched
from host.session.prompt import Answering, Ask, IfUnsure, Prompt
from host.session.prompter import Prompter
from host.session.reading import Given
from host.session.typed import TypedListener, scripted
from host.voice.line import Line
from tests.host.scored import scored


class Ears:
    """Hears a scripted sequence of (phrase, confidence)."""

    def __init__(self, heard: list[tuple[str | None, float]]) -> None:
        self.heard = list(heard)

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        phrase, confidence = self.heard.pop(0)
        assert phrase is None or phrase in phrases
        return scored(phrase, phrase or "mumble", confidence)


def prompter(heard, typed=()):
    said: list[str] = []
    p = Prompter(lambda line: said.append(line.text), Ears(heard), scripted(list(typed)))
    return p, said


GUESS = Prompt(Line("Bob, your guess?"), ("fish", "dish"), MotDitAsk.GUESS, 1)
CLUE = Prompt.of(
    Line("Ann, your clue.", "Ann"),
    ("ocean", "fishing"),
    MotDitAsk.CLUE,
    0,
    Answering.ANY_WORDS,
    if_unsure=IfUnsure.ASK_PRIVATELY,
)


def test_a_sure_answer_is_taken_at_once():
    p, said = prompter([("fish", 0.9)])
    assert p.ask(GUESS).phrase == "fish"
    assert said == ["Bob, your guess?"]


def test_an_unsure_answer_is_confirmed_before_it_counts():
    p, said = prompter([("dish", 0.2), ("no", 0.9), ("fish", 0.9)])
    assert p.ask(GUESS).phrase == "fish"
    assert "Did you say dish?" in said


def test_an_unsure_clue_is_read_back_to_its_giver_alone():
    lines: list[Line] = []
    heard = [("fishing", 0.2), ("no", 0.9), ("ocean", 0.9)]
    p = Prompter(lines.append, Ears(heard), scripted([]))
    assert p.ask(CLUE).phrase == "ocean"
    asked = [line for line in lines if "fishing" in line.text]
    assert asked == [Line("Did you say fishing?", "Ann", private=True)]


SECRET = Prompt.of(
    Line("Bob, your guess?"), ("fish", "dish"), MotDitAsk.GUESS, 1, Answering.ANY_WORDS,
    hints=Hints(likely=frozenset({"fish"})),
    own=MotDitAsking(Vouch(0, Line("Ann, did Bob say your word?", "Ann"))),
)  # fmt: skip


class Asked(Ears):
    """Also keeps every prompt it was asked."""

    def __init__(self, heard: list[tuple[str | None, float]]) -> None:
        super().__init__(heard)
        self.prompts: list[Prompt] = []

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        self.prompts.append(prompt)
        return super().hear(prompt, phrases)


def test_a_secret_heard_unsure_is_put_to_whoever_knows_it_and_never_named():
    for answer, taken in (("yes", "fish"), ("no", "dish")):
        ears, lines = Asked([("fish", 0.3), (answer, 0.9), ("dish", 0.9)]), []
        reply = Prompter(lines.append, ears, scripted([])).ask(SECRET)
        assert reply.phrase == taken
        vouching = ears.prompts[1]
        assert (vouching.ask, vouching.player, vouching.own) == (
            Ask.VOUCH, 0, Vouched("fish", 1)
        )  # fmt: skip
        assert Line("Ann, did Bob say your word?", "Ann") in lines
        assert not any("fish" in line.text for line in lines)


def test_any_other_phrase_heard_unsure_is_still_asked_back_to_its_speaker():
    p, said = prompter([("dish", 0.3), ("yes", 0.9)])
    assert p.ask(SECRET).phrase == "dish"
    assert "Did you say dish?" in said


def test_a_command_said_to_a_yes_or_no_question_is_no_answer_and_it_is_asked_again():
    for question, answer in ((GUESS, ("dish", 0.3)), (SECRET, ("fish", 0.3))):
        ears = Asked([answer, ("score", 0.9), ("yes", 0.9)])
        reply = Prompter(lambda line: None, ears, scripted([])).ask(question)
        assert reply.phrase == answer[0]  # the yes after "score" counts; "score" was no "no"
        assert ears.prompts[1] == ears.prompts[2]


def test_a_command_comes_back_as_a_command():
    p, _ = prompter([("score", 0.9)])
    assert p.ask(GUESS).command is Command.SCORE


def test_an_unsure_command_is_asked_back_before_it_is_acted_on():
    p, said = prompter([("score", 0.3), ("no", 0.9), ("fish", 0.9)])
    assert p.ask(GUESS).phrase == "fish"
    assert "Did you say score?" in said
    p, _ = prompter([("score", 0.3), ("yes", 0.9)])
    assert p.ask(GUESS).command is Command.SCORE


class Said:
    """Hears a scripted sequence of Heard."""

    def __init__(self, heard: list[Heard]) -> None:
        self.heard = heard

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        return self.heard.pop(0)


def test_a_known_name_is_asked_back_when_unsure_unless_the_words_hold_it_and_no_keeps_them():
    name = Prompt.of(
        Line("Ann, the name?"), (), "person", 0, Answering.FREE, known=("Cleopatra", "Zorro")
    )

    def ask(*heard: Heard) -> tuple[object, list[str]]:
        said: list[str] = []
        reply = Prompter(lambda line: said.append(line.text), Said(list(heard)), scripted([]))
        return reply.ask(name), said

    reply, said = ask(scored("cleopatra", "it was Cleopatra", 0.3))
    assert reply.phrase == "cleopatra" and not any("Did you say" in line for line in said)
    reply, said = ask(scored("cleopatra", "clear part rep", 0.3), scored("yes", "yes", 0.9))
    assert reply.phrase == "cleopatra" and "Did you say Cleopatra?" in said
    reply, _ = ask(scored("cleopatra", "clear part rep", 0.3), scored("no", "no", 0.9))
    assert (reply.phrase, reply.text) == (None, "clear part rep")
    reply, _ = ask(scored("zorro", "zorro", 0.9))
    assert reply.phrase == "zorro"


def test_unsure_open_words_none_of_the_phrases_are_asked_back_and_taken_only_on_a_yes():
    def ask(*heard: Heard) -> tuple[object, list[Line]]:
        lines: list[Line] = []
        return Prompter(lines.append, Said(list(heard)), scripted(["fish"])).ask(CLUE), lines

    reply, lines = ask(scored(None, "metal", 0.0), scored("yes", "yes", 0.9))
    assert (reply.phrase, reply.text) == (None, "metal")
    assert Line("Did you say metal?", "Ann", private=True) in lines
    reply, _ = ask(
        scored(None, "metal", 0.0), scored("no", "no", 0.9), scored("ocean", "ocean", 0.9)
    )
    assert reply.phrase == "ocean"
    reply, lines = ask(scored(None, "metal", 0.9))
    assert reply.text == "metal" and not any("Did you say" in line.text for line in lines)


def test_three_misses_hand_over_to_the_keyboard():
    p, said = prompter([(None, 0.0)] * 3, typed=["nonsense", "FISH"])
    reply = p.ask(GUESS)
    assert reply.phrase == "fish" and reply.typed
    assert said.count("Sorry, I did not catch that. Bob, your guess?") == 2


def test_typed_answers_match_as_people_type_them():
    listener = TypedListener(scripted(["Red 5 on Bob!", "  ELEVEN ", "11", "naïve"]))
    prompt = Prompt(Line("Which?"), ("red five on bob", "eleven", "naive"), MotDitAsk.GUESS, 0)
    phrases = prompt.expected
    assert [listener.hear(prompt, phrases).phrase for _ in range(4)] == [
        "red five on bob",
        "eleven",
        "eleven",
        "naive",
    ]


def test_a_typed_slip_of_the_keys_is_the_phrase_it_is_near():
    p, _ = prompter([(None, 0.0)] * 3, typed=["Bobb"])
    names = Prompt(Line("Who?"), ("ann", "bob"), Ask.NAMES, 0)
    assert p.ask(names).phrase == "bob"


class Tiered:
    """Hears scripted hearings as given, their tiers included."""

    def __init__(self, heard: list[Heard]) -> None:
        self.heard = list(heard)

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        return self.heard.pop(0)


def test_the_tier_not_the_confidence_says_whether_an_answer_is_asked_back():
    said: list[str] = []
    sure = Heard("dish", "dish", 0.1, tier=Tier.SURE)  # a phone's player read it on their phone
    p = Prompter(lambda line: said.append(line.text), Tiered([sure]), scripted([]))
    assert p.ask(GUESS).phrase == "dish" and "Did you say dish?" not in said
    kept = Heard("dish", "dish", 0.9, tier=Tier.FLOOR)  # only the floor kept it
    no, fish = scored("no", "no", 0.9), scored("fish", "fish", 0.9)
    p = Prompter(lambda line: said.append(line.text), Tiered([kept, no, fish]), scripted([]))
    assert p.ask(GUESS).phrase == "fish" and "Did you say dish?" in said


class AtOnce:
    """Phones that each give, at once, what was said into them (HearsTogether)."""

    def __init__(self, said: dict[int, Heard]) -> None:
        self.said = said

    def hear(self, prompt, phrases):
        raise AssertionError("asked one by one")

    def reaches(self, player: int) -> bool:
        return True

    def together(self, prompts, phrases, seconds, settles=None):
        return [(p.player, Given(self.said[p.player], p.player), 0.5) for p in prompts]


def test_a_command_said_with_answers_given_at_once_is_carried_out_in_its_turn_unasked():
    said: list[str] = []
    unsure = {0: scored("repeat", "repeat", 0.3), 1: scored("fish", "fish", 0.9)}
    p = Prompter(lambda line: said.append(line.text), AtOnce(unsure), scripted([]))
    guesses = [Prompt(Line("Guess?"), ("fish", "tuna"), "guess", k) for k in (0, 1)]
    answered = p.together(guesses, 30.0)
    replies = [(a.player, a.reply.command, a.reply.phrase) for a in answered]
    assert replies == [(0, Command.REPEAT, "repeat"), (1, None, "fish")]
    assert not [line for line in said if line.startswith("Did you say")]


class Phone:
    """A phone's answers: each scripted hearing as said into the phone of `seat`."""

    def __init__(self, heard: list[Heard], seat: int) -> None:
        self.heard, self.seat = heard, seat

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Given:
        return Given(self.heard.pop(0), self.seat)


def test_the_words_a_phone_said_are_still_its_own_after_a_no():
    # "Stop the gamee" said into a phone, heard unsure as a known name: on a no, the words
    # are taken as written, and a phone may not stop the game.
    name = Prompt.of(
        Line("Ann, the name?"), (), "person", 0, Answering.FREE, known=("Stoppard", "Zorro")
    )
    said: list[str] = []
    heard = [scored("stoppard", "stop the gamee", 0.3), scored("no", "no", 0.9)]
    heard += [scored("zorro", "zorro", 0.9)]
    reply = Prompter(lambda line: said.append(line.text), Phone(heard, 0), scripted([])).ask(name)
    assert reply.phrase == "zorro" and reply.command is None
    assert any(line.startswith(PhoneSays.LAPTOP_STOPS) for line in said)
