"""The README fits on a screen and speaks of the software, and every runtime dependency's licence
is recorded."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README_LINES = 200
"""The most lines a newcomer's README may have."""


def canonical(name: str) -> str:
    """A package name as the registries compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_dependencies() -> list[str]:
    """The names of pyproject.toml's runtime dependencies, without their version bounds."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [re.match(r"[A-Za-z0-9._-]+", spec).group(0) for spec in project["dependencies"]]


def licence_table_names() -> set[str]:
    """The package names in the first column of docs/licences.md's tables."""
    text = (ROOT / "docs" / "licences.md").read_text(encoding="utf-8")
    cells = re.findall(r"^\|\s*([^|]+?)\s*\|", text, flags=re.MULTILINE)
    return {canonical(cell) for cell in cells}


def test_every_runtime_dependency_has_its_licence_recorded():
    recorded = licence_table_names()
    missing = [name for name in runtime_dependencies() if canonical(name) not in recorded]
    assert runtime_dependencies(), "pyproject.toml lists no dependencies"
    assert not missing, f"docs/licences.md has no row for {missing}"


def test_the_project_is_licensed_to_fit_piper():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "GPL-3.0-or-later"
    assert "GNU GENERAL PUBLIC LICENSE" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Version 3" in (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_readme_fits_on_a_screen():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) < README_LINES, f"README.md has {len(lines)} lines"


def test_the_readmes_describe_the_software_not_its_development():
    for readme in ("README.md", "models/README.md"):
        text = (ROOT / readme).read_text(encoding="utf-8")
        found = re.findall(r".{0,30}\bsessions?\b.{0,30}", text, flags=re.IGNORECASE)
        assert not found, f"{readme} speaks of sessions: {found}"
