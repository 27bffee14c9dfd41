"""Every example in a docstring of src/ and tools/ runs, as a test of its module.

pytest's ``--doctest-modules`` only reads the files it collects (tests/), and
a docstring's example that never runs goes stale without anyone noticing (one
said a 200-character message stays 10 s: it stays 8). So this test finds every
module whose source holds an example and runs its doctests: in ``make quick``,
in CI, and inside Pyodide (tests/pyodide/run.mjs), where the same examples run
on the browser's Python. A new module with examples is picked up by itself.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Where the modules are, and the package their dotted names start from ("" for
#: tools/, a folder of scripts on pytest's pythonpath).
FOLDERS = {ROOT / "src" / "games": "games", ROOT / "src" / "games_bench": "games_bench", ROOT / "tools": ""}
#: ``python -m games`` would run the command line on import.
NOT_IMPORTED = frozenset({"games.__main__"})
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def module_name(folder: Path, package: str, path: Path) -> str:
    parts = list(path.relative_to(folder).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(p for p in (package, *parts) if p)


def modules_with_examples() -> list[str]:
    """Names of the modules whose source has a ``>>>`` line (read, not imported)."""
    names = []
    for folder, package in FOLDERS.items():
        for path in sorted(folder.rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            if any(line.lstrip().startswith(">>> ") for line in lines):
                names.append(module_name(folder, package, path))
    return [name for name in names if name not in NOT_IMPORTED]


MODULES = modules_with_examples()


def test_the_examples_are_found() -> None:
    assert {"games", "games.ui.notices", "games.quinque.geometry", "games_bench.arena", "build_site"} <= set(
        MODULES
    )
    assert module_name(ROOT / "src" / "games", "games", ROOT / "src/games/ui/__init__.py") == "games.ui"


@pytest.mark.parametrize("name", MODULES)
def test_module_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False, report=False)
    assert result.attempted > 0, f"{name} has a '>>> ' line that doctest does not run"
    assert result.failed == 0, f"{result.failed} of {name}'s examples failed (run: python -m doctest -v)"
