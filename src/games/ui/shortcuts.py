"""Which keys the page answers: the board's keys, and undo/redo from anywhere.

The board (the canvas, when it has the focus) takes the arrows, Enter, Space,
Escape and the zoom keys, never with Ctrl or Cmd held: those are the
browser's and the page's shortcuts.  Ctrl+Z (Cmd+Z) takes a move back and
Ctrl+Y or Ctrl+Shift+Z plays it again, wherever the focus is, except in a
text field or an open dialog, where they edit text (the bridge checks that).
Decided here, tested on CPython; web/main.py only reads the key event.
"""

from __future__ import annotations

#: The keys the board answers (games.ui.view.BoardView.key): Space and Enter act, "="
#: is "+" without Shift.
BOARD_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " ", "Escape", "+", "=", "-")

UNDO, REDO = "undo", "redo"


def board_takes(key: str, ctrl: bool) -> bool:
    """Does the board answer ``key`` (Ctrl or Cmd held: ``ctrl``)?

    >>> board_takes("ArrowLeft", False), board_takes("+", True), board_takes("a", False)
    (True, False, False)
    """
    return not ctrl and key in BOARD_KEYS


def shortcut(key: str, ctrl: bool, shift: bool) -> str | None:
    """UNDO, REDO, or None for a key the page leaves alone.

    >>> shortcut("z", True, False), shortcut("Z", True, True), shortcut("y", True, False)
    ('undo', 'redo', 'redo')
    >>> shortcut("z", False, False) is None
    True
    """
    if not ctrl:
        return None
    key = key.lower()
    if key == "z" and not shift:
        return UNDO
    if key == "y" or (key == "z" and shift):
        return REDO
    return None
