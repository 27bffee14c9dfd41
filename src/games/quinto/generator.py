"""The legal-play generator: every distinct legal play of a rack, with its score.

It decides whether ``pass`` is legal, and feeds hints and the computer
opponent, so it runs often and in Pyodide (3-5x slower than CPython).  It
never tries placements blindly; it walks only what can be legal:

* A play's tiles lie in one row or column and, with the tiles already there,
  form one run ``[a, b]`` bounded by empty squares.  So per row (and column)
  we enumerate the runs of length <= 5 that hold at least one *anchor* (an
  empty square next to a tile) and at most as many empty squares as the rack
  has tiles.  The empty squares of the run are exactly the new tiles.
* Each empty square's crossing run (the tiles above and below it, for a row)
  is measured once per row; it fixes the few values that square may take
  (crossing total a positive multiple of the Multile, at most 5 tiles), so
  with Multile 5 a crossed square admits at most two values.
* Values are tried per distinct rack value (equal tiles are never tried
  twice, so every play comes out once), and the last square's value is
  fixed modulo the Multile by the run's total.
* Single-tile plays come from the row pass only, so nothing is found twice.

:func:`judge` in ``lines.py`` stays the reference; tests compare the two on
random positions against a brute-force search.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .moves import Tile
from .pool import MAX_LINE

Square = tuple[int, int]
Board = Mapping[Square, int]
#: A generated play: its tiles in reading order, and its score.
Found = tuple[tuple[Tile, ...], int]

_NO_TILE = Tile(-1, 0, 0)


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
        # cells[i - base] = value at position i, or None; covers lo-1 .. hi+1.
        cells = [get(key(i)) for i in range(base, hi + 2)]
        is_anchor = [False] * len(cells)
        for i in anchor_positions:
            is_anchor[i - base] = True
        cross: list[tuple[int, int] | None] = [None] * len(cells)
        rack_size = self.rack_size
        min_new = 1 if horizontal else 2
        for a in range(lo, max(anchor_positions) + 1):
            if cells[a - 1 - base] is not None:
                continue
            empties = 0
            anchored = False
            for b in range(a, a + MAX_LINE):
                j = b - base
                if cells[j] is None:
                    empties += 1
                    if empties > rack_size:
                        break
                    anchored = anchored or is_anchor[j]
                if anchored and cells[j + 1] is None and empties >= min_new:
                    self.run(a, b, cells, base, cross, key, horizontal)

    def crossing(self, square: Square, horizontal: bool) -> tuple[int, int]:
        """(tiles, total) of the run crossing ``square``, not counting the square."""
        get = self.get
        x, y = square
        n = total = 0
        if horizontal:
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
        return n, total

    def run(
        self,
        a: int,
        b: int,
        cells: list[int | None],
        base: int,
        cross: list[tuple[int, int] | None],
        key: Callable[[int], Square],
        horizontal: bool,
    ) -> None:
        """Fill the empty squares of run [a, b] in every legal way."""
        fixed_sum = 0
        tiles: list[list[Tile]] = []
        options: list[list[int]] = []
        bonus: list[int] = []  # crossing total to add to the score (0: no crossing line)
        crossed: list[bool] = []
        for i in range(a, b + 1):
            value = cells[i - base]
            if value is not None:
                fixed_sum += value
                continue
            info = cross[i - base]
            if info is None:
                info = cross[i - base] = self.crossing(key(i), horizontal)
            n, total = info
            if n:
                if n >= MAX_LINE:
                    return
                allowed = self.allowed(total)
                if not allowed:
                    return
                options.append(allowed)
                bonus.append(total)
                crossed.append(True)
            else:
                options.append(self.rack_values)
                bonus.append(0)
                crossed.append(False)
            tiles.append(self.tiles_at(key(i)))
        counts = self.counts
        m = self.m
        append = self.out.append
        if len(tiles) == 1:
            # One new tile: its row/column line (if any) and its crossing line.
            only, plus, cross_line, has_line = tiles[0], bonus[0], crossed[0], b > a
            for v in options[0]:
                if not counts[v]:
                    continue
                score = plus + v if cross_line else 0
                if has_line:
                    line_total = fixed_sum + v
                    if line_total % m or line_total <= 0:
                        continue
                    score += line_total
                append(((only[v],), score))
            return
        # Two or more new tiles: a depth-first fill; the next-to-last level
        # finishes inline, taking for the last square only the values whose
        # residue completes the line (the commonest and cheapest cut).
        last = len(tiles) - 1
        penultimate = last - 1
        last_tiles, last_plus, last_crossed = tiles[last], bonus[last], crossed[last]
        completing = self.by_residue(options[last])
        picked: list[Tile] = [_NO_TILE] * len(tiles)

        def fill(j: int, total: int, score: int) -> None:
            here, plus, cross_line = tiles[j], bonus[j], crossed[j]
            if j == penultimate:
                for v in options[j]:
                    if counts[v]:
                        counts[v] -= 1
                        picked[j] = here[v]
                        line_total = fixed_sum + total + v
                        partial = score + (plus + v if cross_line else 0)
                        for w in completing[-line_total % m]:
                            if counts[w] and line_total + w > 0:
                                picked[last] = last_tiles[w]
                                final = partial + line_total + w + (last_plus + w if last_crossed else 0)
                                append((tuple(picked), final))
                        counts[v] += 1
                return
            for v in options[j]:
                if counts[v]:
                    counts[v] -= 1
                    picked[j] = here[v]
                    fill(j + 1, total + v, score + (plus + v if cross_line else 0))
                    counts[v] += 1

        fill(0, 0, 0)
