"""Every translation table has exactly the English keys, with the same placeholders;
every engine message is translated; the rules keep their shape; the language is chosen
by the link, then the player's choice, then the browser.

A language is a dict in ``games.ui.i18n.TABLES`` (see CONTRIBUTING.md, "Adding
a language").  A missing key would fall back to English silently, an extra
key is a typo that nothing reads, and a missing or renamed ``{placeholder}``
raises KeyError at the moment the string is shown: this test finds all three
before a player does.  Keys starting with ``msg:`` are the exception: they
translate engine sentences (the key is the English sentence, see
``t_message``), so a table may add them and English has none.
"""

from __future__ import annotations

import ast
import json
import re
import string
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from games import IllegalMoveError, InvalidSaveError, Message, load, new_game
from games.ui.controller import Controller
from games.ui.i18n import (
    EN,
    ENGINE,
    LANGUAGE_KEY,
    LANGUAGE_NAMES,
    TABLES,
    choose_language,
    language,
    query_language,
    set_language,
    supported,
    t,
    t_message,
)
from games.ui.record import MoveLog
from games.ui.rules_br import RULES_BR
from games.ui.rules_en import RULES_EN
from games.ui.rules_fr import RULES_FR
from games.ui.rules_ms import RULES_MS
from games.ui.session import Seat, Session
from games.ui.storage import MemoryStorage
from games.ui.strings_engine_br import ENGINE_BR
from games.ui.strings_engine_fr import ENGINE_FR
from games.ui.strings_engine_ms import ENGINE_MS
from games.ui.strings_moves_br import MOVES_BR
from games.ui.strings_moves_en import MOVES_EN
from games.ui.strings_moves_fr import MOVES_FR
from games.ui.strings_moves_ms import MOVES_MS
from games.ui.strings_quinamid_br import QUINAMID_BR
from games.ui.strings_quinamid_en import QUINAMID_EN
from games.ui.strings_quinamid_fr import QUINAMID_FR
from games.ui.strings_quinamid_ms import QUINAMID_MS
from games.ui.strings_quinto_br import QUINTO_BR
from games.ui.strings_quinto_en import QUINTO_EN
from games.ui.strings_quinto_fr import QUINTO_FR
from games.ui.strings_quinto_ms import QUINTO_MS
from games.ui.strings_tutorial_br import TUTORIAL_BR
from games.ui.strings_tutorial_fr import TUTORIAL_FR
from games.ui.strings_tutorial_ms import TUTORIAL_MS


def placeholders(text: str) -> set[str]:
    """The ``{names}`` that ``str.format`` fills in ``text`` (ValueError if malformed)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def table_problems(table: dict[str, str], reference: dict[str, str] = EN) -> list[str]:
    """What is wrong with ``table`` against the English one (empty when nothing)."""
    problems = [f"missing {key!r}" for key in reference if key not in table]
    problems += [f"extra {key!r}" for key in table if key not in reference and not key.startswith(ENGINE)]
    for key, text in table.items():
        try:
            found = placeholders(text)
        except ValueError as err:
            problems.append(f"{key!r} is not a format string: {err}")
            continue
        expected = placeholders(key.removeprefix(ENGINE)) if key.startswith(ENGINE) else None
        if key in reference:
            expected = placeholders(reference[key])
        if expected is not None and found != expected:
            problems.append(f"{key!r} has placeholders {sorted(found)}, English has {sorted(expected)}")
    return problems


@pytest.mark.parametrize("code", sorted(TABLES))
def test_every_table_has_exactly_the_english_keys_and_placeholders(code: str) -> None:
    assert "en" in TABLES and TABLES["en"] is EN
    assert table_problems(TABLES[code]) == []


def test_the_check_catches_missing_extra_and_renamed_parts() -> None:
    reference = {"a": "Hello {name}", "b": "Bye", "c": "{n} moves"}
    bad = {"a": "Bonjour {nom}", "b": "Salut {x", "d": "?", "msg:That hole is taken.": "Pris."}
    assert table_problems(bad, reference) == [
        "missing 'c'",
        "extra 'd'",
        "'a' has placeholders ['nom'], English has ['name']",
        "'b' is not a format string: expected '}' before end of string",
    ]
    assert table_problems({"msg:Move {n}": "Coup {m}"}, {}) == [
        "'msg:Move {n}' has placeholders ['m'], English has ['n']"
    ]


def test_the_english_parts_do_not_overwrite_each_other() -> None:
    parts = {"rules": RULES_EN, "quinto": QUINTO_EN, "quinamid": QUINAMID_EN, "moves": MOVES_EN}
    seen: dict[str, str] = {}
    for name, part in parts.items():
        for key in part:
            assert key not in seen, f"{key!r} is in both {seen[key]} and {name}"
            seen[key] = name
            assert EN[key] == part[key]


def test_every_english_string_formats_with_its_placeholders() -> None:
    assert set_language("en") == "en"
    for key, text in EN.items():
        names = placeholders(text)
        if names:
            filled = t(key, **{n: f"<{n}>" for n in names})
            assert all(f"<{n}>" in filled for n in names), key


# --- four languages -----------------------------------------------------------------------

LANGUAGE_PARTS = {
    "fr": (RULES_FR, QUINTO_FR, QUINAMID_FR, MOVES_FR, TUTORIAL_FR, ENGINE_FR),
    "ms": (RULES_MS, QUINTO_MS, QUINAMID_MS, MOVES_MS, TUTORIAL_MS, ENGINE_MS),
    "br": (RULES_BR, QUINTO_BR, QUINAMID_BR, MOVES_BR, TUTORIAL_BR, ENGINE_BR),
}


def test_quintet_speaks_english_french_malay_and_breton() -> None:
    assert list(TABLES) == ["en", "fr", "ms", "br"] == list(LANGUAGE_NAMES)
    assert LANGUAGE_NAMES == {"en": "English", "fr": "Français", "ms": "Bahasa Melayu", "br": "Brezhoneg"}


LAZY_PROBE = """
import json, sys
from games.ui import i18n
def others():
    return sorted(m for m in sys.modules if m.startswith("games.ui.") and m.endswith(("_fr", "_ms", "_br")))
