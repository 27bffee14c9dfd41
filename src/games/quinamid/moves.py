"""Quinamid moves: value objects and their notation (history panel, saves, links, tests).

* ``c4``      place a counter on the visible hole c4 (columns a-f, rows 1-6 from the bottom)
* ``B<`` ``B>`` ``B^`` ``Bv``  slide a board left, right, up, down by one square
* ``C+`` ``C-``  rotate a board a quarter turn clockwise / anticlockwise, seen from above

Parsing accepts board letters A-E, so ``A<`` is a well-formed move that the
rules then refuse with a reason ("Board A is the base..."), rather than a
puzzling "not a move".  Text longer than :data:`MAX_NOTATION` characters is
refused before it is looked at; :func:`check_move` holds a move object built
in code to what the notation can write.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Move
from ..errors import InvalidMoveError, echo, shown
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
                               text=shown(text))
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


def check_move(move: object) -> QuinamidMove:
    """``move`` if it is a Quinamid move the notation can write; anything else raises InvalidMoveError.

    A move object built in code is held to what its notation can write:
    another game's move, a hole whose column or row is not a whole number
    0-5 (a bool or a float included), a board that is not one letter A-E, a
    direction other than < > ^ v, or a rotation whose ``clockwise`` is not
    True or False raise InvalidMoveError, the error of text that is not a
    move, never a TypeError from deep in the rules.  It is not
    IllegalMoveError because no position makes such a move legal:
    IllegalMoveError is for a real move that the rules forbid here (a taken
    hole, a locked board).  So ``play(move)`` and ``play(str(move))`` raise
    the same kind of error.
    """
    if isinstance(move, Place):
        col, row = move.col, move.row
        if type(col) is not int or type(row) is not int:
            raise InvalidMoveError(
                "A hole's column and row are whole numbers 0-5 (a-f, 1-6), not {col} and {row}.",
                col=shown(col), row=shown(row),
            )
        if not (0 <= col < len(COLUMNS) and 0 <= row < len(ROWS)):
            raise InvalidMoveError("That square is off the board (a1 to f6).")
    elif isinstance(move, Slide):
        if not (_is_board(move.board) and isinstance(move.direction, str) and move.direction in DIRECTIONS):
            raise InvalidMoveError("'{move}' is not a Quinamid slide.", move=shown(move))
    elif isinstance(move, Rotate):
        if not (_is_board(move.board) and type(move.clockwise) is bool):
            raise InvalidMoveError("'{move}' is not a Quinamid rotation.", move=shown(move))
    else:
        raise InvalidMoveError("'{move}' is not a Quinamid move.", move=shown(move))
    return move


def _is_board(board: object) -> bool:
    return isinstance(board, str) and len(board) == 1 and board in BOARD_LETTERS
