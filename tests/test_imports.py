"""Imports inside ``src/games`` go one way: no module imports itself through others.

Every ``import`` and ``from ... import`` of a ``games`` module counts, wherever
it stands: at the top of a module, inside a function, or under
``if TYPE_CHECKING:``.  A cycle hidden in a function-level or type-only
import is still a cycle in the design (two modules that must know each
other), which is exactly what those placements were used for; so they are
not excused.

``from PKG import NAME`` is an edge to the submodule ``PKG.NAME`` when that
module exists, else to ``PKG`` (its ``__init__``).  The implicit import of
a parent package when a submodule is imported is not an edge: Python runs
the parent first, so it never forms a cycle of its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(root: Path, package: str = "games") -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports (see the module doc)."""
    files = {module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        is_package = path.name == "__init__.py"
        here = name.split(".") if is_package else name.split(".")[:-1]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base_parts = here[: len(here) - (node.level - 1)]
                    base = ".".join(base_parts + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                subs = [f"{base}.{alias.name}" for alias in node.names]
                targets = [sub if sub in files else base for sub in subs]
            else:
                continue
            for target in targets:
                # "import games.quinto.state" names the module itself
                while target and target not in files:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges.add(target)
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path [a, b, ..., a], or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)) is not None:
            return found
    return None


def test_games_has_no_import_cycle() -> None:
    graph = import_graph(SRC)
    assert "games.quinto.state" in graph and "games.core" in graph["games.quinto.state"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_state_modules_do_not_know_what_players_may_know() -> None:
    graph = import_graph(SRC)
    assert "games.quinto.knowledge" not in graph["games.quinto.state"]
    assert "games.quinamid.observation" not in graph["games.quinamid.state"]
    assert "games.quinto.state" in graph["games.quinto.knowledge"]
    assert "games.quinamid.state" in graph["games.quinamid.observation"]


def test_the_check_sees_cycles_hidden_in_functions_and_type_checking(tmp_path: Path) -> None:
    pkg = tmp_path / "games" / "demo"
    pkg.mkdir(parents=True)
    (tmp_path / "games" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .state import State\n")
    (pkg / "state.py").write_text("def observe():\n    from .observation import observe\n")
    (pkg / "observation.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import state\n"
    )
    graph = import_graph(tmp_path)
    assert graph["games.demo"] == {"games.demo.state"}
    assert find_cycle(graph) == ["games.demo.state", "games.demo.observation", "games.demo.state"]
    (pkg / "observation.py").write_text("import games.demo.other\n")
    (pkg / "other.py").write_text("")
    assert find_cycle(import_graph(tmp_path)) is None
