"""What tests and tools may READ of the page (never used to play): the test interface.

``window.quintetState()``, ``window.quintetTargets()`` and
``window.quintetLastMove()`` are kept whatever the layout becomes (see
CONTRIBUTING.md); ``window.quintetWinLine()`` says where the winning line is
on the canvas (CSS px, like the targets).  They only read the controller.
"""

from __future__ import annotations

import json

from pyodide.ffi import create_proxy

from dom import document, keep, window
from games.ui.controller import Controller


def export_game(controller: Controller) -> None:
    """The game on screen as ``<html data-game>`` (empty: none), kept current by every render."""
    session = controller.session
    document.documentElement.dataset.game = session.game if session else ""


def install(controller: Controller) -> None:
    """Put the read-only hooks on ``window``."""

    def state_json() -> str:
        return controller.session.state.to_json() if controller.session else ""

    def targets_json() -> str:
        view = controller.view
        if view is None:
            return "[]"
        out = []
        for target in view.targets():
            sx, sy = view.camera.to_screen(target.x, target.y)
            out.append({"kind": target.kind, "key": list(target.key) if isinstance(target.key, tuple)
                        else target.key, "x": sx, "y": sy, "label": target.label})
        return json.dumps(out)

    def last_move_json() -> str:
        """What the board marks as the last move (for tests to READ): window.quintetLastMove()."""
        view = controller.view
        return json.dumps(view.last_move_marks() if view is not None else {})

    def win_line_json() -> str:
        """Where the winning line's squares or skydivers are on the canvas (for tests to READ)."""
        view = controller.view
        if view is None:
            return "[]"
        spots = [view.camera.to_screen(x, y) for x, y in view.win_spots()]
        return json.dumps([{"x": sx, "y": sy} for sx, sy in spots])

    window.quintetState = keep(create_proxy(state_json))
    window.quintetWinLine = keep(create_proxy(win_line_json))
    window.quintetTargets = keep(create_proxy(targets_json))
    window.quintetLastMove = keep(create_proxy(last_move_json))
