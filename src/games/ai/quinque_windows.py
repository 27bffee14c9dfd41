"""The tiles and parachutes of a Quinque position on fixed grids, with every window of five counted.

The part of :class:`.quinque_board.QuinqueBoard` that knows where things
are (the grids of :mod:`.quinque_bits`): tiles put and taken, parachutes put
and taken, a tile moved with its parachutes, and the windows of five those
changes touch.  A window's code is ``a + 6 * b`` (a parachutes of player 0,
b of player 1); the tally packs, for each code that counts (one player's
parachutes only), how many windows hold it, so a change of one window is
one addition and the threat counts are shifts.  The board decides when the
windows are counted (:meth:`.quinque_board.QuinqueBoard.sync`).
"""

from __future__ import annotations

from .quinque_bits import (
    BASE,
    CS,
    EDGES,
    INC,
    NTILE,
    NWIN,
    PAT_BITS,
    PAT_DIGITS,
    PATTERNS,
    POW3,
    SKY,
    THROUGH,
    TS,
    TW,
)

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


#: Where the tally counts the windows holding five of player 0's, of player 1's.
FIVE0, FIVE1 = 4 * FIELD, 9 * FIELD
#: Right, down, down-right and down-left: every line read in one direction, by right shifts.
_LINE_SHIFTS = (1, CS, CS + 1, CS - 1)
_BAND = (1 << (10 * CS)) - 1


def has_five(bits: int) -> bool:
    """Five in a row among ``bits``, anywhere (the whole grid, by shifts)."""
    for step in _LINE_SHIFTS:
        x = bits & (bits >> step)
        x &= x >> (2 * step)
        if x & (bits >> (4 * step)):
            return True
    return False


def five_near(bits: int, row: int) -> bool:
    """Five in a row among ``bits`` within four rows of cell row ``row`` (or of ``row + 1``).

    No line stood before the action (it would have ended the game), so a new
    one runs through the cells the action filled: a band of ten cell rows
    around them holds it whole, and the shifts run on that band alone."""
    return has_five((bits >> ((row - 4) * CS)) & _BAND)


