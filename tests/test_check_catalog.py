"""tools/check_catalog.py tells a translator what a copied, half-translated folder lacks.

CONTRIBUTING.md's "Adding a language" is: copy a folder, translate it, run
the tool.  Each mistake it should name is made here on a copy of French.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import check_catalog  # tools/ (pytest's pythonpath)

LOCALES = Path(__file__).resolve().parent.parent / "src" / "games" / "ui" / "locales"


def test_every_language_s_catalogs_are_complete() -> None:
    for code in ("en", "fr", "ms", "br"):
        assert check_catalog.problems_of(code) == [], code


def test_a_copied_folder_s_mistakes_are_named(tmp_path: Path) -> None:
    shutil.copytree(LOCALES / "en", tmp_path / "en")
    shutil.copytree(LOCALES / "fr", tmp_path / "fr")
    folder = tmp_path / "fr"
    strings = json.loads((folder / "strings.json").read_text("utf-8"))
    del strings["start.new"]
    strings["start.resume"] = "Reprendre {partie}"
    strings["start.typo"] = "?"
    strings["summary.points"] = {"one": "{points} point", "other": "{points} points"}  # no "many"
    (folder / "strings.json").write_text(json.dumps(strings), "utf-8")
    (folder / "moves.json").write_text("{", "utf-8")
    (folder / "tutorial.json").unlink()
    def english(domain: str) -> list[str]:
        return list(json.loads((LOCALES / "en" / f"{domain}.json").read_text("utf-8")))

    assert check_catalog.problems_of("fr", tmp_path) == [
        "strings.json: missing 'start.new'",
        "strings.json: 'start.resume' has ['partie'], English has []",
        "strings.json: 'summary.points' gives the forms ['one', 'other'], 'fr' has ['many', 'one', 'other']",
        "strings.json: 'start.typo' is not an English key of strings.json",
        "moves.json is not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
        *[f"moves.json: missing {key!r}" for key in english("moves")],
        "tutorial.json is missing",
        *[f"tutorial.json: missing {key!r}" for key in english("tutorial")],
    ]


def test_a_language_without_a_plural_rule_is_told_where_to_add_it(tmp_path: Path) -> None:
    shutil.copytree(LOCALES / "en", tmp_path / "en")
    shutil.copytree(LOCALES / "fr", tmp_path / "cy")
    found = check_catalog.problems_of("cy", tmp_path)
    assert found[0] == "'cy' has no plural rule in src/games/ui/plurals.py (CATEGORIES, RULES)"
