"""The Quinamid picture: geometry, animation and painting of the five boards.

World units: one square is 1x1 and the surface square ``(col, row)`` (row 0
at the bottom, as in the notation) covers ``[col, col+1] x [5-row, 6-row]``,
so the picture has row 1 at the bottom like the notation.

These are functions of a state (and of what the view knows: the selected
board, the motion, the hint), kept apart from the view's input logic in
:mod:`games.ui.quinamid.view`.  What they read from the engine:
``visible()`` (board and owner of the 36 visible holes), ``board_squares``
(a board's footprint), ``offsets``/``rotations``, ``locked_board``,
``win_line``.  Covered counters are never drawn: a counter is drawn only
where ``visible()`` shows it (during a slide also where the moving stack is
just covering it or just uncovering it, painted under the moving stack).

Animation: when the new state is one slide or turn away from the old one
(a move, an undo or a redo), the moved stack is drawn at its new place
through a transform that :func:`stack_motion` computes from the progress
alone (a pure function, tested), from where it was to where it is.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from ...core import GameState
from ..animate import Animation, ease, history_step
from ..canvas import Canvas, rounded_rect
from ..palette import palette
from ..pieces import draw_piece
from ..view import Camera

LETTERS = "ABCDE"
COLUMNS = "abcdef"
SIZES = (6, 5, 4, 3, 2)
#: Board body, edge and hole colours, A (base) to E (top): distinct hues, and
#: none close to the players' orange and blue.
BODY = ("#e9d8b4", "#bfe3c0", "#f6c1d6", "#d3c8ec", "#fff09a")
EDGE = ("#7a5c2e", "#2e7d32", "#ad1457", "#4527a0", "#b8860b")
HOLE = ("#c7b07f", "#8fc794", "#dc8fb0", "#a799d6", "#e3cc4f")
SELECTED = "#ffbf00"
WIN = "rgba(255,191,0,0.95)"
SLIDE_MS = 420.0
TURN_MS = 560.0
HOLE_R = 0.32
PIECE_R = 0.25
BADGE_R = 0.14

Square = tuple[int, int]


def notation(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def centre(col: int, row: int) -> tuple[float, float]:
    """World centre of the surface square (col, row)."""
    return col + 0.5, 5.5 - row


def footprint(state: Any, letter: str) -> tuple[int, int, int]:
    """(col, row, size) of a board's bottom-left square and its size."""
    squares = state.board_squares(letter)
    col, row = squares[0]
    return col, row, SIZES[LETTERS.index(letter)]


INSET = 0.04  # per level: flush boards still show their own edge


def badge_corner(state: Any, k: int) -> tuple[bool, bool]:
    """Which corner of board k carries its letter badge: (right?, top?).

    The board above is one square smaller and never overhangs, so it covers
    exactly one corner of board k; the opposite corner is always in view, and
    the badge sits there on the frame, in the gap between four holes.
    """
    if k == len(LETTERS) - 1:
        return False, True
    dx, dy = state.offsets[k]
    return not dx, not dy


#: A badge follows its board's inset, but no further than this into the corner:
#: the closer it sits to the grid point, the more room a finger has between it
#: and the four holes around it.
BADGE_INSET = 0.08


def badge_point(state: Any, k: int, inset: float | None = None) -> tuple[float, float]:
    """World centre of board k's badge: on its visible corner, inset like the board
    (up to :data:`BADGE_INSET`), or by ``inset`` from the board's edge."""
    col, row, n = footprint(state, LETTERS[k])
    right, top = badge_corner(state, k)
    if inset is None:
        inset = min(INSET * k, BADGE_INSET)
    x = col + n - inset if right else col + inset
    y = 6 - row - n + inset if top else 6 - row - inset
    return x, y


#: A board's own small letter (when the badges are in a strip) sits this far inside its
#: visible corner, past the board's drawn edge and clear of the corner hole, so it is read
#: on the board's own colour and never over the board below or the table.
CORNER_LETTER_INSET = 0.17
#: Its ink: each board's edge colour, darkened so it stands out from the board's body.
CORNER_INK = ("#4e3a1c", "#1b5e20", "#7a0d3d", "#311b92", "#5c4300")


def corner_letter_point(state: Any, k: int) -> tuple[float, float]:
    """World centre of board k's small letter, inside its visible corner square."""
    return badge_point(state, k, INSET * k + CORNER_LETTER_INSET)


