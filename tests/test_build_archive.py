"""The games archive a player downloads holds the games and nothing the benchmarks alone use,
and no language but English: each other language is an archive of its own.

tools/build_site.py zips ``src/games`` (then ships it as bytecode); the
arena, the frozen previous Quinque Hard and the Boardspace-style robot live
in ``src/games_bench`` beside it, so a first visit does not download them.
The archive alone still runs the rules and the command line's ``replay``;
its ``arena`` says what it needs instead of failing with a traceback.
A language's archive holds exactly the catalogs choosing that language
reads, and ``games.ui.language_pack`` installs it beside the games.
"""

from __future__ import annotations

import ast
import io
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build_site  # tools/ (pytest's pythonpath)
import site_files
from games.ui.i18n import DOMAINS, LANGUAGE_NAMES

ROOT = Path(__file__).resolve().parent.parent

#: Words in the name of a module that only a benchmark uses.
BENCH_WORDS = ("arena", "frozen", "boardspace", "bench", "_v1")


@pytest.fixture(scope="module")
def archive() -> zipfile.ZipFile:
    name, data = build_site.games_archive(ROOT / "src")
    assert name.startswith("games-") and name.endswith(".zip")
    return zipfile.ZipFile(io.BytesIO(data))


def test_the_archive_holds_the_games_package_only(archive: zipfile.ZipFile) -> None:
    names = archive.namelist()
    assert "games/__init__.py" in names and "games/ai/players.py" in names
    assert all(name.startswith("games/") for name in names), [n for n in names if not n.startswith("games/")]


def test_no_module_of_the_archive_is_the_benchmarks_alone(archive: zipfile.ZipFile) -> None:
    found = [name for name in archive.namelist() if any(word in name for word in BENCH_WORDS)]
    assert found == []


def test_the_players_of_the_archive_know_no_bench_level(archive: zipfile.ZipFile) -> None:
    players = archive.read("games/ai/players.py").decode("utf-8")
    for level in ("hard_v1", "boardspace", "boardspace5"):
        assert level not in players


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_the_archive_alone_replays_and_says_what_the_arena_needs(
    archive: zipfile.ZipFile, tmp_path: Path
) -> None:
    archive.extractall(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        # -S: no site-packages, where a venv's editable install would put src/ on the path.
        command = [sys.executable, "-S", "-m", "games", *args]
        return subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)

    replayed = run("replay", "quinque", "+0,0:a")
    assert replayed.returncode == 0, replayed.stderr
    assert '"history":["+0,0:a"]' in replayed.stdout
    arena = run("arena", "quinque", "--a", "random", "--b", "random", "-n", "1")
    assert arena.returncode == 2 and arena.stdout == ""
    assert arena.stderr == (
        "error: The arena needs the games_bench package (run it with the repository's src/ on the path).\n"
    )


# --- one archive per language ----------------------------------------------------------------

#: The languages that come as archives of their own: every one but English.
ARCHIVED = sorted(set(LANGUAGE_NAMES) - {"en"})


@pytest.fixture(scope="module")
def split(archive: zipfile.ZipFile) -> tuple[zipfile.ZipFile, dict[str, zipfile.ZipFile]]:
    games, languages = build_site.split_languages(archive.fp.getvalue())  # type: ignore[union-attr]
    return zipfile.ZipFile(io.BytesIO(games)), {
        code: zipfile.ZipFile(io.BytesIO(data)) for code, data in languages.items()
    }


def _language_modules(code: str) -> set[str]:
    """The archive names of the catalogs of ``src/games/ui/locales/<code>``."""
    folder = ROOT / "src" / "games" / "ui" / "locales" / code
    return {f"games/ui/locales/{code}/{path.name}" for path in folder.glob("*.json")}


def test_the_games_archive_holds_english_and_no_other_language(
    split: tuple[zipfile.ZipFile, dict[str, zipfile.ZipFile]],
) -> None:
    games, _languages = split
    names = set(games.namelist())
    assert _language_modules("en") <= names and "games/ui/i18n.py" in names
    for code in ARCHIVED:
        assert not names & _language_modules(code), code
    assert not [name for name in names if re.search(r"/(fr|br|ms)/|_(fr|br|ms)\.py$", name)]


