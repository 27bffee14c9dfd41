"""The Boardspace-style Quinamid robot searched five plies deep: a yardstick for the bench.

The same robot as :mod:`.quinamid_boardspace` -- alpha-beta over every legal
move to a fixed depth, the squared line count of the visible surface at the
leaves, wins sooner and losses later, the rules' repetition draw -- searched
to depth five.  Through the generic search over :class:`QuinamidState`
(a new frozen state, its history and its repetition record per move), depth
five takes 20-40 s a move on CPython, too slow for a 200-game match; this
module searches the same tree over the state's raw parts instead:

* A node is the boards' offsets and rotations, the owner of each of the 60
  holes, the player to act, the locked board and the two visible-surface
  masks.  A placement changes one hole and one mask bit; only slides and
  rotations look up a new layout and recount the surface.
* At the last ply, a placement's value is the parent's line count plus what
  that one counter adds and takes (the windows through its square), so the
  frontier plays no placement at all.
* A transposition table keyed on the whole node (and, while no counter has
  been placed since the root, on the positions met since, which decide the
  repetition draw) holds values at the same remaining depth only, and the
  best move of each node for ordering; iterative deepening (1 ... 5) fills it.
  Inside a node: the table's move, the two killer moves of its ply, the
  placements by the line count they add and take, then slides and rotations.

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

import time
from collections.abc import Hashable
from typing import Any

from games.ai.knowledge import WIN
from games.ai.quinamid_eval import SIZE, THROUGH, WINDOWS
from games.core import GameState, Move
from games.quinamid import Place, QuinamidState
from games.quinamid.geometry import (
    BITS,
    HOLE_BASE,
    HOLE_COUNT,
    LINES,
    LINES_THROUGH,
    TOP,
    Layout,
    Offsets,
    layout,
    line_union,
    rotate_stack,
    slide_stack,
    visible_masks,
)
from games.quinamid.moves import Rotate, Slide
from games.quinamid.state import _position_key

from .quinamid_boardspace import line_count, placement_gain

#: The depth of this robot, in plies.
DEPTH = 5
EMPTY = -1
COUNTERS = 30
_LETTERS = "ABCDE"
_DIRS = "<>^v"
#: Bound kinds in the transposition table.
EXACT, LOWER, UPPER = 0, 1, 2
#: A move of the search: (kind, a, b): (0, square, 0) places, (1, board, direction
#: index) slides, (2, board, 1 clockwise / 0 anticlockwise) rotates.
Action = tuple[int, int, int]
#: A node: offsets, rotations, the owner of each hole, the player to act, the
#: locked board (0: none), the surface masks of the player to act and of the
#: other, and the counters the player to act has placed.
Node = tuple[Any, Any, tuple[int, ...], int, int, int, int, int]
#: Whether no counter was placed since the root, and the positions met since
#: the last placement (the root's record counts only in the first case).
Segment = tuple[bool, tuple[Hashable, ...]]
_PLACED: Segment = (False, ())


class OutOfTime(Exception):
    """The deadline passed inside an iteration."""


class DeepSearch:
    """One root search: the game's rules, the repetition record, the table."""

    def __init__(self, state: QuinamidState, deadline: float | None, depth: int = DEPTH) -> None:
        self.depth = depth
        rules = state.rules
        self.length = rules.line_length
        self.windows = WINDOWS[self.length]
        self.through = THROUGH[self.length]
        self.lines = LINES[self.length]
        self.lines_through = LINES_THROUGH[self.length]
        self.rotations = rules.rotations_allowed
        self.clockwise_only = rules.clockwise_only
        self.variants = rules.variants
        self.first_move = not state.history
        self.root_keys = state._seg_keys
        self.deadline = deadline
        self.table: dict[Hashable, tuple[int, float, int, Action | None]] = {}
        self.killers: list[list[Action]] = [[] for _ in range(depth + 2)]
        self.nodes = 0

    # --- the line count (the depth-3 robot's: quinamid_boardspace) ------------
    def evaluate(self, mine: int, theirs: int) -> int:
        return line_count(self.windows, mine, theirs)

    def gain(self, sq: int, mine: int, theirs: int) -> int:
        return placement_gain(self.through[sq], mine, theirs)

    # --- moves -------------------------------------------------------------
    def placeable(
        self,
        cells: tuple[int, ...],
        lay_visible: tuple[int, ...],
        vis_board: tuple[int, ...],
        player: int,
        first: bool,
    ) -> list[int]:
        """The squares the player to act may place on (variants a, b, c limit board E)."""
        top_ok = True
        if self.variants:
            if "a" in self.variants and first:
                top_ok = False
            if "b" in self.variants and player in cells[HOLE_BASE[TOP] :]:
                top_ok = False
            if "c" in self.variants and any(
                player not in cells[HOLE_BASE[k] : HOLE_BASE[k] + HOLE_COUNT[k]] for k in range(TOP)
            ):
                top_ok = False
        return [
            sq
            for sq in range(SIZE * SIZE)
            if cells[lay_visible[sq]] == EMPTY and (top_ok or vis_board[sq] != TOP)
        ]

    def others(self, offsets: Offsets, locked: int) -> list[Action]:
        """Slides and rotations in the order of ``legal_moves``."""
        out: list[Action] = []
        for b in range(1, 5):
            if b != locked:
                dx, dy = offsets[b - 1]
                out.append((1, b, 1 if dx == 0 else 0))
                out.append((1, b, 2 if dy == 0 else 3))
        if self.rotations:
            for b in range(1, 5):
                if b != locked or self.clockwise_only:
                    out.append((2, b, 1))
                    if not self.clockwise_only:
                        out.append((2, b, 0))
        return out

    # --- the search ----------------------------------------------------------
    def negamax(self, node: Node, depth: int, alpha: float, beta: float, ply: int, seg: Segment) -> float:
        """The value of ``node`` for its player to act, ``depth`` plies deep.

        ``node`` is (offsets, rotations, cells, player, locked, mask of the player
        to act, mask of the other, counters placed by the player to act);
        ``seg`` the positions met on the way since the last placement, and
        whether that is the root's record too (no counter placed since)."""
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime
        offsets, rots, cells, player, locked, mine, theirs, placed = node
        key = (cells, offsets, rots, player, locked, seg)
        entry = self.table.get(key)
        tt_move: Action | None = None
        if entry is not None:
            e_depth, e_value, e_kind, tt_move = entry
            if e_depth == depth:
                v = e_value - ply if e_value > WIN / 2 else e_value + ply if e_value < -WIN / 2 else e_value
                if e_kind == EXACT or (e_kind == LOWER and v >= beta) or (e_kind == UPPER and v <= alpha):
                    return v
        lay = layout(offsets, rots)
        squares = (
            self.placeable(cells, lay.visible, lay.visible_board, player, False) if placed < COUNTERS else []
        )
        alpha0 = alpha
        best = -float(WIN * 4)
        best_move: Action | None = None
        win_value = WIN - ply - 1
        # A placement that completes a line wins at once.
        for sq in squares:
            m = mine | BITS[sq]
            for line in self.lines_through[sq]:
                if m & line == line:
                    self.store(key, depth, win_value, EXACT, (0, sq, 0), ply)
                    return win_value
        if depth == 1:
            base = self.evaluate(mine, theirs)
            for sq in squares:
                v = base + self.gain(sq, mine, theirs)
                if v > best:
                    best, best_move = v, (0, sq, 0)
            if best >= beta:
                self.store(key, depth, best, LOWER, best_move, ply)
                return best
            alpha = max(alpha, best)
            moves = self.others(offsets, locked)
        else:
            moves = self.ordered(squares, offsets, locked, mine, theirs, tt_move, ply)
        for move in moves:
            v = -self.child(node, move, lay, depth - 1, -beta, -alpha, ply + 1, seg)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if move[0] == 0:
                            killers = self.killers[ply]
                            if move not in killers:
                                killers.insert(0, move)
                                del killers[2:]
                        break
        kind = LOWER if best >= beta else UPPER if best <= alpha0 else EXACT
        self.store(key, depth, best, kind, best_move, ply)
        return best

    def store(
        self, key: Hashable, depth: int, value: float, kind: int, move: Action | None, ply: int
    ) -> None:
        stored = value + ply if value > WIN / 2 else value - ply if value < -WIN / 2 else value
        self.table[key] = (depth, stored, kind, move)

    def ordered(
        self,
        squares: list[int],
        offsets: Offsets,
        locked: int,
        mine: int,
        theirs: int,
        tt_move: Action | None,
        ply: int,
    ) -> list[Action]:
        scored = sorted((-self.gain(sq, mine, theirs), sq) for sq in squares)
        moves: list[Action] = [(0, sq, 0) for _g, sq in scored]
        moves += self.others(offsets, locked)
        first = [m for m in self.killers[ply] if m in moves]
        if tt_move is not None and tt_move in moves:
            first = [tt_move, *(m for m in first if m != tt_move)]
        if first:
            moves = first + [m for m in moves if m not in first]
        return moves

    def child(
        self,
        node: Node,
        move: Action,
        lay: Layout,
        depth: int,
        alpha: float,
        beta: float,
        ply: int,
        seg: Segment,
    ) -> float:
        """The value of ``node`` after ``move`` for the player to act there."""
        offsets, rots, cells, player, _locked, mine, theirs, _placed = node
        kind, b, arg = move
        nxt = 1 - player
        if kind == 0:
            h = lay.visible[b]
            cells = (*cells[:h], player, *cells[h + 1 :])
            after = (offsets, rots, cells, nxt, 0, theirs, mine | BITS[b], self.placed_by(cells, nxt))
            if depth == 0:
                return -self.evaluate(mine | BITS[b], theirs)
            return self.negamax(after, depth, alpha, beta, ply, _PLACED)
        if kind == 1:
            new_offsets = slide_stack(offsets, b, _DIRS[arg])
            assert new_offsets is not None
            offsets = new_offsets
        else:
            offsets, rots = rotate_stack(offsets, rots, b, bool(arg))
        new_lay = layout(offsets, rots)
        masks = visible_masks(new_lay, cells)
        own, other = masks[player], masks[nxt]
        own_line = line_union(own, self.lines)
        other_line = line_union(other, self.lines)
        if own_line or other_line:
            winner = nxt if other_line else player
            return -(WIN - ply) if winner == player else WIN - ply
        key = _position_key(new_lay, cells, nxt, b)
        rooted, keys = seg
        count = keys.count(key)
        if rooted:
            count += self.root_keys.count(key)
        if count >= 2:
            return 0.0  # the third time: a draw
        if depth == 0:
            return float(self.evaluate(other, own))
        after = (offsets, rots, cells, nxt, b, other, own, self.placed_by(cells, nxt))
        return self.negamax(after, depth, alpha, beta, ply, (rooted, (*keys, key)))

    @staticmethod
    def placed_by(cells: tuple[int, ...], player: int) -> int:
        return cells.count(player)

    # --- the root ------------------------------------------------------------
    def root(self, state: QuinamidState) -> tuple[Move, float, int]:
        """The move, its value and the depth of the deepest finished iteration."""
        player = state.to_move
        assert player is not None
        lay = layout(state.offsets, state.rotations)
        cells = state._cells
        masks = visible_masks(lay, cells)
        locked = 0 if state.locked_board is None else _LETTERS.index(state.locked_board)
        placed = COUNTERS - state.counters_left[player]
        mine, theirs = masks[player], masks[1 - player]
        node: Node = (state.offsets, state.rotations, cells, player, locked, mine, theirs, placed)
        squares: list[int] = []
        if placed < COUNTERS:
            squares = self.placeable(cells, lay.visible, lay.visible_board, player, self.first_move)
        for sq in squares:
            if line_union(mine | BITS[sq], self.lines_through[sq]):
                return _as_move((0, sq, 0)), float(WIN - 1), 1
        # The robot's first order: placements by what they add and take (stable), then the rest.
        scored = sorted(range(len(squares)), key=lambda i: -self.gain(squares[i], mine, theirs))
        order: list[Action] = [(0, squares[i], 0) for i in scored] + self.others(state.offsets, locked)
        result = (order[0], -float(WIN * 4), 0)
        for depth in range(1, self.depth + 1):
            values: list[float] = []
            alpha = -float(WIN * 4)
            try:
                for move in order:
                    v = -self.child(node, move, lay, depth - 1, -float(WIN * 4), -alpha, 1, (True, ()))
                    values.append(v)
                    alpha = max(alpha, v)
            except OutOfTime:
                # A move of the unfinished iteration that beats the previous best's new value.
                if len(values) > 1 and max(values) > values[0]:
                    i = values.index(max(values))
                    result = (order[i], values[i], result[2])
                break
            ranked = sorted(range(len(order)), key=lambda i: -values[i])
            order = [order[i] for i in ranked]
            result = (order[0], values[ranked[0]], depth)
            if abs(result[1]) >= WIN / 2:
                break
        return _as_move(result[0]), result[1], result[2]


def _as_move(action: Action) -> Move:
    kind, a, b = action
    if kind == 0:
        return Place(a % SIZE, a // SIZE)
    if kind == 1:
        return Slide(_LETTERS[a], _DIRS[b])
    return Rotate(_LETTERS[a], bool(b))


def deep_move(state: GameState, seed: int, deadline: float | None) -> Move:
    """The robot's move: alpha-beta to depth five (or the deadline).  ``seed`` is
    unused: the robot plays one move per position, whatever the seed."""
    assert isinstance(state, QuinamidState)
    return DeepSearch(state, deadline).root(state)[0]


__all__ = ["DEPTH", "DeepSearch", "deep_move"]
