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

Cells are packed into integers (``x * STRIDE + y``) inside this module: dict
lookups on small ints are several times cheaper than on tuples, and the
detector runs thousands of times per decision.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Move
from ..quinque import Mark, NewTile, QuinqueState, TileMove

Cell = tuple[int, int]
Square = tuple[int, int]

STRIDE = 4096
HALF = STRIDE // 2
#: Line directions (right, down, down-right, up-right) as (dx, dy) and packed steps.
DIRS: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (1, -1))
STEPS: tuple[int, ...] = tuple(dx * STRIDE + dy for dx, dy in DIRS)
LETTERS = {(0, 0): "a", (1, 0): "b", (0, 1): "c", (1, 1): "d"}
#: Value of a window holding 0-4 parachutes of one player only.
WEIGHTS = (0.0, 1.0, 4.0, 16.0, 60.0, 0.0)

# Status of a cell in an imagined position, for one player: GAP is an empty
# skydiver of a tile (a mark fills it), NEW one of a free square next to the
# formation (a new tile fills it, or another tile moving there), EMPTY any
# other free square's (only another tile moving there fills it), NONE a cell
# nothing can fill in time.
MINE, THEIRS, GAP, NONE, NEW, EMPTY = 0, 1, 2, 3, 4, 5


def pack(cell: Cell) -> int:
    return cell[0] * STRIDE + cell[1]


def unpack(key: int) -> Cell:
    x = (key + HALF) // STRIDE
    return x, key - x * STRIDE


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


def square_of(cell: Cell) -> Square:
    return cell[0] >> 1, cell[1] >> 1


def mark_move(cell: Cell, new_tile: bool) -> Move:
    x, y = square_of(cell)
    letter = LETTERS[(cell[0] & 1, cell[1] & 1)]
    return NewTile(x, y, letter) if new_tile else Mark(x, y, letter)


