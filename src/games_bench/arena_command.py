"""The ``arena`` command of ``python -m games``: a match, its record file, its report.

:mod:`games.cli` parses the command line (so ``python -m games -h`` lists the
command) and calls :func:`run_arena` here when the command runs.  Errors are
:class:`~games.errors.GameError`, which the command line prints as one line
with status 2, like its own.

``arena``'s numbers are checked before anything is played, a file written
or a process started (:func:`games_bench.arena.check_match`): at most 10,000
games, ``--seconds`` and ``--work`` finite and above 0 (at most 60 s a move
and 100 times the budgets), ``--opening`` at most what an arena game holds,
``--jobs`` at most the CPUs this process may use (more would only slow every
timed move).  A record file that cannot be written (a full disk) or read (a
line longer than a saved game may be) is an error like any other.
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator
from typing import Any

from games.cli import parse_opts, write_out
from games.core import MAX_TEXT
from games.errors import GameError

from .arena import GameRecord, check_match, match_key, run_match

#: The longest line a record file may hold: a game stopped at the arena's
#: 1,000 moves, with its times and its match, is far shorter; a file without
#: line breaks (``/dev/zero``) is refused after this much, not read forever.
MAX_RECORD_LINE = MAX_TEXT


def run_arena(args: argparse.Namespace) -> None:
    """The ``arena`` command.

    Every argument is checked before the record file is read or opened, so
    refused input leaves it as it was."""
    check_match(args.game, args.a, args.b, args.n, seconds=args.seconds, work=args.work,
                opening=args.opening, jobs=args.jobs)
    if args.resume and not args.record:
        raise GameError("--resume needs --record FILE: the games to resume from.")
    only = game_range(args.games, args.n) if args.games is not None else None
    options = parse_opts(args.opt)
    match = match_key(
        args.game, args.a, args.b, seed=args.seed, options=options, seconds=args.seconds, work=args.work,
        opening=args.opening,
    )
    done = read_records(args.record, match) if args.resume else None
    try:
        record_file = open(args.record, "a", encoding="utf-8") if args.record else None  # noqa: SIM115
    except OSError as err:
        raise GameError(f"Cannot write the record file: {err.strerror}.") from None

    def progress(record: GameRecord) -> None:
        if args.verbose:
            where = f"game {record.index + 1}: A seat {record.a_seat}"
            write_out(f"{where}, {len(record.history)} moves, {record.result}")
        if record_file is not None:
            try:
                record_file.write(record.to_json(match) + "\n")
                record_file.flush()
            except OSError as err:
                raise GameError(f"Cannot write the record file: {err.strerror or err}.") from None

    try:
        result = run_match(
            args.game,
            args.a,
            args.b,
            args.n,
            seed=args.seed,
            options=options,
            seconds=args.seconds,
            work=args.work,
            progress=progress,
            opening=args.opening,
            jobs=args.jobs,
            done=done,
            only=only,
        )
    except GameError:
        raise
    except ValueError as err:
        raise GameError(str(err)) from None
    finally:
        if record_file is not None:
            # Every record was flushed as it came: closing can fail only after a failed write, already told.
            with contextlib.suppress(OSError):
                record_file.close()
    write_out(result.report())


def game_range(text: str, n: int) -> range:
    """The game indices (from 0) of ``--games FROM-TO`` (numbered from 1, both included).

    >>> game_range("101-200", 200)
    range(100, 200)
    """
    first, dash, last = text.partition("-")
    if not (dash and first.isdigit() and last.isdigit() and 1 <= int(first) <= int(last) <= n):
        raise GameError(f"--games must be FROM-TO with 1 <= FROM <= TO <= {n} (-n), not {text[:40]!r}.")
    return range(int(first) - 1, int(last))


def read_records(path: str, match: dict[str, Any]) -> dict[int, GameRecord]:
    """The games of ``match`` in the record file at ``path`` (by game index);
    a missing file has none.  A line that is not an arena game, or a game of
    another match, is an error: resuming must not mix two matches."""
    done: dict[int, GameRecord] = {}
    for number, found, record in record_games(path):
        if found != match:
            raise GameError(f"Line {number} of the record file is a game of another match; use another file.")
        done[record.index] = record
    return done


def record_games(path: str) -> Iterator[tuple[int, dict[str, Any], GameRecord]]:
    """Each game of the record file at ``path``: its line number, its match
    and the game; none if the file is missing.  A line that is not an arena
    game is an error."""
    for number, line in enumerate(_record_lines(path), 1):
        if not line.strip():
            continue
        try:
            found, record = GameRecord.from_json(line)
        except ValueError as err:
            raise GameError(f"Line {number} of the record file is {err}.") from None
        yield number, found, record


def _record_lines(path: str) -> Iterator[str]:
    """The lines of the record file at ``path`` (none if it is missing), each
    at most :data:`MAX_RECORD_LINE` characters: a longer one is refused as soon
    as that much is read."""
    try:
        with open(path, encoding="utf-8") as file:
            number = 0
            while line := file.readline(MAX_RECORD_LINE + 1):
                number += 1
                if len(line) > MAX_RECORD_LINE:
                    raise GameError(
                        f"Line {number} of the record file is longer than {MAX_RECORD_LINE:,} characters."
                    )
                yield line.rstrip("\n")
    except FileNotFoundError:
        return
    except (OSError, UnicodeDecodeError) as err:
        raise GameError(f"Cannot read the record file: {err}.") from None
