"""The rules' messages in every language: engine messages are templates with their
parameters (never sentences built at run time), each translated, and a reason
inside a reason is translated too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games import IllegalMoveError, InvalidSaveError, Message, load, new_game
from games.ui.i18n import (
    ENGINE,
    TABLES,
    set_language,
    t_message,
)
from i18n_helpers import LANGUAGE_PARTS

# --- engine messages ------------------------------------------------------------------------

SRC = Path(__file__).resolve().parent.parent / "src" / "games"
#: Everything that builds a player-facing sentence from a template.
CONSTRUCTORS = {"GameError", "IllegalMoveError", "InvalidMoveError", "InvalidOptionError", "InvalidSaveError",
                "Message"}
#: The command line speaks English to a terminal; the computer players raise nothing a player sees.
NOT_SHOWN = ("cli.py", "ai/")


def _strings(node: ast.AST, constants: dict[str, ast.AST]) -> list[str]:
    """The literal templates an argument can be: a string, or a module constant (a string,
    or a dict/tuple of them, indexed) holding them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name) and node.id in constants:
        return _strings(constants[node.id], constants)
    if isinstance(node, ast.Subscript):
        return _strings(node.value, constants)
    if isinstance(node, (ast.Dict, ast.Tuple)):
        items = node.values if isinstance(node, ast.Dict) else node.elts
        return [s for item in items if item is not None for s in _strings(item, constants)]
    return []


def _is_constructor(call: ast.Call) -> bool:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    rebuilt = isinstance(func, ast.Call) and isinstance(func.func, ast.Name) and func.func.id == "type"
    return name in CONSTRUCTORS or rebuilt  # type(err)(...) re-raises with a new template


def engine_messages() -> tuple[dict[str, str], list[str]]:
    """Every msgid the engines can raise (msgid -> module), and every constructor whose
    template is built at run time (an f-string, %, .format or +): those cannot be translated."""
    found: dict[str, str] = {}
    built: list[str] = []
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        if where.startswith(NOT_SHOWN):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants: dict[str, ast.AST] = {}
        for statement in tree.body:
            if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                target = statement.targets[0]
                if isinstance(target, ast.Name):
                    constants[target.id] = statement.value
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args and _is_constructor(node):
                first = node.args[0]
                if isinstance(first, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(first, ast.Call) and isinstance(first.func, ast.Attribute)
                    and first.func.attr == "format"
                ):
                    built.append(f"{where}:{node.lineno}")
                for msgid in _strings(first, constants):
                    if msgid:
                        found.setdefault(msgid, where)
    return found, built


MSGIDS, BUILT = engine_messages()


def test_engine_messages_are_templates_not_sentences_built_at_run_time() -> None:
    assert len(MSGIDS) > 100  # the scan finds the engines' sentences (rules, notation, options, saves)
    assert "The square {x},{y} already holds a tile." in MSGIDS
    assert "Board {board} cannot slide up: it would overhang board {below}." in MSGIDS
    assert "The link is too long: {count:,} characters (at most {most:,})." in MSGIDS
    assert BUILT == []


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
def test_every_engine_message_is_translated_and_nothing_else(code: str) -> None:
    table = TABLES[code]
    missing = sorted(m for m in MSGIDS if ENGINE + m not in table)
    stale = sorted(k for k in table if k.startswith(ENGINE) and k.removeprefix(ENGINE) not in MSGIDS)
    assert missing == [] and stale == []


def test_an_error_keeps_its_template_and_speaks_english_until_translated() -> None:
    err = IllegalMoveError("The square {x},{y} already holds a tile.", x=1, y=2)
    assert str(err) == "The square 1,2 already holds a tile."
    assert err.msgid == "The square {x},{y} already holds a tile." and err.params == {"x": 1, "y": 2}
    try:
        set_language("fr")
        assert t_message(err) == "La case 1,2 porte déjà une tuile."
        assert t_message(str(err)) == t_message(err)  # str(err) is the Message itself
        assert t_message("That hole is taken.") == "Ce trou est occupé."
        assert t_message("Something no engine says.") == "Something no engine says."
    finally:
        set_language("en")
    assert t_message(err) == "The square 1,2 already holds a tile."


def test_a_reason_inside_a_reason_is_translated_too() -> None:
    with pytest.raises(IllegalMoveError) as caught:
        new_game("quinque").play("+0,0:a").play("+0,0:b")
    err = caught.value
    assert err.msgid == "The square {x},{y} already holds a tile."
    with pytest.raises(InvalidSaveError) as replayed:
        load('{"format": 1, "game": "quinque", "options": {}, "history": ["+0,0:a", "+0,0:b"]}')
    assert isinstance(replayed.value.params["reason"], Message)
    try:
        set_language("br")
        text = t_message(replayed.value)
        assert text.startswith("N'haller ket adc'hoari ar c'hrogad enrollet: Tenn 2 ('+0,0:b'): ")
        assert text.endswith("Ur blakenn a zo dija war ar c'harrez 0,0.")
    finally:
        set_language("en")


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
def test_quinto_verdicts_and_quinamid_reasons_come_translated(code: str) -> None:
    quinto = new_game("quinto", seed=1)
    verdict = quinto.preview([(9, 5, 5)])  # type: ignore[attr-defined]
    quinamid = new_game("quinamid")
    reason = quinamid.why_not("A>")  # type: ignore[attr-defined]
    try:
        set_language(code)
        for message in (verdict.message, reason):
            assert isinstance(message, Message) and t_message(message) != str(message)
            assert t_message(message) == TABLES[code][ENGINE + message.msgid].format(**message.params)
    finally:
        set_language("en")
