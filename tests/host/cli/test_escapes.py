"""What reaches the terminal is text: an escape sequence or a bell in a command's own arguments
(`say`'s line, `odds`' names, every path and name a command prints) is written out, never sent
to the terminal or a caption log."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from host.cli import main
from host.one_line import CONTROL
from tests.host.ears.helpers import partyhost

HOSTILE = "Ann\x1b[31mRED\x1b]0;TITLE\x07"
"""A colour change, a window title and a bell."""


def clean(text: str) -> bool:
    """Whether `text` holds no escape or bell byte."""
    return "\x1b" not in text and "\x07" not in text


def test_say_writes_the_escapes_out_on_screen_and_in_its_caption_log(capsys, tmp_path) -> None:
    log = tmp_path / "captions.txt"
    assert main(["say", f"Hello {HOSTILE}", "--mute", "--caption-log", str(log)]) == 0
    out, err = capsys.readouterr()
    assert clean(out + err) and "Ann\\x1b[31mRED" in out
    assert clean(Path(log).read_text()) and "\\x07" in Path(log).read_text()


def test_odds_write_the_escapes_of_a_name_out(capsys) -> None:
    assert main(["odds", f"{HOSTILE}=2", "Bob=3"]) == 0
    out, err = capsys.readouterr()
    assert clean(out + err) and out.startswith("Ann\\x1b[31mRED")
    assert main(["odds", f"{HOSTILE}=2", "Bob=3", "--json"]) == 0
    assert clean(capsys.readouterr().out)


PRINTED = [
    ["play", "{x}"],
    ["play", "motdit", "--players", "Ann,Bob,Cy", "--mute", "--config", "{dir}/{x}.toml"],
    ["resume", "{dir}/{x}.json"],
    ["hear", "{dir}/{x}.wav", "--expect", "yes,no", "--engine", "pocketsphinx"],
    ["models", "install", "--from", "{dir}/{x}"],
    ["models", "remove", "{x}"],
    ["odds", "{x}=2", "Bob=3"],
    ["say", "{x}", "--mute"],
    ["demo", "--model", "{dir}/{x}", "--silent"],
]
"""Every way a user's own text reaches what a command prints (a name, a path, a line), the
user's text at {x} (and {dir} a folder of the test's)."""
PLAYED = [
    ["--players", "{x},Bob,Cy"],
    ["--players", "Ann,Bob,Cy", "--save", "{dir}/{x}/g.json"],
]
"""The same for a game that is played (till its input runs out): a name, the save's path."""


def shown(template: list[str], folder: Path) -> list[str]:
    """`template`'s arguments with the user's hostile text put in."""
    return [part.format(x=HOSTILE, dir=folder) for part in template]


@pytest.mark.parametrize("template", PRINTED, ids=lambda argv: " ".join(argv[:2]))
def test_no_escape_or_bell_from_any_printed_input_reaches_the_terminal(
    template, tmp_path, capsys
) -> None:
    with contextlib.suppress(SystemExit):  # argparse's refusals exit
        main(shown(template, tmp_path))
    out, err = capsys.readouterr()
    assert clean(out + err), (out + err)[-300:]
    assert "Ann" in out + err  # the text was shown, written out


@pytest.mark.parametrize("options", PLAYED, ids=lambda argv: argv[-2])
def test_no_escape_or_bell_of_a_played_game_reaches_the_terminal(options, tmp_path, zygote) -> None:
    argv = ["play", "motdit", "--keyboard", "--mute", *shown(options, tmp_path)]
    done = partyhost(*argv, env={"XDG_DATA_HOME": str(tmp_path)}, zygote=zygote)
    assert done.returncode == 0 and "no more input" in done.stdout, done.stderr[-300:]
    assert clean(done.stdout + done.stderr), done.stdout[-300:]


@settings(max_examples=25, deadline=None)
@given(text=st.text(st.characters(categories=["Cc", "Cf", "Zl", "Zp", "L"]), min_size=1))
def test_no_control_character_of_a_name_or_path_reaches_the_terminal(text) -> None:
    for argv in (["odds", f"{text}=2", "Bob=3"], ["resume", f"/nowhere/{text}.json"]):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main(argv)
        printed = out.getvalue() + err.getvalue()
        assert not CONTROL.search(printed.replace("\n", "")), printed
