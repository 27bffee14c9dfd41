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

from .pool import MAX_LINE, RACK_SIZE

Square = tuple[int, int]
Board = Mapping[Square, int]

_COUNT_WORDS = ("no", "one", "two", "three", "four", "five")


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
    message: str
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


def _illegal(message: str, lines: tuple[Line, ...] = ()) -> Preview:
    return Preview(False, message, lines, 0)


def _rack_problem(rack: Sequence[int], values: Sequence[int]) -> str:
    have = Counter(rack)
    for value, wanted in sorted(Counter(values).items()):
        if wanted > have[value]:
            if have[value] == 0:
                return f"You do not have a {value} on your rack."
            plural = "s" if have[value] > 1 else ""
            return f"You have only {_COUNT_WORDS[have[value]]} {value}{plural} on your rack."
    return ""


def judge(board: Board, rack: Sequence[int], multile: int, placements: Sequence[Sequence[int]]) -> Preview:
    """Judge ``placements`` (``(value, x, y)`` each) by ``rack``'s owner on ``board``.

    Never raises for a sequence of integer triples: every problem becomes the
    message of an illegal :class:`Preview`.  When several rules are broken
    the message names the first of: tile count, values, squares, rack, one
    row or column, gaps, contact, then each line in turn (the line of the
    play first, then the crossing lines in reading order).
    """
    if not placements:
        return _illegal("Put down at least one tile.")
    if len(placements) > RACK_SIZE:
        return _illegal(f"You can put down at most {RACK_SIZE} tiles in one turn.")
    new: dict[Square, int] = {}
    for value, x, y in placements:
        if not 0 <= value <= 9:
            return _illegal(f"There is no tile {value}: tiles go from 0 to 9.")
        if (x, y) in new:
            return _illegal(f"Two tiles are on square {x},{y}: a square takes one tile.")
        if (x, y) in board:
            return _illegal(f"Square {x},{y} already holds a tile.")
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
        return _illegal(message or "All the tiles of a play must be in one row or one column.")
    first, last = squares[0], squares[-1]
    x, y = first
    while (x, y) != last:
        x, y = x + main[0], y + main[1]
        if (x, y) not in new and (x, y) not in board:
            return _illegal(message or f"The tiles must form one unbroken line, but square {x},{y} is empty.")
    if not message and not any(
        (x + dx, y + dy) in board for x, y in squares for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
    ):
        message = (
            "The first play must touch the centre tile."
            if len(board) == 1
            else "At least one tile must touch a tile already on the board."
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
            message = f"The {kind} {shown} has {len(cells)} tiles, but a line may hold at most {MAX_LINE}."
        elif total == 0:
            message = f"The {kind} {shown} makes 0, but a line must make {multile} or a multiple of it."
        elif total % multile:
            message = f"The {kind} {shown} makes {total}, not a multiple of {multile}."
    found = tuple(lines)
    if message:
        return _illegal(message, found)
    return Preview(True, "", found, sum(line.total for line in found))
