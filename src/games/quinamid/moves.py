"""Quinamid moves: value objects and their notation (history panel, saves, links, tests).

* ``c4``      place a counter on the visible hole c4 (columns a-f, rows 1-6 from the bottom)
* ``B<`` ``B>`` ``B^`` ``Bv``  slide a board left, right, up, down by one square
* ``C+`` ``C-``  rotate a board a quarter turn clockwise / anticlockwise, seen from above

Parsing accepts board letters A-E, so ``A<`` is a well-formed move that the
rules then refuse with a reason ("Board A is the base..."), rather than a
puzzling "not a move".  Text longer than :data:`MAX_NOTATION` characters is
refused before it is looked at.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Move
from ..errors import InvalidMoveError, echo
from .geometry import BOARD_LETTERS, DIRECTIONS

COLUMNS = "abcdef"
ROWS = "123456"
#: Longest text read as a move: a move is two characters; the rest is room
#: for spaces typed around it.
MAX_NOTATION = 20

TOO_LONG = "'{text}' is too long for a {game} move: a move has at most {most} characters, not {count:,}."


@dataclass(frozen=True)
class Place(Move):
    """Put a counter on the visible hole at (col, row), both 0-5, row from the bottom."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"{COLUMNS[self.col]}{self.row + 1}"


@dataclass(frozen=True)
class Slide(Move):
    """Slide ``board`` (a letter) one square; ``direction`` is one of ``< > ^ v``."""

    board: str
    direction: str

    def __str__(self) -> str:
        return f"{self.board}{self.direction}"


@dataclass(frozen=True)
class Rotate(Move):
    """Turn ``board`` (a letter) and the stack above it a quarter turn."""

    board: str
    clockwise: bool

    def __str__(self) -> str:
        return f"{self.board}{'+' if self.clockwise else '-'}"


QuinamidMove = Place | Slide | Rotate


def parse_move(text: str) -> QuinamidMove:
    """Notation -> move.  Surrounding spaces are ignored; anything else must be exact."""
    if not isinstance(text, str):
        raise InvalidMoveError("A Quinamid move is text like 'c4', 'B>' or 'C+', not {text}.",
                               text=echo(text))
    if len(text) > MAX_NOTATION:
        raise InvalidMoveError(TOO_LONG, text=echo(text), game="Quinamid", most=MAX_NOTATION, count=len(text))
    t = text.strip()
    if len(t) == 2:
        a, b = t[0], t[1]
        if a in COLUMNS and b in ROWS:
            return Place(COLUMNS.index(a), int(b) - 1)
        if a in BOARD_LETTERS and b in DIRECTIONS:
            return Slide(a, b)
        if a in BOARD_LETTERS and b in "+-":
            return Rotate(a, b == "+")
    raise InvalidMoveError(
        "'{text}' is not a Quinamid move: write a hole like 'c4' (a-f, 1-6), "
        "a slide like 'B>' (board A-E, then < > ^ v) or a rotation like 'C+' / 'C-'.",
        text=echo(text),
    )
