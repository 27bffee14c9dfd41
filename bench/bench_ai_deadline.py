"""Do the computer levels keep their browser deadlines?  (prints numbers, asserts nothing)

In the browser each level has a time per move (``games.ai.BROWSER_DEADLINES``:
Easy 0.3 s, Medium 0.6 s, Hard 1.0 s) instead of its deterministic work
budget.  This bench asks every level for a move with that deadline in
realistic *late* positions of every game (from seeded greedy self-play,
cut in the last part of the game, where the searches are costliest:
Quinque with all sixteen tiles out, Quinto with the pool nearly or wholly
empty, Quinamid's advanced game with rotations) and prints, per game and
level, the median and the worst time and how far over the deadline the
worst one went.

Usage: ``python bench/bench_ai_deadline.py [positions-per-game]`` (default 8).
In Pyodide: import this file and call ``main(["4"])``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Sequence

try:
    import games
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
    import games

from games import GameState
from games.ai import BROWSER_DEADLINES, choose_move

#: (label, game, options) of the positions measured.
GAMES: tuple[tuple[str, str, dict[str, object]], ...] = (
    ("quinque", "quinque", {}),
    ("quinque-adv", "quinque", {"advanced": True}),
    ("quinto", "quinto", {}),
    ("quinto-3p", "quinto", {"players": 3}),
    ("quinamid", "quinamid", {}),
    ("quinamid-adv", "quinamid", {"advanced": True}),
)


def late_positions(game: str, options: dict[str, object], count: int) -> list[GameState]:
    """``count`` running positions from the last part of seeded greedy games."""
    out: list[GameState] = []
    seed = 0
    while len(out) < count:
        opts = dict(options)
        if game == "quinto":
            opts["seed"] = 1000 + seed
        state = games.new_game(game, **opts)
        trail: list[GameState] = []
        while not state.is_over and len(state.history) < 400:
            trail.append(state)
            state = state.play(choose_move(state, "greedy", seed=seed))
        seed += 1
        if len(trail) < 12:
            continue
        # Two positions per game: three quarters of the way, and just before the end.
        for pick in (trail[(3 * len(trail)) // 4], trail[-2]):
            if len(out) < count:
                out.append(pick)
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, dict[str, tuple[float, float]]]:
    """Print and return ``{label: {level: (median seconds, max seconds)}}``."""
    args = list(sys.argv[1:] if argv is None else argv)
    count = int(args[0]) if args else 8
    levels = list(BROWSER_DEADLINES)
    print(f"Python {sys.version.split()[0]} on {sys.platform}: {count} late positions per game")
    head = " ".join(f"{f'{lv} ({BROWSER_DEADLINES[lv]:.1f} s)':>26s}" for lv in levels)
    print(f"{'game':13s} {head}")
    results: dict[str, dict[str, tuple[float, float]]] = {}
    for label, game, options in GAMES:
        states = late_positions(game, options, count)
        row: dict[str, tuple[float, float]] = {}
        cells = []
        for level in levels:
            limit = BROWSER_DEADLINES[level]
            times = []
            for i, state in enumerate(states):
                start = time.perf_counter()
                choose_move(state, level, seed=i, seconds=limit)
                times.append(time.perf_counter() - start)
            median, worst = statistics.median(times), max(times)
            row[level] = (median, worst)
            cells.append(f"{median:6.3f} / {worst:6.3f} ({worst - limit:+.3f})")
        results[label] = row
        print(f"{label:13s} " + " ".join(f"{c:>26s}" for c in cells), flush=True)
    print("(median / max seconds per move, and the max over the deadline)")
    return results


if __name__ == "__main__":
    main()
