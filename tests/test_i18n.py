"""Every translation table has exactly the English keys, with the same placeholders.

A language is a dict in ``games.ui.i18n.TABLES`` (see CONTRIBUTING.md, "Adding
a language").  A missing key would fall back to English silently, an extra
key is a typo that nothing reads, and a missing or renamed ``{placeholder}``
raises KeyError at the moment the string is shown: this test finds all three
before a player does.  Keys starting with ``msg:`` are the exception: they
translate engine sentences (the key is the English sentence, see
``t_message``), so a table may add them and English has none.
"""

from __future__ import annotations

import string

import pytest

from games.ui.i18n import EN, TABLES, set_language, t
from games.ui.rules_en import RULES_EN
from games.ui.strings_moves_en import MOVES_EN
from games.ui.strings_quinamid_en import QUINAMID_EN
from games.ui.strings_quinto_en import QUINTO_EN

ENGINE = "msg:"


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
