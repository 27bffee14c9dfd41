"""Quinque geometry: tile squares, the global skydiver grid, connectivity, lines.

Tiles sit edge to edge on a square grid and are never rotated, so every
skydiver has a place on one global grid: the tile at tile-square ``(x, y)``
holds the skydivers ``(2x, 2y)`` (``a``, top-left), ``(2x+1, 2y)`` (``b``),
``(2x, 2y+1)`` (``c``) and ``(2x+1, 2y+1)`` (``d``).  Lines of five are counted
on that grid, which is why a bent or offset formation can still hold a
straight line.

>>> skydiver_cell(0, 0, "d")
(1, 1)
>>> skydiver_cell(-1, 2, "b")
(-1, 4)
>>> cell_skydiver((-1, 4))
((-1, 2), 'b')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

Square = tuple[int, int]
"""A tile square ``(x, y)``: x to the right, y downwards; the first tile is at 0,0."""

Cell = tuple[int, int]
"""A skydiver on the global grid ``(gx, gy)``."""

SKYDIVERS = "abcd"
#: Offset of each skydiver inside its tile on the global grid.
OFFSETS: dict[str, tuple[int, int]] = {"a": (0, 0), "b": (1, 0), "c": (0, 1), "d": (1, 1)}
_NAMES = {offset: name for name, offset in OFFSETS.items()}

#: The four edge neighbours of a square (the only way tiles connect).
EDGE_STEPS: tuple[Square, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: The four line directions on the skydiver grid (each also read backwards).
LINE_STEPS: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (1, -1))


def skydiver_cell(x: int, y: int, skydiver: str) -> Cell:
    """Global grid cell of skydiver ``skydiver`` (a-d) of the tile at (x, y)."""
    dx, dy = OFFSETS[skydiver]
    return 2 * x + dx, 2 * y + dy


def tile_cells(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The four skydiver cells of the tile at (x, y), in the order a, b, c, d."""
    gx, gy = 2 * x, 2 * y
    return (gx, gy), (gx + 1, gy), (gx, gy + 1), (gx + 1, gy + 1)


def cell_skydiver(cell: Cell) -> tuple[Square, str]:
    """The tile square and skydiver letter of a global cell (inverse of skydiver_cell)."""
    gx, gy = cell
    return (gx // 2, gy // 2), _NAMES[(gx % 2, gy % 2)]


def neighbours(square: Square) -> tuple[Square, Square, Square, Square]:
    """The four edge-adjacent squares."""
    x, y = square
    return (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)


def frontier(tiles: Iterable[Square], occupied: frozenset[Square] | set[Square]) -> set[Square]:
    """Squares not in ``occupied`` that touch an edge of one of ``tiles``."""
    out: set[Square] = set()
    for x, y in tiles:
        for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if sq not in occupied:
                out.add(sq)
    return out


def components(squares: frozenset[Square] | set[Square]) -> dict[Square, int]:
    """Label each square with the index of its edge-connected group (0, 1, ...).

    >>> sorted(components({(0, 0), (1, 0), (3, 0)}).items())
    [((0, 0), 0), ((1, 0), 0), ((3, 0), 1)]
    """
    label: dict[Square, int] = {}
    count = 0
    for start in sorted(squares):
        if start in label:
            continue
        label[start] = count
        stack = [start]
        while stack:
            x, y = stack.pop()
            for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if sq in squares and sq not in label:
                    label[sq] = count
                    stack.append(sq)
        count += 1
    return label


def is_connected(squares: frozenset[Square] | set[Square]) -> bool:
    """True if the squares form one edge-connected group (or are empty)."""
    labels = components(squares)
    return not labels or max(labels.values()) == 0


def lines_through(marks: Mapping[Cell, int], cell: Cell, player: int, length: int = 5) -> set[Cell]:
    """Cells of every run of ``length`` or more of ``player``'s marks through ``cell``.

    Runs are maximal, so a run of six is returned whole.  Empty if ``cell`` is
    not ``player``'s.

    >>> marks = {(i, 0): 0 for i in range(5)}
    >>> sorted(lines_through(marks, (2, 0), 0))
    [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]
    >>> lines_through(marks, (2, 0), 1)
    set()
    """
    if marks.get(cell) != player:
        return set()
    found: set[Cell] = set()
    cx, cy = cell
    for dx, dy in LINE_STEPS:
        run = [cell]
        x, y = cx + dx, cy + dy
        while marks.get((x, y)) == player:
            run.append((x, y))
            x, y = x + dx, y + dy
        x, y = cx - dx, cy - dy
        while marks.get((x, y)) == player:
            run.append((x, y))
            x, y = x - dx, y - dy
        if len(run) >= length:
            found.update(run)
    return found
