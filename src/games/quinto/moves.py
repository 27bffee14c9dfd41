"""Quinto moves as value objects, and their notation.

A play is a *set* of tiles, each a value on a square: ``9@0,-3 7@0,-2``.  The
centre tile is at ``0,0``, x grows to the right and y downwards.  Any order of
the tiles parses; :class:`Play` keeps them sorted top to bottom, then left to
right (by y, then x), so two plays of the same tiles are equal, hash alike and
print alike, whatever order a player typed them in.  ``pass`` is the move of a
player who cannot play.

Text longer than :data:`MAX_NOTATION` characters is refused before it is
split or matched; :func:`check_move` holds a move object built in code to
what the notation can write.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from ..core import Move
from ..errors import InvalidMoveError, echo, shown

Square = tuple[int, int]


class Tile(NamedTuple):
    """One tile of a play: its face value (0-9) and its square."""

    value: int
    x: int
    y: int

    def __str__(self) -> str:
        return f"{self.value}@{self.x},{self.y}"


def _reading_order(tile: Tile) -> tuple[int, int]:
    return (tile.y, tile.x)


@dataclass(frozen=True)
class Play(Move):
    """One to five tiles put down in one turn, sorted in reading order.

    Build it with :meth:`of` (any order, any iterable of ``(value, x, y)``);
    the constructor expects ``tiles`` already sorted and trusts it, which is
    what lets the legal-play generator make thousands of plays cheaply.
    """

    tiles: tuple[Tile, ...]

    @classmethod
    def of(cls, tiles: Iterable[tuple[int, int, int]]) -> Play:
        return cls(tuple(sorted((Tile(*t) for t in tiles), key=_reading_order)))

    @property
    def squares(self) -> tuple[Square, ...]:
        return tuple((t.x, t.y) for t in self.tiles)

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(t.value for t in self.tiles)

    def __str__(self) -> str:
        return " ".join(f"{t.value}@{t.x},{t.y}" for t in self.tiles)


@dataclass(frozen=True)
class Pass(Move):
    """The turn of a player who has no legal play."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()

# Canonical integers only ("-0", "+1" and "007" are not notation), and at most
# 8 digits, which is far beyond any board 90 tiles can build.
_INT = r"(0|-?[1-9][0-9]{0,7})"
_TILE = re.compile(rf"([0-9])@{_INT},{_INT}")
#: Largest coordinate the notation writes (8 digits).
MAX_COORDINATE = 99_999_999
#: Longest text read as a move: five tiles with 8-digit coordinates are 109
#: characters ("9@-99999999,-99999999" and four more, spaced); the rest is room
#: for extra spaces and for the rules to explain a sixth tile.
MAX_NOTATION = 200

TOO_LONG = "'{text}' is too long for a {game} move: a move has at most {most} characters, not {count:,}."
NOT_A_TILE = "'{word}' is not a tile: write a value 0-9, '@', then the square, like 9@0,-1."
TWO_ON_ONE = "Two tiles are on square {x},{y}: a square takes one tile."
EMPTY = "The move is empty: write tiles like 9@0,-1, or pass."


def parse_move(text: str) -> Play | Pass:
    """Notation -> move; anything that is not Quinto notation -> InvalidMoveError."""
    if not isinstance(text, str):
        raise InvalidMoveError("A move must be given as text.")
    if len(text) > MAX_NOTATION:
        raise InvalidMoveError(TOO_LONG, text=echo(text), game="Quinto", most=MAX_NOTATION, count=len(text))
    words = text.split()
    if not words:
        raise InvalidMoveError(EMPTY)
    if words == ["pass"]:
        return PASS
    tiles: list[Tile] = []
    seen: set[Square] = set()
    for word in words:
        match = _TILE.fullmatch(word)
        if match is None:
            raise InvalidMoveError(NOT_A_TILE, word=echo(word))
        tile = Tile(int(match[1]), int(match[2]), int(match[3]))
        if (tile.x, tile.y) in seen:
            raise InvalidMoveError(TWO_ON_ONE, x=tile.x, y=tile.y)
        seen.add((tile.x, tile.y))
        tiles.append(tile)
    return Play.of(tiles)


def check_move(move: object) -> Play | Pass:
    """``move`` if it is a Quinto move the notation can write (a Play put in
    reading order when built out of order); anything else raises InvalidMoveError.

    A move object built in code is held to what its notation can write:
    another game's move, a play that is not a list of :class:`Tile` values,
    an empty play, a value that is not a whole number 0-9, a coordinate that
    is not a whole number of at most 8 digits (a bool or a float included)
    or two tiles on one square raise InvalidMoveError, the error of text that
    is not a move, never a TypeError from deep in the rules.  It is not
    IllegalMoveError because no position makes such a move legal:
    IllegalMoveError is for a real play that the rules forbid here (a tile
    not in the rack, a sixth tile).  So ``play(move)`` and ``play(str(move))``
    raise the same kind of error.
    """
    if isinstance(move, Pass):
        return move
    if not isinstance(move, Play):
        raise InvalidMoveError("{move} is not a Quinto move.", move=shown(move))
    tiles: object = move.tiles
    if not isinstance(tiles, (tuple, list)):
        raise InvalidMoveError("{move} is not a Quinto move.", move=shown(move))
    if not tiles:
        raise InvalidMoveError(EMPTY)
    seen: set[Square] = set()
    for tile in tiles:
        if not (isinstance(tile, Tile) and type(tile.value) is int and 0 <= tile.value <= 9
                and _is_coordinate(tile.x) and _is_coordinate(tile.y)):
            said = echo(tile) if isinstance(tile, str) else shown(tile)  # the message quotes it
            raise InvalidMoveError(NOT_A_TILE, word=said)
        if (tile.x, tile.y) in seen:
            raise InvalidMoveError(TWO_ON_ONE, x=tile.x, y=tile.y)
        seen.add((tile.x, tile.y))
    ordered = sorted(tiles, key=_reading_order)
    if type(tiles) is not tuple or list(tiles) != ordered:
        return Play(tuple(ordered))  # built out of order: the history stays canonical
    return move


def _is_coordinate(value: object) -> bool:
    return type(value) is int and -MAX_COORDINATE <= value <= MAX_COORDINATE
