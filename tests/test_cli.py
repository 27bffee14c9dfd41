"""The command line under hostile input: one line on stderr, status 2, bounded work.

Whatever the arguments, the files or the pipes, ``python -m games`` ends
with the final state's JSON (status 0), its help (``-h`` right after the
command), or one line on stderr and status 2: never a traceback, a match
that cannot end, or a process per game.  The arena cases use the random
level and refuse their input before a game is played, so they take no time.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.cli import main
from games_bench.arena import MAX_GAMES, MAX_MOVES
from games_bench.arena_command import MAX_RECORD_LINE

SRC = Path(__file__).resolve().parent.parent / "src"
ARENA = ["arena", "quinque", "--a", "random", "--b", "random", "-n", "1"]
NO_SUBPROCESS = pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")


def one_error_line(err: str, *parts: str) -> None:
    assert err.count("\n") == 1 and err.startswith("error: "), err
    assert "Traceback" not in err
    for part in parts:
        assert part in err, err


def run_games(args: list[str], stdout: int) -> subprocess.CompletedProcess[str]:
    """``python -m games ARGS`` in a fresh interpreter, its standard output sent to ``stdout``."""
    return subprocess.run(
        [sys.executable, "-m", "games", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(SRC)},
        timeout=60,
    )


# --- replay: moves are text, whatever they look like ------------------------------------------------


@pytest.mark.parametrize("word", ["-h", "--help"])
def test_a_move_that_looks_like_help_is_a_bad_move(word: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "quinque", "+0,0:a", word]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    one_error_line(captured.err, f"Move 2 ('{word}')", "is not a Quinque move")
    assert main(["replay", "quinque", "--", "+0,0:a", word]) == 2
    one_error_line(capsys.readouterr().err, f"Move 2 ('{word}')")


def test_help_after_the_options_is_read_as_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--opt", "advanced=true", "-h", "+0,0:a"]) == 2
    one_error_line(capsys.readouterr().err, "There is no game called '-h'")


@pytest.mark.parametrize("word", ["-h", "--help"])
def test_help_right_after_replay_is_help(word: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["replay", word, "quinque", "+0,0:a"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m games replay")
    assert "help only right after 'replay'" in " ".join(out.split())  # the rule is in the help itself


def test_moves_that_start_with_a_dash_still_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "quinque", "+0,0:a", "+-1,0:b", "pass", "-1,0:a"]) == 0
    assert '"history":["+0,0:a","+-1,0:b","pass","-1,0:a"]' in capsys.readouterr().out


# --- arena: every number is bounded before anything is played ---------------------------------------


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--seconds", "-1"),
        ("--seconds", "0"),
        ("--seconds", "nan"),
        ("--seconds", "inf"),
        ("--seconds", "61"),
        ("--work", "0"),
        ("--work", "-2"),
        ("--work", "nan"),
        ("--work", "inf"),
        ("--work", "1e9"),
        ("--opening", "100000"),
        ("--opening", str(MAX_MOVES + 1)),
        ("--opening", "-1"),
        ("-n", "0"),
    ],
)
def test_arena_refuses_a_number_out_of_bounds(
    flag: str, value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "games.jsonl"
    assert main([*ARENA, flag, value, "--record", str(record)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no game played
    one_error_line(captured.err, flag, "must be")
    assert not record.exists()  # refused input writes nothing


def test_arena_takes_the_bounds_themselves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*ARENA, "--seconds", "60", "--work", "100", "--opening", str(MAX_MOVES)]
    assert main(argv) == 0
    assert "started from 1000 random moves" in capsys.readouterr().out


def test_arena_refuses_more_games_than_a_match_holds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARENA, "--opening", "100000"]) == 2  # first: a case that fails fast without the bounds
    capsys.readouterr()
    assert main([*ARENA[:-1], str(MAX_GAMES + 1)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    one_error_line(captured.err, "-n (the number of games) must be from 1 to 10,000")


def test_arena_refuses_more_jobs_than_cpus(capsys: pytest.CaptureFixture[str]) -> None:
    # os.cpu_count() is never below the CPUs the process may use: one more is always too many.
    too_many = (os.cpu_count() or 1) + 1
    assert main([*ARENA, "--jobs", str(too_many)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    one_error_line(captured.err, "--jobs must be from 1 to", f"not {too_many}")
    assert main([*ARENA, "--jobs", "100000"]) == 2  # the probe's case: no process is started
    one_error_line(capsys.readouterr().err, "--jobs", "not 100000")


# --- files and pipes that fail -----------------------------------------------------------------------


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full (a device that is always full) here")
def test_a_record_file_on_a_full_disk_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARENA, "--record", "/dev/full"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no report of a match whose record was lost
    one_error_line(captured.err, "Cannot write the record file: No space left on device.")


def test_a_record_line_longer_than_any_game_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "games.jsonl"
    record.write_text("x" * (MAX_RECORD_LINE + 1))
    assert main([*ARENA, "--record", str(record), "--resume"]) == 2
    one_error_line(capsys.readouterr().err, "Line 1 of the record file is longer than 1,000,000 characters.")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero (endless zero bytes) here")
def test_resuming_from_an_endless_file_stops(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARENA, "--record", "/dev/zero", "--resume"]) == 2
    one_error_line(capsys.readouterr().err, "Line 1 of the record file is longer than")


@NO_SUBPROCESS
@pytest.mark.parametrize(
    "args",
    [
        ["replay", "quinque", "+0,0:a", "+1,0:b"],
        [*ARENA, "-v"],  # fails at the first game's line
    ],
)
def test_output_closed_early_is_one_line(args: list[str]) -> None:
    """``python -m games ... | head -c1``, without the race: the pipe has no reader from the start."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = run_games(args, stdout=write_end)
    finally:
        os.close(write_end)
    assert done.returncode == 2, done.stderr
    one_error_line(done.stderr, "Cannot write the output: Broken pipe.")


@NO_SUBPROCESS
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full (a device that is always full) here")
def test_output_to_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        done = run_games(["replay", "quinque", "+0,0:a"], stdout=full.fileno())
    assert done.returncode == 2, done.stderr
    one_error_line(done.stderr, "Cannot write the output: No space left on device.")
