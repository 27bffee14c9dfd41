"""Typed errors of the game protocol.

Every error a player or a file can cause is a ``ValueError`` subclass whose
message is a sentence a player understands, so the UI can show it as is.
"""

from __future__ import annotations

#: How much of a piece of input an error message repeats (longer input is cut, with "…").
ECHO_LIMIT = 40


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


def echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """Input as an error message repeats it: text as is, anything else as its repr,
    control characters escaped (``\\n``, ``\\x00``) so the message stays one line,
    and at most ``limit`` characters followed by "…" (a 100 KB bad move must not
    make a 100 KB message)."""
    text = value if isinstance(value, str) else _short_repr(value, limit)
    head = text[: limit + 1]
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in head)
    if len(shown) > limit or len(text) > limit:
        return shown[:limit] + "…"
    return shown


def _short_repr(value: object, limit: int) -> str:
    """repr() of a value, without building a huge string for a huge list."""
    if isinstance(value, (list, tuple)) and len(value) > limit:
        value = value[: limit]  # the cut shows as "…" anyway
        return repr(value)[:-1] + ", …" + ("]" if isinstance(value, list) else ")")
    text = repr(value)
    return text
