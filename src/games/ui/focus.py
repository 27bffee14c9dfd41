"""The keyboard cursor: where an arrow key moves it, and the ring that shows it.

Everything here works on screen positions, so the arrows go the way they
point on screen, on a flipped board too.  Targets are grouped in *rows*
(top to bottom as seen; a board's section before a band drawn under it,
so panning never reorders them), each row left to right:

- Left and Right step along the row.  At its end they go to the nearest
  target on that side, straight across first (within 45 degrees); with
  nothing at all on that side, to the end of the row above (Left) or the
  start of the row below (Right), the way a calendar's date grid does.
- Up and Down go to the row above or below, to its target nearest
  across.

So every target can be reached from every other: Up to the top row, then
Down row by row and along each row -- nothing a finger can reach is out of
reach of the keyboard (a Quinamid badge between two rows of holes, the
Quinto rack under the board), and pressing the arrow that points at a
target brings the cursor closer to it.

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

#: (x, y, section) of a target on screen; y may be the row it is walked with.
Spot = tuple[float, float, int]


def rows_of(spots: Sequence[Spot], row_gap: float) -> list[list[int]]:
    """Indices of ``spots`` in rows: by section, then a new row starts more than
    ``row_gap`` px below the top of the current one; each row left to right."""
    rows: list[list[int]] = []
    for section in sorted({s for _, _, s in spots}):
        todo = sorted((i for i, sp in enumerate(spots) if sp[2] == section),
                      key=lambda i: (spots[i][1], spots[i][0]))
        row: list[int] = []
        for i in todo:
            if row and spots[i][1] - spots[row[0]][1] > row_gap:
                rows.append(row)
                row = []
            row.append(i)
        rows.append(row)
    return [sorted(row, key=lambda j: (spots[j][0], spots[j][1])) for row in rows if row]


def reading_order(spots: Sequence[Spot], row_gap: float) -> list[int]:
    """Indices of ``spots`` row after row."""
    return [i for row in rows_of(spots, row_gap) for i in row]


def neighbour(spots: Sequence[Spot], current: int, key: str, row_gap: float,
              where: Sequence[tuple[float, float]] | None = None) -> int | None:
    """The target the arrow ``key`` moves to from ``spots[current]`` (None: stay).

    ``where`` are the targets' true screen centres when a spot's y is the row it
    is walked with (default: the spots themselves)."""
    rows = rows_of(spots, row_gap)
    r = next(k for k, row in enumerate(rows) if current in row)
    c = rows[r].index(current)
    at = where if where is not None else [(x, y) for x, y, _ in spots]
    cx, cy = at[current]
    if key in ("ArrowUp", "ArrowDown"):
        r += 1 if key == "ArrowDown" else -1
        if not 0 <= r < len(rows):
            return None
        return min(rows[r], key=lambda i: (abs(at[i][0] - cx), abs(at[i][1] - cy), i))
    step = 1 if key == "ArrowRight" else -1
    if 0 <= c + step < len(rows[r]):
        return rows[r][c + step]
    best: tuple[bool, float, int] | None = None
    for i, (x, y) in enumerate(at):
        along, across = (x - cx) * step, abs(y - cy)
        if i != current and along > 1e-6:
            score = (across > along, along + 2 * across, i)  # straight-ish first, then nearest
            best = score if best is None or score < best else best
    if best is not None:
        return best[2]
    r += step
    if not 0 <= r < len(rows):
        return None
    return rows[r][0 if step > 0 else -1]


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
