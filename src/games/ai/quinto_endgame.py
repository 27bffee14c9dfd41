"""Quinto's rack endgame: once the pool is empty, search the real position.

With two players and an empty pool nothing is hidden any more: the tiles
the player has not seen are exactly the opponent's rack (``observe`` says
how many, the canonical world of :func:`.quinto_eval.canonical_world` holds
them).  Sampling worlds is then pointless, and the one-ply look of the
middle game misses what decides endgames: the first player to go out
ends the game and the other loses the face value of their rack, so
playing fewer points now to go out next turn, or keeping the opponent from
going out, can be worth more than the best score.

:func:`solve` is an alpha-beta search over plays to the end of the game
(the value is the final score margin, with :data:`.quinto_eval.WIN_BONUS`
for winning) by iterative deepening: each iteration allows more plies and
more plays per position (going out first, then the plays that shed the
most), and the answer is *exact* when an iteration finished without
cutting any play or depth.  Positions reached twice (the same tiles played
in another order) come from a table.  Work is charged to the level's
:class:`~.search.Budget` (a play, and the generation of a position's plays
by its size), so the result is deterministic for a budget and stops at a
deadline.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

from ..core import Move
from ..quinto import PASS, QuintoState
from .search import Budget, OutOfBudget

#: Won game bonus, as in :mod:`.quinto_eval` (kept equal there).
WIN_BONUS = 100.0
#: (plies, plays per position) of the iterations; ``0`` = every play.
SCHEDULE: tuple[tuple[int, int], ...] = ((2, 12), (3, 12), (4, 16), (6, 24), (10, 48), (30, 0))
#: Work charged for generating a position's plays: a fixed part and a part per play
#: generated, in units of one play made (measured: a generation costs about
#: as much as 25 plays, plus a quarter play per play found).
GENERATION_FIXED = 25
GENERATION_PER_PLAY = 4


@dataclass
class Solution:
    """The best play found, its value (final margin for the player who moved), and
    whether the search proved it (no play or depth left out)."""

    move: Move
    value: float
    exact: bool
    depth: int


def applies(state: QuintoState) -> bool:
    """The endgame search needs perfect information: two players, empty pool."""
    return state.num_players == 2 and state.pool_count == 0 and state.to_move is not None


class _Search:
    def __init__(self, root: int, budget: Budget) -> None:
        self.root = root
        self.budget = budget
        self.table: dict[Hashable, tuple[int, int, float, bool]] = {}
        self.cut = False  # some play or depth was left out in this iteration

    def final(self, state: QuintoState) -> float:
        scores = state.scores
        margin = float(scores[self.root] - scores[1 - self.root])
        if state.winner is None:
            return margin
        return margin + WIN_BONUS if state.winner == self.root else margin - WIN_BONUS

    def static(self, state: QuintoState) -> float:
        """The margin if the game stopped now: both racks count against their holders."""
        scores, racks = state.scores, state.racks
        me, other = self.root, 1 - self.root
        return float((scores[me] - sum(racks[me])) - (scores[other] - sum(racks[other])))

    def moves(self, state: QuintoState, width: int) -> list[Move]:
        plays = state.legal_plays()
        self.budget.charge(GENERATION_FIXED + len(plays) // GENERATION_PER_PLAY)
        if not plays:
            return [PASS]
        size = len(state.racks[state.to_move or 0])
        # Going out ends the game: first; then the plays that shed the most face value.
        ranked = sorted(
            plays,
            key=lambda p: (len(p.play.tiles) != size, -(p.score + 2 * sum(p.play.values))),
        )
        out: list[Move] = [p.play for p in ranked]
        if width and len(out) > width:
            self.cut = True
            out = out[:width]
        return out

    def value(self, state: QuintoState, depth: int, width: int, alpha: float, beta: float) -> float:
        if state.is_over:
            return self.final(state)
        if depth == 0:
            self.cut = True
            return self.static(state)
        racks = state.racks
        passed = state.history[-1:] == ("pass",)  # a second pass in a row ends the game
        board = frozenset(state.board.items())
        key = (board, tuple(sorted(racks[0])), tuple(sorted(racks[1])), state.to_move, passed)
        known = self.table.get(key)
        if known is not None and known[0] >= depth and known[1] >= (width or 10**6):
            return known[2]
        maximizing = state.to_move == self.root
        best = -math.inf if maximizing else math.inf
        a, b = alpha, beta
        for move in self.moves(state, width):
            self.budget.charge()
            child = state.play(move)
            assert isinstance(child, QuintoState)
            v = self.value(child, depth - 1, width, a, b)
            if maximizing:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        if alpha < best < beta:  # an exact value (not a bound) may be reused
            self.table[key] = (depth, width or 10**6, best, True)
        return best


def solve(state: QuintoState, budget: Budget) -> Solution | None:
    """The best play of the player to move by the endgame search, or None when
    not even the first iteration finished within the budget."""
    root = state.to_move
    assert root is not None and applies(state)
    search = _Search(root, budget)
    found: Solution | None = None
    for depth, width in SCHEDULE:
        search.cut = False
        search.table.clear()
        try:
            moves = search.moves(state, width)
            best_v, best_m = -math.inf, moves[0]
            for move in moves:
                budget.charge()
                child = state.play(move)
                assert isinstance(child, QuintoState)
                v = search.value(child, depth - 1, width, best_v, math.inf)
                if v > best_v:
                    best_v, best_m = v, move
        except OutOfBudget:
            break
        found = Solution(best_m, best_v, not search.cut, depth)
        if found.exact:
            break
    return found


def best_play(state: QuintoState, budget: Budget) -> Move | None:
    """:func:`solve`'s move, or None (then the middle-game search decides)."""
    found = solve(state, budget)
    return None if found is None else found.move


__all__ = ["SCHEDULE", "Solution", "applies", "best_play", "solve"]
