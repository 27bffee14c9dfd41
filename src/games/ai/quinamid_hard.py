"""Quinamid Hard: the fast search (:mod:`.quinamid_search`) with threats at its leaves.

Hard searches iteratively deeper until its work budget (or, in the
browser, its deadline) runs out: every move at the root, and below it the
twelve placements that build and block most with every slide and rotation
(:attr:`HardSearch.width`), four to six plies in the browser's second.
A plain search of that depth with a line count at its leaves (the bench's
Boardspace-style robots) misjudges the position just past its horizon: a
leaf where the player to act can complete a line by placing is a won game
one move later, and a leaf where the other player holds two such squares is
lost unless a slide or rotation breaks them.  Hard's leaf sees both:

* every window of five (six in variant d) on the visible surface that holds
  counters of one player only is worth :data:`~.quinamid_eval.WEIGHTS` of
  their number to that player, as the other levels count;
* the player to act who can complete a window by placing, with a counter
  left, is as good as won (:data:`THREAT_WIN`, kept below the search's won
  games so that a real win, sooner, is still preferred);
* the other player's completing squares cost the player to act
  :data:`~.quinamid_eval.THREAT_ONE`, or :data:`~.quinamid_eval.THREAT_TWO`
  when there are two or more (one placement stops only one).

One ply above the leaves, what a placement changes is counted in the windows
through its square (:meth:`HardSearch.counted_placements`), not over the whole surface;
``tests/test_ai_quinamid_hard.py`` checks that both give the same value.

Hard sees the covered counters: it remembers every move it watched, as the
other levels but Easy do.
"""

from __future__ import annotations

import random

from ..core import GameState, Move
from ..quinamid import QuinamidState
from .budget import Budget
from .knowledge import WIN, Settings
from .quinamid_eval import (
    THREAT_ONE,
    THREAT_TWO,
    THROUGH,
    WEIGHTS,
    WINDOWS,
    QuinamidKnowledge,
    placement_value,
)
from .quinamid_search import SurfaceSearch

#: A leaf where the player to act completes a line by placing: won, one move later.
THREAT_WIN = WIN / 4


