"""Frozen players for the bench: earlier versions of a level, kept unchanged.

A stronger level is only stronger if it beats the one it replaces, so the
arena can seat the previous Quinque Hard as ``hard_v1`` (see
:data:`games_bench.levels.BENCH_LEVELS`).  The modules here are verbatim
copies of that version (their imports rewired); they are never tuned.
"""

from __future__ import annotations

import random
from dataclasses import replace

from games.ai.knowledge import WIN, Settings
from games.core import GameState, Move

from .quinque_v1_eval import QUINQUE_LEVELS, QuinqueKnowledge
from .search_v1 import Budget, alphabeta


def hard_v1_move(state: GameState, seed: int, seconds_deadline: float | None, work: float) -> Move:
    """The move Quinque Hard chose at commit eb20b81 (same budget, same seed use)."""
    me = state.to_move
    assert me is not None
    rng = random.Random(seed * 1_000_003 + len(state.history))
    base = QUINQUE_LEVELS["hard"]
    if seconds_deadline is not None:
        work = max(work, 50.0)
    settings = base if work == 1.0 else _scaled(base, work)
    kn = QuinqueKnowledge(settings, rng)
    first = kn.view(state, me)
    wins = kn.wins_now(first)
    if wins:
        return wins[0]
    threat = kn.threat(first)
    if threat is not None:
        return threat
    depths = [kn.horizon(first, turns) for turns in range(1, max(1, settings.depth) + 1)]
    min_depth = kn.horizon(first, settings.min_depth)
    budget = Budget(settings.nodes, seconds_deadline)
    roots = kn.order(first, first.legal_moves(), me, 0)
    if settings.root_width and len(roots) > settings.root_width:
        roots = roots[: settings.root_width]
    result = alphabeta(
        first, kn, budget, depths=depths, min_depth=min_depth, moves=roots, deep_width=settings.deep_width
    )
    if result.value <= -WIN / 4:
        saved = kn.rescue(first, me)
        if saved is not None:
            return saved
    return result.move


def _scaled(base: Settings, work: float) -> Settings:
    """The level's settings with the work budget scaled (as ``settings_for`` did)."""
    samples = max(1, min(4 * base.samples, round(base.samples * work + 0.49)))
    return replace(base, nodes=max(1, int(base.nodes * work)), samples=samples)


__all__ = ["hard_v1_move"]
