"""Quinto's screen: its board (``view``, with the rack band in ``rack`` and the
panel's words in ``panel``), its moves in words (``words``, naming places with
``places``), its score sheet (``sheet``), its tutorial and rule diagrams
(``lessons``), and the spec that hands them to the shared screen code
(:mod:`games.ui.screens`).  The view is imported only when a board is made.
"""

from __future__ import annotations

from ...core import GameState
from ...quinto import QuintoState
from ..screens import ScreenSpec, later, register_screen
from . import lessons

#: UI-only settings of the new-game dialog: (setting name, default).
SETTINGS = (("hints", True),)


def last_points(state: GameState) -> int:
    """The points of the last play (0 before the first)."""
    if isinstance(state, QuintoState) and state.play_scores:
        return state.play_scores[-1].score
    return 0


SCREEN = ScreenSpec(
    game="quinto",
    view=later(f"{__name__}.view", "make_view"),
    phrase=later(f"{__name__}.words", "phrase"),
    hints_for=lessons.hints_for,
    tutorial=lessons.TUTORIAL,
    rules_taught=lessons.RULES_TAUGHT,
    diagrams=lessons.DIAGRAMS,
    settings=SETTINGS,
    scored=True,
    last_points=last_points,
    score_sheet=later(f"{__name__}.sheet", "score_sheet"),
)
register_screen(SCREEN)
