"""The table's side of the phones: lines routed by who they are for, answers taken from the
phones asked (and the laptop's keyboard), as a heard answer would be."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import numpy as np

from host.ears.context import Hints
from host.ears.recognizer import Heard, Tier
from host.flows.motdit_calls import MotDitAsking
from host.phones.listener import PhoneDesk, PhoneListener, offered
from host.phones.messages import Question
from host.phones.seats import Answer, Seats
from host.phrasebook.page_says import PhoneSays
from host.session.commands import PHRASES
from host.session.own import Vouch
from host.session.prompt import Answering, Ask, Prompt, Settles
from host.session.prompter import Prompter
from host.session.reading import Given, Reader, Tapped
from host.session.typed import scripted
from host.voice.line import Cue, Line, cue
from tests.host.scored import scored

READER = Reader(dict(PHRASES), ("Ann", "Bob", "Cy"))
"""How the table reads the answers."""
NOTHING = Heard(None, "", tier=Tier.NONE)
SILENCE = Heard(None, "", silent=True, tier=Tier.NONE)


def page(seats: Seats, seat: int) -> dict:
    """What `seat`'s page is sent, as the protocol's JSON."""
    return seats.state(seat).as_message()


class Laptop:
    """The laptop's listener: what it heard, and how often it was asked."""

    def __init__(self, heard: Heard = NOTHING) -> None:
        self.heard = heard
        self.asked = 0

    def hear(self, prompt, phrases) -> Heard:
        self.asked += 1
        return self.heard


def answer_to(listener: PhoneListener | Prompter, prompt: Prompt, phrases: tuple[str, ...]):
    """The reply the table reads in the answer `listener` takes to `prompt`."""
    given = listener.hear(prompt, phrases)
    return READER.read(prompt, given if isinstance(given, Given) else Given(given))


def table(joined=(0, 1, 2)) -> Seats:
    seats = Seats(("Ann", "Bob", "Cy"), "Maudit Mot Dit")
    for seat in joined:
        seats.connect(seat, True)
    return seats


def answer_when_asked(seats: Seats, seat: int, text: str) -> threading.Thread:
    """A phone that answers the next question shown on its page."""

    def tap() -> None:
        while (question := page(seats, seat)["question"]) is None:
            threading.Event().wait(0.01)
        seats.answer(Answer(seat, question["id"], text))

    thread = threading.Thread(target=tap, daemon=True)
    thread.start()
    return thread


def test_a_private_line_goes_to_its_phone_and_never_to_the_laptop():
    seats, laptop = table(joined=(0,)), []
    desk = PhoneDesk(seats, laptop.append)
    desk.say(Line("Your word is bell.", "Ann", private=True))
    desk.say(Line("Your word is key.", "Bob", private=True))  # Bob has no phone
    desk.say(Line("Round one."))
    desk.say(cue(Cue.LISTENING))
    assert page(seats, 0)["private"] == ["Your word is bell."]
    assert [line.text for line in laptop] == ["Your word is key.", "Round one.", "[listening]"]
    assert all(page(seats, s)["caption"] == "Round one." for s in range(3))
    assert "key" not in str([page(seats, s) for s in range(3)])


def test_a_question_to_a_player_is_on_their_phone_only_and_a_tap_answers_it():
    seats, laptop = table(), Laptop()
    listener = PhoneListener(seats, laptop, lambda: ("Ann's turn.", "Ann 0, Bob 0."))
    prompt = Prompt.of(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS)
    seen = []

    def tap() -> None:
        while (question := page(seats, 1)["question"]) is None:
            threading.Event().wait(0.01)
        seen.extend(page(seats, s)["question"] for s in (0, 2))
        seen.append(page(seats, 1)["turn"])
        seats.answer(Answer(1, question["id"], "Apple"))

    threading.Thread(target=tap, daemon=True).start()
    heard = listener.hear(prompt, ("apple", "pass", "score"))
    assert heard == Given(Tapped("Apple"), 1)
    assert seen == [None, None, "Ann's turn."]
    assert laptop.asked == 0
    assert all(page(seats, s)["question"] is None for s in range(3))  # closed once answered


class Hears:
    """Phones' ears that hear every utterance as `heard`, and note each question readied."""

    def __init__(self, heard: Heard | None = None) -> None:
        self.heard = heard
        self.readied: list[tuple[str, ...]] = []

    def prepare(self, prompt: Prompt, phrases: tuple[str, ...]) -> None:
        self.readied.append(phrases)

    def __call__(self, audio, prompt: Prompt, phrases: tuple[str, ...]) -> Heard | None:
        return self.heard


