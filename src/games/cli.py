"""Command line: ``python -m games replay GAME [--opt KEY=VALUE ...] MOVE ...``
and ``python -m games arena GAME --a LEVEL --b LEVEL [-n N] [--seed S] [--opt KEY=VALUE ...]``.

Bad input prints one line to stderr and exits with status 2, so scripts and
tests can rely on the exit code; no input ends in a traceback.  The limits of
saves and links hold here too: at most the game's ``max_moves`` moves, an
option VALUE within the size and nesting limits (:func:`games.core.check_text`)
before it is read as JSON, and a message repeats at most 40 characters of any
input, with control characters escaped.

``replay``'s moves are free text: ``-h`` or ``--help`` right after
``replay`` prints its help, but anywhere else a word that looks like an
option (``-h``, ``--help``, ``-x``) is read as the GAME or a MOVE, and so
refused as a bad one, never taken as a request for help; ``--opt`` (before
``--``, which ends the options) is the only option among the moves.

``arena``'s numbers are checked before anything is played, a file written
or a process started (:func:`games.ai.arena.check_match`): at most 10,000
games, ``--seconds`` and ``--work`` finite and above 0 (at most 60 s a move
and 100 times the budgets), ``--opening`` at most what an arena game holds,
``--jobs`` at most the CPUs this process may use (more would only slow every
timed move).  A record file that cannot be written (a full disk) or read (a
line longer than a saved game may be) and a standard output closed early
(``| head``) or full are errors like any other: one line, status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from .core import MAX_TEXT, check_text, replay
from .errors import GameError, echo

#: The longest error line printed (the parts that repeat input are already cut).
MESSAGE_LIMIT = 500

#: The longest line a record file may hold: a game stopped at the arena's
#: 1,000 moves, with its times and its match, is far shorter; a file without
#: line breaks (``/dev/zero``) is refused after this much, not read forever.
MAX_RECORD_LINE = MAX_TEXT

#: The arguments after ``replay`` that ask for its help (only right after it).
HELP = ("-h", "--help")


def parse_value(text: str) -> Any:
    """A VALUE is JSON when it parses (``true``, ``3``, ``[9,7]``), else text.

    Too long or too deeply nested raises GameError before json.loads runs."""
    check_text(text, "option value")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


def parse_opts(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise GameError(f"--opt needs KEY=VALUE, not '{echo(pair)}'.")
        options[key] = parse_value(value)
    return options


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise GameError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m games", description="Quintet game tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser(
        "replay", help="replay moves and print the final state's JSON",
        epilog="-h/--help is help only right after 'replay': anywhere else a MOVE that starts with '-' "
        "is read as a move; --opt may come anywhere before '--', which ends the options.",
    )
    rep.add_argument("game")
    rep.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE")
    rep.add_argument("moves", nargs="*")
    arena = sub.add_parser("arena", help="play computer levels against each other and print the results")
    arena.add_argument("game")
    arena.add_argument("--a", required=True, metavar="LEVEL", help="level of player A")
    arena.add_argument("--b", required=True, metavar="LEVEL", help="level of player B")
    arena.add_argument("-n", type=int, default=100, help="number of games (default 100)")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE")
    arena.add_argument("--seconds", type=float, default=None, help="time limit per move (optional)")
    arena.add_argument("--work", type=float, default=1.0, help="scale of the levels' search budgets")
    arena.add_argument("-v", "--verbose", action="store_true", help="print one line per game")
    arena.add_argument(
        "--opening", type=int, default=0, metavar="K",
        help="start each pair of games (seats swapped) from K random moves (default 0)",
    )
    arena.add_argument(
        "--jobs", type=int, default=1, metavar="J",
        help="play J games at once in separate processes (same results; default 1)",
    )
    arena.add_argument(
        "--record", metavar="FILE", default=None,
        help="append each game to FILE as a JSON line (the match, number, A's seat, result, moves, times)",
    )
    arena.add_argument(
        "--resume", action="store_true",
        help="count the games of this match already in the --record FILE instead of playing them again",
    )
    return parser


def run_arena(args: argparse.Namespace) -> None:
    """The ``arena`` command (the AI package is imported only when it is used).

    Every argument is checked before the record file is read or opened, so
    refused input leaves it as it was."""
    from .ai.arena import GameRecord, check_match, match_key, run_match

    check_match(args.game, args.a, args.b, args.n, seconds=args.seconds, work=args.work,
                opening=args.opening, jobs=args.jobs)
    if args.resume and not args.record:
        raise GameError("--resume needs --record FILE: the games to resume from.")
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


def read_records(path: str, match: dict[str, Any]) -> dict[int, Any]:
    """The games of ``match`` in the record file at ``path`` (by game index);
    a missing file has none.  A line that is not an arena game, or a game of
    another match, is an error: resuming must not mix two matches."""
    from .ai.arena import GameRecord

    done: dict[int, Any] = {}
    for number, line in enumerate(_record_lines(path), 1):
        if not line.strip():
            continue
        try:
            found, record = GameRecord.from_json(line)
        except ValueError as err:
            raise GameError(f"Line {number} of the record file is {err}.") from None
        if found != match:
            raise GameError(f"Line {number} of the record file is a game of another match; use another file.")
        done[record.index] = record
    return done


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


def split_replay_args(argv: Sequence[str]) -> tuple[str, list[str], list[str]]:
    """``GAME [--opt K=V ...] MOVE ...`` with options anywhere -> (game, opts, moves).

    Hand-split because argparse cannot mix options into a variable-length list
    of positionals inside a subcommand; ``--`` ends the options.
    """
    opts: list[str] = []
    rest: list[str] = []
    items = iter(argv)
    for item in items:
        if item == "--":
            rest.extend(items)
        elif item == "--opt":
            value = next(items, None)
            if value is None:
                raise GameError("--opt needs KEY=VALUE.")
            opts.append(value)
        elif item.startswith("--opt="):
            opts.append(item[len("--opt=") :])
        elif item.startswith("--") and not rest:
            raise GameError(f"unknown option '{echo(item)}'.")
        else:
            rest.append(item)
    if not rest:
        raise GameError("replay needs a GAME (quinque, quinto or quinamid).")
    return rest[0], opts, rest[1:]


def write_out(text: str) -> None:
    """Print ``text`` and flush now, so a standard output closed early (``| head``)
    or full is one line of error here, not a traceback when Python exits."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as err:
        _drop_stdout()
        raise GameError(f"Cannot write the output: {err.strerror or err}.") from None


def _drop_stdout() -> None:
    """Point standard output at the null device: the text still buffered would
    otherwise be written again, and fail again, as Python exits."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        if args_list[:1] == ["replay"] and not (len(args_list) > 1 and args_list[1] in HELP):
            game, opts, moves = split_replay_args(args_list[1:])
            write_out(replay(game, parse_opts(opts), moves).to_json())
            return 0
        args = build_parser().parse_args(args_list)
        if args.command == "arena":
            run_arena(args)
        return 0
    except GameError as err:
        # echo() once more: argparse's own messages repeat input uncut
        with contextlib.suppress(OSError):  # stderr closed too: the status still tells
            print(f"error: {echo(str(err), MESSAGE_LIMIT)}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
