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
TW = 24
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


#: The window codes the threat counts read: k parachutes of player 0 only (k = 1..5), then
#: k of player 1 only; each has a 16-bit field of the packed tally (a window count is < 2**16).
COUNTED = (1, 2, 3, 4, 5, 6, 12, 18, 24, 30)
FIELD = 16
_UNIT = [1 << (FIELD * COUNTED.index(c)) if c in COUNTED else 0 for c in range(64)]
#: ``TALLY[d][code]``: what a window going from ``code`` to ``code + d`` adds to the packed
#: tally (d from -30 to 30, indexed as is: a negative index counts from the end).
TALLY = [
    [(_UNIT[c + d] - _UNIT[c]) if 0 <= c + d < 64 else 0 for c in range(64)] for d in range(-31, 32)
]
TALLY = [TALLY[d + 31] for d in range(0, 32)] + [TALLY[d + 31] for d in range(-31, 0)]

Groups = tuple[tuple[int, tuple[int, ...]], ...]
"""Window changes grouped by what they add: ``((d, offsets), ...)``."""


def _grouped(acc: dict[int, int]) -> Groups:
    by: dict[int, list[int]] = {}
    for w, d in sorted(acc.items()):
        if d:
            by.setdefault(d, []).append(w)
    return tuple((d, tuple(ws)) for d, ws in sorted(by.items()))


def _pattern_windows(pat: int) -> dict[int, int]:
    """The windows a tile's parachutes are in, relative to ``4 * BASE[t]``, with what they add."""
    acc: dict[int, int] = {}
    for k, digit in enumerate(PAT_DIGITS[pat]):
        if digit:
            for off in THROUGH:
                w = 4 * SKY[k] + off
                acc[w] = acc.get(w, 0) + INC[digit - 1]
    return acc


PAT_WINDOWS = [_pattern_windows(pat) for pat in range(PATTERNS)]
#: A tile's windows as groups, to put its parachutes in (``PUT``) or take them out (``TAKE``).
PUT = [_grouped(acc) for acc in PAT_WINDOWS]
TAKE = [_grouped({w: -d for w, d in acc.items()}) for acc in PAT_WINDOWS]
_SHIFTS: dict[tuple[int, int], Groups] = {}


def shift_windows(pat: int, shift: int) -> Groups | None:
    """Net window changes when a tile with pattern ``pat`` moves by ``shift`` cells, relative
    to the old ``4 * BASE``, or None when no window holds both places (a move of more than
    two squares along some axis): then taking out and putting back is the same work.  A
    window the parachutes leave and reach cancels, which makes short moves (the usual ones)
    cheaper.  At most 81 patterns times 25 short moves are kept."""
    dy, dx = divmod(shift + 2 * CS + 4, 2 * CS)
    if not (0 <= dx <= 8 and 0 <= dy <= 4):
        return None
    key = (pat, shift)
    found = _SHIFTS.get(key)
    if found is None:
        acc: dict[int, int] = {}
        for w, d in PAT_WINDOWS[pat].items():
            acc[w] = acc.get(w, 0) - d
            acc[w + 4 * shift] = acc.get(w + 4 * shift, 0) + d
        found = _grouped(acc)
        _SHIFTS[key] = found
    return found


def _ring_groups(mask: int) -> int:
    """Groups of edge neighbours joined around the ring of 8 (bits: E, SE, S, SW, W, NW, N, NE)."""
    groups = 0
    for i in range(8):
        if mask >> i & 1 and not mask >> ((i - 1) % 8) & 1:  # a run of present cells starts here
            j, edge = i, False
            while mask >> (j % 8) & 1 and j < i + 8:
                edge = edge or j % 2 == 0
                j += 1
            groups += edge
    if mask == 0xFF:
        groups = 1
    return groups


#: 1 when a tile's edge neighbours stay joined around it without it (it is not a cut).
RING_JOINED = bytes(1 if _ring_groups(m) <= 1 else 0 for m in range(256))
RING = (1, TS + 1, TS, TS - 1, -1, -TS - 1, -TS, -TS + 1)


