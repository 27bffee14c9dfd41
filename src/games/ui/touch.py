"""Measuring a board for fingers: how far apart its targets are on screen.

Used by the tests (every board, phone, tablet and landscape sizes) and handy
when tuning a layout: ``target_spacing(view)`` after ``view.resize(w, h)``.
"""

from __future__ import annotations

import math

from .camera import MIN_HIT
from .view import BoardView


def on_screen(view: BoardView) -> list[tuple[float, float, float]]:
    """(x, y, hit radius) in CSS px of each target whose centre is on the canvas."""
    cam = view.camera
    out = []
    for target in view.targets():
        sx, sy = cam.to_screen(target.x, target.y)
        if 0 <= sx <= cam.width and 0 <= sy <= cam.height:
            out.append((sx, sy, max(target.r * cam.scale, MIN_HIT)))
    return out


def target_spacing(view: BoardView) -> float:
    """How much room a finger has (CSS px): over the targets whose centre is on the
    canvas, the smallest distance between two centres, or the smallest hit diameter
    if that is less.  Off-screen targets do not count (panning and zooming reach
    them); inf when fewer than two are on screen."""
    spots = on_screen(view)
    best = math.inf
    for i, (ax, ay, ar) in enumerate(spots):
        best = min(best, 2 * ar)
        for bx, by, _ in spots[i + 1:]:
            best = min(best, math.hypot(ax - bx, ay - by))
    return best if len(spots) > 1 else math.inf
