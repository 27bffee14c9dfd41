"""Diagrams for the in-app rules, drawn by each game's own board view from real positions.

A rulebook explains a tile move or a slide with a picture; ours draws the
picture with the same view the game uses, from a position given as a share
link, so the diagram can never show something the rules engine would not
allow (``tests/test_rule_diagrams.py`` opens every link).  The rules HTML
(the ``rules.<game>.html`` strings, see src/games/ui/locales/en/rules.json) holds one
placeholder per diagram, in this order::

    <figure class="rule-diagram" data-link="?game=..." data-caption-key="...">
      <figcaption>the caption, in the table's language</figcaption></figure>

and the page fills each with a drawing of ``data-link``'s position.  The
caption key names the caption in the translation table, so the page can
also fetch it on its own; ``highlight`` lists the targets to outline, as
``(kind, key)`` pairs named the way the game's view names its targets
(a tile and its destinations, a board being slid).  No translation is
imported here: this module is data, and the table may quote it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

__all__ = ["DIAGRAMS", "Diagram", "figure_html", "rule_diagrams"]


@dataclass(frozen=True)
class Diagram:
    """One picture of the rules: a position (share link), its caption key, what to outline."""

    link: str
    caption_key: str
    highlight: tuple[tuple[str, Any], ...] = ()


# Quinque: the tutorial's position before its tile move (Orange to make the second
# action, the tile at 1,1 just placed and marked), and a win along a diagonal
# across a staircase of tiles.
_QUINQUE_MOVE = "?game=quinque&moves=%2B0,0:a;%2B1,0:c;pass;0,0:b;pass;%2B0,1:b;pass;%2B1,1:a"
_QUINQUE_LINE = (
    "?game=quinque&moves=%2B0,0:a;%2B1,0:b;pass;0,0:d;pass;%2B1,1:b;pass;1,1:a;pass;"
    "%2B2,1:b;pass;1,1:d;pass;%2B2,2:b;pass;2,2:a"
)
# Quinto: the rulebook's sample game after its first, third and eighth plays.
_QUINTO = "?game=quinto&bag=9,7,8,6,2,6,3,7,5,2,9,3,7,1,2,4,7,9,2,6,0,0,5,1,9,8,3,3&moves="
_QUINTO_1 = _QUINTO + "9@0,-3%207@0,-2%208@0,-1%206@0,1"
_QUINTO_3 = _QUINTO_1 + ";6@1,-3%203@2,-3%207@3,-3;2@1,-5%209@1,-4%203@1,-2"
_QUINTO_8 = (
    _QUINTO_3 + ";5@4,-3%202@4,-2%202@4,-1%204@4,0%207@4,1;7@2,-5%209@3,-5%202@4,-5;0@0,-5;"
    "6@3,-4%208@3,-2;0@2,-4%205@2,-2"
)
# Quinamid: board C before and after Blue slides it over two orange counters,
# and the tutorial's last position, a line uncovered.
_QUINAMID_BEFORE = "?game=quinamid&moves=c5;d4;d5"
_QUINAMID_AFTER = _QUINAMID_BEFORE + ";C%5E"
_QUINAMID_LINE = _QUINAMID_AFTER + ";e5;b2;Cv;a1;b5;C%5E;f5;c3;Cv"

DIAGRAMS: Mapping[str, tuple[Diagram, ...]] = {
    "quinque": (
        Diagram(
            _QUINQUE_MOVE,
            "rules.quinque.diagram.move",
            (("tile", (0, 1)), ("dest", (-1, 0)), ("dest", (0, -1)), ("dest", (1, 2)), ("dest", (2, 1))),
        ),
        Diagram(_QUINQUE_MOVE, "rules.quinque.diagram.locked", (("tile", (1, 1)),)),
        Diagram(_QUINQUE_LINE, "rules.quinque.diagram.line"),
    ),
    "quinto": (
        Diagram(_QUINTO_1, "rules.quinto.diagram.first"),
        Diagram(_QUINTO_3, "rules.quinto.diagram.double"),
        Diagram(_QUINTO_8, "rules.quinto.diagram.triple"),
    ),
    "quinamid": (
        Diagram(_QUINAMID_BEFORE, "rules.quinamid.diagram.slide_before", (("board", "C"),)),
        Diagram(_QUINAMID_AFTER, "rules.quinamid.diagram.slide_after", (("board", "C"),)),
        Diagram(_QUINAMID_LINE, "rules.quinamid.diagram.line"),
    ),
}


def rule_diagrams(game: str) -> list[Diagram]:
    """The diagrams of ``game``'s rules, in the order their placeholders appear."""
    return list(DIAGRAMS.get(game, ()))


def figure_html(diagram: Diagram, caption: str) -> str:
    """The placeholder element for ``diagram`` (what the rules HTML holds, escaped)."""
    return (
        f'<figure class="rule-diagram" data-link="{escape(diagram.link)}" '
        f'data-caption-key="{escape(diagram.caption_key)}"><figcaption>{escape(caption, quote=False)}'
        "</figcaption></figure>"
    )
