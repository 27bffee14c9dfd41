"""Typed errors of the game protocol, and the sentences they carry.

Every error a player or a file can cause is a ``ValueError`` subclass whose
message is a sentence a player understands, so the UI can show it as is.

A sentence is a :class:`Message`: the English text (it *is* a ``str``, so
printing, comparing and the CLI see plain English) that also remembers its
template, the ``msgid``, and the values put into it, the ``params``.  The
page translates by msgid and formats the params in the player's language
(``games.ui.i18n.t_message``), so numbers, squares and names are never
baked into a sentence.  Write ``IllegalMoveError("The square {x},{y} already
holds a tile.", x=1, y=2)``, never an f-string: ``tests/test_i18n.py`` reads
every msgid from the source and checks that each language translates it.
"""

from __future__ import annotations

from typing import Any

#: How much of a piece of input an error message repeats (longer input is cut, with "…").
ECHO_LIMIT = 40


class Message(str):
    """An English sentence with its ``msgid`` (the template) and ``params``.

    A param may itself be a Message (a reason inside a reason), which a
    translation translates in turn.  With no params the msgid is the text,
    taken literally.

    >>> m = Message("The square {x},{y} already holds a tile.", x=1, y=2)
    >>> m, m.msgid, m.params
    ('The square 1,2 already holds a tile.', 'The square {x},{y} already holds a tile.', {'x': 1, 'y': 2})
    """

    msgid: str
    params: dict[str, Any]

    def __new__(cls, msgid: str, /, **params: Any) -> Message:
        if isinstance(msgid, Message) and not params:
            params = dict(msgid.params)  # a copy of the same sentence
            msgid = msgid.msgid
        self = super().__new__(cls, msgid.format(**params) if params else msgid)
        self.msgid = str(msgid)
        self.params = params
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (self.msgid, self.params)


def _rebuild(msgid: str, params: dict[str, Any]) -> Message:
    return Message(msgid, **params)


class GameError(ValueError):
    """Base of every error caused by bad input (a move, an option, a save).

    ``GameError(msgid, **params)``: ``str(err)`` is the English sentence,
    ``err.message`` the :class:`Message`, ``err.msgid`` and ``err.params``
    what a translation needs.  A Message may be passed as is.
    """

    def __init__(self, message: str, /, **params: Any) -> None:
        self.message = Message(message, **params)
        super().__init__(self.message)

    @property
    def msgid(self) -> str:
        return self.message.msgid

    @property
    def params(self) -> dict[str, Any]:
        return self.message.params

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild_error, (type(self), self.message.msgid, self.message.params)


def _rebuild_error(kind: type[GameError], msgid: str, params: dict[str, Any]) -> GameError:
    return kind(msgid, **params)


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


def shown(value: object) -> str:
    """A value built in code as a message repeats it: its text (a move's
    notation), else its repr, else its type's name, since a field of the wrong
    type can break the notation and an int of 5,000 digits breaks both.  Text
    is shown quoted, so the coordinate ``"0"`` does not pass for ``0``."""
    for write in (repr,) if isinstance(value, str) else (str, repr):
        try:
            text = write(value)
        except Exception:  # whatever a hand-built object's __str__ or __repr__ raises
            continue
        if text.strip():
            return echo(text)
    return type(value).__name__


def _short_repr(value: object, limit: int) -> str:
    """repr() of a value, without building a huge string for a huge list."""
    if isinstance(value, (list, tuple)) and len(value) > limit:
        value = value[: limit]  # the cut shows as "…" anyway
        return repr(value)[:-1] + ", …" + ("]" if isinstance(value, list) else ")")
    text = repr(value)
    return text
