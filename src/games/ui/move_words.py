"""Moves in words, for people: the hint and the move log.

The notation (``0,0>1,0``, ``9@0,-3 7@0,-2``, ``B<``) is exact but cryptic,
and the squares of Quinque and Quinto name nothing drawn on the table, so a
hint says "Move the leftmost tile of the top row one square to the right"
and a Quinto play "8 above the red 5" (:mod:`.places` chooses the landmarks:
what is on the table around the place).  Quinamid's holes keep their names
(c4): its columns and rows are drawn.  Every phrase comes from the
translation table (``locales/<code>/moves.json``, merged into ``EN``) with the
numbers, places and names as placeholders, so another language can reorder
them.  Pure functions of a position and a move: the UI passes the state
*before* the move (the landmarks, and the points a Quinto play makes).

>>> import games
>>> s = games.new_game("quinque").play("+0,0:a").play("+1,0:b")
>>> describe_move(s, "+0,1:d")
'Place a new tile below the leftmost tile and mark its bottom-right skydiver'
>>> describe_played(s, "0,0>0,-1", "Ann")
'Ann moved the leftmost tile one square up'
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..core import GameState, Move
from ..quinamid import Place as QuinamidPlace
from ..quinamid import Rotate, Slide
from ..quinque import Mark, NewTile, QuinqueState, TileMove
from ..quinto import Play, QuintoState
from .i18n import t
from .places import Part, beside, quinto_anchors, steps, tile_name

__all__ = ["describe_move", "describe_played", "join_items", "quinto_tiles"]

#: Slide direction (notation) -> the word in the phrase key.
_SLIDES = {"<": "left", ">": "right", "^": "up", "v": "down"}
_COLUMNS = "abcdef"
Square = tuple[int, int]


def describe_move(state: GameState, move: Move | str) -> str:
    """The move as an instruction to the player to move ("Slide board B left")."""
    key, params = _phrase(state, move)
    return t(key, **params)


def describe_played(state: GameState, move: Move | str, name: str, you: bool = False) -> str:
    """The move as a line of the move log, ``name`` having played it from ``state``;
    ``you``: the person at the screen played it ("You placed...", "Vous avez posé...":
    a language's form for "you", not the word put where a name goes)."""
    key, params = _phrase(state, move)
    if you:
        return t(key + ".past.you", **params)
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
        return _quinque(state, move)
    if game == "quinto":
        assert isinstance(state, QuintoState)
        return _quinto(state, move)
    if game == "quinamid":
        return _quinamid(move)
    raise ValueError(f"No words for the moves of {game}.")


def ordinal(n: int) -> str:
    """"second", "third"... in words up to the fifth, then "6th"."""
    return t(f"place.nth.{n}") if 2 <= n <= 5 else t("place.nth", n=n)


def _part(part: Part) -> str:
    key, n = part
    return t(key, nth=ordinal(n)) if n else t(key)


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
    return t(key, **{name: _part(part) for name, part in parts.items()})


def _quinque(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
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
        count = t("place.squares.one") if n == 1 else t("place.squares", n=n)
        return "move.quinque.slide", {"tile": _tile_words(tiles, (move.x, move.y), last), "count": count,
                                      "direction": t(f"place.dir.{direction}")}
    return "move.quinque.pass", {}


def quinto_tiles(board: Mapping[Square, int], tiles: Sequence[tuple[int, int, int]]) -> str:
    """The tiles ``(value, x, y)`` of a play, each beside a tile the player can see
    ("8 above the red 5, 7 above the 8 and 6 below the red 5").

    >>> quinto_tiles({(0, 0): 5}, [(5, 1, 0)])
    '5 right of the red 5'
    """
    words = [
        t(f"place.quinto.{side}.centre" if centre else f"place.quinto.{side}", value=value, anchor=anchor)
        for value, side, anchor, centre in quinto_anchors(board, tiles)
    ]
    return join_items(words)


def _quinto(state: QuintoState, move: Move) -> tuple[str, dict[str, Any]]:
    if not isinstance(move, Play):
        return "move.quinto.pass", {}
    placements = [(tile.value, tile.x, tile.y) for tile in move.tiles]
    points = state.preview(placements).score
    return "move.quinto.play", {"tiles": quinto_tiles(state.board, placements), "points": points}


def _quinamid(move: Move) -> tuple[str, dict[str, Any]]:
    if isinstance(move, QuinamidPlace):
        return "move.quinamid.place", {"hole": f"{_COLUMNS[move.col]}{move.row + 1}"}
    if isinstance(move, Slide):
        return f"move.quinamid.slide.{_SLIDES[move.direction]}", {"board": move.board}
    assert isinstance(move, Rotate)
    turn = "clockwise" if move.clockwise else "anticlockwise"
    return f"move.quinamid.turn.{turn}", {"board": move.board}
