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

PositionKey = tuple[frozenset[Square], frozenset[tuple[int, int, int]], int, int, Square | None]


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
    table), so a state keeps just those keys.
    """
    ox = min(x for x, _ in tiles)
    oy = min(y for _, y in tiles)
    gx, gy = 2 * ox, 2 * oy
    return (
        frozenset((x - ox, y - oy) for x, y in tiles),
        frozenset((cx - gx, cy - gy, p) for (cx, cy), p in marks.items()),
        to_move,
        action,
        None if locked is None else (locked[0] - ox, locked[1] - oy),
    )
