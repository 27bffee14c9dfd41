"""Random Quinamid playouts per second (prints numbers; no asserts).

Run: ``python bench/bench_quinamid.py [seconds]`` from the repo root.
Each playout starts a fresh game and plays uniformly random legal moves until
the game ends (or a safety cap of moves), once for the basic and once for the
advanced game.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games

MOVE_CAP = 2000


def playout(rng: random.Random, **options: object) -> tuple[int, str]:
    """One random game; returns (moves played, result)."""
    state = games.new_game("quinamid", **options)
    moves = 0
    while not state.is_over and moves < MOVE_CAP:
        state = state.play(rng.choice(state.legal_moves()))
        moves += 1
    if not state.is_over:
        result = "capped"
    elif state.winner is None:
        result = "draw"
    else:
        result = f"win{state.winner}"
    return moves, result


def run(seconds: float, **options: object) -> None:
    rng = random.Random(1)
    games_played = total_moves = 0
    results: dict[str, int] = {}
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        moves, result = playout(rng, **options)
        games_played += 1
        total_moves += moves
        results[result] = results.get(result, 0) + 1
    elapsed = time.perf_counter() - start
    label = ", ".join(f"{k}={v}" for k, v in sorted(options.items())) or "basic"
    print(
        f"quinamid [{label}]: {games_played / elapsed:.1f} playouts/s, "
        f"{total_moves / elapsed:.0f} moves/s, {total_moves / games_played:.1f} moves/playout, "
        f"results {dict(sorted(results.items()))}"
    )


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    run(seconds)
    run(seconds, advanced=True)


if __name__ == "__main__":
    main()
