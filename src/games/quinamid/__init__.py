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
from .observation import Observation
from .options import OPTIONS, Rules, make_rules
from .state import QuinamidState, VisibleSquare


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
    )
)

__all__ = [
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
