"""Quinque move values and their notation (history panel, saves, links, tests).

- ``+x,y:s``  :class:`NewTile`   place a new tile at x,y and mark its skydiver s
- ``x,y:s``   :class:`Mark`      mark skydiver s of the tile at x,y
- ``x,y>u,v`` :class:`TileMove`  move the tile at x,y to u,v
- ``pass``    :class:`Pass`      end the turn without the optional second action
  (or, as a first action, when nothing is legal)

``str(move)`` is the canonical notation; :func:`parse_move` reads it back,
also accepting spaces around the separators and capital letters.  Text
longer than :data:`MAX_NOTATION` characters is refused before any pattern
looks at it, and the patterns never try two ways to read one space, so
parsing takes time in proportion to the text.  :func:`check_move` holds a
move object built in code to what the notation can write.

>>> parse_move("+-1,0:c")
NewTile(x=-1, y=0, skydiver='c')
>>> str(parse_move(" 2, -3 > 4 ,-3 "))
'2,-3>4,-3'
>>> parse_move("pass") == Pass()
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core import Move
from ..errors import InvalidMoveError, echo, shown

#: Largest coordinate the notation writes (9 digits): far beyond any table 16
#: tiles can make, even after 10,000 moves of wandering.
MAX_COORDINATE = 999_999_999
#: Longest text read as a move: the longest canonical move is 43 characters
#: ("-999999999,-999999999>-999999999,-999999999"); typed spaces fit too.
MAX_NOTATION = 100

# A number, then spaces only before a separator: each space can be read one
# way only, so a failed match never backtracks over a run of spaces.
_INT = r"(-?[0-9]{1,9})"
_MARK_RE = re.compile(rf"(\+?)\s*{_INT}\s*,\s*{_INT}\s*:\s*([abcd])")
_MOVE_RE = re.compile(rf"{_INT}\s*,\s*{_INT}\s*>\s*{_INT}\s*,\s*{_INT}")

_SKYDIVERS = ("a", "b", "c", "d")

TOO_LONG = "'{text}' is too long for a {game} move: a move has at most {most} characters, not {count:,}."
BAD_COORDINATE = "A square's coordinates are whole numbers of at most {digits} digits, not {value}."
_NOT_A_MOVE = (
    "'{text}' is not a Quinque move: write +x,y:s (new tile), x,y:s (mark a skydiver), "
    "x,y>u,v (move a tile) or pass."
)


@dataclass(frozen=True, slots=True)
class NewTile(Move):
    """First action: put a new tile at (x, y) and a parachute on its ``skydiver`` (a-d)."""

    x: int
    y: int
    skydiver: str

    def __str__(self) -> str:
        return f"+{self.x},{self.y}:{self.skydiver}"


@dataclass(frozen=True, slots=True)
class Mark(Move):
    """First action: put a parachute on ``skydiver`` (a-d) of the tile at (x, y)."""

    x: int
    y: int
    skydiver: str

    def __str__(self) -> str:
        return f"{self.x},{self.y}:{self.skydiver}"


@dataclass(frozen=True, slots=True)
class TileMove(Move):
    """Either action: move the tile at (x, y) to the free square (u, v)."""

    x: int
    y: int
    u: int
    v: int

    def __str__(self) -> str:
        return f"{self.x},{self.y}>{self.u},{self.v}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Skip the optional second action, or give up a turn with no legal first action."""

    def __str__(self) -> str:
        return "pass"


QuinqueMove = NewTile | Mark | TileMove | Pass


def parse_move(text: str) -> QuinqueMove:
    """Read one move in Quinque notation; anything else raises InvalidMoveError.

    >>> parse_move("0,0")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    games.errors.InvalidMoveError: '0,0' is not a Quinque move: write +x,y:s (new tile), ...
    """
    if not isinstance(text, str):
        raise InvalidMoveError(_NOT_A_MOVE, text=shown(text))
    if len(text) > MAX_NOTATION:
        raise InvalidMoveError(TOO_LONG, text=echo(text), game="Quinque", most=MAX_NOTATION, count=len(text))
    clean = text.strip().lower()
    if clean == "pass":
        return Pass()
    m = _MARK_RE.fullmatch(clean)
    if m:
        x, y, s = int(m[2]), int(m[3]), m[4]
        return NewTile(x, y, s) if m[1] else Mark(x, y, s)
    m = _MOVE_RE.fullmatch(clean)
    if m:
        return TileMove(int(m[1]), int(m[2]), int(m[3]), int(m[4]))
    raise InvalidMoveError(_NOT_A_MOVE, text=echo(text))


def check_move(move: object) -> QuinqueMove:
    """``move`` if it is a Quinque move whose notation the parser reads back; else InvalidMoveError.

    A move object built in code is held to what its notation can write:
    another game's move, a coordinate that is not a whole number of at most
    9 digits (a bool or a float included), or a skydiver other than a-d
    raises InvalidMoveError, the error of text that is not a move, never a
    TypeError from deep in the rules.  It is not IllegalMoveError because no
    position makes such a move legal: IllegalMoveError is for a real move
    that the rules forbid here.  So ``play(move)`` and ``play(str(move))``
    raise the same kind of error.
    """
    if isinstance(move, TileMove):
        _check_square(move.x, move.y)
        _check_square(move.u, move.v)
    elif isinstance(move, (NewTile, Mark)):
        _check_square(move.x, move.y)
        skydiver = move.skydiver
        if not (isinstance(skydiver, str) and skydiver in _SKYDIVERS):
            said = echo(skydiver) if isinstance(skydiver, str) else shown(skydiver)  # the message quotes it
            raise InvalidMoveError("'{skydiver}' is not a skydiver: use a, b, c or d.", skydiver=said)
    elif not isinstance(move, Pass):
        raise InvalidMoveError("{move} is not a Quinque move.", move=shown(move))
    return move


def _check_square(*coordinates: object) -> None:
    for value in coordinates:
        if type(value) is not int or not -MAX_COORDINATE <= value <= MAX_COORDINATE:
            raise InvalidMoveError(BAD_COORDINATE, digits=9, value=shown(value))
