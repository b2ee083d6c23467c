"""Voice settings from the TOML file and the command line."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from host.voice import settings
from host.voice.settings import VoiceSettings


def parse(argv: list[str]) -> argparse.Namespace:
    """The voice options of a command line."""
    parser = argparse.ArgumentParser()
    settings.add_arguments(parser)
    return parser.parse_args(argv)


def write(tmp_path: Path, text: str) -> Path:
    """A config file holding `text`."""
    path = tmp_path / "config.toml"
    path.write_text(text)
    return path


def test_the_file_is_read_and_other_tables_left_alone(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '[ears]\nmodel = "x"\n[voice]\nvoice = "en-us"\nrate = 170\nvolume = 1\n'
        'device = "pulse"\nprivate_device = 3\n',
    )
    assert settings.load(path) == VoiceSettings("en-us", 170, 1.0, "pulse", 3)


def test_the_command_line_wins_over_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[voice]\nrate = 170\ndevice = "pulse"\nvolume = 0.5\n')
    chosen = settings.from_args(parse(["--config", str(path), "--rate", "200", "--device", "2"]))
    assert chosen == VoiceSettings(rate=200, volume=0.5, device=2)


def test_the_default_file_is_used_when_present(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings.from_args(parse([])) == VoiceSettings()
    (tmp_path / "partyhost").mkdir()
    (tmp_path / "partyhost" / "config.toml").write_text("[voice]\nmute = true\n")
    assert settings.from_args(parse([])).mute
    assert settings.from_args(parse(["--private-device", "USB headset"])).private_device == (
        "USB headset"
    )


@pytest.mark.parametrize(
    "text",
    [
        "[voice]\nspeed = 3\n",
        "[voice]\nrate = 'fast'\n",
        "[voice]\nrate = 20\n",
        "[voice]\nvolume = 2.0\n",
        "[voice]\nmute = 1\n",
        "[voice]\ndevice = true\n",
        "voice = 3\n",
        "[voice\n",
    ],
)
def test_bad_files_are_refused_with_a_reason(tmp_path: Path, text: str) -> None:
    with pytest.raises(ValueError, match=r"config\.toml|rate|volume"):
        settings.load(write(tmp_path, text))


def test_a_missing_config_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no config file"):
        settings.from_args(parse(["--config", str(tmp_path / "nope.toml")]))
