"""Quinto's score sheet (the shapes are in :mod:`games.ui.score_sheet`): a row per
play with its tiles, a column per player with running totals, then the racks.

>>> from games import new_game
>>> state = new_game("quinto", bag=[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1])
>>> state = state.play("5@0,-1")
>>> sheet = score_sheet(state)
>>> [(row.number, row.tiles, row.player, row.cells[0].total) for row in sheet.plays]
[(1, (5,), 0, 10)]
"""

from __future__ import annotations

from ...core import GameState
from ...quinto.moves import Play, parse_move
from ..i18n import t
from ..score_sheet import Cell, ScoreSheet, SheetRow


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
