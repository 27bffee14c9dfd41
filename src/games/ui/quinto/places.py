"""Quinto's places in words: each tile of a play beside a tile already there (the red
centre tile is "the red 5"), or beside a tile of the same play already named, the way
the rulebook's sample game does ("tiles 6, 3, 7 are added to the right of the top 9").

>>> board = {(0, 0): 5}
>>> quinto_anchors(board, [(9, 0, -3), (7, 0, -2), (8, 0, -1), (6, 0, 1)])
[(8, 'above', 5, True), (6, 'below', 5, True), (7, 'above', 8, False), (9, 'above', 7, False)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..places import Square, side_of

__all__ = ["quinto_anchors"]


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
