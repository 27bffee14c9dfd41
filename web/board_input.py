"""The board's own input: pointer, keys and wheel on the canvas, and the page's undo keys.

Every event becomes a call on the controller, whose input policy decides what
it may do; this module only finds the event's point on the canvas and says
when to draw or render again.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING

from pyodide.ffi import JsException

from dom import by_id, document, on, typing_or_modal
from games.ui.controller import Controller
from games.ui.shortcuts import UNDO, board_takes, shortcut

if TYPE_CHECKING:
    from js import Element, Event

    from computer import Computer


def wire(controller: Controller, computer: Computer, canvas: Element,
         render: Callable[[], None], request_draw: Callable[[], None]) -> None:
    """Listen to the canvas (pointer, keys, wheel) and to the page's undo and redo keys."""

    def board_point(event: Event) -> tuple[float, float]:
        """The event's point on the canvas (turned round when the screen faces the other side)."""
        rect = canvas.getBoundingClientRect()
        if by_id("game-screen").classList.contains("facing-away"):
            return float(rect.right - event.clientX), float(rect.bottom - event.clientY)
        return float(event.clientX - rect.left), float(event.clientY - rect.top)

    def board_event(kind: str, event: Event) -> None:
        """Every pointer event goes to the controller, whose input policy decides."""
        if controller.view is None:
            return
        x, y = board_point(event)
        pid = int(event.pointerId)
        if kind == "down":
            with suppress(JsException):  # no longer an active pointer (NotFoundError): nothing to capture
                canvas.setPointerCapture(pid)
        changed = controller.pointer(kind, pid, x, y)
        if kind == "move":
            request_draw()
        if changed:
            render()

    def board_key(event: Event) -> None:
        if controller.view is not None and board_takes(str(event.key), bool(event.ctrlKey or event.metaKey)):
            event.preventDefault()
            controller.key(str(event.key))
            render()

    def global_key(event: Event) -> None:
        """Undo and redo from anywhere on the game screen, never through a dialog or a text field."""
        action = shortcut(str(event.key), bool(event.ctrlKey or event.metaKey), bool(event.shiftKey))
        off_screen = controller.session is None or by_id("game-screen").hidden
        if action is None or off_screen or typing_or_modal(event):
            return
        event.preventDefault()
        computer.changing_position(controller.history.undo if action == UNDO else controller.history.redo)()

    def wheel(event: Event) -> None:
        event.preventDefault()
        if controller.view is not None:
            x, y = board_point(event)
            controller.view.wheel(float(event.deltaY), x, y)
            request_draw()

    on(canvas, "pointerdown", lambda e: board_event("down", e))
    on(canvas, "pointermove", lambda e: board_event("move", e))
    on(canvas, "pointerup", lambda e: board_event("up", e))
    on(canvas, "pointercancel", lambda e: board_event("cancel", e))
    on(canvas, "keydown", board_key)
    on(canvas, "wheel", wheel, passive=False)
    on(canvas, "contextmenu", lambda e: e.preventDefault())
    on(document, "keydown", global_key)