def test_the_hearing_is_readied_once_a_question_is_on_the_phones():
    seats, ears = table(), Hears()
    readied = ears.readied
    listener = PhoneListener(seats, Laptop(), ears=ears)
    guess = Prompt.of(Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS)
    answer_when_asked(seats, 1, "apple")
    assert answer_to(listener, guess, ("apple", "pass", "score")).phrase == "apple"
    assert readied == [("apple", "pass", "score")]
    others = [replace(guess, player=seat) for seat in (0, 2)]
    listener.together(others, lambda p: p.expected, 0.2)
    assert readied[1:] == [("apple", "pass")] * 2


def test_an_answer_that_is_no_choice_is_refused_and_the_question_stays():
    seats = table()
    refused = []
    seats.outbox.connect(
        lambda seat: None,
        lambda seat, message: refused.append(message.as_message().get("why")),
    )
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt.of(
        Line("Ann, one or two?"), ("one", "two"), "choose", 0, choices=("one", "two")
    )
    answer_when_asked(seats, 0, "seven")

    def second_tap() -> None:
        while not refused:
            threading.Event().wait(0.01)
        seats.answer(Answer(0, page(seats, 0)["question"]["id"], "two"))

    threading.Thread(target=second_tap, daemon=True).start()
    assert answer_to(listener, prompt, ("one", "two")).phrase == "two"
    assert refused == [
        PhoneSays.NOT_A_CHOICE,
        None,
    ]  # refused, then "answered" once the game took it


def test_a_table_question_is_on_every_phone_and_the_first_answer_wins():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt(Line("Any comebacks?"), ("ann", "bob", "cy", "nobody"), "comeback")
    answer_when_asked(seats, 2, "Cy")
    assert answer_to(listener, prompt, prompt.expected).phrase == "cy"


def test_a_player_without_a_phone_is_heard_by_the_laptop():
    seats, laptop = table(joined=(0,)), Laptop(scored("bell", "bell", 0.9))
    listener = PhoneListener(seats, laptop)
    assert answer_to(listener, Prompt(Line("Bob?"), ("bell",), "x", 1), ("bell",)).phrase == "bell"
    assert laptop.asked == 1
    assert page(seats, 1)["question"] is None


def test_the_keyboard_still_answers_a_question_on_a_phone():
    seats, laptop = table(), Laptop(scored("two", "two", 1.0))
    typed = threading.Event()
    listener = PhoneListener(seats, laptop, ready=typed.is_set)
    threading.Timer(0.2, typed.set).start()
    assert (
        answer_to(listener, Prompt(Line("Ann?"), ("one", "two"), "x", 0), ("one", "two")).phrase
        == "two"
    )
    assert laptop.asked == 1


def test_a_timed_question_gives_up_after_a_moment_so_the_timer_can_speak():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt.of(Line("Ready?"), ("we are ready",), "discuss", timed=True)
    assert listener.hear(prompt, prompt.expected) == SILENCE


def test_a_timed_question_missed_with_time_left_stays_on_the_pages_till_asked_again():
    # Taken away between two askings, a page would blink, announce the question again and
    # lose its focus every second of the hourglass.
    seats = table()
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt.of(Line("Bob, play or pass?"), ("play", "pass"), "turn", 1, timed=True)
    listener.timer([prompt], 30.0)
    assert listener.hear(prompt, prompt.expected) == SILENCE
    kept = page(seats, 1)["question"]
    assert kept is not None and kept["text"] == "Bob, play or pass?"
    listener.timer([prompt], 0.0)  # the sand has run out: the flow asks no more
    assert listener.hear(prompt, prompt.expected) == SILENCE
    assert page(seats, 1)["question"] is None


def test_with_a_microphone_a_table_question_hears_it_and_takes_a_waiting_tap():
    seats = table(joined=(0,))
    laptop = Laptop()
    listener = PhoneListener(seats, laptop)  # no keyboard: a microphone
    prompt = Prompt(Line("Who is asking?"), ("ann", "bob"), "names")

    def hear(prompt, phrases):
        seats.answer(Answer(0, page(seats, 0)["question"]["id"], "Bob"))  # tapped while it listens
        return scored(None, "", 0.0)

    laptop.hear = hear
    assert answer_to(listener, prompt, prompt.expected).phrase == "bob"


