"""Buttons a board offers beside the canvas (End turn, Play, slide arrows...).

A view lists :class:`Control` values; the bridge renders them as HTML buttons
(translatable, focusable, announced) and sends clicks back by id.  A disabled
control carries the reason, shown as its tooltip and read by screen readers.
A label drawn with symbols ("← Left") also carries ``aria_label``, the same
in words ("Slide left"), for the button's accessible name.  Buttons of one
``group`` stay together when the bar wraps, and a ``short`` label lets a
phone fit Quinamid's nine board buttons in two rows instead of four.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Control:
    id: str
    label: str
    enabled: bool = True
    reason: str = ""
    pressed: bool | None = None
    group: str = "main"
    #: The accessible name in words ("" : the label already is words).
    aria_label: str = ""
    #: A one-glyph label for a narrow screen ("B", "←"; "" : always the full
    #: label). The full label stays the accessible name.
    short: str = ""

    @property
    def accessible_name(self) -> str:
        """What a screen reader should say for the button."""
        return self.aria_label or self.label


@dataclass(frozen=True)
class InfoLine:
    """A line of the side panel (e.g. 'Tiles left to place: 7')."""

    text: str
