"""Typed errors of the game protocol.

Every error a player or a file can cause is a ``ValueError`` subclass whose
message is a sentence a player understands, so the UI can show it as is.
"""

from __future__ import annotations


class GameError(ValueError):
    """Base of every error caused by bad input (a move, an option, a save)."""


class InvalidMoveError(GameError):
    """The text is not a move in this game's notation."""


class IllegalMoveError(GameError):
    """The move is well formed but the rules forbid it in this position."""


class InvalidOptionError(GameError):
    """A game option is unknown, missing or out of range."""


class InvalidSaveError(GameError):
    """A saved game or share link cannot be read or replayed."""
