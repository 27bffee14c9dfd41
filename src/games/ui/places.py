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

>>> board = {(0, 0): 5}
>>> quinto_anchors(board, [(9, 0, -3), (7, 0, -2), (8, 0, -1), (6, 0, 1)])
[(8, 'above', 5, True), (6, 'below', 5, True), (7, 'above', 8, False), (9, 'above', 7, False)]
>>> tile_name({(0, 0), (1, 0), (0, 1)}, (1, 0))
('place.quinque.in_row', {'tile': ('place.quinque.tile.right', 0), 'row': ('place.quinque.row.top', 0)})
>>> steps((0, 0), (2, -2))
('up_right', 2)
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

__all__ = ["beside", "quinto_anchors", "side_of", "steps", "tile_name"]

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


def quinto_anchors(
    board: Mapping[Square, int], tiles: Sequence[tuple[int, int, int]], centre: Square = (0, 0)
) -> list[tuple[int, str, int, bool]]:
    """Each tile ``(value, x, y)`` of a play as ``(value, side, anchor value, anchor is the
    centre tile)``: the side of a neighbouring tile it goes on.

    Tiles are named in an order where each one's neighbour is already on the
    table or already named (a legal play always touches the table, and its
    tiles make one line with the tiles between them), preferring a tile of
    the table over one of the play, and the centre tile over the others.
    """
    known: dict[Square, int] = dict(board)
    left = list(tiles)
    out: list[tuple[int, str, int, bool]] = []
    while left:
        options = [
            (0 if anchor == centre else 1 if anchor in board else 2, i, anchor)
            for i, (_value, x, y) in enumerate(left)
            for anchor in ((x, y + 1), (x, y - 1), (x - 1, y), (x + 1, y))  # rows and columns only
            if anchor in known
        ]
        if options:
            _rank, i, anchor = min(options)
        else:  # not a play that touches the table: name the nearest tile there is
            i, (_v, x, y) = 0, left[0]
            anchor = min(known, key=lambda sq: (abs(sq[0] - x) + abs(sq[1] - y), sq))
        value, x, y = left.pop(i)
        side = side_of(anchor, (x, y))
        out.append((value, side, known[anchor], anchor == centre))
        known[(x, y)] = value
    return out


def tile_name(
    tiles: Collection[Square], square: Square, last: Square | None = None
) -> tuple[str, dict[str, Part]]:
    """A tile of the formation ``tiles`` named so it can be found by looking: a key and
    its parts (each a key and an ordinal, 0 for none)."""
    if len(tiles) <= 1:
        return "place.quinque.the_tile", {}
    if square == last:
        return "place.quinque.last", {}
    rows = sorted({y for _x, y in tiles})
    row = [x for x, y in sorted(tiles) if y == square[1]]
    if len(row) == 1 and square[1] in (rows[0], rows[-1]):
        return "place.quinque.top" if square[1] == rows[0] else "place.quinque.bottom", {}
    tile = _count(row.index(square[0]), len(row), "place.quinque.tile", ("left", "right"))
    if len(rows) == 1:
        return "place.quinque.alone", {"tile": tile}
    return "place.quinque.in_row", {"tile": tile, "row": _count(rows.index(square[1]), len(rows),
                                                              "place.quinque.row", ("top", "bottom"))}


def _count(index: int, length: int, base: str, ends: tuple[str, str]) -> Part:
    """Place ``index`` of ``length`` counted from the nearer end: the end itself, or
    the ordinal from it (``from_left``, ``from_bottom``...)."""
    if length == 1:
        return f"{base}.only", 0
    back = length - 1 - index
    if index == 0:
        return f"{base}.{ends[0]}", 0
    if back == 0:
        return f"{base}.{ends[1]}", 0
    if index <= back:
        return f"{base}.from_{ends[0]}", index + 1
    return f"{base}.from_{ends[1]}", back + 1


def beside(
    tiles: Collection[Square], square: Square, last: Square | None = None
) -> tuple[str, Square] | None:
    """The side of a tile that the free ``square`` touches by an edge, and that tile: the
    tile just played if it is one, else the one whose name is simplest (the ends of
    rows first).  None when no tile touches it (the first tile of the game).

    >>> beside({(0, 0), (1, 0)}, (1, 1))
    ('below', (1, 0))
    """
    around = [(x, y) for x, y in tiles if abs(x - square[0]) + abs(y - square[1]) == 1]
    if not around:
        return None
    if last in around:
        anchor = last
    else:
        def plain(tile: Square) -> tuple[int, int, int, int]:
            _key, parts = tile_name(tiles, tile)
            ordinals = [n for _key, n in parts.values()]
            return sum(ordinals), len(ordinals), tile[1], tile[0]  # no counting, fewest parts
        anchor = min(around, key=plain)
    return side_of(anchor, square), anchor
