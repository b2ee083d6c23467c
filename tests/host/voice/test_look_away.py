"""Fewer look-aways without phones: a player's private lines and the question put to them
privately show in one look-away (a Maury turn's hand and "which card?"), a look-away's "press
Enter" takes only Enter (typed text shows nothing), and once hidden the question is recalled
without its words. The real announcer and look-away screen, their keyboard scripted."""

from __future__ import annotations

import io
import re
import threading
from dataclasses import replace

from rich.console import Console

from host.voice.announcer import Announcer
from host.voice.captions import Captions
from host.voice.line import Line
from host.voice.look_away import ERASE_SCROLLBACK, ONLY_ENTER, TYPE_OR_HIDE, LookAway
from host.voice.settings import VoiceSettings

LOOK_AWAY = "look away now"
HAND = Line("Your hand: red three; blue one; blue four.", to="Irma", private=True)
QUESTION = replace(Line("Irma, which card do you play?", to="Irma", private=True), asks=True)
RIGHT = replace(Line("You play the red three. Right?", to="Irma", private=True), asks=True)


class Keyboard:
    """Types the scripted lines, each once `ready` is set (the host has queued what it says)."""

    def __init__(self, typed: list[str]) -> None:
        self.typed = list(typed)
        self.ready = threading.Event()
        self.prompts: list[str] = []

    def read(self, prompt: str) -> str:
        assert self.ready.wait(10), "the host never queued its lines"
        self.prompts.append(prompt)
        if not self.typed:
            raise EOFError
        return self.typed.pop(0)


def party(
    typed: list[str], lines: list[Line], replies: dict[str, Line] | None = None
) -> tuple[str, Keyboard]:
    """What the terminal shows when the host says `lines` and the keyboard types `typed`;
    with `replies`, an answer typed in a look-away is taken, and the host says its reply."""
    out = Console(file=io.StringIO(), width=120, force_terminal=True)
    keys = Keyboard(typed)
    quick = VoiceSettings(mute=True, read_pace=0)

    def answer(text: str) -> None:
        assert replies is not None
        announcer.say(replies[text])

    look_away = LookAway(out, keys.read, None if replies is None else answer)
    with Announcer(quick, Captions(out), look_away) as announcer:
        for line in lines:
            announcer.say(line)
        keys.ready.set()
        assert announcer.wait(10)
    return out.file.getvalue(), keys


def test_a_hand_and_its_question_take_one_look_away_and_the_question_is_recalled():
    shown, keys = party(["", ""], [HAND, QUESTION, Line("Meanwhile, at the table.")])
    assert shown.count(LOOK_AWAY) == 1
    assert "red three" in shown and "which card do you play?" in shown
    assert keys.prompts == ["", "Press Enter to hide it. "]
    recalled = shown[shown.rindex("which card do you play?") :]
    assert "Irma, your answer: say it, or type it." in recalled
    assert "red three" not in recalled  # recalled without the secret


def test_an_answer_typed_in_the_look_away_keeps_it_open_for_the_read_back_alone():
    replies = {"red three": RIGHT, "yes": Line("Irma plays a card.")}
    shown, keys = party(["", "red three", "yes"], [HAND, QUESTION], replies)
    assert shown.count(LOOK_AWAY) == 1
    assert keys.prompts == ["", TYPE_OR_HIDE, TYPE_OR_HIDE]
    hidden = shown.rindex(ERASE_SCROLLBACK)
    assert shown.index("Right?") < hidden < shown.index("Irma plays a card.")  # hidden first
    assert "blue four" not in shown[hidden:]


def test_enter_instead_of_an_answer_hides_the_look_away_and_recalls_the_question():
    shown, keys = party(["", ""], [HAND, QUESTION], replies={})
    assert keys.prompts == ["", TYPE_OR_HIDE]
    hidden = shown.rindex(ERASE_SCROLLBACK)
    assert "Irma, your answer: say it, or type it." in shown[hidden:]
    assert "red three" not in shown[hidden:]


