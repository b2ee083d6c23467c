"""Any Unicode as a phone's answer (issue 35): before each of its real answers, every phone
sends generated text (surrogates, emoji, direction marks, controls, zero-width characters,
commands) to the question on its page, through the real server and protocol. Whatever it is,
the game goes on: refused to that phone with a reason (the question stays open and the real
answer is then taken), or taken as an answer; never an error that ends the game."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from typing import ClassVar

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from host.games import GAMES
from host.phrasebook.page_says import PhoneSays
from host.session.prompt import Ask
from host.session.session import Session
from host.sim.phones import PhoneTable, SimulatedPhone, phone_table
from host.voice.line import Line
from tests.kits import kit

QUESTIONS = 24
"""Questions each play sends odd text to before it stops (a whole game takes too long)."""
PLAY = 90.0
"""Seconds a play may take before the game is taken to have stalled."""
ODD = [
    "a\u200bb",
    "\ud800 clue",
    "💥🎉",
    "\u202eesrever\u202c",
    "\u200f\u200e",
    "stop the game",
    "stop the gam",
    "x" * 300,
    "ﷺ" * 12,
    "\x00\x1b[2J",
    " ",
]
"""What the issue found, and its neighbours: each is sent in the first play of every game."""
CHARACTERS = st.characters(exclude_categories=()) | st.characters(
    categories=["Cs", "Cf", "Cc", "So"]
)
"""Any character, with lone surrogates, format marks (zero-width, direction), controls and
symbols (emoji) often."""
ANSWERS = st.lists(
    st.text(CHARACTERS, max_size=24) | st.sampled_from(ODD),
    min_size=1,
    max_size=8,
)


class Enough(Exception):
    """The play has sent odd text to enough questions."""


class OddPhone(SimulatedPhone):
    """A simulated phone that sends odd text first to every question, then, if the question
    stays open (refused), its real answer."""

    odd: ClassVar[Sequence[str]] = ()
    sent: ClassVar[list[tuple[str, str]]] = []
    """(kind of question, text) for every odd answer sent, across all phones."""
    refusals: ClassVar[list[str]] = []

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, seat: int, table: PhoneTable):
        super().__init__(ws, seat, table)
        self.pending: tuple[int, str] | None = None
        """The question an odd answer was sent to, and the real answer to send if refused."""

    async def receive(self, message: dict) -> None:
        """Send the real answer on each refusal while its question is open, till one is taken.
        A refusal says no question: it may be a late one of an earlier answer (the odd one
        still being judged then refuses the real one as already answered), so one refusal is
        not enough to give up on the question."""
        pending = self.pending
        if pending is not None and message["type"] == "error":
            self.refusals.append(message["why"])
            if self.showing == pending[0]:
                await super()._tap(*pending)
        elif pending is not None and message["type"] == "answered":
            if message["id"] == pending[0]:
                self.pending = None
        elif pending is not None and message["type"] == "state":
            shown = message["question"]
            if shown is None or shown["id"] != pending[0]:
                self.pending = None  # the odd answer was taken, or the question is over
        await super().receive(message)

    async def _tap(self, question: int, text: str) -> None:
        prompt = self.table.asked(question)
        odd = self.odd[len(self.sent) % len(self.odd)]
        self.sent.append((str(prompt.ask) if prompt else "", odd))
        self.pending = (question, text)
        await self.text.wait()
        typed = {"type": "answer", "id": question, "text": odd, "typed": True}  # the text box
        await self.ws.send_str(json.dumps(typed))


def play(
    game: str, seed: int, odd: Sequence[str], kinds: frozenset[str] = frozenset()
) -> tuple[Session, list[tuple[str, str]]]:
    """Play `game` on odd phones until QUESTIONS odd answers were sent to questions of every
    one of `kinds`, or the game ends; the session and (kind, text) of what was sent. Fails if
    the play raised anything but Enough, or stalled."""
    OddPhone.odd, OddPhone.sent, OddPhone.refusals = odd, [], []
    spec = GAMES[game]
    session = Session(spec.new_game(kit(game).players), seed, None)
    failed: list[BaseException] = []

    def laptop(_line: Line) -> None:
        sent = list(OddPhone.sent)
        if len(sent) >= QUESTIONS and kinds <= {kind for kind, _ in sent}:
            raise Enough

    def run() -> None:
        try:
            spec.flow(table).run()
        except Enough:
            pass
        except BaseException as exc:  # the game ended on an answer: the failure itself
            failed.append(exc)

    with phone_table(session, spec, say=laptop, kind=OddPhone) as (table, _phones):
        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        thread.join(PLAY)
    assert not thread.is_alive(), f"the game stalled after {OddPhone.sent[-3:]}"
    assert not failed, f"the game ended on {OddPhone.sent[-3:]}: {failed[0]!r}"
    return session, OddPhone.sent


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(odd=ANSWERS, seed=st.integers(0, 50))
def test_any_text_from_a_phone_leaves_the_game_going_on(game, odd, seed):
    _session, sent = play(game, seed, odd)
    assert sent, "no question reached the phones"


@pytest.mark.parametrize("game", list(GAMES))
def test_odd_text_reaches_every_kind_of_question_and_the_game_goes_on(game):
    kinds = frozenset({*kit(game).kinds, Ask.RULES})  # the rules' offer: the framework's
    _session, sent = play(game, 7, ODD, kinds)
    assert {kind for kind, _ in sent} >= kinds, "the game ended before every kind was asked"
    if game == "motdit":  # the clue: refused to its phone, and the game went on
        assert "The clue has characters that are not letters: '💥🎉'." in OddPhone.refusals


def test_a_phone_cannot_stop_the_game():
    session, sent = play("motdit", 3, ["stop the game", "stop the gam"])
    assert PhoneSays.LAPTOP_STOPS in OddPhone.refusals
    assert not session.game.is_over() and len(sent) >= QUESTIONS


def test_a_phone_cannot_give_a_seat_away():
    session, sent = play("motdit", 3, ["give the seat to the new phone"])
    assert PhoneSays.LAPTOP_GIVES in OddPhone.refusals
    assert not session.game.is_over() and len(sent) >= QUESTIONS
