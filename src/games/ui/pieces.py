"""Player pieces: each player has a colour AND a shape, so colour-blind players
(and greyscale screens) can tell them apart.  Used by every board and by the
HTML legends (the same shapes as text symbols)."""

from __future__ import annotations

import math

from .canvas import Canvas

#: Okabe-Ito colour-blind-safe colours, one per seat (the fourth darkened to 3:1 on the page).
COLOURS = ("#d55e00", "#0072b2", "#009e73", "#b4508e")  # as --p0..--p3 in web/style.css
SHAPES = ("disc", "diamond", "square", "triangle")
SYMBOLS = ("●", "◆", "■", "▲")


def draw_piece(ctx: Canvas, player: int, cx: float, cy: float, r: float, alpha: float = 1.0) -> None:
    """Draw ``player``'s piece (filled shape with a dark rim) centred at (cx, cy)."""
    shape = SHAPES[player % len(SHAPES)]
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.beginPath()
    if shape == "disc":
        ctx.arc(cx, cy, r, 0, 2 * math.pi)
    elif shape == "diamond":
        k = r * 1.2
        ctx.moveTo(cx, cy - k)
        ctx.lineTo(cx + k, cy)
        ctx.lineTo(cx, cy + k)
        ctx.lineTo(cx - k, cy)
        ctx.closePath()
    elif shape == "square":
        k = r * 0.9
        ctx.rect(cx - k, cy - k, 2 * k, 2 * k)
    else:
        k = r * 1.15
        ctx.moveTo(cx, cy - k)
        ctx.lineTo(cx + k * 0.95, cy + k * 0.7)
        ctx.lineTo(cx - k * 0.95, cy + k * 0.7)
        ctx.closePath()
    ctx.fillStyle = COLOURS[player % len(COLOURS)]
    ctx.fill()
    ctx.lineWidth = r * 0.18
    ctx.strokeStyle = "#1b1b1b"
    ctx.stroke()
    ctx.restore()
