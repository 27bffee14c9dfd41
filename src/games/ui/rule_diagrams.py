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
imported here: the table may quote this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from .lesson import Diagram
from .screens import by_game

__all__ = ["DIAGRAMS", "Diagram", "figure_html", "rule_diagrams"]

#: Each game's diagrams (game -> its diagrams, in order), from its screen spec
#: (``games.ui.<game>.lessons`` lists them).
DIAGRAMS: Mapping[str, tuple[Diagram, ...]] = by_game(lambda spec: spec.diagrams)


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
