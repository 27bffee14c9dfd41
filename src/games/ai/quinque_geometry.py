"""Quinque geometry for the computer: one position's windows, support and cell statuses.

A :class:`Geometry` is computed once per position and shared by every query
of the evaluation (the window score, a cell's potential), the move ranking
(:mod:`.quinque_delta`) and the threat detector (:mod:`.quinque_threats`,
whose :class:`~.quinque_threats.Snapshot` extends it with the plans).  Its
answers are cached on it, since a search asks the same ones again and again.

Cells are packed into integers (``x * STRIDE + y``) here and in the detector: dict
lookups on small ints are several times cheaper than on tuples, and the
detector runs thousands of times per decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..quinque import QuinqueState

Cell = tuple[int, int]
Square = tuple[int, int]

#: The owners of a tile's four cells (-1: no parachute), and what the tile's
#: leaving does (:mod:`.quinque_delta`, which caches it on the snapshot).
Pattern = tuple[int, int, int, int]
Departure = tuple[Pattern | None, float, int, dict[int, tuple[int, int, int]]]
#: A cell's place within its tile (x and y parity), and squares by place.
Place = tuple[int, int]
Places = dict[Place, set[Square]]

STRIDE = 4096
HALF = STRIDE // 2
#: Line directions (right, down, down-right, up-right) as (dx, dy) and packed steps.
DIRS: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (1, -1))
STEPS: tuple[int, ...] = tuple(dx * STRIDE + dy for dx, dy in DIRS)
#: Value of a window holding 0-4 parachutes of one player only.
WEIGHTS = (0.0, 1.0, 4.0, 16.0, 60.0, 0.0)
#: The windows through a packed cell ``key`` are ``4 * key + c`` for these twenty constants.
THROUGH = tuple(-4 * k * STEPS[i] + i for i in range(4) for k in range(5))
#: Per direction, the packed offsets of the cells within four steps (but the cell itself).
_REACH = tuple(tuple(k * step for k in (-4, -3, -2, -1, 1, 2, 3, 4)) for step in STEPS)

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


def square_of(cell: Cell) -> Square:
    return cell[0] >> 1, cell[1] >> 1


def cells_of(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The four skydiver cells of the tile on square ``(x, y)``."""
    return (2 * x, 2 * y), (2 * x + 1, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y + 1)


class Geometry:
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
        self.tile_cells = {pack(c) for x, y in self.tiles for c in cells_of(x, y)}
        self.new_cells = {pack(c) for x, y in frontier for c in cells_of(x, y)} if self.can_add else set()
        self._support: dict[int, tuple[list[dict[int, int]], dict[int, int]]] = {}
        self._windows: tuple[dict[int, int], dict[int, int]] | None = None
        self._dests: dict[Square, frozenset[Square]] = {}
        self._tiles_of: dict[int, dict[Square, list[Cell]]] = {}
        #: What a tile leaving its square does to the windows (:mod:`.quinque_delta`'s cache).
        self.departures: dict[tuple[Square, int], Departure] = {}
        self._beyond: set[Square] | None = None
        self._reaching: dict[tuple[int, int], tuple[dict[frozenset[Place], frozenset[Square]], Places]] = {}
        self._statuses: tuple[dict[int, int], dict[int, int]] = ({}, {})

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
            keys = [key for key, owner in self.packed.items() if owner == p]
            # Counted by Counter (in C): this runs for every position a search looks at.
            table: list[dict[int, int]] = [
                Counter([key + k for key in keys for k in reach]) for reach in _REACH
            ]
            best: dict[int, int] = dict(table[0])
            for counts in table[1:]:
                for c, n in counts.items():
                    if n > best.get(c, 0):
                        best[c] = n
            found = (table, best)
            self._support[p] = found
        return found

    def windows(self) -> tuple[dict[int, int], dict[int, int]]:
        """Per player: parachutes in every window of five that holds some,
        keyed by ``first cell * 4 + direction``."""
        if self._windows is None:
            keys: tuple[list[int], list[int]] = ([], [])
            for key, owner in self.packed.items():
                keys[owner].append(4 * key)
            counts: tuple[dict[int, int], dict[int, int]] = (
                Counter([key + c for key in keys[0] for c in THROUGH]),
                Counter([key + c for key in keys[1] for c in THROUGH]),
            )
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

    @property
    def beyond(self) -> set[Square]:
        """The free squares next to the frontier (not on it): a new tile on
        the frontier makes them reachable."""
        if self._beyond is None:
            frontier, tiles = self.frontier, self.tiles
            self._beyond = {
                sq
                for fx, fy in frontier
                for sq in ((fx + 1, fy), (fx - 1, fy), (fx, fy + 1), (fx, fy - 1))
                if sq not in tiles and sq not in frontier
            }
        return self._beyond

    def lonely(self, square: Square) -> set[Square]:
        """The frontier squares next to no tile but the one at ``square``."""
        x, y = square
        tiles = self.tiles
        return {
            (nx, ny)
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if (nx, ny) not in tiles
            and not any(
                sq != square and sq in tiles
                for sq in ((nx + 1, ny), (nx - 1, ny), (nx, ny + 1), (nx, ny - 1))
            )
        }

    def reaching(self, p: int, need: int) -> Callable[[list[Cell]], frozenset[Square]]:
        """For a tile holding ``p``'s parachutes on ``cells``: the squares where
        one of them would land on a cell with ``need`` or more of ``p``'s marks
        within four steps on a line (the best direction's count of
        :meth:`support`), the only squares where the tile can complete five.
        A parachute keeps its place within the tile, so these are the squares
        of the cells of the same place that have the support."""
        key = (p, need)
        by_place = self._reaching.get(key)
        if by_place is None:
            places: Places = {(0, 0): set(), (1, 0): set(), (0, 1): set(), (1, 1): set()}
            for c, n in self.support(p)[1].items():
                if n >= need:
                    x = (c + HALF) // STRIDE  # unpack(c), inline: this loop is hot
                    y = c - x * STRIDE
                    places[(x & 1, y & 1)].add((x >> 1, y >> 1))
            by_place = self._reaching[key] = ({}, places)
        unions, places = by_place

        def squares(cells: list[Cell]) -> frozenset[Square]:
            kinds = frozenset((x & 1, y & 1) for x, y in cells)
            found = unions.get(kinds)
            if found is None:
                found = unions[kinds] = frozenset().union(*(places[k] for k in kinds))
            return found

        return squares

    def statuses(self, p: int) -> Callable[[int], int]:
        """The status of a packed cell for ``p`` in this position (``MINE``,
        ``THEIRS``, ``GAP``, ``NEW`` or ``EMPTY``; see the constants), cached:
        :meth:`_lines_after` asks for the same cells again and again."""
        known = self._statuses[p]
        packed, tile_cells, new_cells = self.packed, self.tile_cells, self.new_cells

        def status(c: int) -> int:
            found = known.get(c)
            if found is None:
                v = packed.get(c)
                if v is not None:
                    found = MINE if v == p else THEIRS
                elif c in tile_cells:
                    found = GAP
                else:
                    found = NEW if c in new_cells else EMPTY
                known[c] = found
            return found

        return status