def test_another_players_line_between_keeps_its_own_look_away():
    bob = Line("Your hand: orange five.", to="Bob", private=True)
    shown, _ = party(["", "", "", ""], [HAND, bob, QUESTION])
    assert shown.count(LOOK_AWAY) == 2  # Irma's hand and question together, then Bob's
    assert shown.index("which card") < shown.index("orange five")


def test_text_typed_at_press_enter_shows_nothing_and_is_refused_in_one_line():
    shown, keys = party(["stop the game", "", ""], [HAND])
    refused = shown.index(ONLY_ENTER)
    assert "red three" not in shown[:refused]  # the secret stayed hidden
    assert "red three" in shown[refused:]  # shown once Enter alone was pressed
    assert keys.prompts[:2] == ["", ""]


def test_no_enter_at_all_shows_nothing():
    shown, _ = party(["me", "me too", "still me"], [HAND])
    assert shown.count(ONLY_ENTER) == 3 and "red three" not in shown


def test_a_whole_set_up_takes_one_look_away_each_across_the_shared_lines():
    # Fame Us's start: every hand, then "Secret teams!", then every team.
    hands = [Line(f"{who}, your cards: is tall.", to=who, private=True) for who in ("Ann", "Bob")]
    teams = [Line(f"{who}, your team is VIP.", to=who, private=True) for who in ("Ann", "Bob")]
    shown, _ = party([""] * 4, [*hands, Line("Secret teams!"), *teams])
    assert shown.count(LOOK_AWAY) == 2
    ann = shown.index("Ann, your cards")
    assert ann < shown.index("Ann, your team") < shown.index("Bob, your cards")
    assert "Secret teams!" in shown


def test_the_look_away_calls_reach_the_table_page_with_no_secret():
    out = Console(file=io.StringIO(), width=120)
    typed = iter(["", ""])
    captioned: list[Line] = []
    look_away = LookAway(out, lambda _prompt: next(typed), table=captioned.append)
    assert look_away.show(HAND, lambda: [QUESTION])
    said = [line.text for line in captioned]
    assert said == ["Everyone but Irma, look away now. Irma, press Enter.", RECALLED]
    assert not any(line.private for line in captioned)
    assert "red three" not in " ".join(said) and "which card" not in " ".join(said)


RECALLED = "Irma, your answer: say it, or type it."


def test_cards_drawn_wait_for_the_players_next_look():
    drawn = replace(Line("Irma, new in your hand: blue five.", to="Irma", private=True), waits=True)
    other = replace(Line("Bob, new in your hand: red one.", to="Bob", private=True), waits=True)
    shown, _keys = party([], [drawn, Line("Bob passes."), other, Line("Meanwhile, at the table.")])
    assert LOOK_AWAY not in shown and "blue five" not in shown, "nobody looks away for a draw"
    lines = [drawn, Line("Bob passes."), other, HAND, QUESTION]
    shown, _keys = party(["", ""], lines)
    assert shown.count(LOOK_AWAY) == 1 and "Everyone but Irma" in shown
    look = shown[shown.index("Everyone but Irma") :]
    assert look.index("blue five") < look.index("red three") < look.index("which card")
    assert "red one" not in shown, "Bob's draw waits for Bob's own look"


def test_a_look_away_shows_its_lines_as_paragraphs_and_a_hand_once():
    drawn = replace(
        Line("Irma, new in your hand: blue five.", to="Irma", private=True),
        waits=True,
        about="hand",
    )
    whole = replace(
        Line("Your hand: red three; blue one. New: blue five.", to="Irma", private=True),
        about="hand",
    )
    shown, _keys = party(["", ""], [drawn, whole, QUESTION])
    assert "\\n" not in shown, "paragraphs, not a written-out line break"
    assert shown.count("blue five") == 1, "each card once: the whole hand marks it new"
    look = shown[shown.index("Everyone but Irma") :]
    assert look.index("red three") < look.index("which card")
    between = re.sub(r"\x1b\[[0-9;]*m|[ │]", "", look[look.index("New: blue five") :])
    assert between.index("\n\n") < between.index("whichcard"), "an empty line between"
