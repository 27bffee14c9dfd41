"""The Quinto rack band and tiles: where the rack sits on screen and how tiles look.

The rack is drawn in *screen* space, in a band at the bottom of the canvas,
so it stays put and full-size whatever the zoom and pan (the view maps its
targets back to world coordinates).  This module is the band's geometry and
painting, kept apart from the view's input logic: :func:`rack_layout` is a
pure function of the canvas size, so layout is tested without a view.
Tiles are painted the same way on the board (world units) and on the rack
(CSS px) by :func:`draw_tile`; :func:`draw_preview_lines` outlines the
lines of a tentative play with their totals; :func:`draw_last_play` marks the
play before, with its score, until the next one.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from ...core import GameState
from ...quinto import Line, Play, Preview, parse_move
from ..canvas import Canvas, rounded_rect
from ..controls import Control
from ..i18n import t
from ..palette import palette, tint

TILE_FILL, TILE_RIM, TILE_INK = "#f6ecd6", "#7a5c2e", "#2b2118"
#: The last play: its tiles' outline and its score badge (the ink every board uses for the last move).
LAST_INK = "#1b1b1b"
CENTRE_FILL, CENTRE_INK = "#c62828", "#ffffff"
NEW_FILL, NEW_RIM = "#fff6c2", "#1f6fb2"
FOCUS = "#ffbf00"


@dataclass(frozen=True)
class RackLayout:
    """Where the rack band, its tile slots and its buttons sit on screen (CSS px)."""

    top: float
    size: float
    slots: tuple[tuple[float, float], ...]  # centres
    buttons: tuple[tuple[str, float, float, float, float], ...]  # id, x, y, w, h


def rack_layout(width: float, height: float, slots: int, buttons: tuple[str, ...]) -> RackLayout:
    """One row (tiles then buttons) when it fits at a touchable size, else two rows."""
    pad, gap, bw = 8.0, 0.15, 1.8  # gap and button width in tile sizes
    k = len(buttons)
    tiles_w = slots + gap * max(slots - 1, 0)
    buttons_w = bw * k + gap * max(k - 1, 0)
    cap = min(60.0, max(height * 0.14, 24.0))
    size = min(cap, (width - 2 * pad) / max(tiles_w + (0.5 + buttons_w if k else 0), 1.0))
    two_rows = k > 0 and size < 40
    bh, bpx = size, bw * size
    if two_rows:
        size = min(cap, (width - 2 * pad) / max(tiles_w, 1))
        bh = min(size * 0.8, 48.0)
        bpx = min(bw * size, (width - 2 * pad - gap * size * (k - 1)) / k)
    band = pad * (3 if two_rows else 2) + size + (bh if two_rows else 0)
    top = height - band
    row_y = top + pad + size / 2
    if two_rows:
        x_tiles = (width - tiles_w * size) / 2
        x_buttons = (width - k * bpx - gap * size * (k - 1)) / 2
        y_buttons = row_y + size / 2 + pad
    else:
        total = tiles_w + (0.5 + buttons_w if k else 0)
        x_tiles = (width - total * size) / 2
        x_buttons, y_buttons = x_tiles + (tiles_w + 0.5) * size, row_y - bh / 2
    centres = tuple((x_tiles + (i * (1 + gap) + 0.5) * size, row_y) for i in range(slots))
    boxes = tuple((b, x_buttons + i * (bpx + gap * size), y_buttons, bpx, bh) for i, b in enumerate(buttons))
    return RackLayout(top, size, centres, boxes)


def band_box(lay: RackLayout, kind: str, key: Any) -> tuple[float, float, float, float]:
    """The screen box (x, y, w, h) of a rack tile (``kind`` "rack", key (slot, value))
    or of a button (key its id)."""
    if kind == "button":
        return next((x, y, w, h) for bid, x, y, w, h in lay.buttons if bid == key)
    (cx, cy), half = lay.slots[key[0]], lay.size * 0.47
    return cx - half, cy - half, 2 * half, 2 * half


def centred_text(ctx: Canvas, text: str, x: float, y: float, px: float, colour: str,
                 weight: str = "bold") -> None:
    ctx.font = f"{weight} {round(px)}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = colour
    ctx.fillText(text, x, y)


def world_text(ctx: Canvas, text: str, x: float, y: float, size: float, colour: str, flipped: bool) -> None:
    """Text in world units: drawn at 100x and scaled down (tiny font sizes render badly)."""
    ctx.save()
    ctx.translate(x, y)
    if flipped:
        ctx.rotate(math.pi)  # keep numbers upright for the player opposite
    ctx.scale(0.01, 0.01)
    centred_text(ctx, text, 0, 0, size * 100, colour)
    ctx.restore()


def draw_tile(ctx: Canvas, cx: float, cy: float, size: float, value: int, *, centre: bool, fresh: bool,
              selected: bool = False, world: bool = True, flipped: bool = False) -> None:
    """One tile centred on (cx, cy): in world units on the board, in CSS px on the rack
    (``world=False``); ``flipped`` keeps a world tile's number upright."""
    half = size * 0.47
    rounded_rect(ctx, cx - half, cy - half, 2 * half, 2 * half, size * 0.1)
    ctx.fillStyle = CENTRE_FILL if centre else NEW_FILL if fresh else TILE_FILL
    ctx.fill()
    ctx.lineWidth = size * (0.07 if fresh or selected else 0.03)
    ctx.strokeStyle = FOCUS if selected else NEW_RIM if fresh else TILE_RIM
    ctx.stroke()
    ink = CENTRE_INK if centre else TILE_INK
    if world:
        world_text(ctx, str(value), cx, cy + 0.03, 0.55 if centre else 0.5, ink, flipped)
    else:
        centred_text(ctx, str(value), cx, cy + size * 0.03, size * 0.5, ink)


