"""What the Quinamid board view tests share: a view of a position, the counters drawn."""

from __future__ import annotations

import math

import games
from games.ui.canvas import RecordingCanvas
from games.ui.quinamid import draw as qv
from games.ui.quinamid.view import QuinamidView


def state_of(*moves: str, **options: object) -> games.GameState:
    return games.replay("quinamid", dict(options), list(moves))


def view_of(*moves: str, **options: object) -> QuinamidView:
    view = QuinamidView(state_of(*moves, **options))
    view.resize(600, 600)
    return view


def piece_arcs(canvas: RecordingCanvas) -> list[tuple[float, float]]:
    """Centres of every counter drawn (draw_piece: a disc arc, or a diamond path)."""
    out = []
    calls = canvas.calls
    for i, (name, args) in enumerate(calls):
        if name == "arc" and math.isclose(args[2], qv.PIECE_R):
            out.append((args[0], args[1]))
        if name == "moveTo" and i + 1 < len(calls) and calls[i + 1][0] == "lineTo":
            nxt = calls[i + 1][1]
            k = qv.PIECE_R * 1.2  # draw_piece's diamond: top, right, bottom, left
            if math.isclose(nxt[0] - args[0], k) and math.isclose(nxt[1] - args[1], k):
                out.append((args[0], args[1] + k))
    return out
