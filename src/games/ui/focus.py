"""The keyboard cursor: where an arrow key moves it, and the ring that shows it.

Everything here works on screen positions, so the arrows go the way they
point on screen, on a flipped board too.

- Left and Right walk the targets in *reading order*: rows from the top of
  the screen down, each from left to right; Right at the end of a row goes
  to the start of the next one (and from the last target to the first),
  Left the other way, the way a calendar's date grid does.  So repeated
  Right visits every target once, whatever the layout: nothing a finger can
  reach is out of reach of the keyboard (a Quinamid badge between two rows
  of holes, the Quinto rack under the board).  Targets may come in
  *sections* (a board, then a rack drawn in its own band): reading order
  finishes one section before the next, so panning the board never shuffles
  the walk.
- Up and Down go to the nearest target above or below, preferring one
  straight up or down (within 45 degrees), else any target on that side.

The ring is drawn in CSS px over everything (a focused rack tile is not
hidden by its band): a dark band with a light core, 5 px in all, so it
stands out on light boards and dark ones alike (its two colours contrast
21:1, and any colour contrasts at least 4.6:1 with one of them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .canvas import Canvas, rounded_rect

#: The focus ring: a dark stroke and a light core on top of it (CSS px).
FOCUS_DARK, FOCUS_LIGHT = "#000000", "#ffffff"
FOCUS_WIDTH, FOCUS_CORE = 5.0, 2.0

#: (x, y, section) of a target on screen.
Spot = tuple[float, float, int]


def reading_order(spots: Sequence[Spot], row_gap: float) -> list[int]:
    """Indices of ``spots`` in reading order: by section, then rows (a new row starts
    more than ``row_gap`` px below the top of the current one), each left to right."""
    out: list[int] = []
    for section in sorted({s for _, _, s in spots}):
        todo = sorted((i for i, sp in enumerate(spots) if sp[2] == section),
                      key=lambda i: (spots[i][1], spots[i][0]))
        row: list[int] = []
        for i in todo:
            if row and spots[i][1] - spots[row[0]][1] > row_gap:
                out += sorted(row, key=lambda j: (spots[j][0], spots[j][1]))
                row = []
            row.append(i)
        out += sorted(row, key=lambda j: (spots[j][0], spots[j][1]))
    return out


def neighbour(spots: Sequence[Spot], current: int, key: str, row_gap: float) -> int | None:
    """The target the arrow ``key`` moves to from ``spots[current]`` (None: stay)."""
    if len(spots) < 2:
        return None
    if key in ("ArrowLeft", "ArrowRight"):
        order = reading_order(spots, row_gap)
        at = order.index(current)
        return order[(at + (1 if key == "ArrowRight" else -1)) % len(order)]
    way = 1 if key == "ArrowDown" else -1
    cx, cy, _ = spots[current]
    best: tuple[bool, float, int] | None = None
    for i, (x, y, _) in enumerate(spots):
        along, across = (y - cy) * way, abs(x - cx)
        if i == current or along <= 1e-6:
            continue
        score = (across > along, along + 2 * across, i)  # straight-ish first, then nearest
        if best is None or score < best:
            best = score
    return None if best is None else best[2]


def draw_ring(ctx: Canvas, box: tuple[float, float, float, float] | None, centre: tuple[float, float],
              radius: float) -> None:
    """The focus ring around a screen box (x, y, w, h), or a circle when there is none."""
    for colour, width in ((FOCUS_DARK, FOCUS_WIDTH), (FOCUS_LIGHT, FOCUS_CORE)):
        if box is not None:
            x, y, w, h = box
            grow = FOCUS_WIDTH / 2 + 1
            rounded_rect(ctx, x - grow, y - grow, w + 2 * grow, h + 2 * grow, min(w, h) * 0.15 + grow)
        else:
            ctx.beginPath()
            ctx.arc(centre[0], centre[1], radius + FOCUS_WIDTH / 2 + 1, 0, 2 * math.pi)
        ctx.strokeStyle = colour
        ctx.lineWidth = width
        ctx.setLineDash([])
        ctx.stroke()
