"""Time per move of every computer level in every game (prints numbers, asserts nothing).

Run on CPython with ``python bench/bench_ai.py [positions-per-game]``.  In
Pyodide, import this file as a module and call :func:`main` (pure stdlib plus
the ``games`` package; no threads, no subprocesses, no argv needed), e.g.
``main(["3"])``.  Positions come from seeded games of the greedy level
against itself, cut at several lengths, so every run measures the same
positions; each level then chooses one move in each (seed 0, default budget).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence

try:
    import games
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
    import games

from games import GameState
from games.ai import LEVELS, choose_move

GAMES: tuple[tuple[str, dict[str, object]], ...] = (
    ("quinque", {}),
    ("quinto", {"seed": 1}),
    ("quinamid", {}),
)


def positions(game: str, options: dict[str, object], count: int) -> list[GameState]:
    """``count`` running positions of one game, from the opening to the late middle game."""
    out: list[GameState] = []
    for i in range(count):
        state = games.new_game(game, **options)
        stop = 4 + 8 * i
        while not state.is_over and len(state.history) < stop:
            nxt = state.play(choose_move(state, "greedy", seed=i))
            if nxt.is_over:
                break
            state = nxt
        out.append(state)
    return out


def measure(state: GameState, level: str) -> float:
    start = time.perf_counter()
    choose_move(state, level, seed=0)
    return time.perf_counter() - start


def main(argv: Sequence[str] | None = None) -> dict[str, dict[str, tuple[float, float]]]:
    """Print and return ``{game: {level: (mean seconds, max seconds)}}``."""
    args = list(sys.argv[1:] if argv is None else argv)
    count = int(args[0]) if args else 6
    print(f"Python {sys.version.split()[0]} on {sys.platform}, {count} positions per game, seconds per move")
    print(f"{'game':10s} " + " ".join(f"{level:>15s}" for level in LEVELS))
    results: dict[str, dict[str, tuple[float, float]]] = {}
    for game, options in GAMES:
        states = positions(game, options, count)
        row: dict[str, tuple[float, float]] = {}
        for level in LEVELS:
            times = [measure(state, level) for state in states]
            row[level] = (sum(times) / len(times), max(times))
        results[game] = row
        cells = " ".join(f"{row[level][0]:6.3f} ({row[level][1]:5.3f})" for level in LEVELS)
        print(f"{game:10s} {cells}")
    print("(mean (max) over the positions)")
    return results


if __name__ == "__main__":
    main()