def test_a_claim_is_for_the_phone_s_own_seat_and_the_first_phone_wins():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    claim = ("ann", "bob", "seat one", "seat two")
    prompt = Prompt.of(
        Line("Any comebacks? Say your name, or nobody."),
        (*claim, "nobody", "pass"),
        "comeback",
        choices=("Ann", "Bob", "nobody"),
        claim=claim,
    )
    pages = []

    def bob_taps_ann_then_ann_taps() -> None:
        while (question := page(seats, 1)["question"]) is None:
            threading.Event().wait(0.01)
        pages.extend(page(seats, s)["question"] for s in range(3))
        seats.answer(Answer(1, question["id"], "Ann"))  # Bob cannot answer for Ann
        seats.answer(Answer(0, question["id"], "Ann"))  # too late: Bob was first

    threading.Thread(target=bob_taps_ann_then_ann_taps, daemon=True).start()
    assert answer_to(listener, prompt, prompt.expected).phrase == "bob"
    assert [p and p["choices"] for p in pages] == [["Ann", "nobody"], ["Bob", "nobody"], None]


def test_a_timed_question_waits_for_a_phone_that_is_talking():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt.of(Line("Ready?"), ("we are ready",), "discuss", timed=True)

    def talk_for_two_seconds() -> None:
        while (question := page(seats, 2)["question"]) is None:
            threading.Event().wait(0.01)
        seats.talking(2, question["id"])
        threading.Event().wait(2.0)  # longer than a timed question waits for nothing
        seats.talking(2, None)
        seats.answer(Answer(2, question["id"], "we are ready"))

    threading.Thread(target=talk_for_two_seconds, daemon=True).start()
    assert answer_to(listener, prompt, prompt.expected).phrase == "we are ready"


def test_a_guess_heard_unsure_as_the_secret_is_put_to_the_holder_s_phone_and_never_shown():
    seats = table()
    told: list[tuple[int, dict]] = []
    seats.outbox.connect(
        lambda seat: None, lambda seat, message: told.append((seat, message.as_message()))
    )
    listener = PhoneListener(seats, Laptop(), ears=Hears(scored("apple", "a pull", 0.3)))
    prompter = Prompter(lambda line: None, listener, scripted([]))
    holder = Vouch(0, Line("Ann, did Bob say your word?"))
    guess = Prompt.of(
        Line("Bob, your guess?"), ("apple", "pass"), "guess", 1, Answering.ANY_WORDS,
        hints=Hints(likely=frozenset({"apple"})), own=MotDitAsking(holder),
    )  # fmt: skip
    shown: list[tuple[str, ...]] = []

    def phones() -> None:
        """Bob speaks his guess; then whoever is asked next taps yes."""
        for reply in ("", "yes"):
            while not (asked := [(s, q) for s in range(3) if (q := page(seats, s)["question"])]):
                threading.Event().wait(0.01)
            [(seat, question)] = asked
            shown.append((str(seat), question["text"]))
            audio = None if reply else np.zeros(16000, np.float32)
            seats.answer(Answer(seat, question["id"], reply, audio=audio))
            while page(seats, seat)["question"] is not None:
                threading.Event().wait(0.01)

    threading.Thread(target=phones, daemon=True).start()
    assert prompter.ask(guess).phrase == "apple"
    assert shown == [("1", "Bob, your guess?"), ("0", "Ann, did Bob say your word?")]
    heard = [m["text"] for seat, m in told if m["type"] == "heard"]
    assert heard == ["a pull (checking with Ann)"]
    assert not any("apple" in str(m) for seat, m in told if seat != 0)


def test_speech_not_understood_offers_what_it_came_closest_to_and_a_tap_takes_one():
    seats = table()
    told: list[dict] = []
    seats.outbox.connect(lambda seat: None, lambda seat, message: told.append(message.as_message()))
    unheard = scored(None, "", 0.0, likeliest=("glove", "lamb", "pillow"))
    listener = PhoneListener(seats, Laptop(), ears=Hears(unheard))
    guess = Prompt.of(
        Line("Bob, your guess?"),
        ("Glove", "lamb", "pass"),
        "guess",
        1,
        Answering.ANY_WORDS,
        choices=("pass",),
    )

    def phone() -> None:
        """Speaks, then taps the first answer offered."""
        while (question := page(seats, 1)["question"]) is None:
            threading.Event().wait(0.01)
        seats.answer(Answer(1, question["id"], "", audio=np.zeros(16000, np.float32)))
        while not any(m.get("offered") for m in told):
            threading.Event().wait(0.01)
        seats.answer(Answer(1, question["id"], page(seats, 1)["question"]["choices"][1]))

    threading.Thread(target=phone, daemon=True).start()
    assert answer_to(listener, guess, guess.expected).phrase == "Glove"
    refusals = [m for m in told if m["type"] == "error"]
    assert refusals[-1]["offered"] == ["Glove", "lamb"]  # as the question spells them
    assert told[-1] == {"type": "answered", "id": told[-1]["id"], "text": "Glove"}
    assert offered(unheard, guess.taken(claim=("ann", "bob"))) == ()  # names: on the page
    assert offered(unheard, replace(guess, ask=Ask.YES_NO)) == ()


