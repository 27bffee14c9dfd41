"""Tests that seat a level of another commit need git and subprocesses (not Pyodide's)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from games_bench.foreign import REPOSITORY


def in_a_checkout() -> bool:
    """Whether this run can export a commit and start a child Python on it."""
    if sys.platform == "emscripten":
        return False  # no subprocesses in Pyodide
    found = subprocess.run(["git", "-C", str(REPOSITORY), "rev-parse", "HEAD"], capture_output=True)
    return found.returncode == 0


#: Mark for a test that seats ``LEVEL@COMMIT`` (or ``hard_v1``, one of them).
needs_checkout = pytest.mark.skipif(not in_a_checkout(), reason="needs a git checkout and subprocesses")
