"""The wheel as a user installs it: built from a copy of the sources, installed with its
dependencies into a fresh venv outside the checkout, and run from another folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "host", "lexicon")
UV = Path(sys.executable).with_name("uv")
"""Installed in the project's venv by `make venv`, which filled its cache."""
CACHE_HOME = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
"""The user's cache folder, read at collection: each test process's own folders replace it
before the tests run (tests/conftest.py), and the install must reuse the packages `make venv`
downloaded into it."""

pytestmark = pytest.mark.slow


def runtime_files() -> set[str]:
    """What the packages read at run time besides code: every page under host/, the models'
    catalog and the games' content, as paths inside the wheel."""
    files = [
        *ROOT.glob("host/**/page/**/*"),
        ROOT / "host" / "ears" / "catalog.json",
        *ROOT.glob("lexicon/data/**/*"),
    ]
    return {p.relative_to(ROOT).as_posix() for p in files if p.is_file()}


def run(command: list[str | Path], cwd: Path, **env: str) -> str:
    """Run `command` in `cwd` without the checkout on the path; its output (it must succeed)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=environment | env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=300,
    )
    assert done.returncode == 0, f"{command} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_the_wheel_installs_and_plays_from_another_folder(tmp_path) -> None:
    source = tmp_path / "source"  # a copy: an in-place build would leave build/ behind
    for package in PACKAGES:
        shutil.copytree(
            ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    for top in ROOT.iterdir():
        if top.is_file() and top.name != ".gitignore":
            shutil.copy(top, source)
    wheels = tmp_path / "wheels"
    # As `pip wheel --no-deps .` builds it (the same PEP 517 backend, in an isolated
    # environment), in half the time.
    run([UV, "build", "-q", "--wheel", "--out-dir", wheels, "."], source, XDG_CACHE_HOME=CACHE_HOME)
    (wheel,) = wheels.glob("partyhost-*.whl")
    missing = runtime_files() - set(zipfile.ZipFile(wheel).namelist())
    assert not missing, f"the wheel lacks {sorted(missing)}"

    venv = tmp_path / "venv"
    run([UV, "venv", "-q", "--python", sys.executable, venv], tmp_path)
    python, partyhost = venv / "bin" / "python", venv / "bin" / "partyhost"
    # --offline: every dependency comes from the cache `make venv` filled (hard links, fast).
    run(
        [UV, "pip", "install", "-q", "--offline", "--python", python, wheel],
        tmp_path,
        XDG_CACHE_HOME=CACHE_HOME,
    )

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run([python, "-c", "import host; print(host.__file__)"], elsewhere)
    assert Path(where.strip()).is_relative_to(venv)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert run([partyhost, "--version"], elsewhere).split() == ["partyhost", project["version"]]
    tour = run([partyhost, "demo", "--tour", "1", "--silent"], elsewhere)
    for title in ("Maudit Mot Dit", "The Maury Game", "Fame Us"):
        assert f"That was a taste of {title}." in tour
    assert "heard: skip" in tour  # a simulated player spoke and the installed ears heard it
    data = tmp_path / "data"
    models = run([partyhost, "models", "list"], elsewhere, XDG_DATA_HOME=str(data))
    assert "vosk-small-en" in models and "installable" in models
    where = run([partyhost, "models", "install", "--help"], elsewhere, XDG_DATA_HOME=str(data))
    # The user's folder, not site-packages (the help wraps the path: read without its breaks).
    assert str(data / "partyhost" / "models") in "".join(where.split())
    play = run(
        [partyhost, "play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute"],
        elsewhere,
        XDG_DATA_HOME=str(data),
    )
    assert "Say yes to hear how to play, or skip." in play
    assert "no more input; the game is saved" in play
