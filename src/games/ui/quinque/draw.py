"""The Quinque picture: tile geometry, tile painting, and the last turn on the board.

World units: one tile is 1x1; the tile at (x, y) covers [x, x+1] x [y, y+1].
These are functions of what the view knows (the marks, the legal moves, the
hint), kept apart from the view's input logic in :mod:`games.ui.quinque.view`.

The last turn stays on the board until the next action, so a player who
looked away (or sat out the other player's turn in hot-seat play) sees what
changed.  A Quinque turn is up to two actions by the same player (the setup
is one; a player with no first action passes the whole turn), and the board
shows *every action of the latest turn*: while a player is between their two
actions that is their first action; once the turn is over, both.  It is read
from the notations alone (:func:`last_turn`, :class:`LastTurn`): a moved
tile keeps a faint dashed outline on the square it left and an arrow to its
new square; a new tile gets a dark rim; a new parachute a dark ring.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from ..canvas import Canvas, rounded_rect
from ..palette import palette, tint
from ..pieces import draw_piece

SKYDIVERS = "abcd"
#: Skydivers at the quarter points: one even grid of half a tile across the whole
#: formation, so a tile's centre (its own target) is as far from them as it can be.
OFFSETS = {"a": (0.25, 0.25), "b": (0.75, 0.25), "c": (0.25, 0.75), "d": (0.75, 0.75)}
MARK = re.compile(r"^(-?\d+),(-?\d+):([abcd])$")
NEW = re.compile(r"^\+(-?\d+),(-?\d+):([abcd])$")
SLIDE = re.compile(r"^(-?\d+),(-?\d+)>(-?\d+),(-?\d+)$")

#: The last turn's ink: rims and rings, and the arrow and outline of a moved tile.
LAST_INK = "#1b1b1b"
WIN = "rgba(255,191,0,0.9)"

Square = tuple[int, int]
Skydiver = tuple[int, int, str]
Offset = Callable[[Square], tuple[float, float]]


def skydiver_centre(x: int, y: int, s: str) -> tuple[float, float]:
    dx, dy = OFFSETS[s]
    return x + dx, y + dy


def skydiver_cell(x: int, y: int, s: str) -> tuple[int, int]:
    """Global skydiver-grid cell of skydiver ``s`` of tile (x, y)."""
    i = SKYDIVERS.index(s)
    return 2 * x + i % 2, 2 * y + i // 2


# --- the last turn ----------------------------------------------------------------------
def last_turn(history: Sequence[str]) -> tuple[str, ...]:
    """The actions of the latest turn, finished or still going, from the notations.

    The setup (the first action) is a turn of its own; after it, a turn is
    a first action and then a second one (a tile move or ``pass``), except a
    ``pass`` as the first action, which is the whole turn.  One pass over
    the notations, done when the position changes, never per frame.
    """
    start, i, n = 0, 1, len(history)
    while i < n:
        start = i
        i += 1 if history[i] == "pass" else 2
    return tuple(history[start:n]) if n else ()


@dataclass(frozen=True)
class LastTurn:
    """What the latest turn did, where it is on the board now.

    ``slides`` are the tile moves as played (from, to), in order; a parachute
    or a new tile of the first action that a second action moved on is
    reported where it is now.
    """

    slides: tuple[tuple[Square, Square], ...] = ()
    new_tiles: frozenset[Square] = frozenset()
    skydivers: frozenset[Skydiver] = frozenset()

    @classmethod
    def of(cls, history: Sequence[str]) -> LastTurn:
        slides: list[tuple[Square, Square]] = []
        new: set[Square] = set()
        marked: set[Skydiver] = set()
        for action in last_turn(history):
            if m := NEW.match(action):
                new.add((int(m[1]), int(m[2])))
            if m := MARK.match(action) or NEW.match(action):
                marked.add((int(m[1]), int(m[2]), m[3]))
            elif m := SLIDE.match(action):
                x, y, u, v = (int(g) for g in m.groups())
                slides.append(((x, y), (u, v)))
                new = {(u, v) if sq == (x, y) else sq for sq in new}
                marked = {(u, v, s) if (a, b) == (x, y) else (a, b, s) for a, b, s in marked}
        return cls(tuple(slides), frozenset(new), frozenset(marked))

    def __bool__(self) -> bool:
        return bool(self.slides or self.new_tiles or self.skydivers)


def _no_offset(square: Square) -> tuple[float, float]:
    return 0.0, 0.0


def draw_old_squares(ctx: Canvas, turn: LastTurn) -> None:
    """A faint dashed outline on each square a tile left this turn (drawn under the tiles)."""
    if not turn.slides:
        return
    ctx.save()
    for (x, y), _ in turn.slides:
        rounded_rect(ctx, x + 0.05, y + 0.05, 0.9, 0.9, 0.1)
        ctx.fillStyle = tint(palette().ink, 0.06)
        ctx.fill()
        ctx.setLineDash([0.07, 0.05])
        ctx.lineWidth = 0.035
        ctx.strokeStyle = tint(palette().ink, 0.45)
        ctx.stroke()
        ctx.setLineDash([])
    ctx.restore()


def draw_trail(ctx: Canvas, origin: Square, dest: Square) -> None:
    """An arrow from the centre of the square a tile left to the edge of its new one."""
    ox, oy = origin[0] + 0.5, origin[1] + 0.5
    dx, dy = dest[0] + 0.5, dest[1] + 0.5
    length = math.hypot(dx - ox, dy - oy)
    if length < 1e-9:
        return
    ux, uy = (dx - ox) / length, (dy - oy) / length
    tx, ty = dx - ux * 0.3, dy - uy * 0.3  # the tip: inside the tile, clear of its skydivers
    head, wing = 0.2, 0.11
    ctx.beginPath()
    ctx.moveTo(ox, oy)
    ctx.lineTo(tx - ux * head * 0.6, ty - uy * head * 0.6)
    ctx.lineWidth = 0.07
    ctx.strokeStyle = tint(palette().ink, 0.55)
    ctx.stroke()
    ctx.beginPath()
    ctx.moveTo(tx, ty)
    ctx.lineTo(tx - ux * head - uy * wing, ty - uy * head + ux * wing)
    ctx.lineTo(tx - ux * head + uy * wing, ty - uy * head - ux * wing)
    ctx.closePath()
    ctx.fillStyle = tint(palette().ink, 0.55)
    ctx.fill()


def draw_last_turn(ctx: Canvas, turn: LastTurn, offset: Offset = _no_offset) -> None:
    """Arrows for the moved tiles, a rim on new tiles, a ring on new parachutes
    (drawn over the tiles; ``offset`` follows a tile still sliding in)."""
    if not turn:
        return
    ctx.save()
    for origin, dest in turn.slides:
        draw_trail(ctx, origin, dest)
    ctx.strokeStyle = LAST_INK
    for x, y in sorted(turn.new_tiles):
        ox, oy = offset((x, y))
        rounded_rect(ctx, x + ox, y + oy, 1.0, 1.0, 0.1)
        ctx.lineWidth = 0.05
        ctx.stroke()
    for x, y, s in sorted(turn.skydivers):
        ox, oy = offset((x, y))
        cx, cy = skydiver_centre(x, y, s)
        ctx.beginPath()
        ctx.arc(cx + ox, cy + oy, 0.21, 0, 2 * math.pi)
        ctx.lineWidth = 0.045
        ctx.stroke()
    ctx.restore()


# --- tiles, hint, win line -----------------------------------------------------------------
def draw_tile(
    ctx: Canvas, x: int, y: int, marks: Mapping[tuple[int, int], int], *, selected: bool, locked: bool,
    legal_marks: Collection[Skydiver] = (),
) -> None:
    """One tile with its four skydivers (parachutes in their players' shapes);
    a free skydiver that may be marked now has a green rim."""
    rounded_rect(ctx, x + 0.03, y + 0.03, 0.94, 0.94, 0.08)
    ctx.fillStyle = "#f3e3c3"
    ctx.fill()
    ctx.lineWidth = 0.06 if selected else 0.025
    ctx.strokeStyle = "#ffbf00" if selected else "#7a5c2e"
    ctx.stroke()
    if locked:
        # a parachute landed here this turn: the tile may not move (dashed rim)
        rounded_rect(ctx, x + 0.09, y + 0.09, 0.82, 0.82, 0.06)
        ctx.setLineDash([0.05, 0.04])
        ctx.lineWidth = 0.02
        ctx.strokeStyle = "#7a5c2e"
        ctx.stroke()
        ctx.setLineDash([])
    for s in SKYDIVERS:
        cx, cy = skydiver_centre(x, y, s)
        owner = marks.get(skydiver_cell(x, y, s))
        if owner is not None:
            draw_piece(ctx, owner, cx, cy, 0.15)
        else:
            ctx.beginPath()
            ctx.arc(cx, cy, 0.13, 0, 2 * math.pi)
            ctx.fillStyle = "#fffaf0"
            ctx.fill()
            ctx.lineWidth = 0.03 if (x, y, s) in legal_marks else 0.015
            ctx.strokeStyle = "#2e7d32" if (x, y, s) in legal_marks else "#b59a6a"
            ctx.stroke()


def draw_hint(ctx: Canvas, text: str) -> None:
    """Outline what the hinted move touches: a skydiver, a new square, or a slide."""
    if not text:
        return
    ctx.save()
    ctx.strokeStyle = palette().hint
    ctx.lineWidth = 0.06
    ctx.setLineDash([0.1, 0.06])
    if m := MARK.match(text) or NEW.match(text):
        x, y, s = int(m[1]), int(m[2]), m[3]
        if text.startswith("+"):
            rounded_rect(ctx, x + 0.04, y + 0.04, 0.92, 0.92, 0.1)
            ctx.stroke()
        cx, cy = skydiver_centre(x, y, s)
        ctx.beginPath()
        ctx.arc(cx, cy, 0.2, 0, 2 * math.pi)
        ctx.stroke()
    elif m := SLIDE.match(text):
        x, y, u, v = (int(g) for g in m.groups())
        for sx, sy in ((x, y), (u, v)):
            rounded_rect(ctx, sx + 0.04, sy + 0.04, 0.92, 0.92, 0.1)
            ctx.stroke()
        ctx.beginPath()
        ctx.moveTo(x + 0.5, y + 0.5)
        ctx.lineTo(u + 0.5, v + 0.5)
        ctx.stroke()
    ctx.restore()


def cell_centre(gx: int, gy: int) -> tuple[float, float]:
    """The world centre of the skydiver in the global skydiver-grid cell (gx, gy)."""
    return gx // 2 + OFFSETS["ab"[gx % 2]][0], gy // 2 + OFFSETS["ac"[gy % 2]][1]


def draw_win_line(ctx: Canvas, cells: Sequence[tuple[int, int]]) -> None:
    if not cells:
        return
    ctx.save()
    ctx.strokeStyle = WIN
    ctx.lineWidth = 0.09
    for gx, gy in cells:
        cx, cy = cell_centre(gx, gy)
        ctx.beginPath()
        ctx.arc(cx, cy, 0.2, 0, 2 * math.pi)
        ctx.stroke()
    ctx.restore()