class Grids:
    """Tiles and parachutes on the grids, and the windows' codes and tally."""

    def _build(
        self, ox: int, oy: int, tiles: list[tuple[int, int]], marks: dict[tuple[int, int], int]
    ) -> None:
        """Every structure of the window with origin (ox, oy), from absolute squares and cells."""
        self.ox, self.oy = ox, oy
        self.tilemap = bytearray(NTILE)
        self.tiles: set[int] = set()
        self.nb = [0] * NTILE
        self.cols = [0] * TS
        self.colbits = 0
        self.tbits = 0
        self.bits = [0, 0]
        self.tpat = [0] * NTILE
        self.win = [0] * NWIN
        self.tally = 0
        for x, y in tiles:
            self._put(self.tile_at(x, y))
        for (gx, gy), p in marks.items():
            t = self.tile_at(gx >> 1, gy >> 1)
            k = (gy & 1) * 2 + (gx & 1)
            self._stone(BASE[t] + SKY[k], t, k, p)
            self._count_stone(BASE[t] + SKY[k], INC[p])

    def tile_at(self, x: int, y: int) -> int:
        """The tile index of absolute square (x, y); -1 outside the window."""
        tx, ty = x - self.ox, y - self.oy
        return ty * TS + tx if 0 <= tx < TW and 0 <= ty < TW else -1

    def square(self, t: int) -> tuple[int, int]:
        """The absolute square of tile index ``t``."""
        return self.ox + t % TS, self.oy + t // TS

    # --- the state's parts --------------------------------------------------------------
    def _put(self, t: int) -> None:
        self.tilemap[t] = 1
        self.tiles.add(t)
        self.tbits |= 1 << t
        nb = self.nb
        for e in EDGES:
            nb[t + e] += 1
        x = t % TS
        self.cols[x] += 1
        self.colbits |= 1 << x

    def _take(self, t: int) -> None:
        self.tilemap[t] = 0
        self.tiles.discard(t)
        self.tbits &= ~(1 << t)
        nb = self.nb
        for e in EDGES:
            nb[t + e] -= 1
        x = t % TS
        self.cols[x] -= 1
        if not self.cols[x]:
            self.colbits &= ~(1 << x)

    def _stone(self, c: int, t: int, k: int, p: int) -> None:
        """Put player ``p``'s parachute on cell ``c`` (skydiver ``k`` of tile ``t``); windows later."""
        self.tpat[t] += (p + 1) * POW3[k]
        self.bits[p] |= 1 << c

    def _unstone(self, c: int, t: int, k: int, p: int) -> None:
        self.tpat[t] -= (p + 1) * POW3[k]
        self.bits[p] &= ~(1 << c)

    def _shift(self, s: int, d: int) -> None:
        """Move the tile at ``s`` with its parachutes to ``d``; windows later.  (:meth:`_take`
        then :meth:`_put`, written out: this is most of a tile move's cost.)"""
        self.tilemap[s] = 0
        self.tilemap[d] = 1
        tiles = self.tiles
        tiles.discard(s)
        tiles.add(d)
        self.tbits ^= (1 << s) | (1 << d)
        nb = self.nb
        nb[s + 1] -= 1
        nb[s - 1] -= 1
        nb[s + TS] -= 1
        nb[s - TS] -= 1
        nb[d + 1] += 1
        nb[d - 1] += 1
        nb[d + TS] += 1
        nb[d - TS] += 1
        xs, xd = s % TS, d % TS
        if xs != xd:
            cols = self.cols
            cols[xs] -= 1
            if not cols[xs]:
                self.colbits &= ~(1 << xs)
            cols[xd] += 1
            self.colbits |= 1 << xd
        tpat = self.tpat
        pat = tpat[s]
        if not pat:
            return
        tpat[s] = 0
        tpat[d] = pat
        bs, bd = BASE[s], BASE[d]
        b0, b1 = PAT_BITS[pat]
        bits = self.bits
        if b0:
            bits[0] ^= (b0 << bs) | (b0 << bd)
        if b1:
            bits[1] ^= (b1 << bs) | (b1 << bd)

    def _count_stone(self, c: int, inc: int) -> None:
        """The windows through cell ``c`` gain ``inc`` (a parachute put, or taken if negative)."""
        win = self.win
        change = TALLY[inc]
        tally = self.tally
        base = 4 * c
        for off in THROUGH:
            w = base + off
            old = win[w]
            win[w] = old + inc
            tally += change[old]
        self.tally = tally

    def _count_shift(self, pat: int, bs: int, bd: int) -> None:
        """The windows follow a tile with pattern ``pat`` from cell ``bs`` to cell ``bd``."""
        win = self.win
        tally = self.tally
        groups = shift_windows(pat, bd - bs)
        parts = ((4 * bs, TAKE[pat]), (4 * bd, PUT[pat])) if groups is None else ((4 * bs, groups),)
        for base, part in parts:
            for delta, offsets in part:
                change = TALLY[delta]
                for off in offsets:
                    w = base + off
                    old = win[w]
                    win[w] = old + delta
                    tally += change[old]
        self.tally = tally

    def fives_by_shifts(self) -> tuple[bool, bool]:
        """Whether each player has five in a row, from the bit sets alone (a check
        independent of the windows)."""
        return has_five(self.bits[0]), has_five(self.bits[1])

    def counts(self, p: int) -> tuple[int, int, int, int]:
        """The tally's open windows holding 1-4 of ``p``'s parachutes (as counted so far)."""
        f = self.tally >> (5 * FIELD * p)
        return f & 0xFFFF, f >> FIELD & 0xFFFF, f >> 2 * FIELD & 0xFFFF, f >> 3 * FIELD & 0xFFFF
