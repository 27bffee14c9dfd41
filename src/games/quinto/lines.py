"""Lines and the legality of one play, with player-facing reasons.

This module is the single judge of a play: :meth:`QuintoState.play` and the
live preview both call :func:`judge`, so the UI never shows a total that the
engine would then refuse.  (The generator in ``generator.py`` is an
optimised search that must agree with it; the tests check that it does.)

A *line* is a maximal unbroken run of 2 or more tiles in a row or a column;
every line through a new tile must hold at most 5 tiles and total a positive
multiple of the Multile.  The score is the sum of those lines' totals.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..errors import Message
from .pool import MAX_LINE, RACK_SIZE

Square = tuple[int, int]
Board = Mapping[Square, int]

#: "You have only N x on your rack", one sentence per count (a rack holds at most five).
_ONLY = {
    1: "You have only one {value} on your rack.",
    2: "You have only two {value}s on your rack.",
    3: "You have only three {value}s on your rack.",
    4: "You have only four {value}s on your rack.",
}
#: What is wrong with a line, in a row and in a column (each its own sentence to translate).
_TOO_LONG = {
    "row": "The row {line} has {count} tiles, but a line may hold at most {most}.",
    "column": "The column {line} has {count} tiles, but a line may hold at most {most}.",
}
_ZERO = {
    "row": "The row {line} makes 0, but a line must make {multile} or a multiple of it.",
    "column": "The column {line} makes 0, but a line must make {multile} or a multiple of it.",
}
_NOT_MULTIPLE = {
    "row": "The row {line} makes {total}, not a multiple of {multile}.",
    "column": "The column {line} makes {total}, not a multiple of {multile}.",
}


class Line(NamedTuple):
    """A line formed by a play: its squares in reading order and their total."""

    cells: tuple[Square, ...]
    total: int


@dataclass(frozen=True)
class Preview:
    """The verdict on a (possibly unfinished) play, for the live preview.

    ``legal`` and ``message`` (empty when legal) say whether it may be
    played; ``lines`` lists the lines it forms (empty when the tiles are not
    in one gap-free line of free squares); ``score`` is the play's score when
    legal and 0 otherwise.
    """

    legal: bool
    message: Message
    lines: tuple[Line, ...]
    score: int


def run_through(board: Board, new: Mapping[Square, int], x: int, y: int, dx: int, dy: int) -> list[Square]:
    """The maximal run of occupied squares (board or new) through (x, y) along (dx, dy)."""
    while (x - dx, y - dy) in board or (x - dx, y - dy) in new:
        x, y = x - dx, y - dy
    cells = []
    while (x, y) in board or (x, y) in new:
        cells.append((x, y))
        x, y = x + dx, y + dy
    return cells


def _illegal(message: Message, lines: tuple[Line, ...] = ()) -> Preview:
    return Preview(False, message, lines, 0)


def _rack_problem(rack: Sequence[int], values: Sequence[int]) -> Message | None:
    have = Counter(rack)
    for value, wanted in sorted(Counter(values).items()):
        if wanted > have[value]:
            if have[value] == 0:
                return Message("You do not have a {value} on your rack.", value=value)
            return Message(_ONLY[have[value]], value=value)
    return None


def judge(board: Board, rack: Sequence[int], multile: int, placements: Sequence[Sequence[int]]) -> Preview:
    """Judge ``placements`` (``(value, x, y)`` each) by ``rack``'s owner on ``board``.

    Never raises for a sequence of integer triples: every problem becomes the
    message of an illegal :class:`Preview`.  When several rules are broken
    the message names the first of: tile count, values, squares, rack, one
    row or column, gaps, contact, then each line in turn (the line of the
    play first, then the crossing lines in reading order).
    """
    if not placements:
        return _illegal(Message("Put down at least one tile."))
    if len(placements) > RACK_SIZE:
        return _illegal(Message("You can put down at most {count} tiles in one turn.", count=RACK_SIZE))
    new: dict[Square, int] = {}
    for value, x, y in placements:
        if not 0 <= value <= 9:
            return _illegal(Message("There is no tile {value}: tiles go from 0 to 9.", value=value))
        if (x, y) in new:
            return _illegal(Message("Two tiles are on square {x},{y}: a square takes one tile.", x=x, y=y))
        if (x, y) in board:
            return _illegal(Message("Square {x},{y} already holds a tile.", x=x, y=y))
        new[(x, y)] = value
    message = _rack_problem(rack, list(new.values()))
    squares = sorted(new, key=lambda s: (s[1], s[0]))
    xs = {s[0] for s in squares}
    ys = {s[1] for s in squares}
    if len(ys) == 1:
        main = (1, 0)
    elif len(xs) == 1:
        main = (0, 1)
    else:
        return _illegal(message or Message("All the tiles of a play must be in one row or one column."))
    first, last = squares[0], squares[-1]
    x, y = first
    while (x, y) != last:
        x, y = x + main[0], y + main[1]
        if (x, y) not in new and (x, y) not in board:
            gap = Message("The tiles must form one unbroken line, but square {x},{y} is empty.", x=x, y=y)
            return _illegal(message or gap)
    if not message and not any(
        (x + dx, y + dy) in board for x, y in squares for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
    ):
        message = (
            Message("The first play must touch the centre tile.")
            if len(board) == 1
            else Message("At least one tile must touch a tile already on the board.")
        )
    runs: list[tuple[list[Square], str]] = []
    if len(squares) == 1:
        runs.append((run_through(board, new, *first, 1, 0), "row"))
        runs.append((run_through(board, new, *first, 0, 1), "column"))
    else:
        kind, cross, cross_kind = ("row", (0, 1), "column") if main == (1, 0) else ("column", (1, 0), "row")
        runs.append((run_through(board, new, *first, *main), kind))
        runs.extend((run_through(board, new, *s, *cross), cross_kind) for s in squares)
    lines = []
    for cells, kind in runs:
        if len(cells) < 2:
            continue
        values = [new[c] if c in new else board[c] for c in cells]
        total = sum(values)
        lines.append(Line(tuple(cells), total))
        if message:
            continue
        shown = "+".join(str(v) for v in values)
        if len(cells) > MAX_LINE:
            message = Message(_TOO_LONG[kind], line=shown, count=len(cells), most=MAX_LINE)
        elif total == 0:
            message = Message(_ZERO[kind], line=shown, multile=multile)
        elif total % multile:
            message = Message(_NOT_MULTIPLE[kind], line=shown, total=total, multile=multile)
    found = tuple(lines)
    if message:
        return _illegal(message, found)
    return Preview(True, Message(""), found, sum(line.total for line in found))
