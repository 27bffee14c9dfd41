"""Quinamid's tutorial and the pictures of its rules, as data (see :mod:`games.ui.tutorial`
and :mod:`games.ui.rule_diagrams`, which run and show them).

The tutorial (you play the orange discs):

 1. place: a counter on c5 (board B).
 2. place: d5, two in a row; Blue then slides board C over both.
 3. covered, locked: board C was just moved, so place on e5 instead.
 4. slide, covered: slide C back down; the covered counters reappear.
 5. place: four in a row; Blue covers three of them again.
 6. locked, covered: place the fifth on f5, remembering the hidden three.
 7. slide, five: slide C down to uncover a line of five and win.
"""

from __future__ import annotations

from ...core import Move
from ...quinamid import Place, Rotate, Slide
from ..lesson import Diagram, Hint, Step, Wins, link_moves

_QM = "?game=quinamid"
_QM_2 = _QM + "&moves=" + link_moves("c5", "d4")
_QM_3 = _QM_2 + ";" + link_moves("d5", "C^")
_QM_4 = _QM_3 + ";" + link_moves("e5", "b2")
_QM_5 = _QM_4 + ";" + link_moves("Cv", "a1")
_QM_6 = _QM_5 + ";" + link_moves("b5", "C^")
_QM_7 = _QM_6 + ";" + link_moves("f5", "c3")

TUTORIAL = (
    Step(_QM, "c5", ("place",)),
    Step(_QM_2, "d5", ("place",)),
    Step(_QM_3, "e5", ("covered", "locked")),
    Step(_QM_4, "Cv", ("slide", "covered")),
    Step(_QM_5, "b5", ("place",)),
    Step(_QM_6, "f5", ("locked", "covered")),
    Step(_QM_7, "Cv", ("slide", "five"), Wins(), hints=(("board", "C"),)),
)
#: The basic rules the tutorial must meet at least once.
RULES_TAUGHT = frozenset({"place", "slide", "locked", "covered", "five"})


def hints_for(move: Move) -> tuple[Hint, ...]:
    """The view targets a move goes through: where to tap, in order."""
    if isinstance(move, Place):
        return (("hole", str(move)),)
    if isinstance(move, (Slide, Rotate)):
        return (("board", move.board),)
    return ()


# The rules' pictures: board C before and after Blue slides it over two orange counters,
# and the tutorial's last position, a line uncovered.
_BEFORE = "?game=quinamid&moves=c5;d4;d5"
_AFTER = _BEFORE + ";C%5E"
_LINE = _AFTER + ";e5;b2;Cv;a1;b5;C%5E;f5;c3;Cv"
DIAGRAMS = (
    Diagram(_BEFORE, "rules.quinamid.diagram.slide_before", (("board", "C"),)),
    Diagram(_AFTER, "rules.quinamid.diagram.slide_after", (("board", "C"),)),
    Diagram(_LINE, "rules.quinamid.diagram.line"),
)
