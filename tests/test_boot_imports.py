"""What the page imports before its first screen, and when a game opens (on CPython).

web/main.py's own imports run on CPython in a child process (``pyscript`` and
``pyodide`` are stand-ins there): the start screen must not have loaded any
board view, the computer players or the dialogs' module, and opening one game
loads that game's view only.  Every module imported is Python compiled and
run in WebAssembly while the player waits, so this keeps the boot light.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"

PROBE = """
import json, sys, types

class Anything:
    def __getattr__(self, name): return Anything()
    def __call__(self, *args, **kwargs): return Anything()

for name in ("pyscript", "pyodide", "pyodide.ffi", "js"):
    module = types.ModuleType(name)
    module.__getattr__ = lambda attribute: Anything()
    sys.modules[name] = module
for name in NAMES:
    __import__(name)
from games.ui.controller import Controller
from games.ui.session import Seat
from games.ui.storage import MemoryStorage

loaded = {"start": sorted(sys.modules)}
controller = Controller(MemoryStorage())
assert controller.start("quinque", {}, (Seat("A"), Seat("B"))) is None
loaded["quinque"] = sorted(sys.modules)
print(json.dumps(loaded))
"""


def main_imports() -> list[str]:
    """The modules web/main.py imports at its top level."""
    names = []
    for node in ast.parse((WEB / "main.py").read_text("utf-8")).body:
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module != "__future__":
            names.append(node.module)
    return names


def loaded_modules() -> dict[str, list[str]]:
    code = f"NAMES = {main_imports()!r}\n" + PROBE
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={"PYTHONPATH": f"{WEB}:{ROOT / 'src'}", "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, list[str]] = json.loads(done.stdout)
    return result


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_the_start_screen_loads_no_view_no_computer_player_and_no_dialog() -> None:
    loaded = loaded_modules()
    start = set(loaded["start"])
    assert "games.ui.controller" in start  # the probe did import the page's modules
    views = {"games.ui.quinque.view", "games.ui.quinto.view", "games.ui.quinamid.view"}
    assert not start & views
    assert not {m for m in start if m.startswith("games.ai.") and m != "games.ai.deadlines"}
    assert not start & {"dialogs", "games.ui.rules_text"}  # (rule_diagrams: the rules tables use it)
    # English only: another language is imported when it is chosen (games.ui.i18n)
    assert not {m for m in start if m.endswith(("_fr", "_ms", "_br"))}
    # a game loads its own board view only (the rules of every game are loaded: the
    # start screen lists them all)
    quinque = set(loaded["quinque"])
    assert quinque & views == {"games.ui.quinque.view"}
    assert not {m for m in quinque if m.startswith("games.ai.") and m != "games.ai.deadlines"}
