"""Which board view draws which game: the view of each game's screen spec.

The spec (:mod:`games.ui.screens`) names its view module and imports it
only when a board of that game is first wanted: the start screen and one
game never load the other games' views (``tests/test_boot_imports.py``
checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import GameState
from .screens import screen
from .view import BoardView


def make_view(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    """The board of ``state``'s game; KeyError for a game with no screen."""
    try:
        spec = screen(state.game_name)
    except KeyError:
        raise KeyError(f"No board view for {state.game_name}") from None
    board = spec.view(state, settings)
    assert isinstance(board, BoardView), board
    return board
