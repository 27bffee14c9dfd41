"""Quinque threats: the ways a player can complete a line of five within one turn.

A Quinque turn is two actions (a mark or a tile move, then an optional tile
move), so "the opponent's immediate win" means within their whole next
turn.  Trying every pair of actions through the protocol costs thousands of
moves per position; this module finds the candidate plans from the geometry
of the parachutes instead, and :func:`.quinque_turn.verified` confirms one by
playing it.

Plans found (``p`` is the player, all cells on the global skydiver grid):

* ``mark``: a mark (or a new tile with its mark) completes five;
* ``move``: a tile carrying ``p``'s parachutes moves so that they complete five;
* ``mark+move``: a mark fills the one gap of a line that a tile move completes;
* ``move+move``: the same tile moves twice (most squares are two moves away);
* ``two tiles``: two tiles move, each bringing parachutes into the line;
* ``clear+fill``: a tile in the way moves off and one of ``p``'s takes its place;
* ``tile+move``: a new tile opens the way for a tile of ``p`` to the fifth cell.

Windows of five are examined around every cell a moved tile brings in; a
cheap *support* count (``p``'s marks within four steps along each direction)
skips the hopeless ones.  Moves made possible only by the first action (a
tile that can reach its square only after another moved) are not looked
for: the search still finds them by playing moves, and the detector stays
fast enough to run at every leaf (this is what makes the searching levels
see the opponent's next turn).

The geometry the plans are read from (windows, support, cell statuses) is
:class:`.quinque_geometry.Geometry`, which :class:`Snapshot` extends.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Move
from ..quinque import Mark, NewTile, TileMove
from .quinque_geometry import (
    EMPTY,
    GAP,
    MINE,
    NEW,
    NONE,
    STEPS,
    STRIDE,
    THEIRS,
    Cell,
    Geometry,
    Square,
    cells_of,
    pack,
    square_of,
    unpack,
)

#: A cell's letter within its tile (the notation of a mark: ``c3b``).
LETTERS = {(0, 0): "a", (1, 0): "b", (0, 1): "c", (1, 1): "d"}


@dataclass(frozen=True)
class Plan:
    """A way to win in one turn: ``first`` then (maybe) ``second``.

    ``line`` is the five cells of the finished line (after the plan) and
    ``tile`` the square of the tile moved (None for a plain mark): what an
    opponent must disturb to stop it.  ``final`` is the square the tile ends
    on; for ``move+move`` the ``first`` step is found by
    :func:`.quinque_turn.verified`.
    """

    kind: str
    first: Move | None
    second: Move | None
    line: tuple[Cell, ...]
    tile: Square | None = None
    final: Square | None = None
    gap: Cell | None = None


def mark_move(cell: Cell, new_tile: bool) -> Move:
    x, y = square_of(cell)
    letter = LETTERS[(cell[0] & 1, cell[1] & 1)]
    return NewTile(x, y, letter) if new_tile else Mark(x, y, letter)


class Snapshot(Geometry):
    """The geometry of one position and the plans read from it, computed once
    and shared by every query."""

    # --- the plans -----------------------------------------------------------
    def mark_wins(self, p: int) -> Iterator[Plan]:
        """Marks (and new tiles) that complete five for ``p``: the empty cell of a
        window holding four of ``p``'s parachutes and none of the opponent's."""
        counts = self.windows()
        mine, theirs = counts[p], counts[1 - p]
        packed = self.packed
        done: set[int] = set()
        for w, n in mine.items():
            if n != 4 or w in theirs:
                continue
            start, i = w >> 2, w & 3
            step = STEPS[i]
            for k in range(5):
                c = start + k * step
                if c in packed:
                    continue
                if c in done:
                    break
                done.add(c)
                on_tile = c in self.tile_cells
                if on_tile or c in self.new_cells:
                    line = tuple(unpack(start + j * step) for j in range(5))
                    yield Plan("mark", mark_move(unpack(c), not on_tile), None, line, gap=unpack(c))
                break

    def enabled_wins(self, p: int) -> Iterator[Plan]:
        """A new tile makes a free square reachable, then a tile of ``p`` moves
        there and completes four in a row: windows with four of ``p``'s
        parachutes whose fifth cell lies beyond the formation's edge."""
        if not self.can_add:
            return
        counts = self.windows()
        mine, theirs = counts[p], counts[1 - p]
        for w, n in mine.items():
            if n != 4 or w in theirs:
                continue
            start, i = w >> 2, w & 3
            step = STEPS[i]
            cells = [start + k * step for k in range(5)]
            empty = [c for c in cells if c not in self.packed]
            if len(empty) != 1:
                continue
            cx, cy = unpack(empty[0])
            dest = (cx >> 1, cy >> 1)
            if dest in self.tiles or dest in self.frontier:
                continue
            dx, dy = dest
            bridges = [
                sq for sq in ((dx + 1, dy), (dx - 1, dy), (dx, dy + 1), (dx, dy - 1)) if sq in self.frontier
            ]
            if not bridges:
                continue
            line = tuple(unpack(c) for c in cells)
            in_line = set(line)
            for other, marks in self.tiles_of(p).items():
                ox, oy = other
                if (2 * ox + cx - 2 * dest[0], 2 * oy + cy - 2 * dest[1]) not in marks:
                    continue
                if any(c in in_line for c in cells_of(ox, oy)):
                    continue
                for bx, by in bridges:
                    yield Plan("tile+move", NewTile(bx, by, "a"), TileMove(ox, oy, *dest), line, other, dest)

    def clear_fill_wins(self, p: int) -> Iterator[Plan]:
        """A tile in the way moves off, then a tile of ``p`` takes its square and
        completes five: windows with three or four of ``p``'s parachutes whose
        other cells are all on one tile."""
        counts = self.windows()
        mine = counts[p]
        packed = self.packed
        tiles_of = self.tiles_of(p)
        for w, n in mine.items():
            if n < 3:
                continue
            start, i = w >> 2, w & 3
            step = STEPS[i]
            cells = [start + k * step for k in range(5)]
            free = [c for c in cells if packed.get(c) != p]
            squares = {square_of(unpack(c)) for c in free}
            if len(squares) != 1:
                continue
            target = squares.pop()
            if target not in self.tiles or not self.dests(target):
                continue
            in_line = {unpack(c) for c in cells}
            if any(c in in_line and self.marks.get(c) == p for c in cells_of(*target)):
                continue
            line = tuple(sorted(in_line))
            tx, ty = target
            for other, marks in tiles_of.items():
                if other == target or any(c in in_line for c in cells_of(*other)):
                    continue
                ox, oy = other
                wanted = [unpack(c) for c in free]
                if all((2 * ox + cx - 2 * tx, 2 * oy + cy - 2 * ty) in marks for cx, cy in wanted):
                    yield Plan("clear+fill", None, TileMove(ox, oy, tx, ty), line, other, target)

    def move_wins(self, p: int, *, with_gap: bool, twice: bool, pairs: bool = False) -> Iterator[Plan]:
        """Tile moves (and mark+move, move+move) that complete five for ``p``.

        Only destinations where some parachute of the tile would land next to
        enough of ``p``'s (:meth:`reaching`) are looked at closely."""
        need = 2 if with_gap or pairs else 3
        mine = self.tiles_of(p)
        reaching = self.reaching(p, need)
        for square, cells in mine.items():
            dests = self.dests(square)
            if not dests:
                continue
            near = reaching(cells)
            targets: list[tuple[Square, bool]] = [] if twice else [(d, False) for d in sorted(dests & near)]
            enabled: set[Square] = set()
            if with_gap and not twice and self.can_add:
                # Squares a new tile (the mark of a mark+move) would make reachable.
                enabled = self.beyond - dests
                targets.extend((d, False) for d in sorted(enabled & near))
            if twice:
                # Squares next to the other tiles: most are two moves away.
                around = (self.frontier & near) - dests - self.lonely(square)
                targets.extend((d, True) for d in sorted(around))
            sx, sy = square
            packed_cells = [pack(c) for c in cells]
            for dest, two_steps in targets:
                shift = 2 * (dest[0] - sx) * STRIDE + 2 * (dest[1] - sy)
                moved = [c + shift for c in packed_cells]
                found = self._lines_after(
                    p, square, shift, moved, with_gap and not two_steps, need, pairs and not two_steps
                )
                for line, gap, free in found:
                    if dest in enabled:
                        # Only a new tile next to ``dest`` (this plan's mark) lets it go there.
                        if gap is None or pack(gap) in self.tile_cells:
                            continue
                        gx, gy = square_of(gap)
                        if abs(gx - dest[0]) + abs(gy - dest[1]) != 1:
                            continue
                    step = TileMove(sx, sy, *dest)
                    if free:
                        yield from self._pair_plans(p, square, step, line, free)
                    elif gap is None:
                        if two_steps:
                            yield Plan("move+move", None, None, line, square, dest)
                        else:
                            yield Plan("move", step, None, line, square, dest)
                    else:
                        new_tile = pack(gap) not in self.tile_cells
                        yield Plan("mark+move", mark_move(gap, new_tile), step, line, square, dest, gap)

    def _pair_plans(
        self, p: int, square: Square, step: TileMove, line: tuple[Cell, ...], free: tuple[int, ...]
    ) -> Iterator[Plan]:
        """Another tile of ``p`` whose parachutes fill the ``free`` cells of ``line``
        (all in one free square) by moving there: a two-tile plan."""
        cells = [unpack(c) for c in free]
        qx, qy = square_of(cells[0])
        in_line = set(line)
        for other, marks in self.tiles_of(p).items():
            if other == square:
                continue
            ox, oy = other
            if any((2 * ox + cx - 2 * qx, 2 * oy + cy - 2 * qy) not in marks for cx, cy in cells):
                continue
            if any(c in in_line for c in cells_of(ox, oy)):
                continue  # part of the line would leave with it
            first = TileMove(ox, oy, qx, qy)
            yield Plan("two tiles", first, step, line, square, (step.u, step.v))

    def _lines_after(
        self,
        p: int,
        square: Square,
        shift: int,
        moved: list[int],
        with_gap: bool,
        need: int,
        pairs: bool,
    ) -> Iterator[tuple[tuple[Cell, ...], Cell | None, tuple[int, ...]]]:
        """Windows of five through a moved cell of ``p`` after the tile at ``square``
        moves by ``shift``: all ``p`` (gap None), all ``p`` but one markable gap,
        or (``pairs``) all ``p`` but one or two cells of one free square, which
        another tile of ``p`` could fill by moving there (returned packed)."""
        corner = 2 * square[0] * STRIDE + 2 * square[1]
        # The cells the move changes: the tile's old ones are left empty (off
        # the formation's edge, so only a tile moving there could fill them),
        # and it lands with what it carries (a cell without a parachute is
        # covered: nothing can fill it this turn).
        moving: dict[int, int] = {}
        for c in (corner, corner + 1, corner + STRIDE, corner + STRIDE + 1):
            moving.setdefault(c, EMPTY)
            v = self.packed.get(c)
            moving[c + shift] = NONE if v is None else (MINE if v == p else THEIRS)
        status = self.statuses(p)
        sup, _best = self.support(p)
        # A window of five needs this many of ``p``'s parachutes.
        fewest = 3 if pairs else 4 if with_gap else 5

        seen: set[tuple[int, int]] = set()
        for q in moved:
            for i in range(4):
                if sup[i].get(q, 0) < need:
                    continue
                step = STEPS[i]
                row = [q + k * step for k in range(-4, 5)]
                st = [moving[c] if c in moving else status(c) for c in row]
                if st.count(MINE) < fewest:
                    continue
                for start in range(5):
                    window = st[start : start + 5]
                    if THEIRS in window or NONE in window:
                        continue
                    mine = window.count(MINE)
                    if mine == 5:
                        gap_at = -1
                    elif mine == 4 and with_gap and EMPTY not in window:
                        gap_at = window.index(GAP) if GAP in window else window.index(NEW)
                    elif pairs and mine >= 3 and GAP not in window:
                        free = [row[start + k] for k in range(5) if window[k] != MINE]
                        if len({square_of(unpack(c)) for c in free}) != 1:
                            continue
                        gap_at = -2
                    else:
                        continue
                    ident = (row[start], i)
                    if ident in seen:
                        continue
                    seen.add(ident)
                    line = tuple(unpack(c) for c in row[start : start + 5])
                    if gap_at == -2:
                        yield line, None, tuple(row[start + k] for k in range(5) if window[k] != MINE)
                    else:
                        yield line, (line[gap_at] if gap_at >= 0 else None), ()


def candidate_plans(
    snap: Snapshot, p: int, *, action: int, can_mark: bool, twice: bool = True
) -> Iterator[Plan]:
    """Every plan the geometry suggests for ``p`` (unverified), cheapest kinds first."""
    if action == 0 and can_mark:
        yield from snap.mark_wins(p)
    yield from snap.move_wins(p, with_gap=action == 0 and can_mark, twice=False, pairs=action == 0 and twice)
    if action == 0 and twice:
        yield from snap.move_wins(p, with_gap=False, twice=True)
        yield from snap.clear_fill_wins(p)
        if can_mark:
            yield from snap.enabled_wins(p)
