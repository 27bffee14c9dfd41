"""Every translation table has exactly the English keys, with the same placeholders;
every engine message is translated; the rules keep their shape; the language is chosen
by the link, then the player's choice, then the browser.

A language is a folder of JSON catalogs read into ``games.ui.i18n.TABLES`` (see CONTRIBUTING.md, "Adding
a language").  A missing key would fall back to English silently, an extra
key is a typo that nothing reads, and a missing or renamed ``{placeholder}``
raises KeyError at the moment the string is shown: this test finds all three
before a player does.  Keys starting with ``msg:`` are the exception: they
translate engine sentences (the key is the English sentence, see
``t_message``), so a table may add them and English has none.
"""

from __future__ import annotations

import json
import re
import string
import subprocess
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from games.ui.controller import Controller
from games.ui.i18n import (
    DOMAINS,
    EN,
    ENGINE,
    LANGUAGE_KEY,
    LANGUAGE_NAMES,
    TABLES,
    catalog,
    choose_language,
    domain_table,
    language,
    query_language,
    set_language,
    supported,
    t,
    tn,
)
from games.ui.plurals import CATEGORIES, category
from games.ui.record import MoveLog
from games.ui.session import Seat, Session
from games.ui.storage import MemoryStorage
from i18n_helpers import LANGUAGE_PARTS


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
    parts = {domain: domain_table("en", domain) for domain in DOMAINS if domain != "engine"}
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


def test_quintet_speaks_english_french_malay_and_breton() -> None:
    assert list(TABLES) == ["en", "fr", "ms", "br"] == list(LANGUAGE_NAMES)
    assert LANGUAGE_NAMES == {"en": "English", "fr": "Français", "ms": "Bahasa Melayu", "br": "Brezhoneg"}


