"""The packages depend one way: host -> lexicon -> engine; engine is pure."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_ENGINE = {
    "random",
    "time",
    "os",
    "io",
    "socket",
    "subprocess",
    "pathlib",
    "shutil",
    "tempfile",
    "datetime",
    "threading",
    "asyncio",
    "sys",
    "builtins",
}


def imports(path: Path) -> set[str]:
    """The top-level module names a Python file imports."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("path", sources("engine"), ids=str)
def test_engine_imports_only_pure_standard_library(path):
    names = imports(path)
    outside = {n for n in names if n not in sys.stdlib_module_names and n != "engine"}
    assert not outside, f"{path} imports {outside}"
    assert not names & FORBIDDEN_IN_ENGINE, f"{path} imports {names & FORBIDDEN_IN_ENGINE}"


@pytest.mark.parametrize("path", sources("lexicon"), ids=str)
def test_lexicon_imports_only_standard_library_and_engine(path):
    outside = {n for n in imports(path) if n not in sys.stdlib_module_names}
    assert outside <= {"engine", "lexicon"}, f"{path} imports {outside - {'engine', 'lexicon'}}"


@pytest.mark.parametrize("package", ["engine", "lexicon"])
def test_nothing_below_host_imports_host(package):
    for path in sources(package):
        assert "host" not in imports(path), f"{path} imports host"


def test_the_check_itself_catches_a_bad_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom host import cli\n")
    assert {"random", "host"} <= imports(bad)
