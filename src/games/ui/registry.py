"""Which board view draws which game (the UI side of games.GAMES).

Each ``<game>_view`` module calls :func:`register_view` at import, and is
imported only when a board of its game is first wanted: the start screen and
one game never load the other games' views (e2e/test_boot.py checks it).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from ..core import GameState
from .view import BoardView

ViewFactory = Callable[[GameState, Mapping[str, Any]], BoardView]
VIEWS: dict[str, ViewFactory] = {}
BUILTIN_VIEWS = ("quinque_view", "quinto_view", "quinamid_view")


def register_view(game: str, factory: ViewFactory) -> None:
    VIEWS[game] = factory


def make_view(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    if state.game_name not in VIEWS:
        own = f"{state.game_name}_view"
        for module in (own,) if own in BUILTIN_VIEWS else BUILTIN_VIEWS:
            name = f"{__package__}.{module}"
            try:
                importlib.import_module(name)
            except ModuleNotFoundError as err:
                if err.name != name:  # a real import error inside the module
                    raise
    if state.game_name not in VIEWS:
        raise KeyError(f"No board view for {state.game_name}")
    return VIEWS[state.game_name](state, settings)
