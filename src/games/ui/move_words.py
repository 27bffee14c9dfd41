"""Moves in words, for people: the hint and the move log.

The notation (``0,0>1,0``, ``9@0,-3 7@0,-2``, ``B<``) is exact but cryptic,
so a hint says "Move the tile at 0,0 to 1,0" and the move log "Ann moved
the tile at 0,0 to 1,0".  Every phrase comes from the translation table
(:mod:`.strings_moves_en`, merged into ``EN``) with the numbers, squares and
names as placeholders, so another language can reorder them.  Pure
functions of a position and a move: the UI passes the state *before* the
move (Quinto needs it for the points a play makes).

>>> import games
>>> s = games.new_game("quinque").play("+0,0:a")
>>> describe_move(s, "0,0:d")
'Mark the bottom-right skydiver of the tile at 0,0'
>>> describe_played(s, "0,0:d", "Ann")
'Ann marked the bottom-right skydiver of the tile at 0,0'
"""

from __future__ import annotations

from typing import Any

from ..core import GameState, Move
from ..quinamid import Place as QuinamidPlace
from ..quinamid import Rotate, Slide
from ..quinque import Mark, NewTile, TileMove
from ..quinto import Play, QuintoState
from .i18n import t

__all__ = ["describe_move", "describe_played", "join_items"]

#: Slide direction (notation) -> the word in the phrase key.
_SLIDES = {"<": "left", ">": "right", "^": "up", "v": "down"}
_COLUMNS = "abcdef"


def describe_move(state: GameState, move: Move | str) -> str:
    """The move as an instruction to the player to move ("Slide board B left")."""
    key, params = _phrase(state, move)
    return t(key, **params)


def describe_played(state: GameState, move: Move | str, name: str) -> str:
    """The move as a line of the move log, ``name`` having played it from ``state``."""
    key, params = _phrase(state, move)
    return t(key + ".past", name=name, **params)


def join_items(items: list[str]) -> str:
    """A list in words ("a, b and c"), with the joining words from the table."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return t("move.list.pair", first=items[0], last=items[1])
    text = items[0]
    for item in items[1:-1]:
        text = t("move.list.more", items=text, next=item)
    return t("move.list.last", items=text, last=items[-1])


def _phrase(state: GameState, move: Move | str) -> tuple[str, dict[str, Any]]:
    """The table key (without ``.past``) and the placeholders of ``move``."""
    if isinstance(move, str):
        move = state.parse_move(move)
    game = state.game_name
    if game == "quinque":
        return _quinque(move)
    if game == "quinto":
        assert isinstance(state, QuintoState)
        return _quinto(state, move)
    if game == "quinamid":
        return _quinamid(move)
    raise ValueError(f"No words for the moves of {game}.")


def _quinque(move: Move) -> tuple[str, dict[str, Any]]:
    if isinstance(move, (Mark, NewTile)):
        params = {"square": f"{move.x},{move.y}", "corner": t(f"move.quinque.corner.{move.skydiver}")}
        return ("move.quinque.place" if isinstance(move, NewTile) else "move.quinque.mark"), params
    if isinstance(move, TileMove):
        return "move.quinque.slide", {"src": f"{move.x},{move.y}", "dst": f"{move.u},{move.v}"}
    return "move.quinque.pass", {}


def _quinto(state: QuintoState, move: Move) -> tuple[str, dict[str, Any]]:
    if not isinstance(move, Play):
        return "move.quinto.pass", {}
    tiles = [t("move.quinto.tile", value=tile.value, square=f"{tile.x},{tile.y}") for tile in move.tiles]
    points = state.preview([(tile.value, tile.x, tile.y) for tile in move.tiles]).score
    return "move.quinto.play", {"tiles": join_items(tiles), "points": points}


def _quinamid(move: Move) -> tuple[str, dict[str, Any]]:
    if isinstance(move, QuinamidPlace):
        return "move.quinamid.place", {"hole": f"{_COLUMNS[move.col]}{move.row + 1}"}
    if isinstance(move, Slide):
        return f"move.quinamid.slide.{_SLIDES[move.direction]}", {"board": move.board}
    assert isinstance(move, Rotate)
    turn = "clockwise" if move.clockwise else "anticlockwise"
    return f"move.quinamid.turn.{turn}", {"board": move.board}
