"""Random Quinque playouts per second on this Python (prints numbers, asserts nothing).

Run: ``python bench/bench_quinque.py [seconds]``.  Each playout starts from a
new game and plays uniformly random legal moves through the public protocol
(``legal_moves()`` + ``play()``) until the game ends, as a computer opponent's
Monte Carlo playouts would.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games


def playout(rng: random.Random, advanced: bool) -> tuple[int, str]:
    state = games.new_game("quinque", advanced=advanced)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    result = "draw" if state.winner is None else f"win{state.winner}"
    return len(state.history), result


def measure(advanced: bool, seconds: float) -> None:
    rng = random.Random(1)
    start, cpu_start = time.perf_counter(), time.process_time()
    count = actions = 0
    results: Counter[str] = Counter()
    while time.perf_counter() - start < seconds:
        n, result = playout(rng, advanced)
        count += 1
        actions += n
        results[result] += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start  # unaffected by other processes on a busy machine
    mode = "advanced" if advanced else "basic"
    print(
        f"quinque {mode:8s}: {count / elapsed:6.1f} playouts/s wall, {count / cpu:6.1f} per CPU-second, "
        f"{actions / cpu:6.0f} actions per CPU-second, {actions / count:5.1f} actions/playout, "
        f"results {dict(sorted(results.items()))}"
    )


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    print(f"Python {sys.version.split()[0]}, {seconds:g} s per mode")
    for advanced in (False, True):
        measure(advanced, seconds)


if __name__ == "__main__":
    main()
