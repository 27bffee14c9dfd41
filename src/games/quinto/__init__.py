"""Quinto: number tiles on an open board; every line a multiple of the Multile.

Modules: ``moves`` (value objects and notation), ``pool`` (tile distribution,
variants, options, seeded shuffle), ``lines`` (lines, scoring and the judge of
one play, with player-facing reasons), ``generator`` (every legal play, fast),
``state`` (the rules of a turn, the end, the UI accessors) and ``knowledge``
(information states for the computer opponent).  Importing this package
registers the game as ``"quinto"``.
"""

from __future__ import annotations

from typing import Any

from ..core import GameSpec, register
from .knowledge import INFORMATION, Observation
from .lines import Line, Preview
from .moves import PASS, Pass, Play, Tile, parse_move
from .pool import DISTRIBUTION, MAX_MOVES, MULTILES, OPTIONS, make_setup
from .state import PlayRecord, QuintoState, ScoredPlay


def new_game(**options: Any) -> QuintoState:
    """Start a Quinto game; options as in :data:`SPEC` (validated here)."""
    return QuintoState.new(make_setup(SPEC, options))


SPEC = register(
    GameSpec(
        name="quinto",
        title="Quinto",
        min_players=2,
        max_players=4,
        options=OPTIONS,
        factory=new_game,
        max_moves=MAX_MOVES,
        information=INFORMATION,
    )
)

__all__ = [
    "DISTRIBUTION",
    "MULTILES",
    "PASS",
    "SPEC",
    "Line",
    "Observation",
    "Pass",
    "Play",
    "PlayRecord",
    "Preview",
    "QuintoState",
    "ScoredPlay",
    "Tile",
    "new_game",
    "parse_move",
]
