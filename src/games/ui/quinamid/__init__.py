"""Quinamid's screen: its board (``view``, drawn by ``draw``), its moves in words
(``words``), its tutorial and rule diagrams (``lessons``), and the spec that hands
them to the shared screen code (:mod:`games.ui.screens`).  The view is imported
only when a board is made.
"""

from __future__ import annotations

from ..screens import ScreenSpec, later, register_screen
from . import lessons

#: UI-only settings of the new-game dialog: (setting name, default).
SETTINGS = (("hints", True), ("open_memory", False))

SCREEN = ScreenSpec(
    game="quinamid",
    view=later(f"{__name__}.view", "make_view"),
    phrase=later(f"{__name__}.words", "phrase"),
    hints_for=lessons.hints_for,
    tutorial=lessons.TUTORIAL,
    rules_taught=lessons.RULES_TAUGHT,
    diagrams=lessons.DIAGRAMS,
    settings=SETTINGS,
    # its columns and rows are drawn (draw.py), so the log shows the notation
    drawn_notation=True,
)
register_screen(SCREEN)
