"""The games archive a player downloads holds the games and nothing the benchmarks alone use.

tools/build_site.py zips ``src/games`` (then ships it as bytecode); the
arena, the frozen previous Quinque Hard and the Boardspace-style robot live
in ``src/games_bench`` beside it, so a first visit does not download them.
The archive alone still runs the rules and the command line's ``replay``;
its ``arena`` says what it needs instead of failing with a traceback.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build_site  # tools/ (pytest's pythonpath)

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
    for level in ("hard_v1", "boardspace"):
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
