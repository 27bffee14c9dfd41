"""The colours the canvas draws on the table, taken from the page's CSS theme.

The page's theme is a set of CSS custom properties in web/style.css (a light
one and a dark one that follows ``prefers-color-scheme``).  The pieces
themselves -- Quinque's and Quinto's tiles, Quinamid's boards, the players'
counters -- are physical objects and keep their colours in both themes, as a
wooden tile does under a dark lamp.  What is drawn straight on the table
(the outlines of free squares, the trail of a moved tile, the hint, the
line totals, the rack band) must follow the table's colour, or dark ink
disappears on a dark table.  Those colours live here.

Like the language in :mod:`games.ui.i18n`, the palette is one choice for the
whole page: the browser bridge reads the CSS variables with
:meth:`Palette.from_css` and calls :func:`set_palette` at start and when the
colour scheme changes; drawing code calls :func:`palette`.  On CPython (tests,
diagrams) the light theme is used; ``tests/test_theme.py`` checks that
:data:`LIGHT` equals the CSS light theme and that every table colour stands
out from the table in both themes.

>>> tint("#2e7d32", 0.5)
'rgba(46,125,50,0.5)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace

__all__ = ["DARK", "LIGHT", "Palette", "palette", "set_palette", "tint"]


@dataclass(frozen=True)
class Palette:
    """Table colours; each field is read from the CSS variable ``--<field with dashes>``."""

    #: The table under the pieces (CSS ``--board-bg``); drawn by the page, known here for contrast.
    board_bg: str = "#e8dfcf"
    #: Ink drawn on the table: outlines of squares, trails, labels.
    ink: str = "#1d232b"
    #: Where a move may go; a legal line total.
    good: str = "#2e7d32"
    #: An illegal line total.
    bad: str = "#c62828"
    #: The hinted move's outline.
    hint: str = "#7b2cbf"
    #: Bands drawn over the table (Quinto's rack) and their edge.
    panel: str = "#fffdf8"
    line: str = "#d9cfbd"

    @classmethod
    def from_css(cls, lookup: Callable[[str], str]) -> Palette:
        """The palette whose fields ``lookup("--name")`` gives; a variable the page
        lacks or gives as something other than ``#rrggbb`` keeps the light value, so
        a broken stylesheet gives a readable board rather than an error."""
        found = {}
        for field in fields(cls):
            value = str(lookup("--" + field.name.replace("_", "-")) or "").strip()
            if len(value) == 7 and value.startswith("#"):
                try:
                    int(value[1:], 16)
                except ValueError:
                    continue
                found[field.name] = value.lower()
        return replace(LIGHT, **found)


def tint(colour: str, alpha: float) -> str:
    """``#rrggbb`` as a canvas ``rgba()`` with the given opacity."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha:g})"


LIGHT = Palette()
#: The dark theme as web/style.css defines it (for tests and diagrams drawn off the page).
DARK = Palette(board_bg="#2b2f36", ink="#eef1f4", good="#7fd08a", bad="#ff8a80", hint="#c9a0ff",
               panel="#1d232b", line="#3a4450")

_palette = LIGHT


def set_palette(chosen: Palette) -> None:
    """Use ``chosen`` for every drawing from now on (the page calls this)."""
    global _palette
    _palette = chosen


def palette() -> Palette:
    """The palette in use."""
    return _palette