# --- where the badges go: on the corners, or in a row beside the board -------------
#: The table and frame around the 6x6 surface (world units).
SURFACE = (-0.3, -0.3, 6.35, 6.4)
#: The closest a corner badge comes to a hole (the deepest inset, diagonally).
CORNER_GAP = math.sqrt(2) * (0.5 - min(INSET * (len(LETTERS) - 1), BADGE_INSET))
#: A row of badges ("strip"): its distance from the surface, the step between badges,
#: and a badge's drawn radius (world units).
STRIP_GAP, STRIP_STEP, STRIP_R = 0.75, 1.2, 0.32
CORNERS, BOTTOM, RIGHT = "corners", "bottom", "right"


#: Column letters and row numbers: their centres' distance outside the 6x6 surface, and
#: how far the room they take reaches out (world units).  They are on the screen's top
#: and left (the world's bottom and right when the board is flipped), away from a strip.
LABEL_GAP, LABEL_REACH = 0.62, 0.92


def layout_bounds(layout: str, flipped: bool) -> tuple[float, float, float, float]:
    """The world rectangle the camera fits for a badge ``layout`` (a strip lies at the
    screen's bottom or right: the world's top or left when the board is flipped), with
    the room of the column letters and row numbers on the screen's top and left."""
    x0, y0, x1, y1 = SURFACE
    if flipped:
        x1 = y1 = 6 + LABEL_REACH
    else:
        x0 = y0 = -LABEL_REACH
    far = 6 + STRIP_GAP + 0.45
    if layout == BOTTOM:
        return (x0, 6 - far, x1, y1) if flipped else (x0, y0, x1, far)
    if layout == RIGHT:
        return (6 - far, y0, x1, y1) if flipped else (x0, y0, far, y1)
    return x0, y0, x1, y1


def label_points(flipped: bool) -> list[tuple[str, float, float]]:
    """Where the column letters (a-f) and row numbers (1-6) go: ``(text, x, y)`` in world
    units, a letter above its column and a number left of its row as seen on screen.

    >>> label_points(False)[0], label_points(False)[6]
    (('a', 0.5, -0.62), ('1', -0.62, 5.5))
    >>> label_points(True)[0]
    ('a', 0.5, 6.62)
    """
    side = 6 + LABEL_GAP if flipped else -LABEL_GAP
    letters = [(COLUMNS[col], col + 0.5, side) for col in range(6)]
    numbers = [(str(row + 1), side, 5.5 - row) for row in range(6)]
    return letters + numbers


def draw_labels(ctx: Canvas, camera: Camera) -> None:
    """The columns' letters and the rows' numbers on the table, in the table's ink
    (upright in screen space, even on a flipped board), so "c4" names a place one sees."""
    px = max(12.0, min(0.38 * camera.scale, 22.0))
    ctx.save()
    ctx.fillStyle = palette().ink
    ctx.font = f"bold {round(px)}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for text, wx, wy in label_points(camera.flipped):
        sx, sy = camera.to_screen(wx, wy)
        ctx.fillText(text, sx, sy)
    ctx.restore()


def badge_layout(width: float, height: float, padding: float, min_spacing: float) -> str:
    """Corners when a finger fits between a corner badge and the holes around it
    (``min_spacing`` px); else a strip on the side that leaves the bigger board."""
    def fit(layout: str) -> float:
        x0, y0, x1, y1 = layout_bounds(layout, False)
        return min((width - 2 * padding) / (x1 - x0), (height - 2 * padding) / (y1 - y0))

    if fit(CORNERS) * CORNER_GAP >= min_spacing:
        return CORNERS
    return BOTTOM if fit(BOTTOM) >= fit(RIGHT) else RIGHT


def strip_point(k: int, layout: str, flipped: bool) -> tuple[float, float]:
    """World centre of board k's badge in a strip: A to E left to right (or top to
    bottom) as seen on screen."""
    along = 0.6 + STRIP_STEP * k
    side = 6 + STRIP_GAP
    if flipped:
        along, side = 6 - along, -STRIP_GAP
    return (along, side) if layout == BOTTOM else (side, along)


def badge_points(state: Any, layout: str, flipped: bool) -> list[tuple[float, float]]:
    """The five badges' world centres for a layout."""
    if layout == CORNERS:
        return [badge_point(state, k) for k in range(len(LETTERS))]
    return [strip_point(k, layout, flipped) for k in range(len(LETTERS))]


# --- animation (pure functions of the progress) ----------------------------------
@dataclass(frozen=True)
class Motion:
    """Where the moving stack is drawn: its final picture rotated by ``angle``
    (radians, clockwise on screen) about (cx, cy), then shifted by (dx, dy)."""

    board: int
    dx: float
    dy: float
    angle: float
    cx: float
    cy: float

    def apply(self, x: float, y: float) -> tuple[float, float]:
        c, s = math.cos(self.angle), math.sin(self.angle)
        u, v = x - self.cx, y - self.cy
        return self.cx + u * c - v * s + self.dx, self.cy + u * s + v * c + self.dy