class HardSearch(SurfaceSearch):
    """The fast search with Hard's leaf; see the module docstring."""

    # Deeper within the budget: below the root, the twelve placements that
    # build and block most (and every slide and rotation), and the table's
    # deeper values answer shallower searches.  On the tuning seed 5101, 16
    # games each against the depth-5 robot at 12,000 nodes: 10 wins, 6 losses
    # this way; 6 wins, 1 draw, 9 losses with every move and same-depth values.
    width = 12
    deeper_hits = True

    def __init__(self, state: QuinamidState, budget: Budget, depth: int, min_depth: int) -> None:
        super().__init__(state, budget, depth, min_depth)
        self.windows = WINDOWS[self.length]
        self.through = THROUGH[self.length]
        self.near = self.length - 1
        # Both values depend on the surface alone (and, for the frontier,
        # on where a counter may go, which variants a-c also limit by the
        # holes below): the same surface comes back by many paths.
        self.leaves: dict[tuple[int, int, bool, bool], float] = {}
        self.frontiers: dict[tuple[int, int, bool, bool], tuple[float, int]] | None = (
            None if set(self.variants) & set("abc") else {}
        )

    def leaf(self, mine: int, theirs: int, my_left: bool, their_left: bool) -> float:
        key = (mine, theirs, my_left, their_left)
        value = self.leaves.get(key)
        if value is None:
            value = self.leaves[key] = self.surface_value(mine, theirs, my_left, their_left)
        return value

    def surface_value(self, mine: int, theirs: int, my_left: bool, their_left: bool) -> float:
        """:meth:`leaf`, counted over the whole surface."""
        score, my_windows, their_windows = self.counted(mine, theirs)
        if my_left and my_windows:
            return THREAT_WIN
        if their_left and their_windows:
            their_threats = 0
            for w in their_windows:
                their_threats |= w & ~theirs
            score -= THREAT_TWO if their_threats.bit_count() >= 2 else THREAT_ONE
        return score

    def counted(self, mine: int, theirs: int) -> tuple[float, list[int], list[int]]:
        """The surface's windows for the owner of ``mine``: their weights, and the
        windows each player completes with one more counter (mine, theirs)."""
        near = self.near
        score = 0.0
        my_windows: list[int] = []
        their_windows: list[int] = []
        for w in self.windows:
            a = w & mine
            b = w & theirs
            if a:
                if not b:
                    n = a.bit_count()
                    score += WEIGHTS[n]
                    if n == near:
                        my_windows.append(w)
            elif b:
                n = b.bit_count()
                score -= WEIGHTS[n]
                if n == near:
                    their_windows.append(w)
        return score, my_windows, their_windows

    def gain(self, sq: int, mine: int, theirs: int) -> float:
        return placement_value(self.through[sq], mine, theirs, self.length)

    def placements(
        self, squares: list[int], mine: int, theirs: int, my_left: bool, their_left: bool
    ) -> tuple[float, int]:
        if self.frontiers is None:
            return self.counted_placements(squares, mine, theirs, my_left, their_left)
        key = (mine, theirs, my_left, their_left)
        found = self.frontiers.get(key)
        if found is None:
            found = self.frontiers[key] = self.counted_placements(squares, mine, theirs, my_left, their_left)
        return found

    def counted_placements(
        self, squares: list[int], mine: int, theirs: int, my_left: bool, their_left: bool
    ) -> tuple[float, int]:
        """:meth:`leaf` after each placement, counted in the windows through its square.

        The player to act (``mine``) places; the leaf is then valued for the
        other player, and this returns its negation.  The surface's windows
        are counted once; each placement then changes only the windows
        through its square: its own windows grow, the other's are spoiled,
        the other's completing windows through it are stopped, and its own
        windows reaching ``near`` counters become completing ones."""
        near = self.near
        base, my_windows, their_windows = self.counted(mine, theirs)
        best, best_sq = -float(WIN * 4), -1
        for sq in squares:
            bit = 1 << sq
            their_threats = 0
            for w in their_windows:
                if not w & bit:
                    their_threats |= w & ~theirs
            if their_threats and their_left:
                v = -THREAT_WIN
            else:
                after = mine | bit
                v = base
                my_threats = 0
                for w in my_windows:
                    if not w & bit:
                        my_threats |= w & ~mine
                for w in self.through[sq]:
                    b = w & theirs
                    if not b:
                        n = (w & mine).bit_count()
                        v += WEIGHTS[n + 1] - WEIGHTS[n]
                        if n + 1 == near:
                            my_threats |= w & ~after
                    elif not w & mine:
                        v += WEIGHTS[b.bit_count()]
                if my_threats and my_left:
                    v += THREAT_TWO if my_threats.bit_count() >= 2 else THREAT_ONE
            if v > best:
                best, best_sq = v, sq
        return best, best_sq


def hard_move(state: GameState, settings: Settings, budget: Budget) -> Move:
    """Hard's move: iterations up to ``settings.depth`` plies, the first
    ``settings.min_depth`` whole, the rest while ``budget`` (nodes of this
    search, and the deadline) allows."""
    assert isinstance(state, QuinamidState)
    return HardSearch(state, budget, settings.depth, settings.min_depth).root(state)[0]


class SurfaceKnowledge(QuinamidKnowledge):
    """The level plug-in: :meth:`solve` is Hard's search (``solver="surface"``)."""

    def solve(self, state: GameState, me: int, budget: Budget) -> Move | None:
        return hard_move(state, self.settings, budget)


def quinamid_knowledge(settings: Settings, rng: random.Random) -> QuinamidKnowledge:
    """The knowledge of a Quinamid level: Hard's search for ``solver="surface"``."""
    if settings.solver == "surface":
        return SurfaceKnowledge(settings, rng)
    return QuinamidKnowledge(settings, rng)


__all__ = ["THREAT_WIN", "HardSearch", "SurfaceKnowledge", "hard_move", "quinamid_knowledge"]
