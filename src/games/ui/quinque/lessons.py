"""Quinque's tutorial and the pictures of its rules, as data (see :mod:`games.ui.tutorial`
and :mod:`games.ui.rule_diagrams`, which run and show them).

The tutorial (you play the orange discs):

 1. setup, mark: the first tile in the middle, its top-left skydiver marked.
 2. mark: a free skydiver of a tile on the table (first action).
 3. locked, second: the tile just marked cannot move; End turn skips the second action.
 4. new_tile: a new tile edge to edge with the formation, and a mark on it.
 5. move, one_group: a tile travels along a line over another tile; all tiles stay one group.
 6. mark: three in a row.
 7. mark: four in a row (first action of a mark-and-move turn).
 8. five, move, one_group: the second action moves a tile that holds the
    formation together to the one square that keeps it joined, completing five.
"""

from __future__ import annotations

from ...core import Move
from ...quinque import Mark, NewTile, TileMove
from ..lesson import Diagram, Hint, Step, Wins, link_moves

_QQ = "?game=quinque"
_QQ_2 = _QQ + "&moves=" + link_moves("+0,0:a", "+1,0:c", "pass")
_QQ_3 = _QQ_2 + ";" + link_moves("0,0:b")
_QQ_4 = _QQ_3 + ";" + link_moves("pass", "+0,1:b", "pass")
_QQ_5 = _QQ_4 + ";" + link_moves("+1,1:a")
_QQ_6 = _QQ_5 + ";" + link_moves("0,1>2,1", "2,1:d", "pass")
_QQ_7 = _QQ_6 + ";" + link_moves("1,0:a", "pass", "+2,2:b", "pass")
_QQ_8 = _QQ_7 + ";" + link_moves("1,0:b")

TUTORIAL = (
    Step(_QQ, "+0,0:a", ("setup", "mark")),
    Step(_QQ_2, "0,0:b", ("mark",)),
    Step(_QQ_3, "pass", ("locked", "second")),
    Step(_QQ_4, "+1,1:a", ("new_tile",)),
    Step(_QQ_5, "0,1>2,1", ("move", "one_group")),
    Step(_QQ_6, "1,0:a", ("mark",)),
    Step(_QQ_7, "1,0:b", ("mark",)),
    Step(_QQ_8, "1,1>2,0", ("five", "move", "one_group"), Wins(), hints=(("tile", (1, 1)),)),
)
#: The basic rules the tutorial must meet at least once.
RULES_TAUGHT = frozenset({"setup", "mark", "new_tile", "move", "one_group", "locked", "second", "five"})


def hints_for(move: Move) -> tuple[Hint, ...]:
    """The view targets a move goes through: where to tap, in order."""
    if isinstance(move, NewTile):
        return ("square", (move.x, move.y)), ("new_skydiver", (move.x, move.y, move.skydiver))
    if isinstance(move, Mark):
        return (("skydiver", (move.x, move.y, move.skydiver)),)
    if isinstance(move, TileMove):
        return ("tile", (move.x, move.y)), ("dest", (move.u, move.v))
    return ()


# The rules' pictures: the tutorial's position before its tile move (Orange to make the
# second action, the tile at 1,1 just placed and marked), and a win along a diagonal
# across a staircase of tiles.
_MOVE = "?game=quinque&moves=%2B0,0:a;%2B1,0:c;pass;0,0:b;pass;%2B0,1:b;pass;%2B1,1:a"
_LINE = (
    "?game=quinque&moves=%2B0,0:a;%2B1,0:b;pass;0,0:d;pass;%2B1,1:b;pass;1,1:a;pass;"
    "%2B2,1:b;pass;1,1:d;pass;%2B2,2:b;pass;2,2:a"
)
DIAGRAMS = (
    Diagram(
        _MOVE,
        "rules.quinque.diagram.move",
        (("tile", (0, 1)), ("dest", (-1, 0)), ("dest", (0, -1)), ("dest", (1, 2)), ("dest", (2, 1))),
    ),
    Diagram(_MOVE, "rules.quinque.diagram.locked", (("tile", (1, 1)),)),
    Diagram(_LINE, "rules.quinque.diagram.line"),
)
