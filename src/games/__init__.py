"""Quintet's games: pure-Python rules behind one protocol (see core.py).

>>> import games
>>> sorted(games.GAMES)
['quinamid', 'quinque', 'quinto']
"""

# ruff: noqa: I001
from __future__ import annotations

from .core import GAMES, GameSpec, GameState, Move, Option, load, new_game, replay
from .errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidSaveError,
    Message,
)

# Registration order is the order games are offered in (so not sorted).
from . import quinque as _quinque  # noqa: F401  (registers the game)
from . import quinto as _quinto  # noqa: F401
from . import quinamid as _quinamid  # noqa: F401

__all__ = [
    "GAMES",
    "GameError",
    "GameSpec",
    "GameState",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidOptionError",
    "InvalidSaveError",
    "Message",
    "Move",
    "Option",
    "load",
    "new_game",
    "replay",
]
