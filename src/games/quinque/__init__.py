"""Quinque: build a formation of skydiver tiles and line up five parachutes.

Registers the game ``quinque`` (option ``advanced``: moves limited by the
number of parachutes on a tile).  Modules: :mod:`.geometry` (squares, the
global skydiver grid, lines), :mod:`.moves` (move values and notation),
:mod:`.movement` (where a tile may go), :mod:`.outcome` (wins by lines,
repetition keys), :mod:`.state` (the immutable position and the turn).
Quinque has no hidden information: ``observe``/``resample`` are the
protocol's defaults (the state itself).

>>> import games
>>> s = games.new_game("quinque", advanced=True)
>>> s = s.play("+0,0:a").play("+1,0:d").play("pass")
>>> s.to_move, s.action, sorted(s.tiles), s.parachutes_left
(0, 0, [(0, 0), (1, 0)], (17, 17))
"""

from __future__ import annotations

from typing import Any

from ..core import GameSpec, Option, check_options, register
from .moves import Mark, NewTile, Pass, TileMove, parse_move
from .state import PARACHUTES, TILES, QuinqueState

__all__ = [
    "MAX_MOVES",
    "PARACHUTES",
    "SPEC",
    "TILES",
    "Mark",
    "NewTile",
    "Pass",
    "QuinqueState",
    "TileMove",
    "new_game",
    "parse_move",
]


#: The longest move list a save or link may hold.  The rules end a game by a
#: line, the last parachute or a third repetition; between marks the tiles
#: may wander for as long as positions do not repeat, so the rules set no
#: useful bound.  A game at the table is at most a few hundred actions; this
#: bound only stops a link or save built to make the page replay for minutes.
MAX_MOVES = 10_000


def new_game(**options: Any) -> QuinqueState:
    """The factory behind ``games.new_game("quinque", ...)``: validates the options."""
    opts = check_options(SPEC, options)
    return QuinqueState.new(advanced=bool(opts["advanced"]))


SPEC = register(
    GameSpec(
        name="quinque",
        title="Quinque",
        min_players=2,
        max_players=2,
        options=(Option("advanced", "bool", False),),
        factory=new_game,
        max_moves=MAX_MOVES,
    )
)