class Snapshot:
    """The geometry of one position, computed once and shared by every query."""

    def __init__(self, state: QuinqueState) -> None:
        self.state = state
        self.marks: dict[Cell, int] = dict(state.marks)
        self.packed: dict[int, int] = {pack(c): p for c, p in self.marks.items()}
        self.tiles = state.tiles
        frontier: set[Square] = set()
        for x, y in self.tiles:
            for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if sq not in self.tiles:
                    frontier.add(sq)
        self.frontier = frontier
        self.can_add = state.tiles_left > 0
        self.tile_cells = {pack(c) for x, y in self.tiles for c in _cells(x, y)}
        self.new_cells = {pack(c) for x, y in frontier for c in _cells(x, y)} if self.can_add else set()
        self._support: dict[int, tuple[list[dict[int, int]], dict[int, int]]] = {}
        self._windows: tuple[dict[int, int], dict[int, int]] | None = None
        self._dests: dict[Square, frozenset[Square]] = {}
        self._tiles_of: dict[int, dict[Square, list[Cell]]] = {}

    def dests(self, square: Square) -> frozenset[Square]:
        found = self._dests.get(square)
        if found is None:
            found = self.state.tile_destinations(*square)
            self._dests[square] = found
        return found

    def support(self, p: int) -> tuple[list[dict[int, int]], dict[int, int]]:
        """For ``p``: per direction, how many of ``p``'s marks lie within 4 steps of
        each cell on that line; and per cell the best direction's count."""
        found = self._support.get(p)
        if found is None:
            table: list[dict[int, int]] = [{}, {}, {}, {}]
            best: dict[int, int] = {}
            for key, owner in self.packed.items():
                if owner != p:
                    continue
                for i in range(4):
                    step = STEPS[i]
                    counts = table[i]
                    for k in (-4, -3, -2, -1, 1, 2, 3, 4):
                        c = key + k * step
                        n = counts.get(c, 0) + 1
                        counts[c] = n
                        if n > best.get(c, 0):
                            best[c] = n
            found = (table, best)
            self._support[p] = found
        return found

    def windows(self) -> tuple[dict[int, int], dict[int, int]]:
        """Per player: parachutes in every window of five that holds some,
        keyed by ``first cell * 4 + direction``."""
        if self._windows is None:
            counts: tuple[dict[int, int], dict[int, int]] = ({}, {})
            for key, owner in self.packed.items():
                table = counts[owner]
                for i in range(4):
                    step = STEPS[i]
                    for k in range(5):
                        w = (key - k * step) * 4 + i
                        table[w] = table.get(w, 0) + 1
            self._windows = counts
        return self._windows

    def score(self, p: int) -> float:
        """``p``'s open windows: the sum of ``WEIGHTS`` over windows without the opponent."""
        counts = self.windows()
        mine, theirs = counts[p], counts[1 - p]
        return sum([WEIGHTS[n] for w, n in mine.items() if w not in theirs])

    def potential(self, p: int, cell: Cell) -> float:
        """What a parachute of ``p`` on ``cell`` adds to ``p``'s open windows."""
        key = pack(cell)
        if key not in self.support(0)[1] and key not in self.support(1)[1]:
            return 20.0 * WEIGHTS[1]  # no parachute within reach: 20 empty windows
        counts = self.windows()
        mine, theirs = counts[p], counts[1 - p]
        total = 0.0
        for i in range(4):
            step = STEPS[i]
            for k in range(5):
                w = (key - k * step) * 4 + i
                if w in theirs:
                    continue
                n = mine.get(w, 0)
                total += WEIGHTS[n + 1] if n < 4 else 500.0
        return total

    def best_support(self, p: int, cell: Cell) -> int:
        return self.support(p)[1].get(cell[0] * STRIDE + cell[1], 0)

    def tiles_of(self, p: int) -> dict[Square, list[Cell]]:
        """Tiles holding ``p``'s parachutes: square -> those cells."""
        found = self._tiles_of.get(p)
        if found is None:
            found = {}
            for cell, owner in self.marks.items():
                if owner == p:
                    found.setdefault(square_of(cell), []).append(cell)
            self._tiles_of[p] = found
        return found

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
                if any(c in in_line for c in _cells(ox, oy)):
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
            if any(c in in_line and self.marks.get(c) == p for c in _cells(*target)):
                continue
            line = tuple(sorted(in_line))
            tx, ty = target
            for other, marks in tiles_of.items():
                if other == target or any(c in in_line for c in _cells(*other)):
                    continue
                ox, oy = other
                wanted = [unpack(c) for c in free]
                if all((2 * ox + cx - 2 * tx, 2 * oy + cy - 2 * ty) in marks for cx, cy in wanted):
                    yield Plan("clear+fill", None, TileMove(ox, oy, tx, ty), line, other, target)

    def move_wins(self, p: int, *, with_gap: bool, twice: bool, pairs: bool = False) -> Iterator[Plan]:
        """Tile moves (and mark+move, move+move) that complete five for ``p``."""
        _sup, best = self.support(p)
        need = 2 if with_gap or pairs else 3
        mine = self.tiles_of(p)
        for square, cells in mine.items():
            dests = self.dests(square)
            if not dests:
                continue
            targets: list[tuple[Square, bool]] = [] if twice else [(d, False) for d in sorted(dests)]
            enabled: set[Square] = set()
            if with_gap and not twice and self.can_add:
                # Squares a new tile (the mark of a mark+move) would make reachable.
                for fx, fy in self.frontier:
                    for sq in ((fx + 1, fy), (fx - 1, fy), (fx, fy + 1), (fx, fy - 1)):
                        if sq not in self.tiles and sq not in self.frontier and sq not in dests:
                            enabled.add(sq)
                targets.extend((d, False) for d in sorted(enabled))
            if twice:
                rest = self.tiles - {square}
                around: set[Square] = set()
                for x, y in rest:
                    for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                        if sq not in rest and sq != square and sq not in dests:
                            around.add(sq)
                targets.extend((d, True) for d in sorted(around))
            sx, sy = square
            packed_cells = [pack(c) for c in cells]
            near = best.get
            for dest, two_steps in targets:
                shift = 2 * (dest[0] - sx) * STRIDE + 2 * (dest[1] - sy)
                for c in packed_cells:  # a loop, not any(): this test is the detector's hot spot
                    if near(c + shift, 0) >= need:
                        break
                else:
                    continue
                moved = [c + shift for c in packed_cells]
                found = self._lines_after(
                    p, square, shift, dest, moved, with_gap and not two_steps, need, pairs and not two_steps
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
            if any(c in in_line for c in _cells(ox, oy)):
                continue  # part of the line would leave with it
            first = TileMove(ox, oy, qx, qy)
            yield Plan("two tiles", first, step, line, square, (step.u, step.v))

    def _lines_after(
        self,
        p: int,
        square: Square,
        shift: int,
        dest: Square,
        moved: list[int],
        with_gap: bool,
        need: int,
        pairs: bool,
    ) -> Iterator[tuple[tuple[Cell, ...], Cell | None, tuple[int, ...]]]:
        """Windows of five through a moved cell of ``p`` after the tile at ``square``
        moves by ``shift``: all ``p`` (gap None), all ``p`` but one markable gap,
        or (``pairs``) all ``p`` but one or two cells of one free square, which
        another tile of ``p`` could fill by moving there (returned packed)."""
        packed = self.packed
        tile_cells = self.tile_cells
        new_cells = self.new_cells
        old = [pack(c) for c in _cells(*square)]
        carried = {c + shift: packed.get(c) for c in old}
        landing = {pack(c) for c in _cells(*dest)}
        sup, _best = self.support(p)

        def status(c: int) -> int:
            if c in carried:
                v = carried[c]
                return NONE if v is None else (MINE if v == p else THEIRS)
            v = packed.get(c)
            if v is not None and c not in old:
                return MINE if v == p else THEIRS
            if c in tile_cells and c not in old:
                return GAP
            if c in landing:
                return NONE
            return NEW if c in new_cells else EMPTY

        seen: set[tuple[int, int]] = set()
        for q in moved:
            for i in range(4):
                if sup[i].get(q, 0) < need:
                    continue
                step = STEPS[i]
                row = [q + k * step for k in range(-4, 5)]
                st = [status(c) for c in row]
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


def _cells(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    return (2 * x, 2 * y), (2 * x + 1, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y + 1)


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
