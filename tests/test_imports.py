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

import pytest

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


# --- the shipped code never needs the bench's ---------------------------------------------------

BENCH = "games_bench"
WEB = SRC.parent / "web"


def bench_imports(path: Path) -> list[tuple[str, str]]:
    """Each import of ``games_bench`` (or a module of it) in the file at ``path``:
    ``(the function it stands in, or "<module>", the module it names)``."""
    tree = ast.parse(path.read_text(), str(path))
    found: list[tuple[str, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, child.name)
                continue
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and not child.level and child.module:
                names = [child.module, *(f"{child.module}.{alias.name}" for alias in child.names)]
            named = sorted({n for n in names if n.partition(".")[0] == BENCH})
            found.extend((where, name) for name in named[:1])
            visit(child, where)

    visit(tree, "<module>")
    return found


@pytest.mark.slow
def test_shipped_code_never_imports_the_bench_package() -> None:
    """The site ships src/games and web/ only: an import of games_bench there would
    fail on a player's device, or pull the bench's code into the download if it moved.
    The one import allowed is the arena command's, run only from the command line,
    inside its function (``python -m games replay`` works without games_bench)."""
    shipped = sorted((SRC / "games").rglob("*.py")) + sorted(WEB.glob("*.py"))
    assert len(shipped) > 20
    found = {
        (path.relative_to(SRC.parent).as_posix(), where, name)
        for path in shipped
        for where, name in bench_imports(path)
    }
    assert found == {("src/games/cli.py", "run_arena", "games_bench.arena_command")}


def test_the_bench_check_sees_every_kind_of_import(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import games_bench.levels\n"
        "from games_bench import arena\n"
        "from games import core\n"
        "from . import games_bench\n"  # a relative import names a module of its own package
        "def run():\n"
        "    if True:\n"
        "        from games_bench.foreign import foreign_move\n"
    )
    assert bench_imports(probe) == [
        ("<module>", "games_bench.levels"),
        ("<module>", "games_bench"),
        ("run", "games_bench.foreign"),
    ]


def test_the_bench_package_only_adds_to_games() -> None:
    """games_bench imports games (one way), and has no import cycle of its own."""
    graph = import_graph(SRC, BENCH)
    assert "games_bench.arena" in graph and "games_bench.levels" in graph["games_bench.arena"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])
