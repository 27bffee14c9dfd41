"""The browser bridge (web/*.py) stays typed and goes to the page through web/dom.py.

mypy checks the modules ``[tool.mypy]`` lists, so a new module of web/ that is
not listed would go unchecked without anyone noticing; and ARCHITECTURE.md says
which modules of web/ import ``pyscript``: this keeps both true.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth (TYPE_CHECKING blocks included)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_mypy_checks_every_module_of_the_bridge_against_the_stubs() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert set(config["modules"]) == {path.stem for path in WEB.glob("*.py")}
    assert {"web", "stubs"} <= set(config["mypy_path"].split(":"))
    for stub in ("pyscript/__init__.pyi", "js.pyi", "pyodide/ffi.pyi"):
        assert (ROOT / "stubs" / stub).is_file(), stub


def test_only_dom_and_the_computer_import_pyscript_and_nothing_is_ignored() -> None:
    users = {path.name for path in WEB.glob("*.py") if "pyscript" in imported(path)}
    assert users == {"dom.py", "computer.py"}
    for path in WEB.glob("*.py"):
        assert "type: ignore" not in path.read_text("utf-8"), path.name