def draw_band(ctx: Canvas, lay: RackLayout, width: float, height: float, rack: tuple[int, ...],
              away: Collection[int], selected: int | None, controls: Mapping[str, Control]) -> None:
    """The band: its background, the rack (an outline where a tile is ``away`` on the
    board or being dragged; the ``selected`` slot lifted) and the action buttons."""
    ctx.fillStyle = tint(palette().panel, 0.94)
    ctx.fillRect(0, lay.top, width, height - lay.top)
    ctx.strokeStyle = palette().line
    ctx.lineWidth = 1
    ctx.beginPath()
    ctx.moveTo(0, lay.top)
    ctx.lineTo(width, lay.top)
    ctx.stroke()
    for i, (cx, cy) in enumerate(lay.slots):
        if i in away:
            half = lay.size * 0.45
            rounded_rect(ctx, cx - half, cy - half, 2 * half, 2 * half, lay.size * 0.1)
            ctx.setLineDash([4, 3])
            ctx.strokeStyle = tint(palette().ink, 0.35)
            ctx.stroke()
            ctx.setLineDash([])
            continue
        lift = lay.size * 0.12 if i == selected else 0.0
        draw_tile(ctx, cx, cy - lift, lay.size, rack[i], centre=False, fresh=False,
                  selected=i == selected, world=False)
    for bid, x, y, w, h in lay.buttons:
        control = controls[bid]
        rounded_rect(ctx, x, y, w, h, 8)
        ctx.fillStyle = "#1f3b57" if control.enabled else "#c9c2b4"
        ctx.fill()
        px = min(h * 0.36, w / max(len(control.label), 1) * 1.6)
        ink = "#ffffff" if control.enabled else "#6b655b"
        centred_text(ctx, control.label, x + w / 2, y + h / 2, px, ink, weight="600")


def draw_free_squares(ctx: Canvas, squares: Collection[tuple[int, int]], active: bool) -> None:
    """Dashed outlines on the squares where a tile may go (green while a tile is picked)."""
    for x, y in squares:
        rounded_rect(ctx, x + 0.06, y + 0.06, 0.88, 0.88, 0.1)
        ctx.setLineDash([0.08, 0.06])
        ctx.lineWidth = 0.035 if active else 0.018
        ctx.strokeStyle = palette().good if active else tint(palette().ink, 0.3)
        ctx.stroke()
        ctx.setLineDash([])


def draw_preview_lines(ctx: Canvas, verdict: Preview | None, flipped: bool) -> None:
    """Outline each line the tentative play makes, with its total (green if legal, else red)."""
    if verdict is None:
        return
    ctx.save()
    colour = palette().good if verdict.legal else palette().bad
    ctx.strokeStyle = colour
    ctx.lineWidth = 0.05
    for line in verdict.lines:
        xs = [x for x, _ in line.cells]
        ys = [y for _, y in line.cells]
        rounded_rect(ctx, min(xs) + 0.02, min(ys) + 0.02, max(xs) - min(xs) + 0.96,
                     max(ys) - min(ys) + 0.96, 0.15)
        ctx.stroke()
        row = len(set(ys)) == 1
        tx, ty = (max(xs) + 1.3, ys[0] + 0.5) if row else (xs[0] + 0.5, max(ys) + 1.3)
        world_text(ctx, f"={line.total}", tx, ty, 0.36, colour, flipped)
    ctx.restore()


def draw_last_play(ctx: Canvas, squares: Collection[tuple[int, int]], text: str, *, flipped: bool) -> None:
    """Outline the tiles of the last play and put ``text`` (its score, "+25") in a
    badge on the corner of the play that is top right on screen."""
    if not squares:
        return
    ctx.save()
    ctx.strokeStyle = LAST_INK
    ctx.lineWidth = 0.06
    for x, y in squares:
        rounded_rect(ctx, x + 0.02, y + 0.02, 0.96, 0.96, 0.1)
        ctx.stroke()
    if flipped:  # turned 180°: the screen's top right is the board's bottom left
        x, y = min(squares, key=lambda sq: (sq[0], -sq[1]))
        bx, by = float(x), y + 1.0
    else:
        x, y = max(squares, key=lambda sq: (sq[0], -sq[1]))
        bx, by = x + 1.0, float(y)
    w, h = 0.2 * len(text) + 0.16, 0.38
    rounded_rect(ctx, bx - w / 2, by - h / 2, w, h, h / 2)
    ctx.fillStyle = LAST_INK
    ctx.fill()
    world_text(ctx, text, bx, by + 0.01, 0.26, "#ffffff", flipped)
    ctx.restore()


def line_text(line: Line, values: Mapping[tuple[int, int], int]) -> str:
    """'Row 9+6+3+7 = 25' for one line of a preview."""
    kind = "row" if len({y for _, y in line.cells}) == 1 else "column"
    shown = "+".join(str(values[c]) for c in line.cells)
    return t(f"quinto.preview.{kind}", sum=shown, total=line.total)


def last_play(state: GameState) -> tuple[tuple[tuple[int, int], ...], int] | None:
    """The squares and score of the latest play of tiles (passes skipped), or None."""
    for record in reversed(getattr(state, "play_scores", ())):
        move = parse_move(record.notation)
        if isinstance(move, Play):
            return move.squares, record.score
    return None
