"""Structure facts of the code at a checkout: packages, the largest file, the longest function,
the fields of Prompt and the widest constructor (docs/figures.md quotes them).

    python tools/structure.py [ROOT]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGES = ("engine", "lexicon", "host")


def sources(root: Path) -> list[Path]:
    """Every Python file of the packages the game runs."""
    return sorted(p for top in PACKAGES for p in (root / top).rglob("*.py"))


def facts(root: Path) -> dict[str, str]:
    """The structure facts of the checkout at `root`."""
    files = sources(root)
    packages = {p.parent for p in files if p.name == "__init__.py"}
    sizes = {p: len(p.read_text(encoding="utf-8").splitlines()) for p in files}
    largest = max(sizes, key=sizes.__getitem__)
    longest: tuple[int, str] = (0, "")
    widest: tuple[int, str] = (0, "")
    prompt_fields = 0
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        name = path.relative_to(root).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                longest = max(longest, (length, f"{name}:{node.name}"))
                if node.name == "__init__":
                    args = node.args
                    count = len(args.args) + len(args.kwonlyargs) - 1
                    widest = max(widest, (count, f"{name}:{node.lineno}"))
            if isinstance(node, ast.ClassDef) and node.name == "Prompt" and "prompt" in name:
                prompt_fields = sum(
                    isinstance(s, ast.AnnAssign) and "ClassVar" not in ast.unparse(s.annotation)
                    for s in node.body
                )
    return {
        "packages": str(len(packages)),
        "Python files": str(len(files)),
        "largest file": f"{largest.relative_to(root).as_posix()} ({sizes[largest]} lines)",
        "longest function": f"{longest[1]} ({longest[0]} lines)",
        "fields of Prompt": str(prompt_fields),
        "widest constructor": f"{widest[1]} ({widest[0]} parameters)",
    }


if __name__ == "__main__":
    for key, value in facts(Path(sys.argv[1] if len(sys.argv) > 1 else ".")).items():
        print(f"{key}: {value}")
