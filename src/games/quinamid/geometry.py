"""Quinamid geometry: five ring boards, their stacking, slides, rotations, visible surface.

Conventions (all exact integer arithmetic, no floats):

* The surface is the 6x6 grid of board A.  A square is ``(col, row)``: col 0-5
  left to right (notation a-f), row 0-5 from the bottom (notation 1-6).  The
  flat square index used for bit masks is ``sq = row * 6 + col``.
* Boards are indexed 0-4 for A-E, sizes 6, 5, 4, 3, 2.  A board's *offset*
  ``(dx, dy)`` is its position relative to the board directly below (each 0
  or 1, dy counted upwards), so it never overhangs.  Board A has no offset.
* Each board's holes are its border squares, numbered in the board's own
  *material* frame (the frame it had at the start), row by row from the
  bottom.  ``rot`` is the number of clockwise quarter turns (seen from above)
  the board has made; the material square ``(i, j)`` then lies at the local
  square ``cw^rot(i, j)`` where ``cw(i, j) = (j, n - 1 - i)``.  Counters live
  in material holes, so they travel with their board automatically.
* Global hole index: board k's holes occupy ``HOLE_BASE[k]`` ..
  ``HOLE_BASE[k] + HOLE_COUNT[k] - 1`` (60 in all).

Rotating board k clockwise turns board k *and the rigid stack above it* a
quarter turn about board k's own centre: board k keeps its squares, every
board j >= k gains one clockwise quarter turn, and every offset above k maps
``(dx, dy) -> (dy, 1 - dx)`` (anticlockwise: ``(dx, dy) -> (1 - dy, dx)``).
Why: the centre of a board of size n-1 inside one of size n sits at
``(dx - 1/2, dy - 1/2)`` from the lower board's centre; turning that vector
clockwise, ``(u, v) -> (v, -u)``, gives the formula, and since the stack turns
rigidly every relative offset above k turns the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

BOARD_LETTERS = "ABCDE"
SIZES = (6, 5, 4, 3, 2)
NUM_BOARDS = 5
TOP = 4  # board E, the 2x2 board
SURFACE = 6

Offset = tuple[int, int]
Offsets = tuple[Offset, Offset, Offset, Offset]
Rotations = tuple[int, int, int, int, int]

#: Slide directions in notation order, with their (dx, dy) step and name.
DIRECTIONS: dict[str, tuple[int, int, str]] = {
    "<": (-1, 0, "left"),
    ">": (1, 0, "right"),
    "^": (0, 1, "up"),
    "v": (0, -1, "down"),
}


def _ring(n: int) -> tuple[tuple[int, int], ...]:
    """Border squares of an n x n board in material coordinates, row by row."""
    return tuple((i, j) for j in range(n) for i in range(n) if i in (0, n - 1) or j in (0, n - 1))


#: Material hole squares of each board.
HOLES: tuple[tuple[tuple[int, int], ...], ...] = tuple(_ring(n) for n in SIZES)
HOLE_COUNT = tuple(len(h) for h in HOLES)  # 20, 16, 12, 8, 4
HOLE_BASE = tuple(sum(HOLE_COUNT[:k]) for k in range(NUM_BOARDS))  # 0, 20, 36, 48, 56
NUM_HOLES = sum(HOLE_COUNT)  # 60
#: Board index of every global hole.
HOLE_BOARD = tuple(k for k in range(NUM_BOARDS) for _ in range(HOLE_COUNT[k]))


def rotate_square(i: int, j: int, n: int, quarter_turns: int) -> tuple[int, int]:
    """Local square of material square (i, j) after ``quarter_turns`` clockwise turns."""
    for _ in range(quarter_turns % 4):
        i, j = j, n - 1 - i
    return i, j


def rotate_offset(offset: Offset, clockwise: bool) -> Offset:
    """The offset of a board after the board below it turned a quarter turn."""
    dx, dy = offset
    return (dy, 1 - dx) if clockwise else (1 - dy, dx)


def rotate_stack(
    offsets: Offsets, rotations: Rotations, board: int, clockwise: bool
) -> tuple[Offsets, Rotations]:
    """Offsets and rotations after turning ``board`` (1-4) and everything above it."""
    step = 1 if clockwise else 3
    new_rot = tuple((r + step) % 4 if k >= board else r for k, r in enumerate(rotations))
    # offsets[k - 1] is the offset of board k; only boards above ``board`` move.
    new_off = tuple(rotate_offset(o, clockwise) if k + 1 > board else o for k, o in enumerate(offsets))
    return new_off, new_rot  # type: ignore[return-value]


def slide_stack(offsets: Offsets, board: int, direction: str) -> Offsets | None:
    """Offsets after sliding ``board`` (1-4) one square, or None if it would overhang."""
    ddx, ddy, _ = DIRECTIONS[direction]
    dx, dy = offsets[board - 1]
    nx, ny = dx + ddx, dy + ddy
    if nx not in (0, 1) or ny not in (0, 1):
        return None
    out = list(offsets)
    out[board - 1] = (nx, ny)
    return tuple(out)  # type: ignore[return-value]


def origins(offsets: Offsets) -> tuple[Offset, ...]:
    """Absolute bottom-left square of each board A-E (offsets accumulate upwards)."""
    x = y = 0
    out = [(0, 0)]
    for dx, dy in offsets:
        x, y = x + dx, y + dy
        out.append((x, y))
    return tuple(out)


def board_squares(offsets: Offsets, board: int) -> tuple[tuple[int, int], ...]:
    """Surface squares (col, row) covered by ``board``, row by row from the bottom."""
    x0, y0 = origins(offsets)[board]
    n = SIZES[board]
    return tuple((x0 + i, y0 + j) for j in range(n) for i in range(n))


@dataclass(frozen=True)
class Layout:
    """Everything that depends only on the boards' offsets and rotations.

    Computed once per configuration and cached, so a move costs a dict lookup
    rather than 60 coordinate transforms.
    """

    origins: tuple[Offset, ...]
    #: Absolute square index (row * 6 + col) of each global hole.
    hole_square: tuple[int, ...]
    #: Global hole shown at each surface square index.
    visible: tuple[int, ...]
    #: Board index owning each surface square index.
    visible_board: tuple[int, ...]
    #: Covered global holes, by board (board E never has any).
    covered: tuple[tuple[int, ...], ...]
    #: Global holes ordered by (board, absolute square): two configurations
    #: with the same origins and the same owners in this order are physically
    #: the same position (a ring looks the same whichever way it has turned).
    canon: tuple[int, ...]


#: Local square index (``j * n + i`` inside the board) of each material hole,
#: per board and rotation: a layout then only adds each board's origin.
_LOCAL: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(tuple(rotate_square(i, j, SIZES[k], r) for i, j in HOLES[k]) for r in range(4))
    for k in range(NUM_BOARDS)
)
#: Per board and rotation, the board's global holes ordered by their square
#: (translation keeps that order, so it depends on the rotation only).
_CANON: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            HOLE_BASE[k] + t
            for t in sorted(range(HOLE_COUNT[k]), key=lambda t: (_LOCAL[k][r][t][1], _LOCAL[k][r][t][0]))
        )
        for r in range(4)
    )
    for k in range(NUM_BOARDS)
)


@lru_cache(maxsize=4096)
def layout(offsets: Offsets, rotations: Rotations) -> Layout:
    """The :class:`Layout` of a configuration.

    Up to 4^4 * 2^8 configurations exist; the bounded cache keeps memory small
    in the browser (about 2.5 kB each) while a game revisits few of them.
    """
    orig = origins(offsets)
    hole_square: list[int] = []
    for k in range(NUM_BOARDS):
        x0, y0 = orig[k]
        base = y0 * SURFACE + x0
        hole_square.extend([base + lj * SURFACE + li for li, lj in _LOCAL[k][rotations[k]]])
    visible = [-1] * (SURFACE * SURFACE)
    vis_board = [-1] * (SURFACE * SURFACE)
    covered: list[tuple[int, ...]] = []
    for k in range(NUM_BOARDS - 1, -1, -1):  # top board first
        hidden: list[int] = []
        for h in range(HOLE_BASE[k], HOLE_BASE[k] + HOLE_COUNT[k]):
            sq = hole_square[h]
            if visible[sq] >= 0:
                hidden.append(h)
            else:
                visible[sq] = h
                vis_board[sq] = k
        covered.append(tuple(hidden))
    covered.reverse()
    # A square a board covers but that is not one of its holes is inner, and
    # the inner area is always covered by the board above: 36 holes show.
    if -1 in visible:  # pragma: no cover - geometry invariant
        raise AssertionError("the visible surface must have exactly 36 holes")
    return Layout(
        origins=orig,
        hole_square=tuple(hole_square),
        visible=tuple(visible),
        visible_board=tuple(vis_board),
        covered=tuple(covered),
        canon=tuple(h for k in range(NUM_BOARDS) for h in _CANON[k][rotations[k]]),
    )


def square_index(col: int, row: int) -> int:
    return row * SURFACE + col


def square_of(index: int) -> tuple[int, int]:
    """(col, row) of a flat square index."""
    return index % SURFACE, index // SURFACE


def _line_masks(length: int) -> tuple[int, ...]:
    """Bit masks of every straight run of ``length`` squares on the 6x6 surface."""
    masks: list[int] = []
    for col in range(SURFACE):
        for row in range(SURFACE):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                end_c, end_r = col + dc * (length - 1), row + dr * (length - 1)
                if 0 <= end_c < SURFACE and 0 <= end_r < SURFACE:
                    mask = 0
                    for t in range(length):
                        mask |= 1 << square_index(col + dc * t, row + dr * t)
                    masks.append(mask)
    return tuple(masks)


#: Line masks for five in a row (32 of them) and six in a row (14, variant d).
LINES = {5: _line_masks(5), 6: _line_masks(6)}

#: Lines through each square, per line length: after a placement only these can be new.
LINES_THROUGH = {
    n: tuple(tuple(m for m in masks if m >> sq & 1) for sq in range(SURFACE * SURFACE))
    for n, masks in LINES.items()
}
BITS = tuple(1 << sq for sq in range(SURFACE * SURFACE))


def visible_masks(lay: Layout, cells: tuple[int, ...]) -> tuple[int, int]:
    """Bit masks of the visible squares holding each player's counters (cells: 0, 1 or -1)."""
    m0 = m1 = 0
    for sq, h in enumerate(lay.visible):
        c = cells[h]
        if c == 0:
            m0 |= BITS[sq]
        elif c == 1:
            m1 |= BITS[sq]
    return m0, m1


def line_union(mask: int, lines: tuple[int, ...]) -> int:
    """The squares of every line in ``lines`` fully inside ``mask`` (0: no line)."""
    out = 0
    for line in lines:
        if mask & line == line:
            out |= line
    return out
