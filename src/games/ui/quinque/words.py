"""Quinque's moves in words: a tile named by its place in the formation, the tile
just played by its rim ("below the tile just played"), a slide in squares and a
direction (see :mod:`games.ui.move_words`).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ...core import GameState, Move
from ...quinque import Mark, NewTile, QuinqueState, TileMove
from ..i18n import t
from ..move_words import part_words
from ..places import Square, steps
from .places import beside, tile_name

__all__ = ["phrase"]


def _last_square(state: GameState) -> Square | None:
    """The tile the latest action touched (drawn with a dark rim or ring), if any: a
    pass that ends a turn leaves the turn's last action on the board."""
    for notation in reversed(state.history[-2:]):
        if notation == "pass":
            continue
        move = state.parse_move(notation)
        if isinstance(move, TileMove):
            return move.u, move.v
        if isinstance(move, (Mark, NewTile)):
            return move.x, move.y
    return None


def _tile_words(tiles: Collection[Square], square: Square, last: Square | None) -> str:
    key, parts = tile_name(tiles, square, last)
    return t(key, **{name: part_words(part) for name, part in parts.items()})


def phrase(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
    """The move as a phrase of the table: its key (without ``.past``) and placeholders."""
    assert isinstance(state, QuinqueState)
    tiles, last = state.tiles, _last_square(state)
    if isinstance(move, NewTile):
        found = beside(tiles, (move.x, move.y), last)
        if found is None:
            where = t("place.quinque.on_table")
        else:
            side, anchor = found
            where = t(f"place.quinque.side.{side}", tile=_tile_words(tiles, anchor, last))
        return "move.quinque.place", {"where": where, "corner": t(f"move.quinque.corner.{move.skydiver}")}
    if isinstance(move, Mark):
        return "move.quinque.mark", {"tile": _tile_words(tiles, (move.x, move.y), last),
                                     "corner": t(f"move.quinque.corner.{move.skydiver}")}
    if isinstance(move, TileMove):
        direction, n = steps((move.x, move.y), (move.u, move.v))
        # "one square" is exactly one (ICU's "=1"), not a plural category: Breton's "one"
        # also takes 21, 31, ..., so the word for a single square stays its own key
        count = t("place.squares.one") if n == 1 else t("place.squares", n=n)
        return "move.quinque.slide", {"tile": _tile_words(tiles, (move.x, move.y), last), "count": count,
                                      "direction": t(f"place.dir.{direction}")}
    return "move.quinque.pass", {}
