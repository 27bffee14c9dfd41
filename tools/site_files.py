"""What the build packs: which files of a folder ship, the games archive, its languages.

Split from tools/build_site.py, which assembles the site from these parts:
the ``games`` package as one deterministic zip (fixed dates and permissions,
so its hashed name depends only on its contents), that zip split into the
English part the boot unpacks and one archive per other language
(games.ui.i18n reads a language's catalogs only when it is chosen), and the
``loading.*`` words web/boot.js shows before Python starts.  Standard
library only, like the rest of the build.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import zipfile
from pathlib import Path

SKIP_DIRS = frozenset({"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", "node_modules"})
SKIP_SUFFIXES = (".pyc", ".pyo", ".map", "~", ".swp")
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
# A catalog of one language: a part of its table (``games/ui/locales/fr/moves.json``); the
# folders name the languages.
_LANGUAGE_PART = re.compile(r"games/ui/locales/([a-z]{2,3})/[a-z_]+\.json")
# The language every other falls back to: it stays in the games archive.
FALLBACK_LANGUAGE = "en"


#: Parts of the ``games`` package the site does not ship, each with its reason: code
#: no screen and no worker imports, which every first visit would download for
#: nothing.  The build's check runs the whole app from the archive without them
#: (tools/stdlib_cut.py), and tests/test_build_archive.py checks that no shipped
#: module imports one, so a page that starts to need one fails there with its name:
#: shipping it is then one line removed here.  (A folder ends with "/".)
NOT_SHIPPED: dict[str, str] = {
    # None at present: Quinque Hard's checks search on games/ai/quinque_board.py, which was
    # left out here while no player used it.
}


def shipped(name: str) -> bool:
    """Is the games package's file ``name`` (``games/...``) in the site's archive?

    >>> shipped("games/core.py"), shipped("games/ai/quinque_board.py"), shipped("games/netplay/host.py")
    (True, True, True)
    """
    return not any(name == part or (part.endswith("/") and name.startswith(part)) for part in NOT_SHIPPED)


class BuildError(Exception):
    """A missing input (usually: ``npm ci`` was not run)."""


def wanted(path: Path, base: Path) -> bool:
    rel = path.relative_to(base)
    if any(part in SKIP_DIRS or part.startswith(".") for part in rel.parts):
        return False
    return path.is_file() and not path.name.endswith(SKIP_SUFFIXES)


def files_of(base: Path) -> list[Path]:
    return sorted(p for p in base.rglob("*") if wanted(p, base))


def boot_words(locales: Path) -> dict[str, dict[str, str]]:
    """Each language's ``loading.*`` words, from its catalog, by their name after ``loading.``
    (English first): what web/boot.js shows before Python, and so the catalogs, exist."""
    words = {}
    for folder in sorted(locales.iterdir(), key=lambda path: (path.name != FALLBACK_LANGUAGE, path.name)):
        if (folder / "strings.json").is_file():
            entries = json.loads((folder / "strings.json").read_text("utf-8"))
            words[folder.name] = {
                key.removeprefix("loading."): text
                for key, text in entries.items() if key.startswith("loading.")
            }
    return words


def games_archive(src: Path) -> tuple[str, bytes]:
    """Zip the ``games`` package deterministically; return (file name, bytes).

    Every file of the package except caches and :data:`NOT_SHIPPED` is included
    (the rules may grow data files next to the .py files).  Fixed timestamps and permissions make
    the bytes, and so the hashed name, depend only on the contents.
    """
    package = src / "games"
    if not (package / "__init__.py").is_file():
        raise BuildError(f"{package / '__init__.py'} is missing")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in files_of(package):
            if not shipped(path.relative_to(src).as_posix()):
                continue
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are meaningful
            archive.writestr(info, path.read_bytes())
    data = buffer.getvalue()
    return f"games-{hashlib.sha256(data).hexdigest()[:12]}.zip", data


def language_of(name: str, codes: frozenset[str]) -> str | None:
    """The language whose archive holds the games archive's member ``name``, or None.

    >>> codes = frozenset({"fr", "br"})
    >>> fr, br = "games/ui/locales/fr/strings.json", "games/ui/locales/br/rules.json"
    >>> language_of(fr, codes), language_of(br, codes)
    ('fr', 'br')
    >>> language_of("games/ui/locales/fr/quinto.json", codes), language_of("games/ui/rules_text.py", codes)
    ('fr', None)
    >>> language_of("games/ui/locales/en/strings.json", codes), language_of("games/ui/view.pyc", codes)
    (None, None)
    """
    found = _LANGUAGE_PART.fullmatch(name)
    return found[1] if found and found[1] in codes else None


def split_languages(archive: bytes) -> tuple[bytes, dict[str, bytes]]:
    """The games archive without the languages but English, and each language's archive.

    A language is a folder of catalogs, ``games/ui/locales/<code>/``; its files
    are those :func:`language_of` gives it (games.ui.i18n reads them only when
    the language is chosen: tests/test_build_archive.py checks it is the same
    list).  Entries keep their names, dates and permissions, so each archive
    unpacks into site-packages beside the games package, and its bytes (its
    hashed name) depend only on its contents.
    """
    with zipfile.ZipFile(io.BytesIO(archive)) as given:
        infos = given.infolist()
        codes = frozenset(
            found[1] for info in infos if (found := _LANGUAGE_PART.fullmatch(info.filename))
        ) - {FALLBACK_LANGUAGE}
        parts: dict[str | None, list[tuple[zipfile.ZipInfo, bytes]]] = {None: []}
        for info in infos:
            parts.setdefault(language_of(info.filename, codes), []).append((info, given.read(info)))
    zips = {}
    for code, entries in parts.items():
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for info, data in entries:
                out.writestr(info, data)
        zips[code] = buffer.getvalue()
    games = zips.pop(None)
    return games, {code: zips[code] for code in sorted(c for c in zips if c is not None)}
