"""Quinto's tutorial and the pictures of its rules, as data (see :mod:`games.ui.tutorial`
and :mod:`games.ui.rule_diagrams`, which run and show them).

The tutorial (then the rulebook's sample game, where you hold the second rack):

 1. first_play, multiples: any first play touching the red 5 worth 15 or more
    (a rack of its own: the sample game starts afresh at step 2).
 2. one_line, scoring: 6, 3, 7 in one row, touching the board (25).
 3. max_five, scoring: five tiles, two lines, the row full at five tiles (50).
 4. drawing_back, zero: the tiles just drawn; a 0 scores its row (20).
 5. scoring: three lines in one play (55); the pool is empty.
 6. end: the last tiles played, the game over, racks taken off the scores.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameState, Move
from ...quinto import Play, QuintoState
from ..lesson import Diagram, Hint, Step, Wins, link_moves


@dataclass(frozen=True)
class ScoresAtLeast:
    """Any legal play that scores ``points`` or more."""

    points: int

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool:
        return isinstance(after, QuintoState) and after.play_scores[-1].score >= self.points


#: The pool in draw order: the rulebook's sample game, then an empty pool near the end.
_BAG = "9,7,8,6,2,6,3,7,5,2,9,3,7,1,2,4,7,9,2,6,0,0,5,1,9,8,3,3"
_SAMPLE = (
    "9@0,-3 7@0,-2 8@0,-1 6@0,1",
    "6@1,-3 3@2,-3 7@3,-3",
    "2@1,-5 9@1,-4 3@1,-2",
    "5@4,-3 2@4,-2 2@4,-1 4@4,0 7@4,1",
    "7@2,-5 9@3,-5 2@4,-5",
    "0@0,-5",
    "6@3,-4 8@3,-2",
    "0@2,-4 5@2,-2",
)
_QT = "?game=quinto&bag=" + _BAG
#: A first play to find: 9 and 1, or 4, 5 and 1, with the red 5 make 15 or more.
_QT_1 = "?game=quinto&bag=5,0,9,1,4,2,3,6,7,8"
_QT_2 = _QT + "&moves=" + link_moves(*_SAMPLE[:1])
_QT_3 = _QT + "&moves=" + link_moves(*_SAMPLE[:3])
_QT_4 = _QT + "&moves=" + link_moves(*_SAMPLE[:5])
_QT_5 = _QT + "&moves=" + link_moves(*_SAMPLE[:7])
_QT_6 = _QT + "&moves=" + link_moves(*_SAMPLE, "3@2,0 3@3,0")

TUTORIAL = (
    Step(_QT_1, "9@0,-2 1@0,-1", ("first_play", "multiples"), ScoresAtLeast(15),
         hints=(("square", (0, -1)), ("square", (0, 1)), ("square", (-1, 0)), ("square", (1, 0)))),
    Step(_QT_2, _SAMPLE[1], ("one_line", "scoring")),
    Step(_QT_3, _SAMPLE[3], ("max_five", "scoring")),
    Step(_QT_4, _SAMPLE[5], ("drawing_back", "zero")),
    Step(_QT_5, _SAMPLE[7], ("scoring",)),
    Step(_QT_6, "1@5,0 9@6,0", ("end",), Wins(), hints=()),
)
#: The basic rules the tutorial must meet at least once.
RULES_TAUGHT = frozenset(
    {"first_play", "multiples", "scoring", "max_five", "one_line", "drawing_back", "zero", "end"}
)


def hints_for(move: Move) -> tuple[Hint, ...]:
    """The view targets a move goes through: where to tap, in order."""
    if isinstance(move, Play):
        return tuple(("square", (tile.x, tile.y)) for tile in move.tiles)
    return ()


# The rules' pictures: the rulebook's sample game after its first, third and eighth plays.
_PICTURED = "?game=quinto&bag=9,7,8,6,2,6,3,7,5,2,9,3,7,1,2,4,7,9,2,6,0,0,5,1,9,8,3,3&moves="
_PICTURED_1 = _PICTURED + "9@0,-3%207@0,-2%208@0,-1%206@0,1"
_PICTURED_3 = _PICTURED_1 + ";6@1,-3%203@2,-3%207@3,-3;2@1,-5%209@1,-4%203@1,-2"
_PICTURED_8 = (
    _PICTURED_3 + ";5@4,-3%202@4,-2%202@4,-1%204@4,0%207@4,1;7@2,-5%209@3,-5%202@4,-5;0@0,-5;"
    "6@3,-4%208@3,-2;0@2,-4%205@2,-2"
)
DIAGRAMS = (
    Diagram(_PICTURED_1, "rules.quinto.diagram.first"),
    Diagram(_PICTURED_3, "rules.quinto.diagram.double"),
    Diagram(_PICTURED_8, "rules.quinto.diagram.triple"),
)
