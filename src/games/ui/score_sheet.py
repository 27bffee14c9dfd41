"""A score sheet as people keep one on paper: a row per play, a column per player.

A game scored play by play (Quinto) records each play as ``(player,
notation, points)``; the notation ("9@0,-3 7@0,-2") is exact but says
nothing at a table.  A row shows the tiles played, in the line's order, as
the board shows them, and in the column of the player who played them the
points and that player's running total; the last rows take off what was
left on the racks and give the totals.  These are the sheet's shapes, which
the summary and the page share; the game's screen fills one in (its spec's
``score_sheet``, ``games.ui.quinto.sheet``).
"""

from __future__ import annotations

from dataclasses import dataclass


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
