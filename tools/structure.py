"""The structure facts of a checkout of partyhost (engine, lexicon and host): its packages and
modules, the largest module, the longest function, how many fields the Prompt has, and the widest
dataclass and constructor.

    python tools/structure.py [CHECKOUT]    (default: this one)

Imports pointing up are counted by tests/test_dependency_direction.py (it fails on any).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGES = ("engine", "lexicon", "host")


def facts(root: Path) -> str:
    """The structure facts of the checkout at `root`, in one line."""
    sources = sorted(p for package in PACKAGES for p in (root / package).rglob("*.py"))
    folders = [d for package in PACKAGES for d in [root / package, *(root / package).rglob("*")]]
    packages = sum(1 for d in folders if d.is_dir() and (d / "__init__.py").exists())
    largest = max(sources, key=lambda p: len(p.read_text().splitlines()))
    longest, widest_class, widest_init, prompt = (0, ""), (0, ""), (0, ""), 0
    for path in sources:
        where = path.relative_to(root)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                longest = max(longest, (length, f"{where}:{node.name}"))
                if node.name == "__init__":
                    width = len(node.args.args) - 1 + len(node.args.kwonlyargs)
                    widest_init = max(widest_init, (width, f"{where}:{node.lineno}"))
            elif isinstance(node, ast.ClassDef) and any(
                "dataclass" in ast.unparse(d) for d in node.decorator_list
            ):
                fields = [
                    s
                    for s in node.body
                    if isinstance(s, ast.AnnAssign) and "ClassVar" not in ast.unparse(s.annotation)
                ]
                widest_class = max(widest_class, (len(fields), f"{where}:{node.name}"))
                if node.name == "Prompt" and path.name == "prompt.py":
                    prompt = len(fields)
    lines = len(largest.read_text().splitlines())
    return (
        f"{packages} packages, {len(sources)} modules; largest {largest.relative_to(root)} "
        f"({lines} lines); longest function {longest[1]} ({longest[0]} lines); Prompt "
        f"{prompt} fields; widest dataclass {widest_class[1]} ({widest_class[0]} fields); "
        f"widest constructor {widest_init[1]} ({widest_init[0]} parameters)"
    )


if __name__ == "__main__":
    print(facts(Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()))
