"""Quinque's screen: its board (``view``, drawn by ``draw``), its moves in words
(``words``, naming places with ``places``), its tutorial and rule diagrams
(``lessons``), and the spec that hands them to the shared screen code
(:mod:`games.ui.screens`).  The view is imported only when a board is made.
"""

from __future__ import annotations

from ..screens import ScreenSpec, later, register_screen
from . import lessons

#: UI-only settings of the new-game dialog: (setting name, default).
SETTINGS = (("hints", True),)

SCREEN = ScreenSpec(
    game="quinque",
    view=later(f"{__name__}.view", "make_view"),
    phrase=later(f"{__name__}.words", "phrase"),
    hints_for=lessons.hints_for,
    tutorial=lessons.TUTORIAL,
    rules_taught=lessons.RULES_TAUGHT,
    diagrams=lessons.DIAGRAMS,
    settings=SETTINGS,
)
register_screen(SCREEN)