LAZY_PROBE = """
import json, sys
from games.ui import i18n
read = []
original = i18n.catalog
def catalog(code, domain):
    read.append(f"{code}/{domain}")
    return original(code, domain)
i18n.catalog = catalog
def others():
    return sorted(name for name in read if not name.startswith("en/"))
seen = {"import": others()}
i18n.set_language("en"), i18n.supported("fr-CA"), list(i18n.TABLES), "fr" in i18n.TABLES, len(i18n.TABLES)
seen["en"] = others()
assert i18n.set_language("fr") == "fr" and i18n.t("start.new") == "Nouvelle partie"
seen["fr"] = others()
seen["loaded"] = getattr(i18n.TABLES, "loaded", list)()
print(json.dumps(seen))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_only_the_chosen_language_is_read() -> None:
    """English alone at import (and after naming, listing or checking the others); French's
    catalogs, its rules and tutorials with them, once it is chosen; Malay and Breton never."""
    src = Path(__file__).resolve().parent.parent / "src"
    done = subprocess.run([sys.executable, "-c", LAZY_PROBE], capture_output=True, text=True, check=False,
                          env={"PYTHONPATH": str(src), "PYTHONDONTWRITEBYTECODE": "1"}, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["import"] == seen["en"] == []
    assert seen["fr"] == sorted(f"fr/{domain}" for domain in DOMAINS)
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


# --- plurals ---------------------------------------------------------------------------------

#: CLDR's own sample numbers of each category (language_plural_rules), integers only.
CLDR_SAMPLES = {
    "en": {"one": [1], "other": [0, 2, 3, 16, 100, 1000, 10000, 100000, 1000000]},
    "fr": {"one": [0, 1], "many": [1000000, 2000000], "other": [2, 3, 17, 100, 1000, 10000, 100000]},
    "ms": {"other": [0, 1, 2, 15, 100, 1000, 1000000]},
    "br": {
        "one": [1, 21, 31, 41, 51, 61, 81, 101, 1001],
        "two": [2, 22, 32, 42, 52, 62, 82, 102, 1002],
        "few": [3, 4, 9, 23, 24, 29, 33, 34, 39, 43, 44, 49, 103, 1003],
        "many": [1000000],
        "other": [0, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 70, 71, 72, 79, 91, 99, 100,
                  1000, 10000, 100000],
    },
}


@pytest.mark.parametrize("code", sorted(TABLES))
def test_each_language_s_plural_rule_is_cldr_s(code: str) -> None:
    assert set(CLDR_SAMPLES[code]) == set(CATEGORIES[code]) and CATEGORIES[code][-1] == "other"
    for form, numbers in CLDR_SAMPLES[code].items():
        assert [category(code, n) for n in numbers] == [form] * len(numbers), (code, form)


PLURAL_KEYS = sorted(TABLES.plurals("en"))


@pytest.mark.parametrize("code", sorted(TABLES))
def test_every_plural_entry_gives_its_language_s_forms_with_the_english_placeholders(code: str) -> None:
    plurals = TABLES.plurals(code)
    assert {"summary.points", "quinamid.memory_note"} <= set(PLURAL_KEYS)
    assert sorted(plurals) == PLURAL_KEYS  # what English counts, every language counts
    for key, forms in plurals.items():
        assert tuple(forms) == CATEGORIES[code], key
        assert {form: placeholders(text) for form, text in forms.items()} == dict.fromkeys(
            forms, placeholders(EN[key])), key
        assert TABLES[code][key] == forms["other"]  # what t() and the checks above see


@pytest.mark.parametrize(("code", "count", "said"), [
    ("en", 1, "1 point"), ("en", 0, "0 points"), ("en", 15, "15 points"),
    ("fr", 0, "0 point"), ("fr", 1, "1 point"), ("fr", 2, "2 points"), ("fr", 1000000, "1000000 de points"),
    ("ms", 1, "1 mata"), ("ms", 40, "40 mata"),
    ("br", 1, "1 poent"), ("br", 2, "2 poent"), ("br", 3, "3 poent"), ("br", 1000000, "1000000 a boentoù"),
])
def test_a_count_picks_the_form_its_language_says(code: str, count: int, said: str) -> None:
    try:
        set_language(code)
        assert tn("summary.points", count, points=count) == said
        assert t("summary.points", points=count) == TABLES[code]["summary.points"].format(points=count)
        assert tn("start.new", count) == t("start.new")  # a text that does not count is itself
    finally:
        set_language("en")
    assert tn("quinamid.memory_note", 1, n=1).startswith("1 move played. ")
    assert tn("quinamid.memory_note", 2, n=2).startswith("2 moves played. ")


def test_the_quinto_score_says_one_point_and_two_points() -> None:
    from types import SimpleNamespace

    from games.ui.record import _score_text

    state: Any = SimpleNamespace(game_name="quinto", scores=(1, 2))
    assert [_score_text(state, player) for player in (0, 1)] == ["1 point", "2 points"]


# --- the catalogs --------------------------------------------------------------------------------

def test_the_catalogs_are_json_objects_of_texts_and_plural_objects() -> None:
    for code in TABLES:
        for domain in DOMAINS:
            if (code, domain) == ("en", "engine"):
                with pytest.raises(FileNotFoundError):
                    catalog(code, domain)
                continue
            for key, text in catalog(code, domain).items():
                assert isinstance(text, str) or (isinstance(text, dict) and "other" in text), (code, key)


def test_the_rules_name_their_figures_and_the_table_draws_them() -> None:
    """The catalogs say which picture goes where; the figure itself (its position, escaped
    caption) is drawn from games.ui.rule_diagrams when the catalog is read."""
    raw = str(catalog("fr", "rules")["rules.quinque.html"])
    assert '<figure data-diagram="rules.quinque.diagram.move"></figure>' in raw and "data-link" not in raw
    drawn = TABLES["fr"]["rules.quinque.html"]
    assert 'data-caption-key="rules.quinque.diagram.move"><figcaption>' in drawn
    assert "data-diagram" not in drawn


def test_a_language_without_its_catalogs_is_not_kept_half_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from games.ui import i18n

    tables = i18n._Tables()
    monkeypatch.setattr(i18n, "catalog", _missing)
    with pytest.raises(FileNotFoundError):
        tables["fr"]
    assert tables.loaded() == []


def _missing(code: str, domain: str) -> dict[str, str]:
    raise FileNotFoundError(f"locales/{code}/{domain}.json")


ZIP_PROBE = """
from games.ui import i18n
print(type(i18n.__spec__.loader).__name__, i18n.set_language("br"), i18n.t("start.new"))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_the_catalogs_are_read_from_a_zip_as_from_a_folder(tmp_path: Path) -> None:
    src = Path(__file__).resolve().parent.parent / "src"
    archive = tmp_path / "games.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted((src / "games").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                out.write(path, path.relative_to(src).as_posix())
    done = subprocess.run([sys.executable, "-c", ZIP_PROBE], capture_output=True, text=True, check=False,
                          env={"PYTHONPATH": str(archive), "PYTHONDONTWRITEBYTECODE": "1"}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["zipimporter", "br", "Krogad", "nevez"]


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
    Controller(backend).saves.free_space()
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
    """web/boot.js shows the loading screen before the tables exist: the build writes it
    every language's loading.* words from the catalogs, so they have one source."""
    import build_site  # tools/ (pytest's pythonpath)

    root = Path(__file__).resolve().parent.parent
    words = build_site.boot_words(root / "src" / "games" / "ui" / "locales")
    assert sorted(words) == sorted(TABLES) and next(iter(words)) == "en"
    for code, row in words.items():
        assert row == {part: TABLES[code]["loading." + part] for part in row}, code
        assert set(row) == {"runtime", "stdlib", "games", "starting", "failed",
                            "file", "sandbox", "no_wasm", "timeout", "missing_file", "missing"}
    boot = (root / "web" / "boot.js").read_text(encoding="utf-8")
    assert not [text for row in words.values() for text in row.values() if text in boot]  # no copy by hand
    built = build_site.render_boot_words(boot, words)
    line = next(line for line in built.splitlines() if "const WORDS = " in line)
    assert json.loads(line.split("const WORDS = ", 1)[1].split("; //", 1)[0]) == words
