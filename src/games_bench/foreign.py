"""Levels of another commit, for the arena: ``hard@9ae60fc`` seats the Hard of commit 9ae60fc.

A stronger level is only stronger if it beats the one it replaces, and the
one it replaces is a commit of this repository.  Copying every earlier Hard
would fill the repository with old code, so the arena runs the commit's
own code instead: the commit's ``src`` is exported with ``git archive`` into
a folder of the temporary directory (once per commit), and a child Python
process with that folder on its path answers positions, one JSON line each
way (:data:`_SERVER`): the game, its options and its history in, the
notation of the move out.  Notation is what every version shares, so the
move comes back through today's rules (:func:`games.ai.players.as_legal`),
and a version that plays an illegal move there fails loudly.

A per-move time limit is kept by the child's own clock, from when its
position is rebuilt; the time the arena records for the move also holds the
pipe and the replay of the history (milliseconds).  Each arena process
starts its own child per commit, which ends when the arena does (its input
closes).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from games.core import GameState, Move
from games.errors import InvalidOptionError, echo

#: The repository whose commits can be seated (this file is in its src/games_bench).
REPOSITORY = Path(__file__).resolve().parents[2]

#: The child's loop, run with the commit's src first on its path.
_SERVER = """
import json, sys
import games
from games.ai import choose_move
for line in sys.stdin:
    q = json.loads(line)
    state = games.replay(q["game"], q["options"], q["history"])
    move = choose_move(state, q["level"], q["seed"], q["seconds"], work=q["work"])
    print(json.dumps(str(move)), flush=True)
"""

#: The running children, by full commit id, and the commits named so far.
_CHILDREN: dict[str, subprocess.Popen[str]] = {}
_RESOLVED: dict[str, str] = {}


def split_level(level: str) -> tuple[str, str] | None:
    """``("hard", "9ae60fc")`` for ``"hard@9ae60fc"``; None for a level without a commit.

    >>> split_level("hard@9ae60fc"), split_level("hard")
    (('hard', '9ae60fc'), None)
    """
    name, at, commit = level.partition("@")
    return (name, commit) if at else None


def resolve(commit: str) -> str:
    """The full id of ``commit`` in this repository (asked of git once), or InvalidOptionError."""
    sha = _RESOLVED.get(commit)
    if sha is not None:
        return sha
    found = None
    if commit and not commit.startswith("-"):
        try:
            found = subprocess.run(
                ["git", "-C", str(REPOSITORY), "rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}"],
                capture_output=True, text=True, check=False,
            )
        except OSError:  # no git here
            found = None
    if found is None or found.returncode != 0:
        raise InvalidOptionError(
            "There is no commit '{commit}' in the repository to seat a level of (LEVEL@COMMIT).",
            commit=echo(commit),
        )
    sha = _RESOLVED[commit] = found.stdout.strip()
    return sha


def foreign_move(
    state: GameState, level: str, commit: str, seed: int, seconds: float | None, work: float
) -> Move:
    """The move the ``level`` of ``commit`` chooses in ``state`` (its notation, parsed by today's rules)."""
    child = _child(resolve(commit))
    query = {
        "game": state.game_name,
        "options": dict(state.options),
        "history": list(state.history),
        "level": level,
        "seed": seed,
        "seconds": seconds,
        "work": work,
    }
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(json.dumps(query) + "\n")
    child.stdin.flush()
    answer = child.stdout.readline()
    if not answer:
        raise RuntimeError(f"the level {level}@{commit} stopped without a move (its errors are above)")
    return state.parse_move(json.loads(answer))


def _child(sha: str) -> subprocess.Popen[str]:
    child = _CHILDREN.get(sha)
    if child is None or child.poll() is not None:
        env = dict(os.environ, PYTHONPATH=str(_exported(sha) / "src"))
        child = _CHILDREN[sha] = subprocess.Popen(
            [sys.executable, "-c", _SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )
    return child


def _exported(sha: str) -> Path:
    """The commit's src, exported once into the temporary directory (renamed into
    place whole, so two arena processes exporting at once both end with one tree)."""
    folder = Path(tempfile.gettempdir()) / "quintet-commits" / sha
    if folder.is_dir():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(
        ["git", "-C", str(REPOSITORY), "archive", "--format=tar", sha, "src"], capture_output=True, check=True
    ).stdout
    staging = Path(tempfile.mkdtemp(dir=folder.parent))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(staging, filter="data")
    try:
        staging.rename(folder)
    except OSError:  # another process put it there first
        shutil.rmtree(staging)
    return folder


__all__ = ["foreign_move", "resolve", "split_level"]
