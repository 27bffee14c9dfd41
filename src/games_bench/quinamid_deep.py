"""The Boardspace-style Quinamid robot searched five plies deep: a yardstick for the bench.

The same robot as :mod:`.quinamid_boardspace` -- alpha-beta over every legal
move to a fixed depth, the squared line count of the visible surface at the
leaves, wins sooner and losses later, the rules' repetition draw -- searched
to depth five.  Through the generic search over :class:`QuinamidState`
(a new frozen state, its history and its repetition record per move), depth
five takes 20-40 s a move on CPython, too slow for a 200-game match; this
module searches the same tree with :mod:`games.ai.quinamid_search` (Hard's
search), over the state's raw parts instead.  The node, the repetition
draw, the transposition table, the killer moves and the iterative deepening
are that module's; what is this robot's own
is its leaf, the squared line count, and that at the last ply a placement's
value is the parent's line count plus what that one counter adds and takes
(the windows through its square), so the frontier plays no placement.

A move takes 0.48 s of CPU at the mean (median 0.41 s, one in ten over
0.79 s, 5.2 s at most: 65 positions of six arena games against Hard, every
third move), where the generic search took 20-70 s on the same kind of
position; the generic search gives the same value at depth five and three
(tests/test_ai_quinamid_deep.py).

Ordering only speeds alpha-beta up: the value of each position at depth five
is the plain search's.  Two root moves of equal value may be chosen the other
way round (the root keeps the stable ranking of the previous iteration, as
the generic search does, but bounds found below differ with the order).
"""

from __future__ import annotations

from games.ai.budget import Budget
from games.ai.quinamid_eval import THROUGH, WINDOWS
from games.ai.quinamid_search import SurfaceSearch
from games.core import GameState, Move
from games.quinamid import QuinamidState

from .quinamid_boardspace import line_count, placement_gain

#: The depth of this robot, in plies.
DEPTH = 5
#: No work limit: the robot searches its whole depth (a deadline may still stop it).
UNLIMITED = 10**12


class DeepSearch(SurfaceSearch):
    """The robot's search: the squared line count at the leaves, to a fixed depth."""

    def __init__(self, state: QuinamidState, deadline: float | None, depth: int = DEPTH) -> None:
        super().__init__(state, Budget(UNLIMITED, deadline), depth)
        self.windows = WINDOWS[self.length]
        self.through = THROUGH[self.length]

    def leaf(self, mine: int, theirs: int, my_left: bool, their_left: bool) -> float:
        return line_count(self.windows, mine, theirs)

    def gain(self, sq: int, mine: int, theirs: int) -> float:
        return placement_gain(self.through[sq], mine, theirs)

    def placements(
        self, squares: list[int], mine: int, theirs: int, my_left: bool, their_left: bool
    ) -> tuple[float, int]:
        """The line count changes only in the windows through the new counter."""
        base = line_count(self.windows, mine, theirs)
        best, best_sq = -float("inf"), -1
        for sq in squares:
            v = base + placement_gain(self.through[sq], mine, theirs)
            if v > best:
                best, best_sq = v, sq
        return best, best_sq


def deep_move(state: GameState, seed: int, deadline: float | None) -> Move:
    """The robot's move: alpha-beta to depth five (or the deadline).  ``seed`` is
    unused: the robot plays one move per position, whatever the seed."""
    assert isinstance(state, QuinamidState)
    return DeepSearch(state, deadline).root(state)[0]


__all__ = ["DEPTH", "DeepSearch", "deep_move"]
