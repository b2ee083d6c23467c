"""The voice against hostile text (issue 18): names and messages are never read as markup, a
crashed announcer thread is reported instead of waited for, and a hidden private line leaves
no copy in the terminal's scrollback."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from host.voice.announcer import Announcer, AnnouncerFailed
from host.voice.captions import Captions
from host.voice.line import Line
from host.voice.look_away import ERASE_SCROLLBACK, LookAway
from host.voice.settings import VoiceSettings

MARKUP = ["[/dim]", "Ann[/]", "[bold]Bob", "[link=x]Cy[/link]", "\\[Dee]", "[/yellow]"]


def console() -> Console:
    """A wide console printing into memory."""
    return Console(file=io.StringIO(), width=200)


@pytest.mark.parametrize("name", MARKUP)
def test_names_and_messages_with_markup_print_as_written(name):
    out = console()
    captions = Captions(out)
    captions.show(Line(f"Well done {name}", to=name))
    captions.show(Line("secret", to=name, private=True))
    captions.notice(f"Could not deliver a line ({name!r}).")
    LookAway(out, ask=lambda _: (_ for _ in ()).throw(EOFError)).show(
        Line("secret", to=name, private=True)
    )
    printed = out.file.getvalue()
    assert printed.count(name) >= 5 and "secret" not in printed


@pytest.mark.parametrize("name", MARKUP[:2])
def test_the_announcer_speaks_a_marked_up_name_and_finishes(name):
    out = console()
    with Announcer(VoiceSettings(mute=True, read_pace=0), Captions(out)) as announcer:
        announcer.say(Line(f"{name}, your turn", to=name))
        announcer.say(Line("hidden", to=name, private=True))
        assert announcer.wait(10)
    assert f"{name}, your turn" in out.file.getvalue()


class Broken(Captions):
    """Captions that fail at everything, even at saying that they failed."""

    def show(self, line: Line) -> None:
        raise RuntimeError("the screen is gone")

    notice = show


def test_a_crashed_announcer_thread_is_raised_in_the_game_not_waited_for():
    announcer = Announcer(VoiceSettings(mute=True, read_pace=0), Broken(console()))
    announcer.say(Line("hello"))
    with pytest.raises(AnnouncerFailed, match="the screen is gone") as info:
        announcer.wait(10)  # before the fix: it never returned
    assert "\n" not in str(info.value)
    with pytest.raises(AnnouncerFailed):
        announcer.say(Line("anyone there?"))
    with pytest.raises(AnnouncerFailed):
        announcer.__exit__(None, None, None)


def test_a_hidden_private_line_is_erased_from_the_scrollback_too():
    out = Console(file=io.StringIO(), width=80, force_terminal=True)
    assert LookAway(out, ask=lambda _: "").show(Line("marmalade", to="Bob", private=True))
    printed = out.file.getvalue()
    shown = printed.index("marmalade")
    assert printed.index(ERASE_SCROLLBACK, shown) > printed.index("\x1b[2J", shown)
