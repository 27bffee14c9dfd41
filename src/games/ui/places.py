"""Places in words a player can check on the board: "left of the red 5", "above
the tile just played", "the leftmost tile of the top row".

Quinque and Quinto are played on an open table with no drawn grid, so their
notation's squares (``1,0``, ``0,-3``) name nothing a player sees.  The hint
and the move log therefore name a place by what is on the table around it,
the way the Quinto rulebook's sample game does ("tiles 6, 3, 7 are added to
the right of the top 9"):

* Quinto: each tile of a play beside a tile already there (the red centre
  tile is "the red 5"), or beside a tile of the same play already named;
* Quinque: a tile by its place in the formation of tiles (its row counted
  from the top or the bottom, then its place in that row from the left or
  the right, whichever is nearer; "the top tile" when it is alone in the top
  row), or as "the tile just played" when the
  latest action touched it; a free square beside such a tile; a slide as a
  number of squares in one of eight directions.  Names count and look the
  same way the board is drawn unflipped ("above" is towards the top).

These functions only choose; they return table keys and values, and
:mod:`games.ui.move_words` turns them into a sentence in the page's language.
Quinamid needs none of this: its columns and rows are drawn on the board.
The notation stays what links, saves and the command line use.

Each game's own naming is in its folder (``games.ui.quinto.places``,
``games.ui.quinque.places``); here are the sides and directions they share.

>>> steps((0, 0), (2, -2))
('up_right', 2)
"""

from __future__ import annotations

__all__ = ["Part", "Square", "side_of", "steps"]

Square = tuple[int, int]
#: A phrase to look up: a table key and the ordinal it takes (0: none).
Part = tuple[str, int]

#: Offset from an anchor to the place -> the side word (y grows downwards, as drawn).
SIDES: dict[Square, str] = {
    (-1, 0): "left", (1, 0): "right", (0, -1): "above", (0, 1): "below",
}
#: Unit step -> the direction word of a slide.
DIRECTIONS: dict[Square, str] = {
    (-1, 0): "left", (1, 0): "right", (0, -1): "up", (0, 1): "down",
    (-1, -1): "up_left", (1, -1): "up_right", (-1, 1): "down_left", (1, 1): "down_right",
}


def side_of(anchor: Square, place: Square) -> str:
    """The side of ``anchor`` that ``place`` is on, along the longer way between them.

    >>> side_of((0, 0), (0, -1)), side_of((2, 3), (0, 4))
    ('above', 'left')
    """
    dx, dy = place[0] - anchor[0], place[1] - anchor[1]
    return SIDES[(_sign(dx), 0) if abs(dx) >= abs(dy) else (0, _sign(dy))]


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def steps(src: Square, dst: Square) -> tuple[str, int]:
    """A slide along a row, column or diagonal as (direction word, number of squares)."""
    dx, dy = dst[0] - src[0], dst[1] - src[1]
    return DIRECTIONS[(_sign(dx), _sign(dy))], max(abs(dx), abs(dy))
