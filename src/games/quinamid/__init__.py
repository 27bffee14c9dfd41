"""Quinamid: five stacked ring boards, five in a row on the visible surface.

Modules: ``geometry`` (boards, offsets, rotation, visible surface), ``moves``
(value objects and notation), ``options`` (validation), ``state`` (the rules
and the UI accessors), ``observation`` (information states for the computer
opponent).  Importing this package registers the game as ``"quinamid"``.
"""

from __future__ import annotations

from typing import Any

from ..core import GameSpec, register
from .moves import Place, Rotate, Slide, parse_move
from .observation import INFORMATION, Observation
from .options import OPTIONS, Rules, make_rules
from .state import QuinamidState, VisibleSquare

#: The longest move list a save or link may hold.  The rules end a game only
#: by a line or a third repetition, and with turning boards there are
#: hundreds of thousands of positions, so the rules set no useful bound; a
#: game at the table is a few hundred moves at most.  This bound only stops
#: a link or save built to make the page replay for minutes.
MAX_MOVES = 10_000


def new_game(**options: Any) -> QuinamidState:
    """Start a Quinamid game; options as in :data:`SPEC` (validated here)."""
    return QuinamidState.new(make_rules(SPEC, options))


SPEC = register(
    GameSpec(
        name="quinamid",
        title="Quinamid",
        min_players=2,
        max_players=2,
        options=OPTIONS,
        factory=new_game,
        max_moves=MAX_MOVES,
        information=INFORMATION,
    )
)

__all__ = [
    "MAX_MOVES",
    "SPEC",
    "Observation",
    "Place",
    "QuinamidState",
    "Rotate",
    "Rules",
    "Slide",
    "VisibleSquare",
    "new_game",
    "parse_move",
]
