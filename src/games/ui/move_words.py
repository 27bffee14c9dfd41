"""Moves in words, for people: the hint and the move log.

The notation (``0,0>1,0``, ``9@0,-3 7@0,-2``, ``B<``) is exact but cryptic,
and the squares of Quinque and Quinto name nothing drawn on the table, so a
hint says "Move the leftmost tile of the top row one square to the right"
and a Quinto play "8 above the red 5" (:mod:`.places` and each game's own
``places`` choose the landmarks: what is on the table around the place).  Quinamid's holes keep their names
(c4): its columns and rows are drawn.  Every phrase comes from the
translation table (``locales/<code>/moves.json``, merged into ``EN``) with the
numbers, places and names as placeholders, so another language can reorder
them.  Pure functions of a position and a move: the UI passes the state
*before* the move (the landmarks, and the points a Quinto play makes).
Each game words its own moves (``games.ui.<game>.words``, the ``phrase`` of
its screen spec); here are the sentence around them and the shared pieces.

>>> import games
>>> s = games.new_game("quinque").play("+0,0:a").play("+1,0:b")
>>> describe_move(s, "+0,1:d")
'Place a new tile below the leftmost tile and mark its bottom-right skydiver'
>>> describe_played(s, "0,0>0,-1", "Ann")
'Ann moved the leftmost tile one square up'
"""

from __future__ import annotations

from typing import Any

from ..core import GameState, Move
from .i18n import t
from .places import Part
from .screens import screen

__all__ = ["describe_move", "describe_played", "join_items", "ordinal", "part_words"]


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
    try:
        spec = screen(state.game_name)
    except KeyError:
        raise ValueError(f"No words for the moves of {state.game_name}.") from None
    return spec.phrase(state, move)


def ordinal(n: int) -> str:
    """"second", "third"... in words up to the fifth, then "6th"."""
    return t(f"place.nth.{n}") if 2 <= n <= 5 else t("place.nth", n=n)


def part_words(part: Part) -> str:
    """A part of a place's name in words (its key, with its ordinal if it counts)."""
    key, n = part
    return t(key, nth=ordinal(n)) if n else t(key)
