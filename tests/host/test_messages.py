"""Every message between the host and its pages is a typed value, and the protocol sections of
docs/phones.md and docs/screen.md say exactly those: each message's type and every field of
it and of its parts, and no type the host does not send or take."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from host.messages import Over, PageMessage, Standing
from host.phones import messages as phone
from host.phones.ending import FinalCard
from host.phones.protocol import AnswerMessage, TalkAction, TalkMessage
from host.screen import board
from host.screen import messages as screen
from host.session.prompt import CardChoice

DOCS = Path(__file__).parents[2] / "docs"
TYPE = re.compile(r'\{"type": "(\w+)"')


def section(doc: str, heading: str, end: str) -> str:
    """The text of `doc` from `heading` to `end`."""
    text = (DOCS / doc).read_text(encoding="utf-8")
    return text[text.index(heading) : text.index(end)]


PHONES = section("phones.md", "### Messages", "### Screen readers")
PHONE_TALK = section("phones.md", "### Hold to talk", "### The page and its hooks")
SCREEN = section("screen.md", "## Messages", "## What each board shows")


def sent_by(module: object) -> set[type[PageMessage]]:
    """The message types defined in `module`."""
    return {
        kind
        for kind in vars(module).values()
        if isinstance(kind, type) and issubclass(kind, PageMessage) and kind is not PageMessage
    }


def names(kind: type) -> set[str]:
    """The JSON names of a typed value's fields (a part that writes itself, as it does)."""
    written = {"whom": "for"}  # TableQuestion's `for`, a Python keyword
    hidden = {"offered"} if kind is phone.Question else set()  # sent among the choices
    return {written.get(f.name, f.name) for f in fields(kind)} - hidden


BOARD_PARTS = [
    board.Board, board.PlayerRow, board.Facts, board.Listing, board.Track, board.Marker,
    board.PlayedCard, board.Reveal, board.RevealRow, board.Moment, board.Tally, Standing,
]  # fmt: skip
"""The parts of the table page's board and moments."""
PARTS = {
    "phones": (PHONES + PHONE_TALK, [phone.Question, FinalCard, Standing, CardChoice]),
    "screen": (SCREEN, [screen.JoinCode, screen.Caption, screen.TableQuestion, *BOARD_PARTS]),
}
MESSAGES = {
    "phones": sent_by(phone) | {Over},
    "screen": sent_by(screen) | {Over},
}


@pytest.mark.parametrize("page", sorted(PARTS))
def test_the_docs_name_every_message_and_every_field_the_host_sends(page):
    text, parts = PARTS[page]
    for kind in MESSAGES[page]:
        assert f'{{"type": "{kind.KIND}"' in text, kind.__name__
        for name in names(kind) | {"type"}:
            assert f'"{name}"' in text, f"{kind.__name__}.{name}"
    for part in parts:
        assert is_dataclass(part)
        for name in names(part):
            assert f'"{name}"' in text, f"{part.__name__}.{name}"


@pytest.mark.parametrize("page", sorted(PARTS))
def test_the_docs_name_no_message_the_host_neither_sends_nor_takes(page):
    text, _ = PARTS[page]
    taken = {"answer", "talk"} if page == "phones" else set()
    assert set(TYPE.findall(text)) == {kind.KIND for kind in MESSAGES[page]} | taken


def test_the_docs_name_every_message_and_action_a_phone_sends():
    for kind in (AnswerMessage, TalkMessage):
        for name in names(kind):
            assert f'"{name}"' in PHONES + PHONE_TALK, f"{kind.__name__}.{name}"
    for action in TalkAction:
        assert f'"action": "{action}"' in PHONE_TALK


def test_a_message_is_its_fields_as_json_under_its_type():
    question = phone.Question(7, "Ann, your guess?", ("pass",), True, False, offered=("glove",))
    ending = FinalCard("Ann won!", ("Well played.",), "You won!", (Standing("Ann", "2", True),))
    state = phone.PhoneState(
        0, "Ann", "Maudit Mot Dit", ("Ann", "Bob"), ("Bob",), "", (), "", "", (), 0, None,
        question, ending,
    )  # fmt: skip
    sent = state.as_message()
    assert sent["type"] == "state" and sent["players"] == ["Ann", "Bob"]
    assert sent["question"]["choices"] == ["pass", "glove"] and "offered" not in sent["question"]
    assert sent["ending"]["standings"] == [{"name": "Ann", "result": "2", "won": True}]
    asked = screen.TableQuestion("Bob, play or pass?", "Bob", 17.5)
    assert asked.as_json() == {"text": "Bob, play or pass?", "for": "Bob", "seconds": 17.5}
    assert phone.Refusal("No.").as_message() == {"type": "error", "why": "No.", "offered": []}


def test_the_docs_show_every_kind_of_board_section():
    kinds = [part.KIND for part in BOARD_PARTS if issubclass(part, board.Section)]
    assert len(kinds) == 5
    for kind in kinds:
        assert f'{{"kind": "{kind}"' in SCREEN, kind
