"""The legal-play generator: every distinct legal play of a rack, with its score.

It decides whether ``pass`` is legal, and feeds hints and the computer
opponent, so it runs often, and in Pyodide (several times slower than
CPython).  It
never tries placements blindly; it walks only what can be legal:

* A play's tiles lie in one row or column and, with the tiles already there,
  form one run ``[a, b]`` bounded by empty squares.  So per row (and column)
  we enumerate the runs of length <= 5 that hold at least one *anchor* (an
  empty square next to a tile) and at most as many empty squares as the rack
  has tiles.  The empty squares of the run are exactly the new tiles.
* Each empty square's crossing run (the tiles above and below it, for a row)
  is measured once per line; it fixes the few values that square may take
  (crossing total a positive multiple of the Multile, at most 5 tiles), so
  with Multile 5 a crossed square admits at most two values.
* A run whose new squares cross nothing (most plays come from these) takes
  every ordering of every part of the rack whose total completes the line:
  the total ignores the order, so :func:`arrangements` lists, once per rack,
  the parts by size and residue with their distinct orderings.
* A run with crossed squares is filled depth first, most constrained square
  first, per distinct rack value (equal tiles are never tried twice, so every
  play comes out once); the last square's value is fixed modulo the Multile
  by the line's total.
* Single-tile plays come from the row pass only, so nothing is found twice.

:func:`judge` in ``lines.py`` stays the reference; tests compare the two on
random positions against a brute-force search.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Mapping, Sequence
from operator import getitem

from .moves import Tile
from .pool import MAX_LINE

Square = tuple[int, int]
Board = Mapping[Square, int]
#: A generated play: its tiles in reading order, and its score.
Found = tuple[tuple[Tile, ...], int]

_NO_TILE = Tile(-1, 0, 0)
#: What an empty square accepts: (rack values that fit, crossing total, crossed?).
Slot = tuple[list[int], int, bool]
#: Marks a square no rack tile fits (kept apart from "not computed yet").
_DEAD: Slot = ([], 0, False)


#: arrangements(rack, m)[k][r]: for each distinct k-tile part of the rack
#: whose total is r modulo m, (total, its distinct orderings).
Arrangements = tuple[tuple[tuple[tuple[int, tuple[tuple[int, ...], ...]], ...], ...], ...]


@functools.lru_cache(maxsize=4096)
def arrangements(rack: tuple[int, ...], multile: int) -> Arrangements:
    """Every distinct ordering of every part of a (sorted) rack, by size and residue.

    A run whose new squares cross nothing accepts every ordering of any part
    whose total completes the line, since a line's total ignores the order.
    Racks repeat (as multisets) across positions and turns, so this is cached.
    """
    table: list[tuple[tuple[tuple[int, tuple[tuple[int, ...], ...]], ...], ...]] = []
    for k in range(len(rack) + 1):
        by_residue: list[list[tuple[int, tuple[tuple[int, ...], ...]]]] = [[] for _ in range(multile)]
        for part in sorted(set(itertools.combinations(rack, k))):
            orders = tuple(sorted(set(itertools.permutations(part))))
            by_residue[sum(part) % multile].append((sum(part), orders))
        table.append(tuple(tuple(group) for group in by_residue))
    return tuple(table)


def anchors(board: Board) -> set[Square]:
    """Empty squares orthogonally next to a tile: every play covers one."""
    out: set[Square] = set()
    for x, y in board:
        for square in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if square not in board:
                out.add(square)
    return out


def generate(board: Board, rack: Sequence[int], multile: int, *, first_only: bool = False) -> list[Found]:
    """All distinct legal plays of ``rack`` on ``board`` (or just one, if ``first_only``).

    Plays come out in a fixed order (rows top to bottom, then columns left to
    right), so callers that break ties by order are deterministic.
    """
    counts = [0] * 10
    for value in rack:
        counts[value] += 1
    if not rack:
        return []
    rack_values = [v for v in range(10) if counts[v]]
    by_row: dict[int, list[int]] = {}
    by_col: dict[int, list[int]] = {}
    for x, y in anchors(board):
        by_row.setdefault(y, []).append(x)
        by_col.setdefault(x, []).append(y)
    out: list[Found] = []
    search = _Search(board, counts, rack_values, len(rack), multile, out)
    search.table = arrangements(tuple(sorted(rack)), multile)
    for y in sorted(by_row):
        search.line(by_row[y], y, horizontal=True)
        if first_only and out:
            return out[:1]
    for x in sorted(by_col):
        search.line(by_col[x], x, horizontal=False)
        if first_only and out:
            return out[:1]
    return out


def has_play(board: Board, rack: Sequence[int], multile: int) -> bool:
    return bool(generate(board, rack, multile, first_only=True))


class _Search:
    """The enumeration state of one :func:`generate` call (no board re-scans)."""

    def __init__(
        self,
        board: Board,
        counts: list[int],
        rack_values: list[int],
        rack_size: int,
        multile: int,
        out: list[Found],
    ) -> None:
        self.get = board.get
        self.counts = counts
        self.rack_values = rack_values
        self.rack_size = rack_size
        self.m = multile
        self.out = out
        # allowed[s] for a crossing run total s: rack values v, s + v a
        # positive multiple of the Multile (computed on demand).
        self.allowed_cache: dict[int, list[int]] = {}
        # One Tile object per (square, rack value), shared by every play that
        # uses it: building tuples of shared tiles is most of the output cost.
        self.tile_cache: dict[Square, list[Tile]] = {}
        # Keyed by id() of lists that live as long as this search (the rack
        # values and the cached allowed lists), so ids are never reused.
        self.residue_cache: dict[int, list[list[int]]] = {}
        self.table: Arrangements = ()
        # The line being searched (set by line()): cells, per-square slots
        # and tile lists, computed at most once per square and line.
        self.cells: list[int | None] = []
        self.slots: list[Slot | None] = []
        self.tile_lists: list[list[Tile] | None] = []
        self.key: Callable[[int], Square] = lambda i: (i, 0)
        self.base = 0
        self.horizontal = True

    def by_residue(self, values: list[int]) -> list[list[int]]:
        """``values`` grouped by their residue modulo the Multile (cached per list)."""
        found = self.residue_cache.get(id(values))
        if found is None:
            found = [[] for _ in range(self.m)]
            for v in values:
                found[v % self.m].append(v)
            self.residue_cache[id(values)] = found
        return found

    def tiles_at(self, square: Square) -> list[Tile]:
        tiles = self.tile_cache.get(square)
        if tiles is None:
            x, y = square
            counts = self.counts
            tiles = self.tile_cache[square] = [Tile(v, x, y) if counts[v] else _NO_TILE for v in range(10)]
        return tiles

    def allowed(self, cross_sum: int) -> list[int]:
        found = self.allowed_cache.get(cross_sum)
        if found is None:
            m = self.m
            found = [v for v in self.rack_values if (cross_sum + v) % m == 0 and cross_sum + v > 0]
            self.allowed_cache[cross_sum] = found
        return found

    def line(self, anchor_positions: list[int], fixed: int, *, horizontal: bool) -> None:
        """Enumerate the runs of one row (``horizontal``) or column through its anchors."""
        get = self.get
        key: Callable[[int], Square] = (lambda i: (i, fixed)) if horizontal else (lambda i: (fixed, i))
        lo = min(anchor_positions) - (MAX_LINE - 1)
        hi = max(anchor_positions) + (MAX_LINE - 1)
        base = lo - 1
        # Index j stands for position base + j, from lo - 1 to hi + 1.
        cells = [get(key(i)) for i in range(base, hi + 2)]
        is_anchor = [False] * len(cells)
        for i in anchor_positions:
            is_anchor[i - base] = True
        self.cells = cells
        self.slots = [None] * len(cells)
        self.tile_lists = [None] * len(cells)
        self.key = key
        self.base = base
        self.horizontal = horizontal
        rack_size = self.rack_size
        min_new = 1 if horizontal else 2
        for ja in range(1, max(anchor_positions) - base + 1):
            if cells[ja - 1] is not None:
                continue
            empties = 0
            anchored = False
            for jb in range(ja, ja + MAX_LINE):
                if cells[jb] is None:
                    empties += 1
                    if empties > rack_size:
                        break
                    anchored = anchored or is_anchor[jb]
                if anchored and cells[jb + 1] is None and empties >= min_new:
                    self.run(ja, jb)

    def slot(self, j: int) -> Slot | None:
        """What the empty square at index j accepts: (values, crossing total, crossed?).

        None when no rack tile fits there (its crossing line is already 5
        long, or no value completes it).
        """
        x, y = self.key(self.base + j)
        get = self.get
        n = total = 0
        if self.horizontal:
            i = y - 1
            while (v := get((x, i))) is not None:
                n += 1
                total += v
                i -= 1
            i = y + 1
            while (v := get((x, i))) is not None:
                n += 1
                total += v
                i += 1
        else:
            i = x - 1
            while (v := get((i, y))) is not None:
                n += 1
                total += v
                i -= 1
            i = x + 1
            while (v := get((i, y))) is not None:
                n += 1
                total += v
                i += 1
        if not n:
            return (self.rack_values, 0, False)
        if n >= MAX_LINE:
            return None
        allowed = self.allowed(total)
        return (allowed, total, True) if allowed else None

    def tiles_of(self, j: int) -> list[Tile]:
        tiles = self.tile_lists[j]
        if tiles is None:
            tiles = self.tile_lists[j] = self.tiles_at(self.key(self.base + j))
        return tiles

    def run(self, ja: int, jb: int) -> None:
        """Fill the empty squares of the run from index ja to jb in every legal way."""
        cells = self.cells
        slots = self.slots
        fixed_sum = 0
        empties: list[int] = []
        accepts: list[Slot] = []
        any_crossed = False
        for j in range(ja, jb + 1):
            value = cells[j]
            if value is not None:
                fixed_sum += value
                continue
            slot = slots[j]
            if slot is None:
                slot = slots[j] = self.slot(j) or _DEAD
            if slot is _DEAD:
                return
            any_crossed = any_crossed or slot[2]
            empties.append(j)
            accepts.append(slot)
        m = self.m
        out = self.out
        if len(empties) == 1:
            # One new tile: its row/column line (if any) and its crossing line.
            j = empties[0]
            options, plus, crossed = accepts[0]
            has_line = jb > ja
            only = self.tiles_of(j)
            for v in options:
                if not self.counts[v]:
                    continue
                score = plus + v if crossed else 0
                if has_line:
                    line_total = fixed_sum + v
                    if line_total % m or line_total <= 0:
                        continue
                    score += line_total
                out.append(((only[v],), score))
            return
        if not any_crossed:
            # Nothing crossed (the commonest case): every ordering of every
            # part of the rack whose total completes the line.
            groups = self.table[len(empties)][-fixed_sum % m]
            if groups:
                tiles = [self.tiles_of(j) for j in empties]
                for total, orders in groups:
                    line_total = fixed_sum + total
                    if line_total > 0:
                        out.extend([(tuple(map(getitem, tiles, order)), line_total) for order in orders])
            return
        self.fill_crossed(empties, accepts, fixed_sum)

    def fill_crossed(self, empties: list[int], accepts: list[Slot], fixed_sum: int) -> None:
        """A depth-first fill of two or more new tiles, some of them crossed.

        Squares are filled most constrained first (crossed squares admit few
        values), and the next-to-last level finishes inline, taking for the
        last square only the values whose residue completes the line.  Tiles
        still land in reading order: ``where[d]`` is the place of the square
        filled at depth d.
        """
        counts = self.counts
        m = self.m
        append = self.out.append
        where = sorted(range(len(empties)), key=lambda t: len(accepts[t][0]))
        options = [accepts[t][0] for t in where]
        plus = [accepts[t][1] for t in where]
        crossed = [accepts[t][2] for t in where]
        tiles = [self.tiles_of(empties[t]) for t in where]
        last = len(empties) - 1
        penultimate = last - 1
        last_tiles, last_plus, last_crossed, last_at = tiles[last], plus[last], crossed[last], where[last]
        completing = self.by_residue(options[last])
        picked: list[Tile] = [_NO_TILE] * len(empties)

        def fill(d: int, total: int, score: int) -> None:
            here, bonus, cross_line, at = tiles[d], plus[d], crossed[d], where[d]
            if d == penultimate:
                for v in options[d]:
                    if counts[v]:
                        counts[v] -= 1
                        picked[at] = here[v]
                        line_total = fixed_sum + total + v
                        partial = score + (bonus + v if cross_line else 0)
                        for w in completing[-line_total % m]:
                            if counts[w] and line_total + w > 0:
                                picked[last_at] = last_tiles[w]
                                final = partial + line_total + w + (last_plus + w if last_crossed else 0)
                                append((tuple(picked), final))
                        counts[v] += 1
                return
            for v in options[d]:
                if counts[v]:
                    counts[v] -= 1
                    picked[at] = here[v]
                    fill(d + 1, total + v, score + (bonus + v if cross_line else 0))
                    counts[v] += 1

        fill(0, 0, 0)
