"""Quinque's places in words: a tile by its place in the formation of tiles (its row
counted from the top or the bottom, then its place in that row from the left or the
right), and a free square by the side of a tile it touches.

>>> tile_name({(0, 0), (1, 0), (0, 1)}, (1, 0))
('place.quinque.in_row', {'tile': ('place.quinque.tile.right', 0), 'row': ('place.quinque.row.top', 0)})
"""

from __future__ import annotations

from collections.abc import Collection

from ..places import Part, Square, side_of

__all__ = ["beside", "tile_name"]


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