def _dilate(b: int) -> int:
    return (b << 1) | (b >> 1) | (b << TS) | (b >> TS)


def _must_touch(s: int, tiles_bits: int, tilemap: bytearray) -> int:
    """0 if the formation stays connected without tile ``s``; else the bit set of squares
    touching every group it would leave (a cut tile must land on one of them)."""
    around = [s + e for e in EDGES if tilemap[s + e]]
    if len(around) <= 1:
        return 0
    mask = 0
    for i, step in enumerate(RING):
        if tilemap[s + step]:
            mask |= 1 << i
    if RING_JOINED[mask]:
        return 0
    rest = tiles_bits & ~(1 << s)
    groups: list[int] = []
    while around:
        fill = 1 << around[0]
        while True:
            grown = (fill | _dilate(fill)) & rest
            if grown == fill:
                break
            fill = grown
        groups.append(fill)
        around = [n for n in around if not fill >> n & 1]
    if len(groups) == 1:
        return 0
    touch = -1
    for g in groups:
        touch &= _dilate(g)
    return touch


Mobility = tuple[int, tuple[list[int], list[int], list[int], list[int]]]
"""A tile that may move and its move codes by kind: one step, row/column, diagonal, any line."""
Formation = tuple[list[int], list[Mobility]]
"""New-tile codes (every skydiver of every square next to the formation) and the mobile tiles."""
_FORMATIONS: dict[int, Formation] = {}


def formation(tiles_bits: int, tiles: set[int], tilemap: bytearray, nb: list[int]) -> Formation:
    """New tiles and tile moves of a formation, by the golden rules (none for a lone tile).

    Like :class:`games.quinque.movement.Formation`: a tile that is not a cut
    may go to any square next to the formation that touches another tile; a
    cut tile only where it touches every group it leaves.  The step rule's
    lines through the tile choose among those squares.
    """
    found = _FORMATIONS.get(tiles_bits)
    if found is not None:
        return found
    front: set[int] = set()
    for t in tiles:
        for e in EDGES:
            if not tilemap[t + e]:
                front.add(t + e)
    news = [4 * (BASE[f] + off) + 1 for f in front for off in SKY]
    lines: tuple[dict[int, list[int]], ...] = ({}, {}, {}, {})
    by_x, by_y, by_diff, by_sum = lines
    for f in front:
        fx, fy = f % TS, f // TS
        by_x.setdefault(fx, []).append(f)
        by_y.setdefault(fy, []).append(f)
        by_diff.setdefault(fx - fy, []).append(f)
        by_sum.setdefault(fx + fy, []).append(f)
    mobile: list[Mobility] = []
    if len(tiles) > 1:
        for s in tiles:
            if nb[s] == 4:
                continue
            x, y = s % TS, s // TS
            touch = _must_touch(s, tiles_bits, tilemap)
            orth: list[int] = []
            diag: list[int] = []
            for out, found_lines in ((orth, (by_x.get(x), by_y.get(y))), (diag, (by_diff.get(x - y),
                                                                                 by_sum.get(x + y)))):
                for line in found_lines:
                    if not line:
                        continue
                    for f in line:
                        if touch:
                            if not touch >> f & 1:
                                continue
                        elif nb[f] == 1 and f - s in EDGES:
                            continue  # it only touched the tile that leaves
                        out.append((s * NTILE + f) << 2 | 2)
            step = [code for code in orth if (code >> 2) % NTILE - s in EDGES]
            mobile.append((s, (step, orth, diag, orth + diag)))
    found = (news, mobile)
    if len(_FORMATIONS) >= 4096:
        _FORMATIONS.clear()
    _FORMATIONS[tiles_bits] = found
    return found


def clear_caches() -> None:
    """Forget every formation and tile-move window list (for cold timings)."""
    _FORMATIONS.clear()
    _SHIFTS.clear()