def stack_motion(before: Any, after: Any, board: int, progress: float) -> Motion:
    """The moved stack's transform at ``progress`` (0: where it was, 1: where it is)."""
    rest = 1.0 - ease(progress)
    bc, br, _ = footprint(before, LETTERS[board])
    ac, ar, n = footprint(after, LETTERS[board])
    turn = (after.rotations[board] - before.rotations[board]) % 4
    quarter = {1: 1, 3: -1}.get(turn, 0)  # +1: it turned clockwise
    return Motion(board, (bc - ac) * rest, (ar - br) * rest, -quarter * math.pi / 2 * rest,
                  ac + n / 2, 6 - ar - n / 2)


def moved_board(before: GameState, after: GameState) -> int | None:
    """The board slid or turned between two states one move apart (either way, so
    an undo animates back), or None."""
    step = history_step(before, after)
    if step is None:
        return None
    move = step[0]
    return LETTERS.index(move[0]) if move[:1] in ("B", "C", "D", "E") else None


@dataclass
class StackAnimation(Animation):
    """A board (and the stack above it) sliding or turning from where ``before`` had it."""

    before: Any
    board: int


def draw_hint(ctx: Canvas, hint: str, badges: list[tuple[float, float]], badge_r: float) -> None:
    """Ring the hinted hole, or the hinted board's badge (a slide or turn)."""
    if not hint:
        return
    if hint[0] in COLUMNS and hint[1:].isdigit():
        cx, cy = centre(COLUMNS.index(hint[0]), int(hint[1:]) - 1)
        radius = HOLE_R + 0.09
    elif hint[0] in "ABCDE":
        cx, cy = badges["ABCDE".index(hint[0])]
        radius = badge_r + 0.08
    else:
        return
    ctx.save()
    ctx.beginPath()
    ctx.arc(cx, cy, radius, 0, 2 * math.pi)
    ctx.setLineDash([0.1, 0.06])
    ctx.lineWidth = 0.07
    ctx.strokeStyle = palette().hint
    ctx.stroke()
    ctx.restore()


def shown_holes(state: Any, before: Any, moving: int) -> list[dict[Square, int | None]]:
    """Per board: {square: owner} of each hole to draw.

    Normally the visible holes.  While board ``moving`` slides, the board
    under it also shows the holes visible before the move (the stack is
    drawn over them as it covers them).
    """
    shown: list[dict[Square, int | None]] = [{} for _ in range(5)]
    for shown_state in [state] if before is None else [before, state]:
        visible = shown_state.visible()
        for col in range(6):
            for row in range(6):
                letter, owner = visible[col][row]
                k = LETTERS.index(letter)
                if shown_state is state or k == moving - 1:
                    shown[k][(col, row)] = owner
    return shown


def draw_board(
    ctx: Canvas, state: Any, k: int, holes: dict[Square, int | None], motion: Motion | None, *,
    selected: str | None, flipped: bool,
) -> None:
    """One board: shadow, body, edge, then its holes with their counters.

    With a ``motion`` (the board is in the moving stack) the shadow and
    body are drawn through the stack's transform, and holes and counters
    at their moved centres, so counters stay upright while a board turns
    (a diamond must never look like a square).
    """
    letter = LETTERS[k]
    col, row, n = footprint(state, letter)
    inset = INSET * k
    x, y, size = col + inset, 6 - row - n + inset, n - 2 * inset
    shadow = (0.05 + 0.025 * k) * (-1 if flipped else 1)  # light from the screen's top left
    for shift in (shadow, 0.0):
        ctx.save()
        ctx.translate(shift, shift)
        if motion is not None:
            ctx.translate(motion.dx + motion.cx, motion.dy + motion.cy)
            ctx.rotate(motion.angle)
            ctx.translate(-motion.cx, -motion.cy)
        rounded_rect(ctx, x, y, size, size, 0.14)
        ctx.fillStyle = BODY[k] if shift == 0.0 else "rgba(0,0,0,0.3)"
        ctx.fill()
        if shift == 0.0:
            is_selected = selected == letter
            ctx.lineWidth = 0.08 if is_selected else 0.045
            ctx.strokeStyle = SELECTED if is_selected else EDGE[k]
            if state.locked_board == letter and not state.is_over:
                ctx.setLineDash([0.12, 0.08])  # locked this turn: a dashed edge
            ctx.stroke()
            ctx.setLineDash([])
        ctx.restore()
    last = state.history[-1] if state.history else ""
    for (c, r), owner in holes.items():
        cx, cy = centre(c, r)
        if motion is not None:
            cx, cy = motion.apply(cx, cy)
        ctx.beginPath()
        ctx.arc(cx, cy, HOLE_R, 0, 2 * math.pi)
        ctx.fillStyle = HOLE[k]
        ctx.fill()
        ctx.lineWidth = 0.03
        ctx.strokeStyle = EDGE[k]
        ctx.stroke()
        if owner is not None:
            draw_piece(ctx, owner, cx, cy, PIECE_R)
            if notation(c, r) == last:  # the counter just placed
                ctx.beginPath()
                ctx.arc(cx, cy, HOLE_R + 0.04, 0, 2 * math.pi)
                ctx.lineWidth = 0.04
                ctx.strokeStyle = "#1b1b1b"
                ctx.stroke()


