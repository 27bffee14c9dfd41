"""A language other than English arrives as an archive of its own, unpacked when needed.

The site ships English (every table's fallback) inside the games archive and
each other language's catalogs (``games/ui/locales/<code>/*.json``: its
table, rules, tutorials and engine messages) in ``lang-<code>-<hash>.zip``
(tools/build_site.py), so a visitor
downloads only the language the page speaks.  The page names the archives in
``#language-archives``; web/boot.js fetches the page's own language beside
the runtime, web/language.py another when it is picked.  This module decides
what the bridge cannot test: whether a language still needs its archive,
which archive, and how one is checked and unpacked beside the games package
(then read, so a switch never fails halfway through drawing the page).

An archive is untrusted bytes from the network or a cache: it may hold only
the catalogs of the language it is for, one file per part of the table
(:data:`games.ui.i18n.DOMAINS`) in ``games/ui/locales/<code>/``; a corrupt
one, or one that does not read, leaves nothing behind and raises
:class:`LanguagePackError`, whose message the page words itself.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path

from .i18n import DOMAINS, LANGUAGE_NAMES, TABLES

__all__ = ["LanguagePackError", "archive_names", "install", "is_installed", "site_dir"]

#: The most an archive may hold, unpacked (the largest language is about 76 kB of JSON).
MAX_BYTES = 2_000_000
#: A language archive's address, as the build names it.
_URL = re.compile(r"\./lang-([a-z]{2,3})-[0-9a-f]{12}\.zip")


class LanguagePackError(Exception):
    """A language's archive did not load, was not one, or its catalogs did not read."""


def is_installed(code: str) -> bool:
    """Whether ``code``'s table can be used now, without its archive (English always;
    another once unpacked, or everywhere the whole package is, as under CPython)."""
    try:
        TABLES[code]
    except OSError:  # its catalogs are not there (FileNotFoundError)
        return False
    return True


def archive_names(text: object) -> dict[str, str]:
    """The archive of each language, from ``#language-archives`` (the build's JSON);
    anything else, or a page not built, names none.

    >>> archive_names('{"fr": "./lang-fr-0123456789ab.zip", "xx": "./lang-xx-0123456789ab.zip"}')
    {'fr': './lang-fr-0123456789ab.zip'}
    >>> archive_names('{"fr": "https://elsewhere/lang-fr.zip"}'), archive_names("{}"), archive_names(None)
    ({}, {}, {})
    """
    try:
        listing = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return {}
    if not isinstance(listing, dict):
        return {}
    found = {}
    for code, url in listing.items():
        match = _URL.fullmatch(url) if isinstance(url, str) else None
        if match and match[1] == code and code in LANGUAGE_NAMES and code != "en":
            found[code] = url
    return found


def site_dir() -> Path:
    """Where the games package was unpacked (Pyodide's site-packages): the archives'
    members are named from there (``games/ui/locales/fr/strings.json``)."""
    import games

    return Path(games.__file__).resolve().parent.parent


def _members(code: str) -> set[str]:
    """The names ``code``'s archive holds, exactly (as tools/build_site.py splits)."""
    return {f"games/ui/locales/{code}/{domain}.json" for domain in DOMAINS}


def install(code: str, data: bytes, site: Path | None = None) -> None:
    """Unpack ``code``'s archive ``data`` beside the games package and read its table.

    Raises :class:`LanguagePackError` (and leaves no file behind) when ``data``
    is not a zip, holds anything but that language's catalogs, is corrupt, or
    its table does not read.
    """
    if code not in LANGUAGE_NAMES or code == "en":
        raise LanguagePackError(f"{code!r} is not a language that comes as an archive")
    site = site if site is not None else site_dir()
    members = _members(code)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            wrong = [info.filename for info in infos if info.filename not in members]
            if wrong or not infos:
                raise LanguagePackError(f"the archive of {code!r} holds {wrong[:3] or 'nothing'}")
            if sum(info.file_size for info in infos) > MAX_BYTES:
                raise LanguagePackError(f"the archive of {code!r} is too large")
            files = {info.filename: archive.read(info) for info in infos}
    except LanguagePackError:
        raise
    except Exception as error:  # BadZipFile, a CRC or zlib error: whatever corrupt bytes raise
        raise LanguagePackError(f"the archive of {code!r} is not readable: {error}") from error
    folder = site / "games" / "ui" / "locales" / code
    made = [parent for parent in (folder.parent, folder) if not parent.exists()]
    written: list[Path] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in files.items():
            path = site / name
            path.write_bytes(content)
            written.append(path)
        TABLES[code]
    except Exception as error:
        for path in written:
            path.unlink(missing_ok=True)
        for parent in reversed(made):
            if parent.exists() and not any(parent.iterdir()):
                parent.rmdir()
        raise LanguagePackError(f"the catalogs of {code!r} do not read: {error}") from error