def test_offered_answers_follow_the_choices_on_the_same_question():
    seats = table()
    (number,) = seats.ask({1: Question(0, "Bob, your guess?", ("pass",), True, False)}).values()
    seats.refuse(Answer(1, number, ""), "not caught", ("glove", "pass", "lamb"))
    question = page(seats, 1)["question"]
    assert (question["id"], question["choices"]) == (number, ["pass", "glove", "lamb"])
    seats.refuse(Answer(1, number + 1, ""), "not caught", ("oven",))  # an older question's
    assert page(seats, 1)["question"]["choices"] == ["pass", "glove", "lamb"]


def test_a_settling_answer_closes_the_others_questions_after_its_grace():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    guess = Prompt.of(Line("Your guess?"), ("apple", "pass"), "guess", 0, Answering.ANY_WORDS)
    asked = [replace(guess, player=seat) for seat in (0, 1, 2)]
    answer_when_asked(seats, 1, "pass")
    answer_when_asked(seats, 0, "apple")  # right; Cy never answers
    right = Settles(lambda _prompt, heard: heard.phrase == "apple", 0.2)
    started = time.monotonic()
    heard = listener.together(asked, lambda p: p.expected, 30.0, right)
    took = time.monotonic() - started
    assert sorted(seat for seat, _, _ in heard) == [0, 1]
    assert took < 5.0, f"the round waited {took:.1f} s for a phone that never answered"
    assert all(page(seats, s)["question"] is None for s in range(3))  # Cy's question closed
    # Without the settling answer the same table waits for Cy till the time is up.
    answer_when_asked(seats, 0, "apple")
    started = time.monotonic()
    listener.together(asked[:1] + asked[2:], lambda p: p.expected, 0.6)
    assert time.monotonic() - started >= 0.6


def test_a_burst_of_public_lines_is_kept_on_every_phone_newest_last():
    seats = table()
    desk = PhoneDesk(seats, lambda line: None)
    for n in range(10):
        desk.say(Line(f"Line {n}."))
    desk.say(Line("A secret.", "Ann", private=True))
    for seat in range(3):
        state = page(seats, seat)
        assert state["said"] == [f"Line {n}." for n in range(2, 10)]
        assert state["caption"] == "Line 9."


def test_a_question_under_the_tables_timer_carries_the_seconds_it_has_left():
    seats = table()
    listener = PhoneListener(seats, Laptop())
    prompt = Prompt.of(Line("Bob, play or pass?"), ("play", "pass"), "turn", 1, timed=True)
    other = replace(prompt.taken(timed=False), line=Line("Bob, which criterion?"))
    shown = []

    def look_then_tap() -> None:
        while (question := page(seats, 1)["question"]) is None:
            threading.Event().wait(0.01)
        shown.append(question["seconds"])
        seats.answer(Answer(1, question["id"], "play"))

    listener.timer([prompt], 30.0)  # the prompter's watcher: the hourglass runs for it
    threading.Thread(target=look_then_tap, daemon=True).start()
    assert answer_to(listener, prompt, ("play", "pass")).phrase == "play"
    threading.Thread(target=look_then_tap, daemon=True).start()
    assert answer_to(listener, other, ("play", "pass")).phrase == "play"  # no timer runs for it
    assert 0 < shown[0] <= 30.0 and shown[1] is None


def test_only_the_laptop_confirms_an_undo_or_a_stop():
    """A phone that asked to undo cannot confirm it itself: "are you sure?" is the laptop's."""
    seats, laptop = table(), Laptop()
    listener = PhoneListener(seats, laptop)
    sure = Prompt(Line("Undo the last move? Say yes, or keep playing."), ("yes",), Ask.SURE)
    answer_when_asked(seats, 1, "yes")  # Bob's phone would say yes to its own undo
    assert listener.hear(sure, sure.expected) == NOTHING and laptop.asked == 1
    assert all(page(seats, s)["question"] is None for s in range(3))
    assert not listener.phones_only(sure)
