"""Check one language's catalogs (``src/games/ui/locales/<code>/``) before a commit.

    python tools/check_catalog.py fr        # or several codes; none checks every language

A language is a folder of JSON catalogs, one per part of the table
(:data:`games.ui.i18n.DOMAINS`; English has no ``engine`` part).  This says
what a translator must fix, in words, then runs the translation tests
(``tests/test_i18n.py``, ``tests/test_rule_diagrams.py``: every engine
message translated, the rules' ids, links and figures kept):

* each file is a JSON object of texts, or of plural objects;
* exactly the English keys (``msg:`` keys: engine messages, which English has none of),
  each in the same file as in English, with the same ``{placeholders}``;
* a plural entry gives exactly its language's CLDR categories
  (:data:`games.ui.plurals.CATEGORIES`), each form with the English placeholders.
"""

from __future__ import annotations

import json
import string
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "src" / "games" / "ui" / "locales"


def placeholders(text: str) -> set[str]:
    """The ``{names}`` that ``str.format`` fills in ``text`` (ValueError if malformed).

    >>> sorted(placeholders("{name} played {tiles} for {points:,} points"))
    ['name', 'points', 'tiles']
    """
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _load(folder: Path, domain: str, problems: list[str]) -> dict[str, object]:
    path = folder / f"{domain}.json"
    try:
        entries = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        problems.append(f"{path.name} is missing")
        return {}
    except ValueError as error:
        problems.append(f"{path.name} is not JSON: {error}")
        return {}
    if not isinstance(entries, dict):
        problems.append(f"{path.name} is not an object")
        return {}
    return entries


def _expected(key: str, english: object) -> set[str]:
    if key.startswith("msg:"):
        return placeholders(key.removeprefix("msg:"))
    if isinstance(english, dict):
        return placeholders(str(english["other"]))
    return placeholders(str(english))


def problems_of(code: str, locales: Path = LOCALES) -> list[str]:
    """What is wrong with ``code``'s catalogs against English (empty when nothing)."""
    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    from games.ui.i18n import DOMAINS
    from games.ui.plurals import CATEGORIES

    problems: list[str] = []
    if code not in CATEGORIES:
        problems.append(f"{code!r} has no plural rule in src/games/ui/plurals.py (CATEGORIES, RULES)")
    categories = set(CATEGORIES.get(code, ("other",)))
    for domain in DOMAINS:
        english = _load(locales / "en", domain, []) if domain != "engine" else {}
        if code == "en" and domain == "engine":
            continue
        entries = _load(locales / code, domain, problems)
        problems += [f"{domain}.json: missing {key!r}" for key in english if key not in entries]
        for key, text in entries.items():
            where = f"{domain}.json: {key!r}"
            if key not in english and not (domain == "engine" and key.startswith("msg:")):
                problems.append(f"{where} is not an English key of {domain}.json")
                continue
            expected = _expected(key, english.get(key))
            forms = text if isinstance(text, dict) else {"": text}
            if isinstance(text, dict) and set(text) != categories:
                problems.append(f"{where} gives the forms {sorted(text)}, {code!r} has {sorted(categories)}")
            for form, value in forms.items():
                said = f"{where} ({form})" if form else where
                if not isinstance(value, str):
                    problems.append(f"{said} is not a text")
                    continue
                try:
                    found = placeholders(value)
                except ValueError as error:
                    problems.append(f"{said} is not a format string: {error}")
                    continue
                if found != expected:
                    problems.append(f"{said} has {sorted(found)}, English has {sorted(expected)}")
    return problems


def main(argv: list[str]) -> int:
    codes = argv or sorted(path.name for path in LOCALES.iterdir() if path.is_dir())
    failed = False
    for code in codes:
        found = problems_of(code)
        print(f"{code}: {len(found)} problem(s)" if found else f"{code}: the catalogs are complete")
        for problem in found:
            print("  " + problem)
        failed = failed or bool(found)
    tests = [sys.executable, "-m", "pytest", "-q", "tests/test_i18n.py", "tests/test_rule_diagrams.py"]
    return 1 if failed else subprocess.run(tests, cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
