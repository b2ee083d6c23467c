"""The voice's command-line options: over the config file, over the defaults."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from host.cli import voice_options
from host.voice.settings import VoiceSettings
from tests.host.voice.test_settings import write


def parse(argv: list[str]) -> argparse.Namespace:
    """The voice options of a command line."""
    parser = argparse.ArgumentParser()
    voice_options.add_arguments(parser)
    return parser.parse_args(argv)


def test_the_command_line_wins_over_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[voice]\nrate = 170\ndevice = "pulse"\nvolume = 0.5\n')
    chosen = voice_options.voice_settings(
        parse(["--config", str(path), "--rate", "200", "--device", "2"])
    )
    assert chosen == VoiceSettings(rate=200, volume=0.5, device=2)


def test_the_default_file_is_used_when_present(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert voice_options.voice_settings(parse([])) == VoiceSettings()
    (tmp_path / "partyhost").mkdir()
    (tmp_path / "partyhost" / "config.toml").write_text("[voice]\nmute = true\n")
    assert voice_options.voice_settings(parse([])).mute
    assert voice_options.voice_settings(
        parse(["--private-device", "USB headset"])
    ).private_device == ("USB headset")


def test_a_missing_config_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no config file"):
        voice_options.voice_settings(parse(["--config", str(tmp_path / "nope.toml")]))
