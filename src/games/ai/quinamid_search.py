"""A fast alpha-beta for Quinamid over a position's raw parts, with the leaf left open.

The generic search (:mod:`.search`) plays every move on a frozen
:class:`~games.quinamid.QuinamidState`: a new state, its history and its
repetition record per move, a few thousand moves a second on CPython.  A
Quinamid search that sees five plies ahead needs about ten times that, so
this one works on the state's parts instead:

* A node is the boards' offsets and rotations, the owner of each of the 60
  holes, the player to act, the locked board, the two visible-surface masks
  and how many counters the player to act has placed.  A placement changes
  one hole and one mask bit; only slides and rotations look up a new layout
  (cached by the rules' geometry) and recount the surface.
* It is a negamax: every value is for the player to act.  A placement that
  completes a line wins at once; a slide or rotation that shows a line is
  decided as the rules decide it (showing the opponent's line loses, even
  beside one's own); the third time a position comes back since the last
  placement is the rules' draw.
* What a leaf is worth is the subclass's: :meth:`SurfaceSearch.leaf`, and
  :meth:`SurfaceSearch.placements` for the placements of a node one ply above
  the leaves (where a subclass can count what one counter changes instead
  of recounting the surface).
* A transposition table keyed on the whole node (and, while no counter has
  been placed since the root, on the positions met since, which decide the
  repetition draw) holds values at the same remaining depth only, and each
  node's best move for ordering; iterative deepening fills it.  Inside a
  node: the table's move, the two killer moves of its ply, the placements by
  :meth:`SurfaceSearch.gain`, then slides and rotations.
* The work is counted in nodes (:class:`~.budget.Budget`), so a budget plays
  the same move on any machine; a deadline may stop it earlier.  Iterations
  up to ``min_depth`` always finish unless the deadline passes.

Two searches use it: Hard (:mod:`.quinamid_hard`) and the bench's
Boardspace-style robot searched five plies deep (``games_bench``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..core import Move
from ..quinamid import Place, QuinamidState
from ..quinamid.geometry import (
    BITS,
    HOLE_BASE,
    HOLE_COUNT,
    LINES,
    LINES_THROUGH,
    SURFACE,
    TOP,
    Layout,
    Offsets,
    layout,
    line_union,
    rotate_stack,
    slide_stack,
    visible_masks,
)
from ..quinamid.moves import Rotate, Slide
from ..quinamid.state import repetition_key
from .budget import Budget, OutOfBudget
from .knowledge import WIN

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
#: Below every value, won games included.
BOTTOM = -float(WIN * 4)


class SurfaceSearch:
    """One root search: the game's rules, the repetition record, the table, the budget."""

    #: Placements kept at a node more than one ply above the leaves, besides
    #: the table's and the killer moves (0: all of them).
    width = 0
    #: Whether a value the table holds from a deeper search answers a shallower
    #: one (faster; the plain search's value at the depth asked is then lost).
    deeper_hits = False

    def __init__(self, state: QuinamidState, budget: Budget, depth: int, min_depth: int = 1) -> None:
        self.depth = depth
        self.min_depth = min_depth
        self.budget = budget
        rules = state.rules
        self.length = rules.line_length
        self.lines = LINES[self.length]
        self.lines_through = LINES_THROUGH[self.length]
        self.rotations = rules.rotations_allowed
        self.clockwise_only = rules.clockwise_only
        self.variants = rules.variants
        self.first_move = not state.history
        self.root_keys = state.repetition_record
        self.table: dict[Hashable, tuple[int, float, int, Action | None]] = {}
        self.killers: list[list[Action]] = [[] for _ in range(depth + 2)]
        self.nodes = 0

    # --- what the subclass says ---------------------------------------------
    def leaf(self, mine: int, theirs: int, my_left: bool, their_left: bool) -> float:
        """The value of a leaf for the player to act (``mine``), who has counters
        left if ``my_left``; the other's are ``theirs``."""
        raise NotImplementedError

    def gain(self, sq: int, mine: int, theirs: int) -> float:
        """How good placing on ``sq`` looks, to order the moves (higher first)."""
        raise NotImplementedError

    def frontier(self, squares: list[int], node: Node) -> tuple[float, int]:
        """The best of the placements on ``squares`` one ply above the leaves:
        (its value for the player to act at ``node``, its square)."""
        _offsets, _rots, cells, player, _locked, mine, theirs, placed = node
        their_left = cells.count(1 - player) < COUNTERS
        return self.placements(squares, mine, theirs, placed + 1 < COUNTERS, their_left)

    def placements(
        self, squares: list[int], mine: int, theirs: int, my_left: bool, their_left: bool
    ) -> tuple[float, int]:
        """:meth:`frontier` for the owner of ``mine``, who has a counter left after
        placing if ``my_left``.  By default each placement's leaf is valued from
        scratch; a subclass may count what one counter changes instead."""
        best, best_sq = BOTTOM, -1
        for sq in squares:
            v = -self.leaf(theirs, mine | BITS[sq], their_left, my_left)
            if v > best:
                best, best_sq = v, sq
        return best, best_sq

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
            for sq in range(SURFACE * SURFACE)
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
        if self.width and len(scored) > self.width:
            del moves[self.width : len(scored)]
        if first:
            moves = first + [m for m in moves if m not in first]
        return moves

    # --- the search ----------------------------------------------------------
    def negamax(self, node: Node, depth: int, alpha: float, beta: float, ply: int, seg: Segment) -> float:
        """The value of ``node`` for its player to act, ``depth`` plies deep;
        ``seg`` the positions met on the way since the last placement, and
        whether that is the root's record too (no counter placed since)."""
        self.nodes += 1
        self.budget.charge()
        offsets, rots, cells, player, locked, mine, theirs, placed = node
        key = (cells, offsets, rots, player, locked, seg)
        entry = self.table.get(key)
        tt_move: Action | None = None
        if entry is not None:
            e_depth, e_value, e_kind, tt_move = entry
            if e_depth == depth or (self.deeper_hits and e_depth > depth):
                v = e_value - ply if e_value > WIN / 2 else e_value + ply if e_value < -WIN / 2 else e_value
                if e_kind == EXACT or (e_kind == LOWER and v >= beta) or (e_kind == UPPER and v <= alpha):
                    return v
        lay = layout(offsets, rots)
        squares = (
            self.placeable(cells, lay.visible, lay.visible_board, player, False) if placed < COUNTERS else []
        )
        alpha0 = alpha
        best = BOTTOM
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
            if squares:
                best, sq = self.frontier(squares, node)
                best_move = (0, sq, 0)
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
        offsets, rots, cells, player, _locked, mine, theirs, placed = node
        kind, b, arg = move
        nxt = 1 - player
        if kind == 0:
            h = lay.visible[b]
            cells = (*cells[:h], player, *cells[h + 1 :])
            their_placed = cells.count(nxt)
            if depth == 0:
                return self.leaf(theirs, mine | BITS[b], their_placed < COUNTERS, placed + 1 < COUNTERS)
            after = (offsets, rots, cells, nxt, 0, theirs, mine | BITS[b], their_placed)
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
        key = repetition_key(new_lay, cells, nxt, b)
        rooted, keys = seg
        count = keys.count(key)
        if rooted:
            count += self.root_keys.count(key)
        if count >= 2:
            return 0.0  # the third time: a draw
        their_placed = cells.count(nxt)
        if depth == 0:
            return self.leaf(other, own, their_placed < COUNTERS, placed < COUNTERS)
        after = (offsets, rots, cells, nxt, b, other, own, their_placed)
        return self.negamax(after, depth, alpha, beta, ply, (rooted, (*keys, key)))

    # --- the root ------------------------------------------------------------
    def root(self, state: QuinamidState) -> tuple[Move, float, int]:
        """The move, its value and the depth of the deepest finished iteration."""
        player = state.to_move
        assert player is not None
        lay = layout(state.offsets, state.rotations)
        cells = state.cells
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
                return as_move((0, sq, 0)), float(WIN - 1), 1
        # The first order: placements by their gain (stable), then the rest.
        scored = sorted(range(len(squares)), key=lambda i: -self.gain(squares[i], mine, theirs))
        order: list[Action] = [(0, squares[i], 0) for i in scored] + self.others(state.offsets, locked)
        result = (order[0], BOTTOM, 0)
        budget = self.budget
        for depth in range(1, self.depth + 1):
            budget.enforced = depth > self.min_depth
            if budget.enforced and budget.spent:
                break
            values: list[float] = []
            alpha = BOTTOM
            try:
                for move in order:
                    v = -self.child(node, move, lay, depth - 1, BOTTOM, -alpha, 1, (True, ()))
                    values.append(v)
                    alpha = max(alpha, v)
            except OutOfBudget:
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
        budget.enforced = True
        return as_move(result[0]), result[1], result[2]


def as_move(action: Action) -> Move:
    """The rules' move for a search action."""
    kind, a, b = action
    if kind == 0:
        return Place(a % SURFACE, a // SURFACE)
    if kind == 1:
        return Slide(_LETTERS[a], _DIRS[b])
    return Rotate(_LETTERS[a], bool(b))


__all__ = ["Action", "Node", "SurfaceSearch", "as_move"]
