"""Quinamid Hard's search: nodes per second, and how deep it gets in the browser's time.

Why: Hard's work budget (``games.ai.quinamid_eval.QUINAMID_LEVELS``) is
counted in nodes of its own search, so the arena plays the same moves on any
machine; in the browser it searches until the level's deadline instead.
This prints how many nodes a second the search runs, and the depth it
finishes within the deadline, on CPython and (through bench/pyodide.mjs) in
Pyodide, so the budget can be set to what a browser reaches.  And how much
faster the fast search is than the generic one over states: the same tree
(the bench's Boardspace-style robot, three plies, every move) searched by
both, on the same positions:

    python bench/bench_quinamid_search.py [--positions 12] [--seconds 0.85]
    node bench/pyodide.mjs bench/bench_quinamid_search.py --positions 12

Positions: every fourth move of games played by the greedy level from
seeded two-move openings, past the first four moves.  Numbers only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games
from games.ai import choose_move
from games.ai.budget import Budget
from games.ai.quinamid_eval import QUINAMID_LEVELS
from games.ai.quinamid_hard import HardSearch
from games.ai.search import alphabeta
from games.quinamid import QuinamidState
from games_bench.quinamid_boardspace import BOARDSPACE, BoardspaceKnowledge
from games_bench.quinamid_deep import DeepSearch


def positions(count: int, seed: int = 11) -> list[QuinamidState]:
    """``count`` positions from seeded greedy games (see the module docstring)."""
    rng = random.Random(seed)
    out: list[QuinamidState] = []
    game = 0
    while len(out) < count:
        game += 1
        state = games.new_game("quinamid")
        for _ in range(2):
            state = state.play(rng.choice(state.legal_moves()))
        moves = 2
        while not state.is_over and len(out) < count:
            if moves > 4 and moves % 4 == 0:
                assert isinstance(state, QuinamidState)
                out.append(state)
            state = state.play(choose_move(state, "greedy", seed=game))
            moves += 1
    return out


def same_tree(states: list[QuinamidState]) -> None:
    """The depth-3 robot's search, generic and fast, on the same positions."""
    generic = fast = 0.0
    for state in states:
        start = time.perf_counter()
        kn = BoardspaceKnowledge(BOARDSPACE, random.Random(0))
        slow_value = alphabeta(state, kn, Budget(BOARDSPACE.nodes), depths=[1, 2, 3], min_depth=3).value
        generic += time.perf_counter() - start
        start = time.perf_counter()
        fast_value = DeepSearch(state, None, 3).root(state)[1]
        fast += time.perf_counter() - start
        assert fast_value == slow_value, "the two searches must agree"
    print(
        f"The same depth-3 tree: generic search {generic / len(states):.3f} s a position, "
        f"fast search {fast / len(states):.3f} s ({generic / fast:.1f}x)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument(
        "--seconds", type=float, default=0.85, help="the search's deadline (the page's 1 s x 0.85)"
    )
    args = parser.parse_args(argv)
    hard = QUINAMID_LEVELS["hard"]
    rates: list[float] = []
    budget_times: list[float] = []
    depths: list[int] = []
    states = positions(args.positions)
    for state in states:
        search = HardSearch(state, Budget(hard.nodes), hard.depth, hard.min_depth)
        start = time.perf_counter()
        search.root(state)
        spent = time.perf_counter() - start
        if search.nodes:  # none when a placement wins at once
            rates.append(search.nodes / spent)
        budget_times.append(spent)
        timed = HardSearch(
            state, Budget(10**12, time.perf_counter() + args.seconds), hard.depth, hard.min_depth
        )
        depths.append(timed.root(state)[2])
    print(
        f"Hard's budget of {hard.nodes} nodes: {statistics.median(rates):,.0f} nodes/s median "
        f"({min(rates):,.0f}-{max(rates):,.0f}), {statistics.mean(budget_times):.2f} s a move at the mean, "
        f"{max(budget_times):.2f} s at most ({len(rates)} positions)"
    )
    print(
        f"Within {args.seconds} s: finished depth median {statistics.median(depths)}, "
        f"min {min(depths)}, max {max(depths)}: {sorted(depths)}"
    )
    same_tree(states)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
