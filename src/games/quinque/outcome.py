"""How a Quinque action ends the game: who a new line wins for, and repeated positions.

>>> marks = {(i, 0): 0 for i in range(5)} | {(i, 1): 1 for i in range(5)}
>>> judge(marks, [(4, 0), (4, 1)], actor=1)  # both lines at once: the player who acted
(1, ((0, 1), (1, 1), (2, 1), (3, 1), (4, 1)))
>>> judge(marks, [(4, 1)], actor=0)  # only the opponent's line: the opponent
(1, ((0, 1), (1, 1), (2, 1), (3, 1), (4, 1)))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .geometry import Cell, Square, lines_through

#: (box width, tile bits, player 0's parachute bits, player 1's, to move, action, locked tile).
PositionKey = tuple[int, int, int, int, int, int, Square | None]


def judge(
    marks: Mapping[Cell, int], changed: Iterable[Cell], actor: int
) -> tuple[int | None, tuple[Cell, ...]]:
    """The winner after an action and the cells of their line(s), or (None, ()).

    No line stood before the action (it would have ended the game), so every
    line now runs through a cell the action filled: ``changed``.  A line for
    one player wins for that player whoever made it; lines for both win for
    the player who acted (the rulebook's "player on turn").
    """
    lines: tuple[set[Cell], set[Cell]] = (set(), set())
    for cell in changed:
        owner = marks[cell]
        lines[owner].update(lines_through(marks, cell, owner))
    if lines[0] and lines[1]:
        winner = actor
    elif lines[0] or lines[1]:
        winner = 0 if lines[0] else 1
    else:
        return None, ()
    return winner, tuple(sorted(lines[winner]))


def position_key(
    tiles: frozenset[Square], marks: Mapping[Cell, int], to_move: int, action: int, locked: Square | None
) -> PositionKey:
    """The position up to shifting the whole formation, for the repetition draw.

    Only positions since the last mark can repeat (parachutes never leave the
    table), so a state keeps just those keys, and a long game of tile moves
    keeps thousands: the key is small on purpose.  Tiles and each player's
    parachutes are bit sets over the formation's bounding box, counted from
    its top-left tile (so shifting the whole formation gives the same key);
    the box's width is part of the key, which makes the bit positions
    unambiguous.  A few hundred bytes, against kilobytes for sets of tuples.
    """
    ox = min(x for x, _ in tiles)
    oy = min(y for _, y in tiles)
    width = max(x for x, _ in tiles) - ox + 1
    tile_bits = 0
    for x, y in tiles:
        tile_bits |= 1 << ((y - oy) * width + x - ox)
    mark_bits = [0, 0]
    gx, gy, cells = 2 * ox, 2 * oy, 2 * width  # skydiver cells: two per tile each way
    for (cx, cy), p in marks.items():
        mark_bits[p] |= 1 << ((cy - gy) * cells + cx - gx)
    rel_locked = None if locked is None else (locked[0] - ox, locked[1] - oy)
    return (width, tile_bits, mark_bits[0], mark_bits[1], to_move, action, rel_locked)
