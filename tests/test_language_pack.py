"""A language's archive is untrusted bytes: only that language's catalogs, as files of
games/ui/locales/<code>/.

``games.ui.language_pack`` unpacks an archive the page fetched (or the
service worker kept) beside the games package; anything else in it, or
bytes that are not an archive, are refused before a file is written.
tests/test_build_archive.py installs a real archive into the games archive alone.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from games.ui.language_pack import LanguagePackError, archive_names, install, is_installed


def zipped(**files: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name.replace("__", "/"), data)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("code", "data"),
    [
        ("fr", b"not a zip"),
        ("fr", zipped()),
        ("fr", zipped(**{"games__ui__locales__br__strings.json": b"{}"})),  # another language's
        ("fr", zipped(**{"games__ui__locales__fr__strings.json": b"{}", "games__ui__controller.py": b""})),
        ("fr", zipped(**{"games__ui__locales__fr__strings.py": b""})),  # code, not a catalog
        ("fr", zipped(**{"games__ui__locales__fr__extra.json": b"{}"})),  # no such part of a table
        ("fr", zipped(**{"games__ui__locales__fr__..__..__evil.json": b"{}"})),
        ("fr", zipped(**{"/tmp__locales__fr__strings.json": b"{}"})),
        ("en", zipped(**{"games__ui__locales__en__strings.json": b"{}"})),  # English is never an archive
        ("xx", zipped(**{"games__ui__locales__xx__strings.json": b"{}"})),
    ],
)
def test_anything_but_the_language_s_own_catalogs_is_refused_and_nothing_written(
    code: str, data: bytes, tmp_path: Path
) -> None:
    with pytest.raises(LanguagePackError):
        install(code, data, site=tmp_path)
    assert list(tmp_path.rglob("*")) == []


def test_a_catalog_that_does_not_read_is_refused_and_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games.ui import i18n

    class Broken(i18n._Tables):
        def __getitem__(self, code: str) -> dict[str, str]:
            raise ValueError("not JSON")

    monkeypatch.setattr("games.ui.language_pack.TABLES", Broken())
    (tmp_path / "games" / "ui").mkdir(parents=True)
    with pytest.raises(LanguagePackError, match="do not read"):
        install("fr", zipped(**{"games__ui__locales__fr__strings.json": b"\0"}), site=tmp_path)
    assert list((tmp_path / "games" / "ui").iterdir()) == []


def test_the_page_s_list_names_only_its_own_archives() -> None:
    text = (
        '{"fr": "./lang-fr-0123456789ab.zip", "br": "./lang-fr-0123456789ab.zip",'
        ' "ms": "//elsewhere/lang-ms-0123456789ab.zip", "en": "./lang-en-0123456789ab.zip"}'
    )
    assert archive_names(text) == {"fr": "./lang-fr-0123456789ab.zip"}
    assert archive_names("[1]") == archive_names("{") == archive_names(None) == {}


def test_on_cpython_every_language_is_installed() -> None:
    assert all(is_installed(code) for code in ("en", "fr", "ms", "br"))


def test_a_language_s_catalogs_are_written_beside_the_games_package(tmp_path: Path) -> None:
    """The path the page takes (also inside Pyodide, on the standard library the site ships)."""
    (tmp_path / "games" / "ui").mkdir(parents=True)
    data = zipped(**{f"games__ui__locales__fr__{part}.json": b"{}" for part in ("strings", "rules")})
    install("fr", data, site=tmp_path)  # here the table itself is read from src/
    folder = tmp_path / "games" / "ui" / "locales" / "fr"
    assert sorted(p.name for p in folder.iterdir()) == ["rules.json", "strings.json"]
