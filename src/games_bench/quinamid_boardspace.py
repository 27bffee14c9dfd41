"""A Boardspace-style Quinamid robot: a yardstick for the bench, not a level for people.

The robots of the Boardspace site (where Quinamid is played online) are
plain searches: alpha-beta to a fixed depth over every legal move with a
simple evaluation.  This one searches three plies (its move, the reply, its
next move) with a line count on the visible surface: every window of five
(six in variant d) holding counters of one player only scores the square of
their number for that player.  No threat detection, no pruned moves, no
forgetting: it sees the whole position, covered counters included (a
server-side robot does), and it never tires.  Hard should beat it clearly;
the arena level ``boardspace`` seats it (Quinamid only).

Placements are ordered by the same line count (what they add for the mover
and take from the opponent), slides and rotations after them: ordering only
speeds up alpha-beta, the value at depth three is the same.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.ai.knowledge import Knowledge, Settings
from games.ai.quinamid_eval import SIZE, THROUGH, WINDOWS, surface
from games.ai.search import Budget, alphabeta
from games.core import GameState, Move
from games.quinamid import Place, QuinamidState

#: Three plies, every move, a work budget that depth three never reaches in practice.
BOARDSPACE = Settings(nodes=10_000_000, depth=3, min_depth=3)


def line_count(windows: Sequence[int], mine: int, theirs: int) -> int:
    """The robots' evaluation for the owner of ``mine``: each window held by one player only
    scores the square of its counters, for that player."""
    value = 0
    for w in windows:
        a, b = w & mine, w & theirs
        if a and not b:
            value += a.bit_count() ** 2
        elif b and not a:
            value -= b.bit_count() ** 2
    return value


def placement_gain(through: Sequence[int], mine: int, theirs: int) -> int:
    """What a counter on a square (the windows ``through`` it) changes :func:`line_count` by,
    for the owner of ``mine``: the windows it extends and the opponent's windows it spoils."""
    v = 0
    for w in through:
        a, b = (w & mine).bit_count(), (w & theirs).bit_count()
        if not b:
            v += 2 * a + 1  # (a + 1) ** 2 - a ** 2
        if not a:
            v += b * b
    return v


class BoardspaceKnowledge(Knowledge):
    """Line counting on the visible surface; see the module docstring."""

    def __init__(self, settings: Settings, rng: random.Random) -> None:
        super().__init__(settings, rng)
        self._masks: dict[int, tuple[QuinamidState, int, int]] = {}

    def masks(self, state: QuinamidState) -> tuple[int, int]:
        entry = self._masks.get(id(state))
        if entry is not None and entry[0] is state:
            return entry[1], entry[2]
        m0, m1 = surface(state)
        if len(self._masks) > 100_000:
            self._masks.clear()
        self._masks[id(state)] = (state, m0, m1)
        return m0, m1

    def evaluate(self, state: GameState, root: int) -> float:
        assert isinstance(state, QuinamidState)
        m = self.masks(state)
        return float(line_count(WINDOWS[state.rules.line_length], m[root], m[1 - root]))

    def order(self, state: GameState, moves: Sequence[Move], root: int, ply: int) -> list[Move]:
        assert isinstance(state, QuinamidState)
        p = state.to_move
        if p is None:
            return list(moves)
        m = self.masks(state)
        mine, theirs = m[p], m[1 - p]
        through = THROUGH[state.rules.line_length]
        scored: list[tuple[int, int, Move]] = []
        for i, move in enumerate(moves):
            v = -1  # slides and rotations after every placement
            if isinstance(move, Place):
                v = placement_gain(through[move.row * SIZE + move.col], mine, theirs)
            scored.append((-v, i, move))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [move for _v, _i, move in scored]

    def wins_now(self, state: GameState) -> list[Move]:
        return []  # the search sees them (a win is a terminal node one ply down)

    def threat(self, state: GameState) -> Move | None:
        return None


def boardspace_move(state: GameState, seed: int, deadline: float | None) -> Move:
    """The robot's move: alpha-beta to depth three (or the deadline)."""
    me = state.to_move
    assert me is not None
    kn = BoardspaceKnowledge(BOARDSPACE, random.Random(seed))
    budget = Budget(BOARDSPACE.nodes, deadline)
    result = alphabeta(state, kn, budget, depths=[1, 2, 3], min_depth=3)
    return result.move


__all__ = ["BOARDSPACE", "BoardspaceKnowledge", "boardspace_move"]
