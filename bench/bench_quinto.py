"""Speed of the Quinto legal-play generator (prints numbers; asserts nothing).

Run on CPython with ``python bench/bench_quinto.py``; in Pyodide, import this
file as a module and call :func:`main` (pure stdlib plus the ``games``
package).  Mid-game positions are built by seeded random playouts, so every
run measures the same positions.  The generator is called directly (a state
caches its plays, which would measure nothing after the first call).
Times are the best of a few rounds; "cpu ms" is ``process_time``, steadier
on a busy machine (in Pyodide it follows the wall clock).
"""

from __future__ import annotations

import os
import random
import sys
import time

try:
    import games
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
    import games

from games.quinto import QuintoState
from games.quinto.generator import generate

#: (label, options, random moves played before measuring)
POSITIONS: tuple[tuple[str, dict[str, object], int], ...] = (
    ("quinto, opening", {"seed": 11}, 0),
    ("quinto, 8 moves", {"seed": 12}, 8),
    ("quinto, 16 moves", {"seed": 13}, 16),
    ("quinto 4 players, 16 moves", {"seed": 14, "players": 4}, 16),
    ("plus (Multile 7), 12 moves", {"seed": 15, "variant": "plus", "multile": 7}, 12),
    ("small-fry (Multile 2), 12 moves", {"seed": 16, "variant": "small-fry", "multile": 2}, 12),
)


def build(options: dict[str, object], moves: int) -> QuintoState:
    """A position after ``moves`` random legal moves (seeded: always the same)."""
    rng = random.Random(1000 + moves)
    state = games.new_game("quinto", **options)
    assert isinstance(state, QuintoState)
    for _ in range(moves):
        if state.is_over:
            break
        # Sorted, so the positions do not depend on the generator's order.
        nxt = state.play(rng.choice(sorted(state.legal_moves(), key=str)))
        assert isinstance(nxt, QuintoState)
        state = nxt
    return state


def time_generation(
    state: QuintoState, rounds: int = 5, min_seconds: float = 0.1
) -> tuple[int, float, float]:
    """(plays found, wall seconds, CPU seconds) per full generation, best of ``rounds``.

    The best round is the one least disturbed by other work on the machine;
    CPU time (``process_time``) is steadier still on a busy machine.
    """
    player = state.to_move if state.to_move is not None else 0
    board, rack, multile = dict(state.board), state.racks[player], state.multile
    found = 0
    best_wall = best_cpu = float("inf")
    for _ in range(rounds):
        runs = 0
        wall, cpu = time.perf_counter(), time.process_time()
        while True:
            found = len(generate(board, rack, multile))
            runs += 1
            elapsed = time.perf_counter() - wall
            if elapsed >= min_seconds:
                break
        best_wall = min(best_wall, elapsed / runs)
        best_cpu = min(best_cpu, (time.process_time() - cpu) / runs)
    return found, best_wall, best_cpu


def time_playouts(games_count: int = 5) -> tuple[int, float]:
    """Whole random games (legal moves generated every turn): (moves, seconds)."""
    moves = 0
    start = time.perf_counter()
    for seed in range(games_count):
        rng = random.Random(seed)
        state = games.new_game("quinto", seed=seed)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
            moves += 1
    return moves, time.perf_counter() - start


def main() -> None:
    print(f"Quinto generator benchmark, Python {sys.version.split()[0]} on {sys.platform}")
    print(f"{'position':34} {'tiles':>5} {'rack':>7} {'plays':>6} {'ms/gen':>7} {'cpu ms':>7} {'plays/s':>8}")
    total_plays = 0
    total_time = 0.0
    for label, options, moves in POSITIONS:
        state = build(options, moves)
        player = state.to_move if state.to_move is not None else 0
        rack = "".join(str(v) for v in state.racks[player])
        plays, wall, cpu = time_generation(state)
        total_plays += plays
        total_time += wall
        rate = plays / wall if wall else 0.0
        times = f"{wall * 1000:7.3f} {cpu * 1000:7.3f}"
        print(f"{label:34} {len(state.board):5} {rack:>7} {plays:6} {times} {rate:8.0f}")
    print(f"overall: {total_plays / total_time:.0f} plays/s, {total_time / len(POSITIONS) * 1000:.3f} ms/gen")
    moves, seconds = time_playouts()
    print(f"random playouts: {moves} moves in {seconds:.2f} s ({moves / seconds:.0f} moves/s)")


if __name__ == "__main__":
    main()
