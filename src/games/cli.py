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

``arena`` is for benchmarks: its code is in the ``games_bench`` package
beside ``games`` in the repository's src/ (:mod:`games_bench.arena_command`,
which checks every number before anything is played, a file written or a
process started), which the site does not ship.  A standard output closed
early (``| head``) or full is an error like any other: one line, status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from .core import check_text, replay
from .errors import GameError, echo

#: The longest error line printed (the parts that repeat input are already cut).
MESSAGE_LIMIT = 500

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
        "--games", metavar="FROM-TO", default=None,
        help="play only games FROM to TO of the match (to split one match between processes, "
        "each with its own record file)",
    )
    arena.add_argument(
        "--resume", action="store_true",
        help="count the games of this match already in the --record FILE instead of playing them again",
    )
    return parser


def run_arena(args: argparse.Namespace) -> None:
    """The ``arena`` command.  Only benchmarks play matches, so its code is in the
    ``games_bench`` package (beside ``games`` in the repository's src/, never
    shipped to players), imported here when the command runs and nowhere else
    in ``games`` (tests/test_imports.py)."""
    try:
        from games_bench.arena_command import run_arena as run
    except ModuleNotFoundError as err:
        if (err.name or "").partition(".")[0] != "games_bench":
            raise
        raise GameError(
            "The arena needs the games_bench package (run it with the repository's src/ on the path)."
        ) from None
    run(args)


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
