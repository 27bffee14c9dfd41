"""Quinto's score sheet as people keep one on paper: a row per play, a column per player.

The rules record each play as ``(player, notation, points)``; the notation
("9@0,-3 7@0,-2") is exact but says nothing at a table.  A row shows the tiles
played, in the line's order, as the board shows them, and in the column of the
player who played them the points and that player's running total; the last
rows take off what was left on the racks and give the totals.

>>> from games import new_game
>>> state = new_game("quinto", bag=[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1])
>>> state = state.play("5@0,-1")
>>> sheet = score_sheet(state)
>>> [(row.number, row.tiles, row.player, row.cells[0].total) for row in sheet.plays]
[(1, (5,), 0, 10)]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import GameState
from ..quinto.moves import Play, parse_move
from .i18n import t


@dataclass(frozen=True)
class Cell:
    """One player's box on a row: the points of this row and the total after it."""

    points: int
    total: int

    @property
    def points_text(self) -> str:
        """Signed, with a true minus sign: "+15", "−5", "0"."""
        if self.points > 0:
            return f"+{self.points}"
        return f"−{-self.points}" if self.points < 0 else "0"


@dataclass(frozen=True)
class SheetRow:
    """A play (``number`` from 1; ``tiles`` empty for a pass) or the racks' penalty
    (``number`` None).  ``cells`` has a box per player, None where they did not score."""

    number: int | None
    label: str
    tiles: tuple[int, ...]
    player: int | None
    cells: tuple[Cell | None, ...]


@dataclass(frozen=True)
class ScoreSheet:
    """The whole sheet: the header's words, the plays, the penalty row if any, the totals."""

    play_heading: str
    tiles_heading: str
    total_label: str
    plays: tuple[SheetRow, ...]
    penalty: SheetRow | None
    totals: tuple[int, ...]

    @property
    def rows(self) -> tuple[SheetRow, ...]:
        return self.plays + ((self.penalty,) if self.penalty is not None else ())


def score_sheet(state: GameState) -> ScoreSheet:
    """The sheet of a Quinto game (finished or not: the penalties are 0 while it runs)."""
    count = state.num_players
    totals = [0] * count
    plays = []
    for number, (player, notation, points) in enumerate(getattr(state, "play_scores", ()), start=1):
        totals[player] += points
        cells: list[Cell | None] = [None] * count
        cells[player] = Cell(points, totals[player])
        move = parse_move(notation)
        tiles = move.values if isinstance(move, Play) else ()
        label = "" if tiles else t("move.quinto.pass")
        plays.append(SheetRow(number, label, tiles, player, tuple(cells)))
    penalties = tuple(getattr(state, "penalties", ()))
    penalty = None
    if any(penalties):
        cells = []
        for player, taken in enumerate(penalties):
            totals[player] -= taken
            cells.append(Cell(-taken, totals[player]))
        penalty = SheetRow(None, t("sheet.racks"), (), None, tuple(cells))
    return ScoreSheet(
        t("sheet.play"), t("sheet.tiles"), t("sheet.total"), tuple(plays), penalty, tuple(totals)
    )
