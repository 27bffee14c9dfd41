"""The geometry behind :mod:`.quinque_board`: fixed grids, lookup tables, tile moves per formation.

Quinque's table is unbounded, but a formation is at most 16 edge-connected
tiles, so it always fits a fixed window that follows it (the board moves its
origin when the formation drifts).  Two grids index that window:

* tiles: ``t = ty * TS + tx`` for ``0 <= tx, ty < TW``, with a spare column
  in the stride (``TS = TW + 1``) so a shift by one never wraps a row;
* skydiver cells: ``c = cy * CS + cx`` for ``0 <= cx, cy < CW = 2 * TW``,
  stride ``CS = CW + 1`` for the same reason.  The tile ``t`` holds the cells
  ``BASE[t] + SKY[k]`` for its skydivers k = a, b, c, d.

A window of five (the unit of the threat counts) is numbered by its first
cell and direction, ``4 * c + i``; the windows through a cell are that
cell's number plus the twenty constants of :data:`THROUGH`.  Tiles stay
between :data:`LO` and :data:`HI` on both axes, so every window through a
parachute, and every square next to the formation, has a number.

The tile moves depend on the tiles only, so they are worked out once per
formation (:func:`formation`, cached by the tiles' bit set): the search
comes back to the same formation after every mark and every tile moved back.
"""

from __future__ import annotations

#: Tile window width and height, and its row stride.
TW = 32
TS = TW + 1
#: Every tile stays in columns and rows LO..HI: windows of five reach 4 cells
#: (2 tiles) beyond a parachute, and the squares next to the formation one more tile.
LO, HI = 2, TW - 3
#: Skydiver grid width and height, and its row stride.
CW = 2 * TW
CS = CW + 1
NTILE = TS * TW
NCELL = CS * CW
NWIN = 4 * NCELL
#: Cell offsets of skydivers a, b, c, d from their tile's first cell.
SKY = (0, 1, CS, CS + 1)
#: Line directions right, down, down-right, up-right as cell steps.
STEPS = (1, CS, CS + 1, 1 - CS)
#: Window numbers through cell ``c`` are ``4 * c + THROUGH[j]``.
THROUGH = tuple(-4 * k * STEPS[i] + i for i in range(4) for k in range(5))
#: What a parachute of player 0 / 1 adds to a window's code (``a + 6 * b``).
INC = (1, 6)
#: The four edge neighbours of a tile, as index steps.
EDGES = (1, -1, TS, -TS)

