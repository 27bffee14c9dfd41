"""Frozen copy for the bench (Quinque Hard "hard_v1", commit eb20b81): do not improve.

Generic search over the game protocol: alpha-beta and Monte Carlo playouts.

Written only against ``GameState`` (``to_move``, ``legal_moves``, ``play``,
``is_over``, ``winner``) and a :class:`~.knowledge.Knowledge` plug-in, so the
same code plays all three games.  Two things shape it:

* **Work budgets, not clocks.**  Every move played inside a search is charged
  to a :class:`Budget`; a level's budget is a number of such moves, so a
  level plays the same move for the same seed on any machine (CPython or
  Pyodide, fast or slow).  A deadline (``seconds``) can be added on top,
  which trades that determinism for a bounded wait.
* **No assumption that turns alternate.**  A Quinque turn is two actions by
  the same player, and Quinto has up to four players.  A node maximises
  when ``to_move`` is the root player and minimises otherwise (the
  "paranoid" reading of several opponents), whatever the move order.

Iterative deepening gives an answer at any time: each iteration starts from
the previous best move, and when the budget runs out mid-iteration the
deepest *finished* answer is kept (or a move the unfinished iteration
proved better).  Iterations up to ``min_depth`` always finish: they hold
what a level promises (take a win now, stop the opponent's win).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from games.ai.knowledge import WIN, Knowledge
from games.core import GameState, Move


class OutOfBudget(Exception):
    """Raised inside a search when its budget is spent; caught at the root."""


@dataclass
class Budget:
    """Search work allowed: ``nodes`` moves played, and optionally a deadline
    (a ``time.perf_counter()`` value).  ``enforced`` is off while a level's
    minimum depth is searched."""

    nodes: int
    deadline: float | None = None
    used: int = 0
    enforced: bool = True

    def charge(self, amount: int = 1) -> None:
        self.used += amount
        if not self.enforced:
            return
        if self.used > self.nodes:
            raise OutOfBudget
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfBudget

    @property
    def spent(self) -> bool:
        if self.used >= self.nodes:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


@dataclass
class RootResult:
    """What a root search found: the move, its value, and how deep it looked."""

    move: Move
    value: float
    depth: int
    #: Value of every root move at the deepest finished depth (exact when the
    #: search ran with ``exact_root``; otherwise only the best one is exact).
    values: dict[str, float] = field(default_factory=dict)


class AlphaBeta:
    """Depth-limited alpha-beta over the protocol for one root player."""

    def __init__(self, kn: Knowledge, root: int, budget: Budget) -> None:
        self.kn = kn
        self.root = root
        self.budget = budget
        kn.charge = budget.charge

    def value(self, state: GameState, depth: int, alpha: float, beta: float, ply: int) -> float:
        kn = self.kn
        if state.is_over:
            return kn.terminal(state, self.root, ply)
        decided = kn.tactical(state, self.root, ply)
        if decided is not None:
            return decided
        if depth <= 0:
            return kn.evaluate(state, self.root)
        moves = kn.order(state, state.legal_moves(), self.root, ply)
        maximizing = state.to_move == self.root
        best = -math.inf if maximizing else math.inf
        for move in moves:
            self.budget.charge()
            v = self.value(state.play(move), depth - 1, alpha, beta, ply + 1)
            if maximizing:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                    beta = min(beta, v)
            if alpha >= beta:
                break
        if best in (math.inf, -math.inf):  # every move was pruned away by order()
            return kn.evaluate(state, self.root)
        return best

    def iteration(
        self, state: GameState, moves: Sequence[Move], depth: int, exact: bool
    ) -> tuple[list[tuple[float, Move]], bool]:
        """Search every root move to ``depth``: (value, move) in search order,
        and whether all of them finished before the budget ran out."""
        out: list[tuple[float, Move]] = []
        alpha = -math.inf
        try:
            for move in moves:
                self.budget.charge()
                child = state.play(move)
                v = self.value(child, depth - 1, -math.inf if exact else alpha, math.inf, 1)
                out.append((v, move))
                alpha = max(alpha, v)
        except OutOfBudget:
            return out, False
        return out, True


def alphabeta(
    state: GameState,
    kn: Knowledge,
    budget: Budget,
    *,
    depths: Sequence[int],
    min_depth: int = 1,
    moves: Sequence[Move] | None = None,
    exact_root: bool = False,
    deep_width: int = 0,
) -> RootResult:
    """Iterative-deepening alpha-beta from ``state`` for the player to move.

    ``depths`` are the iterations, in moves (plies): 1, 2, 3... for games of
    one action per turn, whole turns for Quinque, so that every leaf is the
    start of a turn.  ``moves`` restricts the root (default: ``kn.order`` of
    the legal moves).  With ``exact_root`` every root move gets an exact
    value (a full window), which costs more but lets several searches be
    averaged.  ``deep_width`` keeps only the best root moves for the
    iterations beyond ``min_depth`` (a deeper look where it matters).
    """
    root = state.to_move
    if root is None:
        raise ValueError("The game is over: there is no move to search.")
    searcher = AlphaBeta(kn, root, budget)
    order = list(moves) if moves is not None else kn.order(state, state.legal_moves(), root, 0)
    if not order:
        order = state.legal_moves()
    result = RootResult(order[0], -math.inf, 0)
    for d in depths:
        budget.enforced = d > min_depth
        if budget.enforced and budget.spent:
            break
        scored, finished = searcher.iteration(state, order, d, exact_root)
        if finished:
            ranked = sorted(range(len(scored)), key=lambda i: -scored[i][0])  # stable: ties keep order
            order = [scored[i][1] for i in ranked]
            if deep_width and d >= min_depth and len(order) > deep_width:
                order = order[:deep_width]
            best_v, best_m = scored[ranked[0]]
            result = RootResult(best_m, best_v, d, {str(m): v for v, m in scored})
            if abs(best_v) >= WIN / 2:
                break  # a forced result: deeper search cannot change it
        else:
            # A move of the unfinished iteration that beats the previous best's
            # new value (the previous best is searched first) is a safe choice.
            if len(scored) > 1:
                top_v, top_m = max(scored, key=lambda vm: vm[0])
                if top_v > scored[0][0]:
                    result = RootResult(top_m, top_v, result.depth, result.values)
            break
    budget.enforced = True
    return result


def playout(state: GameState, kn: Knowledge, rng: random.Random, budget: Budget, limit: int) -> GameState:
    """Play ``kn.rollout`` moves from ``state`` for at most ``limit`` moves."""
    for _ in range(limit):
        if state.is_over:
            break
        budget.charge()
        state = state.play(kn.rollout(state, rng))
    return state


def monte_carlo(
    state: GameState,
    kn: Knowledge,
    budget: Budget,
    rng: random.Random,
    *,
    moves: Sequence[Move],
    limit: int = 40,
) -> dict[str, float]:
    """Flat Monte Carlo: the mean playout value of each root move (root POV).

    Playouts are spread round-robin over ``moves`` until the budget is spent;
    a playout cut at ``limit`` moves is scored by ``kn.evaluate`` squashed to
    [-1, 1].  Used where a rollout policy is cheaper than an evaluation.
    """
    root = state.to_move
    assert root is not None
    totals = [0.0] * len(moves)
    counts = [0] * len(moves)
    children = [state.play(m) for m in moves]
    try:
        while True:
            for i, child in enumerate(children):
                end = playout(child, kn, rng, budget, limit)
                if end.is_over:
                    v = kn.terminal(end, root, 0) / WIN
                else:
                    v = math.tanh(kn.evaluate(end, root) / 100.0)
                totals[i] += v
                counts[i] += 1
    except OutOfBudget:
        pass
    return {str(m): (totals[i] / counts[i] if counts[i] else -2.0) for i, m in enumerate(moves)}
