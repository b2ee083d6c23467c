"""Voice settings from the TOML file."""

from __future__ import annotations

from pathlib import Path

import pytest

from host.voice import settings
from host.voice.settings import VoiceSettings


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
