"""The table page's state: questions and their countdown, captions routed by the line's type,
the join screen's codes and ticks."""

from __future__ import annotations

from host.games import GAMES
from host.screen.table import TableScreen
from host.session.prompt import Ask, Prompt
from host.session.stage import Stage
from host.voice.line import Cue, Line, cue

PLAYERS = ("Ann", "Bob", "Cy")


def sent(screen: TableScreen) -> dict:
    """What the table page is sent, as the protocol's JSON."""
    return screen.state().as_message()


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_timed_question_counts_down_with_the_hosts_clock():
    clock = Clock()
    screen = TableScreen("Fame Us", PLAYERS, GAMES["fameus"].board, clock)
    prompt = Prompt(Line("Bob, play or pass?", to="Bob"), ("pass",), Ask.YES_NO, player=1)
    screen.asking([prompt], 30.0)
    clock.now += 12
    assert sent(screen)["question"] == {
        "text": "Bob, play or pass?",
        "for": "Bob",
        "seconds": 18.0,
    }
    screen.asking([], None)
    assert sent(screen)["question"] is None


def test_a_private_question_shows_only_whom_it_is_for():
    screen = TableScreen("The Maury Game", PLAYERS, GAMES["maury"].board)
    hand = Line("Ann, your cards: red 3, blue 2. Which one?", to="Ann", private=True)
    screen.asking([Prompt(hand, ("first",), Ask.YES_NO, player=0)], None)
    assert sent(screen)["question"]["text"] == "A question for Ann, on their own screen"


def test_the_desk_captions_public_lines_and_cues_and_routes_private_ones_past():
    screen = TableScreen("Maudit Mot Dit", PLAYERS, GAMES["motdit"].board)
    delivered = []
    say = screen.desk(delivered.append)
    lines = [Line("Round one."), Line("Your word is bell.", "Ann", True), cue(Cue.DRUM_ROLL)]
    for line in lines:
        say(line)
    assert delivered == lines  # the desk only adds a copy: the laptop still gets every line
    assert sent(screen)["captions"] == [
        {"text": "Round one.", "cue": False},
        {"text": "[drum roll]", "cue": True},
    ]


def test_the_join_screen_shows_codes_until_each_phone_joins_and_none_once_play_starts():
    screen = TableScreen("The Maury Game", PLAYERS, GAMES["maury"].board)
    screen.links([f"https://10.0.0.2:8443/p/token{n}/" for n in range(3)])
    screen.joined([True, False, False])
    state = sent(screen)
    assert state["phase"] == "join"
    assert [seat["joined"] for seat in state["join"]] == [True, False, False]
    assert state["join"][0]["qr"] is None and state["join"][1]["qr"][0].startswith("1111111")
    Stage(observers=[screen.staged]).changed(GAMES["maury"].new_game(PLAYERS), ())
    state = sent(screen)
    assert state["phase"] == "play" and all(seat["qr"] is None for seat in state["join"])
