"""Command line: ``python -m games replay GAME [--opt KEY=VALUE ...] MOVE ...``.

Bad input prints one line to stderr and exits with status 2, so scripts and
tests can rely on the exit code.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from .core import replay
from .errors import GameError


def parse_value(text: str) -> Any:
    """A VALUE is JSON when it parses (``true``, ``3``, ``[9,7]``), else text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_opts(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise GameError(f"--opt needs KEY=VALUE, not '{pair}'.")
        options[key] = parse_value(value)
    return options


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise GameError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m games", description="Quintet game tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="replay moves and print the final state's JSON")
    rep.add_argument("game")
    rep.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE")
    rep.add_argument("moves", nargs="*")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.command == "replay":
            state = replay(args.game, parse_opts(args.opt), args.moves)
            print(state.to_json())
        return 0
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
