"""The in-app rules: HTML from the translation table, and the boards drawn in it.

Each rule diagram is drawn by the game's own board view from a real
position (a share link, see :mod:`games.ui.rule_diagrams`), so a picture in
the rules can never show something the engine would not allow.
"""

from __future__ import annotations

from typing import Any

from .i18n import t
from .links import open_link
from .registry import make_view
from .view import BoardView


def rules_html(game: str) -> str:
    """The game's own rules, then what is the same at every table (take-backs, the cover...)."""
    return t(f"rules.{game}.html") + t("rules.table.html")


def diagram_view(link: str, highlight: tuple[tuple[str, Any], ...] = ()) -> BoardView:
    """A still view of ``link``'s position, with the first highlighted target picked up.

    Picking up a tile shows its destinations; picking a board shows it
    selected.  Nothing private is drawn (no rack) and nothing moves.
    """
    view = make_view(open_link(link), {})
    view.show_private = False
    view.motion = False
    for kind, key in highlight[:1]:
        wanted = tuple(key) if isinstance(key, list) else key
        for target in view.targets():
            if target.kind == kind and target.key == wanted:
                outcome = view.activate(target)
                assert outcome.move is None, "a diagram never plays"
                break
    return view
