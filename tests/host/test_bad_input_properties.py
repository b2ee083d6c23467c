"""Generated bad input (issue 18): damaged saves, command lines and audio headers. Whatever is
generated, a refusal is one line (exit status 2 on the command line), never a traceback, and
nothing on disk changes."""

from __future__ import annotations

import functools
import io
import json
import shutil
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from host.audio import Audio, AudioError
from host.cli import main
from host.games import resume
from host.session.saves import SaveError, _checksum

V1_SAVES = Path(__file__).parent / "session" / "data" / "saves_v1"
RUNS = settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
"""How many cases each property generates (the suite's time budget: a few seconds each)."""

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)


def locations(data, path=()):
    """Every (path, value) inside JSON data."""
    yield path, data
    items = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else ()
    )
    for key, value in items:
        yield from locations(value, (*path, key))


def run(capsys, argv: list[str]) -> int:
    """`partyhost ARGV`'s exit status (argparse's own errors exit), from clean captures."""
    capsys.readouterr()
    try:
        return main(argv)
    except SystemExit as exit:
        return exit.code


def one_line(capsys, code: int) -> str:
    """Check a command ended with status 2 and one error line; that line."""
    captured = capsys.readouterr()
    assert code == 2, captured
    assert len(captured.err.strip().splitlines()) == 1 and "Traceback" not in captured.err
    return captured.err


@pytest.fixture(scope="module")
def original():
    """The version 1 Mot Dit save as data, and the game it resumes to."""
    return json.loads((V1_SAVES / "motdit.json").read_text())


@functools.cache
def spots(name: str) -> st.SearchStrategy[tuple]:
    """A place inside the version 1 save of `name` (the whole save aside), as its path of keys:
    one strategy per save, since Hypothesis labels a sampled_from by its every element."""
    save = json.loads((V1_SAVES / f"{name}.json").read_text())
    return st.sampled_from([path for path, _ in locations(save)][1:])


@pytest.mark.parametrize("name", ["motdit", "maury"])
@RUNS
@given(data=st.data(), checksum=st.booleans())
def test_a_damaged_save_is_refused_in_one_line_or_resumes_to_the_same_game(
    tmp_path, capsys, monkeypatch, name, data, checksum
):
    save = json.loads((V1_SAVES / f"{name}.json").read_text())
    where = data.draw(spots(name))
    parent = save
    for key in where[:-1]:
        parent = parent[key]
    if data.draw(st.booleans()) and isinstance(parent, dict):
        del parent[where[-1]]
    else:
        parent[where[-1]] = data.draw(JSON)
    if checksum and all(isinstance(save.get(k), dict) for k in ("game_json", "host")):
        save["sha256"] = _checksum(save.get("game"), save["game_json"], save["host"])
    path = tmp_path / f"{name}-{data.draw(st.integers(0, 10**9))}.json"
    path.write_text(json.dumps(save))
    before = path.read_bytes()
    try:
        session = resume(path)
    except SaveError as exc:
        assert "\n" not in str(exc) and str(path) in str(exc)
        monkeypatch.setattr("sys.stdin", io.StringIO(""))
        one_line(capsys, run(capsys, ["resume", str(path), "--keyboard", "--mute"]))
    else:  # an edit that changes nothing the game depends on (1.0 for 1, a format tag...)
        shutil.copy(V1_SAVES / f"{name}.json", tmp_path / "good.json")
        assert session.game.state == resume(tmp_path / "good.json").game.state
    assert path.read_bytes() == before


WORDS = st.text(
    st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12
) | st.sampled_from(
    ["", "=", "Ann=", "=3", "Ann=3", "Ann=1001", "Ann=" + "9" * 50, "-1", "[/dim]", "\t", "--json"]
)


@RUNS
@given(argv=st.lists(WORDS, max_size=6))
@example(argv=["", "-:", "\x85", "0"])  # U+0085 breaks a line for str.splitlines: found once
@example(argv=["-:", "\u2028"])
def test_odds_with_any_words_answers_or_is_one_line(capsys, argv):
    code = run(capsys, ["odds", *argv])
    if code != 0:
        one_line(capsys, code)


@RUNS
@given(text=st.text(max_size=200), kind=st.sampled_from(["guess", "clue"]))
def test_judge_with_any_batch_file_answers_or_names_the_bad_line(
    tmp_path_factory, capsys, text, kind
):
    batch = tmp_path_factory.mktemp("batch") / "cases.tsv"
    batch.write_bytes(text.encode())
    code = run(capsys, ["judge", kind, "--batch", str(batch)])
    if code != 0:
        one_line(capsys, code)
    assert batch.read_bytes() == text.encode()


def wav_header(channels: int, rate: int, bits: int, data_size: int, riff_size: int) -> bytes:
    """A RIFF/WAVE header with these fields, whatever their sense."""
    align = channels * bits // 8
    fmt = struct.pack("<HHIIHH", 1, channels, rate, rate * align & 0xFFFFFFFF, align & 0xFFFF, bits)
    return (
        b"RIFF"
        + struct.pack("<I", riff_size)
        + b"WAVE"
        + b"fmt "
        + struct.pack("<I", 16)
        + fmt
        + b"data"
        + struct.pack("<I", data_size)
    )


@RUNS
@given(
    channels=st.integers(0, 300),
    rate=st.integers(0, 2**32 - 1),
    bits=st.sampled_from([0, 1, 8, 16, 24, 32, 64, 65535]),
    data_size=st.integers(0, 2**32 - 1),
    riff_size=st.integers(0, 2**32 - 1),
    body=st.binary(max_size=4000),
)
def test_any_wav_header_is_heard_or_refused_in_one_line(
    tmp_path_factory, channels, rate, bits, data_size, riff_size, body
):
    path = tmp_path_factory.mktemp("wav") / "clip.wav"
    path.write_bytes(wav_header(channels, rate & 0xFFFFFFFF, bits, data_size, riff_size) + body)
    try:
        audio = Audio.read(path)
    except AudioError as exc:
        assert "\n" not in str(exc) and str(path) in str(exc)
    else:
        assert audio.seconds <= 120 and audio.samples.ndim == 1