BASE = [2 * (t // TS) * CS + 2 * (t % TS) for t in range(NTILE)]
#: Tile and skydiver (0-3) of every cell; -1 for the spare column.
CELL_TILE = [((c // CS) >> 1) * TS + ((c % CS) >> 1) if c % CS < CW else -1 for c in range(NCELL)]
CELL_K = [((c // CS) & 1) * 2 + ((c % CS) & 1) for c in range(NCELL)]
INSIDE = bytes(1 if LO <= t % TS <= HI and LO <= t // TS <= HI else 0 for t in range(NTILE))

# A tile's parachutes as a pattern: digit k (base 3) is 0 (none), 1 (player 0), 2 (player 1).
PATTERNS = 81
POW3 = (1, 3, 9, 27)
PAT_DIGITS = [tuple((pat // POW3[k]) % 3 for k in range(4)) for pat in range(PATTERNS)]
PAT_COUNT = [sum(1 for d in digits if d) for digits in PAT_DIGITS]
#: Mark codes of the free skydivers, relative to ``4 * BASE[t]``.
PAT_FREE = [tuple(4 * SKY[k] for k in range(4) if not digits[k]) for digits in PAT_DIGITS]
#: Player 0's and player 1's cells of a pattern as bits relative to ``BASE[t]``.
PAT_BITS = [
    (sum(1 << SKY[k] for k in range(4) if d[k] == 1), sum(1 << SKY[k] for k in range(4) if d[k] == 2))
    for d in PAT_DIGITS
]


def _dilate(b: int) -> int:
    return (b << 1) | (b >> 1) | (b << TS) | (b >> TS)


def cut_tiles(local: int, tiles: set[int], tilemap: bytearray, off: int) -> dict[int, int]:
    """The tiles whose removal splits the formation, each with the squares that touch every
    group it would leave (where it may land), as bits of the frame starting at tile ``off``
    (``local`` is the formation in that frame).

    One depth-first search (Tarjan's low links) finds them; a group a cut tile
    leaves is a subtree of the search, so an interval of discovery numbers, and
    its bit set is read off the running union of the tiles in discovery order.
    """
    order: dict[int, int] = {}
    low: dict[int, int] = {}
    union = [0]
    split: dict[int, tuple[list[tuple[int, int]], bool]] = {}

    def visit(s: int, parent: int) -> int:
        here = order[s] = low[s] = len(order)
        union.append(union[-1] | 1 << (s - off))
        cut_off: list[tuple[int, int]] = []
        for e in EDGES:
            n = s + e
            if n == parent or not tilemap[n]:
                continue
            seen = order.get(n)
            if seen is not None:
                if seen < low[s]:
                    low[s] = seen
                continue
            end = visit(n, s)
            if low[n] < low[s]:
                low[s] = low[n]
            if low[n] >= here:
                cut_off.append((order[n], end))
        if len(cut_off) + (parent >= 0) > 1:
            split[s] = (cut_off, parent >= 0)
        return len(order)

    visit(min(tiles), -1)
    out: dict[int, int] = {}
    for s, (cut_off, has_parent) in split.items():
        groups = [union[hi] ^ union[lo] for lo, hi in cut_off]
        if has_parent:
            rest = local & ~(1 << (s - off))
            for g in groups:
                rest &= ~g
            groups.append(rest)
        touch = -1
        for g in groups:
            touch &= _dilate(g)
        out[s] = touch
    return out


class Mobile:
    """A tile that may move: the squares it may reach, and its move codes by kind (one step,
    row or column, diagonal, any line), each listed the first time it is asked for (a
    basic game asks only for the last; an advanced one for one per parachute count)."""

    __slots__ = ("kinds", "off", "reach", "tile")

    def __init__(self, tile: int, reach: int, off: int) -> None:
        self.tile = tile
        #: Squares as bits of the frame starting at tile ``off`` (small ints are quick ones).
        self.reach = reach
        self.off = off
        self.kinds: list[list[int] | None] = [None, None, None, None]

    def codes(self, kind: int) -> list[int]:
        found = self.kinds[kind]
        if found is None:
            s, off = self.tile, self.off
            head = (s * NTILE + off) << 2 | 2
            found = self.kinds[kind] = _codes(self.reach & LINES[kind][s - off], head)
        return found


class Formation:
    """What a formation allows: its mobile tiles, and new tiles (every skydiver of every
    square next to it), listed the first time they are asked for (a second action never
    asks)."""

    __slots__ = ("_news", "front", "mobile", "off")

    def __init__(self, front: int, off: int, mobile: list[Mobile]) -> None:
        self.front = front
        self.off = off
        self.mobile = mobile
        self._news: list[int] | None = None

    def news(self) -> list[int]:
        found = self._news
        if found is None:
            found = self._news = []
            bits, off = self.front, self.off
            while bits:
                f = bits.bit_length() - 1
                bits ^= 1 << f
                b4 = 4 * BASE[f + off] + 1
                found += (b4, b4 + 4, b4 + 4 * CS, b4 + 4 * CS + 4)
        return found

_FORMATIONS: dict[int, Formation] = {}


def _lines() -> tuple[list[int], list[int], list[int]]:
    rows = [((1 << TW) - 1) << (y * TS) for y in range(TW)]
    cols = [sum(1 << (y * TS + x) for y in range(TW)) for x in range(TW)]
    cells = [(x, y) for y in range(TW) for x in range(TW)]
    diffs = {k: sum(1 << (y * TS + x) for x, y in cells if x - y == k) for k in range(-TW, TW)}
    sums = {k: sum(1 << (y * TS + x) for x, y in cells if x + y == k) for k in range(2 * TW)}
    orth, diag, step = [0] * NTILE, [0] * NTILE, [0] * NTILE
    for x, y in cells:
        t = y * TS + x
        orth[t] = rows[y] | cols[x]
        diag[t] = diffs[x - y] | sums[x + y]
        step[t] = sum(1 << (t + e) for e in EDGES if t + e >= 0)
    return orth, diag, step


#: Squares in line with a tile: its row and column, its diagonals, its edge neighbours.
ORTH, DIAG, STEP = _lines()
#: The squares each kind of tile move may reach (one step, row or column, diagonal, any line).
LINES = (STEP, ORTH, DIAG, [o | d for o, d in zip(ORTH, DIAG, strict=True)])


def _codes(bits: int, head: int) -> list[int]:
    """Tile move codes ``head + 4 * d`` for every square ``d`` in ``bits``."""
    out = []
    while bits:
        d = bits.bit_length() - 1
        bits ^= 1 << d
        out.append(head + 4 * d)
    return out


def formation(tiles_bits: int, tiles: set[int], tilemap: bytearray, nb: list[int]) -> Formation:
    """New tiles and tile moves of a formation, by the golden rules (none for a lone tile).

    Like :class:`games.quinque.movement.Formation`: a tile that is not a cut
    may go to any square next to the formation that touches another tile; a
    cut tile only where it touches every group it leaves.  The step rule's
    lines through the tile choose among those squares.  All of it on bit sets:
    the squares next to the formation are its four shifts, those touching a
    single tile the shifts' sum below two.
    """
    found = _FORMATIONS.get(tiles_bits)
    if found is not None:
        return found
    # Work in a frame whose first row is the one above the formation: the same shapes,
    # with bit sets a few rows long instead of the whole window's.
    off = (((tiles_bits & -tiles_bits).bit_length() - 1) // TS - 1) * TS
    local = tiles_bits >> off
    right, left, down, up = local << 1, local >> 1, local << TS, local >> TS
    front = (right | left | down | up) & ~local
    single = front & ~((right & left) | (down & up) | ((right | left) & (down | up)))
    mobile: list[Mobile] = []
    if len(tiles) > 1:
        cuts = cut_tiles(local, tiles, tilemap, off) if len(tiles) > 2 else {}
        for s in tiles:
            if nb[s] == 4:
                continue
            touch = cuts.get(s)
            # A square touching only this tile is left hanging when it moves.
            reach = front & touch if touch is not None else front ^ (single & STEP[s - off])
            mobile.append(Mobile(s, reach, off))
    found = Formation(front, off, mobile)
    if len(_FORMATIONS) >= 4096:
        _FORMATIONS.clear()
    _FORMATIONS[tiles_bits] = found
    return found


def clear_caches() -> None:
    """Forget every formation (for cold timings)."""
    _FORMATIONS.clear()
