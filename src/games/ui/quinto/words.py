"""Quinto's moves in words: each tile beside a tile the player can see, and the points
the play makes (see :mod:`games.ui.move_words`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import GameState, Move
from ...quinto import Play, QuintoState
from ..i18n import t
from ..move_words import join_items
from ..places import Square
from .places import quinto_anchors

__all__ = ["phrase", "quinto_tiles"]


def quinto_tiles(board: Mapping[Square, int], tiles: Sequence[tuple[int, int, int]]) -> str:
    """The tiles ``(value, x, y)`` of a play, each beside a tile the player can see
    ("8 above the red 5, 7 above the 8 and 6 below the red 5").

    >>> quinto_tiles({(0, 0): 5}, [(5, 1, 0)])
    '5 right of the red 5'
    """
    words = [
        t(f"place.quinto.{side}.centre" if centre else f"place.quinto.{side}", value=value, anchor=anchor)
        for value, side, anchor, centre in quinto_anchors(board, tiles)
    ]
    return join_items(words)


def phrase(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
    """The move as a phrase of the table: its key (without ``.past``) and placeholders."""
    assert isinstance(state, QuintoState)
    if not isinstance(move, Play):
        return "move.quinto.pass", {}
    placements = [(tile.value, tile.x, tile.y) for tile in move.tiles]
    points = state.preview(placements).score
    return "move.quinto.play", {"tiles": quinto_tiles(state.board, placements), "points": points}
