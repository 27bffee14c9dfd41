"""Quinamid's moves in words: its holes keep their names (c4), since its columns and
rows are drawn on the board (see :mod:`games.ui.move_words`).
"""

from __future__ import annotations

from typing import Any

from ...core import GameState, Move
from ...quinamid import Place, Rotate, Slide

__all__ = ["phrase"]

#: Slide direction (notation) -> the word in the phrase key.
_SLIDES = {"<": "left", ">": "right", "^": "up", "v": "down"}
_COLUMNS = "abcdef"


def phrase(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
    """The move as a phrase of the table: its key (without ``.past``) and placeholders."""
    if isinstance(move, Place):
        return "move.quinamid.place", {"hole": f"{_COLUMNS[move.col]}{move.row + 1}"}
    if isinstance(move, Slide):
        return f"move.quinamid.slide.{_SLIDES[move.direction]}", {"board": move.board}
    assert isinstance(move, Rotate)
    turn = "clockwise" if move.clockwise else "anticlockwise"
    return f"move.quinamid.turn.{turn}", {"board": move.board}