seen = {"import": others()}
i18n.set_language("en"), i18n.supported("fr-CA"), list(i18n.TABLES), "fr" in i18n.TABLES, len(i18n.TABLES)
seen["en"] = others()
assert i18n.set_language("fr") == "fr" and i18n.t("start.new") == "Nouvelle partie"
seen["fr"] = others()
seen["loaded"] = getattr(i18n.TABLES, "loaded", list)()
print(json.dumps(seen))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_only_the_chosen_language_is_imported() -> None:
    """English alone at import (and after naming, listing or checking the others); French's
    parts, its rules and tutorials with them, once it is chosen; Malay and Breton never."""
    src = Path(__file__).resolve().parent.parent / "src"
    done = subprocess.run([sys.executable, "-c", LAZY_PROBE], capture_output=True, text=True, check=False,
                          env={"PYTHONPATH": str(src), "PYTHONDONTWRITEBYTECODE": "1"}, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["import"] == seen["en"] == []
    parts = ("rules", "strings", "strings_engine", "strings_moves", "strings_quinamid", "strings_quinto",
             "strings_tutorial")
    assert seen["fr"] == sorted(f"games.ui.{part}_fr" for part in parts)
    assert seen["loaded"] == ["en", "fr"]


def test_the_tables_are_a_read_only_mapping_of_every_language() -> None:
    assert "de" not in TABLES and "fr" in TABLES and len(TABLES) == 4
    with pytest.raises(KeyError):
        TABLES["de"]
    assert TABLES.get("de") is None and TABLES["fr"] is TABLES["fr"]
    assert not hasattr(TABLES, "__setitem__")


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
def test_the_parts_of_a_language_do_not_overwrite_each_other(code: str) -> None:
    seen: set[str] = set()
    for part in LANGUAGE_PARTS[code]:
        assert not seen & set(part), sorted(seen & set(part))
        seen |= set(part)
        assert all(TABLES[code][key] == text for key, text in part.items())


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
def test_a_translation_is_not_a_copy_of_english(code: str) -> None:
    """Names, numbers, layouts ("{n}. {name}: {play}") and licences may stay as they are;
    words may not, except the few that are the same word in the language."""
    def words(text: str) -> list[str]:
        return re.findall(r"[^\W\d_]{2,}", re.sub(r"\{[^}]*\}", "", text))

    copied = {key for key, text in EN.items() if TABLES[code][key] == text and words(text)}
    names = {"app.title", "game.quinque", "game.quinto", "game.quinamid", "about.pyodide", "about.pyscript"}
    same_word = {
        "fr": {"summary.points", "quinto.detail.score", "a11y.actions", "sheet.total"}
    }.get(code, set())
    assert copied <= names | same_word, sorted(copied - names - same_word)


@pytest.mark.parametrize("code", sorted(TABLES))
def test_every_string_of_every_language_formats_with_its_placeholders(code: str) -> None:
    try:
        set_language(code)
        for key, text in EN.items():
            names = placeholders(text)
            filled = t(key, **{n: f"<{n}>" for n in names})
            assert all(f"<{n}>" in filled for n in names), (code, key)
    finally:
        set_language("en")


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


# --- the rules keep their shape in every language ------------------------------------------

class Skeleton(HTMLParser):
    """What must not change between languages: the tags, every id and in-page link, the figures."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.parts: list[tuple[str, ...]] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        kept = ("id", "href", "class", "data-link", "data-caption-key")
        self.parts.append((tag, *(f"{k}={found[k]}" for k in kept if k in found)))


RULE_KEYS = sorted(key for key in EN if key.startswith("rules.") and key.endswith(".html"))


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
@pytest.mark.parametrize("key", RULE_KEYS)
def test_the_rules_keep_the_english_ids_links_and_figures(code: str, key: str) -> None:
    english, translated = Skeleton(EN[key]).parts, Skeleton(TABLES[code][key]).parts
    assert [p for p in translated if p[0] != "b" and p[0] != "i"] == [p for p in english if p[0] not in "bi"]
    assert any(p[0] == "h3" for p in english)
    ids = [p for p in translated if any(a.startswith(("id=", "href=#", "data-link=")) for a in p[1:])]
    assert ids == [p for p in english if any(a.startswith(("id=", "href=#", "data-link=")) for a in p[1:])]


@pytest.mark.parametrize("code", sorted(LANGUAGE_PARTS))
def test_the_rules_are_written_in_the_language(code: str) -> None:
    ours = {"fr": "Notre façon de jouer", "ms": "Cara kami bermain", "br": "Penaos e c'hoariomp"}[code]
    assert TABLES[code]["rules.ours"] == ours
    for game in ("quinque", "quinto", "quinamid"):
        html = TABLES[code][f"rules.{game}.html"]
        assert f'id="rules-{game}-ours">{ours}</h3>' in html
        assert "How we play it" not in html and 'aria-label="Contents"' not in html


# --- choosing the language -------------------------------------------------------------------

@pytest.mark.parametrize(("query", "saved", "browser", "chosen"), [
    ("fr", "br", ["ms"], "fr"),          # ?lang= first
    ("BR-fr", None, [], "br"),          # any tag of a language we have, any case
    (None, "ms", ["fr-FR"], "ms"),       # then the saved choice
    ("de", "xx", ["de-AT", "ms-MY", "fr"], "ms"),  # then the browser's first language we have
    (None, None, ["de", "nl"], "en"),   # else English
    ("", "", [], "en"),
])
def test_the_page_language_is_the_link_then_the_choice_then_the_browser(
    query: str | None, saved: str | None, browser: list[str], chosen: str,
) -> None:
    assert choose_language(query, saved, browser) == chosen


def test_the_language_parts_of_an_address_and_a_tag() -> None:
    assert query_language("?lang=ms") == "ms"
    assert query_language("?game=quinto&moves=pass&lang=br") == "br"
    assert query_language("?game=quinto") is None and query_language("?lang=") is None
    assert supported("fr-CA") == "fr" and supported("ms_MY") == "ms" and supported("de") is None
    assert set_language("br-FR") == "br" and language() == "br"
    assert set_language("xx") == "en"
    assert LANGUAGE_KEY == "quintet.lang"  # kept with the saves (storage.PREFIX), so free space keeps it



def test_freeing_space_keeps_the_chosen_language() -> None:
    backend = MemoryStorage()
    backend.setItem(LANGUAGE_KEY, "br")
    backend.setItem("quintet.backup.quinto", "{}")
    Controller(backend).free_space()
    assert backend.getItem(LANGUAGE_KEY) == "br" and backend.getItem("quintet.backup.quinto") is None


def test_the_move_log_is_said_again_in_the_language_chosen_after_the_moves() -> None:
    session = Session.start("quinque", (Seat("Ann"), Seat("Bo"))).play("+0,0:a")
    log = MoveLog()
    assert log.update(session)[0].text.startswith("Ann placed a new tile on the table")
    try:
        set_language("ms")
        assert log.update(session)[0].text.startswith("Ann meletakkan jubin baharu di atas meja")
    finally:
        set_language("en")


def test_the_loading_screen_says_the_tables_words_before_python_starts() -> None:
    """web/boot.js shows the loading screen before the tables exist: its copy must not drift."""
    boot = (Path(__file__).resolve().parent.parent / "web" / "boot.js").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\s{4}(\w+): (\{.*\}),$", boot, re.MULTILINE))
    assert list(rows) == list(TABLES)
    for code, row in rows.items():
        words = json.loads(row)
        assert words == {part: TABLES[code]["loading." + part] for part in words}, code
        assert set(words) == {"runtime", "stdlib", "games", "starting", "failed",
                              "file", "sandbox", "no_wasm", "timeout", "missing_file", "missing"}
