"""Two records of the same games, compared game by game.

Why: two versions of a level (or one level with and without a deadline)
that play the same match, seed and openings meet the same positions early
on, so most games end alike and the few that differ carry the comparison.
Two win rates, each with its own interval, hide that: the intervals of
200-game matches overlap at a 9-point difference.  Paired, the question is
only which way the games that changed went, and a sign test over them
says how likely that split is by chance.

Run: ``python -m games_bench.pairs FIRST.jsonl SECOND.jsonl`` (records of
``python -m games arena ... --record``; games are matched by number, so
both must be the same match: game, seed, opening).  Prints the table of
A's results (first record's rows, second's columns), how many games each
side did better, and the two-sided p-value of that split.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from games.errors import GameError

from .arena_command import record_games

#: A's result in a game, best first, and what each is worth.
RESULTS = ("A", "draw", "B")
POINTS = {"A": 1.0, "draw": 0.5, "B": 0.0}
#: Match fields that must agree for two records to hold the same games.
SAME_GAMES = ("game", "seed", "opening", "options")


def read(path: Path) -> tuple[dict[str, Any], dict[int, str]]:
    """A record's match (of its first game) and A's result per game number."""
    if not path.is_file():
        raise GameError(f"There is no record file {str(path)[:200]!r}.")
    match: dict[str, Any] = {}
    results: dict[int, str] = {}
    for _line, found, record in record_games(str(path)):
        match = match or found
        results[record.index + 1] = record.result
    return match, results


def sign_test(better: int, worse: int) -> float:
    """Two-sided exact p-value of ``better`` against ``worse`` under a fair coin.

    >>> round(sign_test(40, 22), 3)
    0.03
    >>> sign_test(3, 3)
    1.0
    """
    n = better + worse
    if n == 0:
        return 1.0
    low = min(better, worse)
    tail = sum(math.comb(n, k) for k in range(low + 1)) / 2**n
    return min(1.0, 2.0 * float(tail))


def compare(first: dict[int, str], second: dict[int, str]) -> tuple[dict[tuple[str, str], int], int, int]:
    """The table of (first's result, second's result) over the games both
    hold, and how many games the second did better and worse in."""
    table = {(a, b): 0 for a in RESULTS for b in RESULTS}
    better = worse = 0
    for number in sorted(first.keys() & second.keys()):
        a, b = first[number], second[number]
        table[(a, b)] += 1
        if POINTS[b] > POINTS[a]:
            better += 1
        elif POINTS[b] < POINTS[a]:
            worse += 1
    return table, better, worse


def report(first_path: Path, second_path: Path) -> str:
    """The comparison as text (see the module docstring)."""
    match1, first = read(first_path)
    match2, second = read(second_path)
    differ = [key for key in SAME_GAMES if match1.get(key) != match2.get(key)]
    if differ:
        raise GameError(f"Not the same games: the records differ in {', '.join(differ)}.")
    table, better, worse = compare(first, second)
    common = sum(table.values())
    lines = [f"{common} games in both (first: {len(first)}, second: {len(second)})", ""]
    lines.append("first \\ second " + "".join(f"{r:>7}" for r in RESULTS) + "    all")
    for a in RESULTS:
        row = [table[(a, b)] for b in RESULTS]
        lines.append(f"{a:>14} " + "".join(f"{n:>7}" for n in row) + f"{sum(row):>7}")
    totals = [sum(table[(a, b)] for a in RESULTS) for b in RESULTS]
    lines.append(f"{'all':>14} " + "".join(f"{n:>7}" for n in totals) + f"{common:>7}")
    lines.append("")
    lines.append(
        f"A did better in the second record in {better} games, worse in {worse}"
        f" (two-sided sign test p = {sign_test(better, worse):.3f})"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games_bench.pairs", description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    try:
        print(report(args.first, args.second))
    except GameError as err:  # a missing or broken record, or records of other games
        print(err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
