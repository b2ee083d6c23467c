"""What reaches the terminal is text: an escape sequence or a bell in a command's own arguments
(`say`'s line, `odds`' names) is written out, never sent to the terminal or a caption log."""

from __future__ import annotations

from pathlib import Path

from host.cli import main

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
