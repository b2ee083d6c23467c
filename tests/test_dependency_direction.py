"""The packages depend one way: host -> lexicon -> engine; engine is pure; inside host, each
layer imports only the layers below it (the simulation, the benchmarks and the CLI sit on top),
and the game never imports the benchmarks."""

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


HOST_LAYERS = {
    "audio": 0,
    "chance": 0,
    "messages": 0,
    "logfile": 0,
    "files": -1,
    "one_line": -1,
    "interruptible": -1,
    "ears": 1,
    "voice": 1,
    "judge": 1,
    "phrasebook": 2,
    "session": 3,
    "phones": 4,
    "screen": 4,
    "flows": 4,
    "games": 5,
    "show": 6,
    "sim": 7,
    "bench": 8,
    "cli": 9,
}
"""Each part of host by layer, bottom first: a part imports its own modules and lower layers."""


def host_parts(path: Path) -> set[str]:
    """The parts of host (ears, flows, sim...) a Python file imports."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        found |= {n.split(".")[1] for n in names if n.startswith("host.")}
    return found


def part_of(path: Path) -> str:
    """The part of host a file belongs to: its subpackage, or its module's name."""
    relative = path.relative_to(ROOT / "host")
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


@pytest.mark.parametrize(
    "path",
    [p for p in sources("host") if p.name != "__init__.py" or p.parent.name != "host"],
    ids=str,
)
def test_host_imports_point_down_only(path):
    part = part_of(path)
    assert part in HOST_LAYERS, f"{path}: place {part!r} in HOST_LAYERS"
    upward = {
        q for q in host_parts(path) if q != part and HOST_LAYERS.get(q, 99) >= HOST_LAYERS[part]
    }
    assert not upward, f"{path} ({part}) imports {upward}, which are not below it"


def test_flows_never_import_the_simulation():
    for path in sources("host/flows"):
        assert "sim" not in host_parts(path), f"{path} imports host.sim"


BENCH_ENTRY = ROOT / "host" / "cli" / "bench.py"
"""The one runtime module allowed to import the benchmarks: `partyhost bench`'s entry."""


def runtime_sources() -> list[Path]:
    """Every module of the game, its command line included: all of host but host/bench."""
    return [p for p in sources("host") if part_of(p) != "bench"]


@pytest.mark.parametrize("path", [p for p in runtime_sources() if p != BENCH_ENTRY], ids=str)
def test_the_game_never_imports_the_benchmarks(path):
    assert "bench" not in host_parts(path), f"{path} imports host.bench (measurement)"


def test_the_check_itself_catches_a_bad_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom host import cli\nfrom host.sim.party import text_table\n")
    assert {"random", "host"} <= imports(bad)
    assert {"cli", "sim"} <= host_parts(bad)


@pytest.mark.parametrize(
    "line",
    ["import host.bench.ears", "from host.bench import devset", "from host import bench"],
)
def test_the_check_catches_a_runtime_import_of_the_benchmarks(tmp_path, line):
    bad = tmp_path / "bad.py"
    bad.write_text(line + "\n")
    assert "bench" in host_parts(bad)