def draw_win_line(ctx: Canvas, state: Any) -> None:
    for col, row in state.win_line:
        cx, cy = centre(col, row)
        ctx.beginPath()
        ctx.arc(cx, cy, HOLE_R + 0.05, 0, 2 * math.pi)
        ctx.lineWidth = 0.1
        ctx.strokeStyle = WIN
        ctx.stroke()


def draw_pyramid(ctx: Canvas, state: Any, before: Any, motion: Motion | None, *,
                 selected: str | None, flipped: bool, hint: str, layout: str = CORNERS) -> None:
    """The table, the five boards (those from ``motion.board`` up moved by
    ``motion``, over the holes ``before`` showed), the win line and the hint ring."""
    moving = motion.board if motion is not None else 5
    rounded_rect(ctx, -0.22, -0.18, 6.44, 6.44, 0.2)  # the table under the pyramid
    ctx.fillStyle = "rgba(0,0,0,0.18)"
    ctx.fill()
    holes = shown_holes(state, before, moving)
    for k in range(5):
        shift = motion if k >= moving else None
        draw_board(ctx, state, k, holes[k], shift, selected=selected, flipped=flipped)
    draw_win_line(ctx, state)
    draw_hint(ctx, hint, badge_points(state, layout, flipped), BADGE_R if layout == CORNERS else STRIP_R)


def draw_badges(ctx: Canvas, state: Any, camera: Camera, motion: Motion | None, *,
                selected: str | None, movable: Collection[str], layout: str = CORNERS) -> None:
    """Board letters in screen space (upright and crisp, even on a flipped board).

    On the corners a badge moves with its board; in a strip it stays put, and
    each board's corner carries its letter, small and flat (not a button)."""
    scale = camera.scale
    draw_labels(ctx, camera)
    strip = layout != CORNERS
    radius = max(14.0, STRIP_R * scale) if strip else max(9.0, BADGE_R * scale)
    over = state.is_over
    points = badge_points(state, layout, camera.flipped)
    for k, letter in enumerate(LETTERS):
        corner = corner_letter_point(state, k) if strip else badge_point(state, k)
        if motion is not None and k >= motion.board:
            corner = motion.apply(*corner)
        if strip:
            sx, sy = camera.to_screen(*corner)
            _letter(ctx, letter, sx, sy, max(10.0, 0.19 * scale), CORNER_INK[k])
        sx, sy = camera.to_screen(*(points[k] if strip else corner))
        can_move = k > 0 and not over and letter in movable
        ctx.beginPath()
        ctx.arc(sx, sy, radius, 0, 2 * math.pi)
        ctx.fillStyle = EDGE[k] if can_move or k == 0 else "#8c8c8c"
        ctx.fill()
        ctx.lineWidth = 3 if selected == letter else 1.5
        # a white rim says "this board may move now"
        ctx.strokeStyle = SELECTED if selected == letter else "#ffffff" if can_move else EDGE[k]
        ctx.stroke()
        _letter(ctx, letter, sx, sy + 0.5, radius * 1.25, "#ffffff")
        if k > 0 and not can_move and not over:
            # locked this turn: a strike through the badge
            ctx.beginPath()
            ctx.moveTo(sx - radius * 0.8, sy + radius * 0.8)
            ctx.lineTo(sx + radius * 0.8, sy - radius * 0.8)
            ctx.lineWidth = 2
            ctx.strokeStyle = "#1b1b1b"
            ctx.stroke()


def _letter(ctx: Canvas, letter: str, x: float, y: float, px: float, colour: str) -> None:
    ctx.fillStyle = colour
    ctx.font = f"bold {round(px)}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(letter, x, y)
