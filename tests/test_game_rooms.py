"""A folder per game's screen: the shared screen code names no game, and every game's
folder gives the shared code every part ARCHITECTURE.md's "Adding a game" lists.

A game's board, drawing, moves in words, tutorial, rule diagrams and settings
live in ``src/games/ui/<game>/`` and reach the shared modules only through the
game's ``ScreenSpec`` (``games.ui.screens``).  So no module of ``src/games/ui``
outside those folders may name a game: not in a string (a ``"quinto"`` branch,
a ``"place.quinque..."`` key), not in a name (``QuintoState``, ``quinto_tiles``),
not in an import (the game's rules or another game's folder).  Docstrings and
comments may speak of the games; code may not.  The translation tables stay
outside this rule (they are the games' words, and are being turned into data
files on their own); there is no other exception.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import games
from games.ui.lesson import Diagram, Step
from games.ui.registry import make_view
from games.ui.screens import ScreenSpec, screen, screens
from games.ui.view import BoardView

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "src" / "games" / "ui"
GAME_NAMES = tuple(games.GAMES)

#: The translation tables and the modules that load them (another change turns them into data).
TRANSLATIONS = re.compile(r"(strings_\w+|rules_(?!text)\w+|i18n|language_pack)\.py")


def shared_modules() -> list[Path]:
    """The modules of ``src/games/ui`` outside the games' folders and the translation tables."""
    return sorted(p for p in UI.glob("*.py") if not TRANSLATIONS.fullmatch(p.name))


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the module's, classes' and functions' docstring nodes."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def names_a_game(source: str, names: tuple[str, ...] = GAME_NAMES) -> list[str]:
    """Where ``source`` names a game in code: strings (not docstrings), identifiers, imports.

    >>> names_a_game('x = "quinto"\\nfrom ..quinque import Mark\\ndef f():\\n    "Quinto, said."')
    ["line 1: 'quinto'", 'line 2: import ..quinque']
    >>> names_a_game("QuintoState = 1\\nprint(spec.game)")
    ['line 1: QuintoState']
    """
    word = re.compile("|".join(names), re.IGNORECASE)
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        text: str | None = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = repr(node.value)
        elif isinstance(node, ast.Name):
            text = node.id
        elif isinstance(node, ast.Attribute):
            text = node.attr
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            text = node.name
        elif isinstance(node, ast.arg):
            text = node.arg
        elif isinstance(node, ast.alias):
            text = f"{node.name} as {node.asname}" if node.asname else node.name
        elif isinstance(node, ast.ImportFrom):
            text = "import " + "." * node.level + (node.module or "")
        if text is not None and word.search(text):
            found.append(f"line {getattr(node, 'lineno', '?')}: {text}")
    return sorted(set(found), key=lambda s: (int(s.split(":")[0].split()[1]), s))


def test_the_check_finds_strings_names_and_imports_but_not_docstrings() -> None:
    source = (
        'x = "quinto"\nfrom ..quinque import Mark\ndef f():\n    "Quinto, said."\n'
        '    y = f"move.quinamid.{x}"'
    )
    assert names_a_game(source) == [
        "line 1: 'quinto'", "line 2: import ..quinque", "line 5: 'move.quinamid.'",
    ]
    assert names_a_game("import games.ui.quinto.view\nQuintoState = spec.game") == [
        "line 1: games.ui.quinto.view", "line 2: QuintoState",
    ]
    assert names_a_game("def f(spec):\n    return spec.game") == []


def test_the_games_have_folders_and_the_check_sees_the_shared_modules() -> None:
    modules = {p.name for p in shared_modules()}
    assert {"move_words.py", "record.py", "tutorial.py", "rule_diagrams.py", "dialog.py"} <= modules
    assert not modules & {"strings_en.py", "rules_en.py", "i18n.py"}
    assert "rules_text.py" in modules
    for game in GAME_NAMES:
        assert (UI / game / "__init__.py").is_file(), game


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: p.name)
def test_no_shared_screen_module_names_a_game(path: Path) -> None:
    assert names_a_game(path.read_text("utf-8")) == []


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_game_folder_names_no_other_game(game: str) -> None:
    others = tuple(name for name in GAME_NAMES if name != game)
    for path in sorted((UI / game).glob("*.py")):
        assert names_a_game(path.read_text("utf-8"), others) == [], path.name


def _adding_a_game() -> str:
    text = (ROOT / "ARCHITECTURE.md").read_text("utf-8")
    return text[text.index("## Adding a game"):]


def test_every_registered_game_has_a_screen_in_the_order_games_are_offered() -> None:
    assert [spec.game for spec in screens()] == list(GAME_NAMES)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_file_adding_a_game_lists_exists_for_every_game(game: str) -> None:
    listed = set(re.findall(r"src/games/ui/<name>/(\w+\.py)", _adding_a_game()))
    assert {"__init__.py", "view.py", "words.py", "lessons.py"} <= listed
    for name in sorted(listed):
        assert (UI / game / name).is_file(), name


def test_adding_a_game_names_every_part_of_the_spec() -> None:
    section = _adding_a_game()
    for field in ScreenSpec.__dataclass_fields__:
        assert f"`{field}`" in section, field


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_game_spec_provides_every_part(game: str) -> None:
    spec = screen(game)
    assert spec.game == game
    state = games.new_game(game)
    board = make_view(state, dict(spec.settings))
    assert isinstance(board, BoardView) and board.state is state
    move = state.legal_moves()[0]
    key, params = spec.phrase(state, move)
    assert key.startswith(f"move.{game}.") and isinstance(params, dict)
    assert spec.tutorial and all(isinstance(step, Step) for step in spec.tutorial)
    assert spec.rules_taught and spec.rules_taught <= {r for step in spec.tutorial for r in step.teaches}
    assert spec.hints_for(state.parse_move(spec.tutorial[0].example))
    assert spec.diagrams and all(isinstance(d, Diagram) for d in spec.diagrams)
    assert ("hints", True) in spec.settings
    if spec.score_sheet is not None:
        assert spec.score_sheet(state).plays == ()
    if spec.last_points is not None:
        assert spec.last_points(state) == 0