def test_each_language_archive_holds_exactly_its_modules(
    split: tuple[zipfile.ZipFile, dict[str, zipfile.ZipFile]], archive: zipfile.ZipFile
) -> None:
    games, languages = split
    assert sorted(languages) == ARCHIVED
    for code, zipped in languages.items():
        assert set(zipped.namelist()) == _language_modules(code), code
        assert len(_language_modules(code)) == len(DOMAINS) == 7  # strings, rules, five parts
    # nothing lost, nothing twice, each entry's bytes unchanged
    together = [name for part in (games, *languages.values()) for name in part.namelist()]
    assert sorted(together) == sorted(archive.namelist())
    for part in (games, *languages.values()):
        for name in part.namelist():
            assert part.read(name) == archive.read(name)


def test_splitting_is_deterministic(archive: zipfile.ZipFile) -> None:
    data = archive.fp.getvalue()  # type: ignore[union-attr]
    assert build_site.split_languages(data) == build_site.split_languages(data)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
@pytest.mark.parametrize("code", ARCHIVED)
def test_a_language_archive_is_what_choosing_the_language_reads(code: str) -> None:
    """A fresh interpreter reads, when the language is chosen, exactly its archive's catalogs
    (and imports no module for it)."""
    script = (
        "import sys, games.ui.i18n as i18n\n"
        "before, read, original = set(sys.modules), [], i18n.catalog\n"
        "i18n.catalog = lambda code, domain: read.append(f'games/ui/locales/{code}/{domain}.json')"
        " or original(code, domain)\n"
        f"i18n.set_language({code!r})\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
        "print(' '.join(read))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    imported, read = done.stdout.splitlines()
    assert not [name for name in imported.split() if name.endswith(f"_{code}")]
    assert set(read.split()) == _language_modules(code)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_the_games_archive_alone_speaks_english_and_a_language_once_its_archive_is_installed(
    split: tuple[zipfile.ZipFile, dict[str, zipfile.ZipFile]], tmp_path: Path
) -> None:
    games, languages = split
    games.extractall(tmp_path)
    fr, br = (languages[code].fp.getvalue() for code in ("fr", "br"))  # type: ignore[union-attr]
    (tmp_path / "fr.zip").write_bytes(fr)
    (tmp_path / "br.zip").write_bytes(br)
    script = (
        "import pathlib\n"
        "from games.ui import i18n, language_pack as pack\n"
        "print(pack.is_installed('en'), pack.is_installed('fr'))\n"
        "for code, data in (('fr', b'PK not a zip'), ('fr', pathlib.Path('br.zip').read_bytes())):\n"
        "    try:\n"
        "        pack.install(code, data)\n"
        "    except pack.LanguagePackError as error:\n"
        "        print('refused', code)\n"
        "print(sorted(p.name for p in pathlib.Path('games/ui').glob('locales/fr/*')))\n"
        "pack.install('fr', pathlib.Path('fr.zip').read_bytes())\n"
        "print(pack.is_installed('fr'), i18n.set_language('fr'), i18n.t('language.label'))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["True False", "refused fr", "refused fr", "[]", "True fr Langue"]


def _imported(source: str, name: str) -> set[str]:
    """The ``games`` modules the file ``name`` (``games/...py``) imports, as file names."""
    package = name.removesuffix(".py").split("/")[:-1]
    if name.endswith("__init__.py"):
        package = name.removesuffix("/__init__.py").split("/")
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            dotted = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            stem = [*base, *(node.module or "").split(".")] if node.module else base
            dotted = [".".join(stem)] + [".".join([*stem, alias.name]) for alias in node.names]
        else:
            continue
        found |= {d.replace(".", "/") for d in dotted if d.split(".")[0] == "games"}
    return found


def test_what_the_archive_leaves_out_no_shipped_module_imports(archive: zipfile.ZipFile) -> None:
    """A module left out (site_files.NOT_SHIPPED) is imported by no module that ships,
    so leaving it out costs a page nothing; the listing really leaves each out."""
    names = set(archive.namelist())
    for part in site_files.NOT_SHIPPED:
        assert not any(n == part or n.startswith(part) for n in names), part
        assert (ROOT / "src" / part).exists(), f"{part} is listed but no longer exists"
    wanted = {}
    for name in sorted(n for n in names if n.endswith(".py")):
        for target in _imported(archive.read(name).decode("utf-8"), name):
            if not site_files.shipped(target + ".py") or not site_files.shipped(target + "/"):
                wanted.setdefault(name, []).append(target)
    assert wanted == {}


def test_the_import_reader_sees_relative_and_absolute_imports() -> None:
    source = "from ..netplay import host\nimport games.core\nfrom . import quinque_board\n"
    assert _imported(source, "games/ai/players.py") == {
        "games/netplay", "games/netplay/host", "games/core", "games/ai", "games/ai/quinque_board"}
