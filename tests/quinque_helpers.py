"""Helpers shared by the Quinque test files."""

from __future__ import annotations

import random

import games
from games.quinque import Mark, NewTile, QuinqueState, TileMove


def turns(*plays: str | tuple[str, ...], advanced: bool = False) -> QuinqueState:
    """A string is an action (``pass`` added if a second action is due); a tuple is played as given."""
    s = games.new_game("quinque", advanced=advanced)
    for turn in plays:
        for text in turn if isinstance(turn, tuple) else (turn,):
            s = s.play(text)
        if isinstance(turn, str) and not s.is_over and s.action == 1:  # type: ignore[attr-defined]
            s = s.play("pass")
    assert isinstance(s, QuinqueState)
    return s


#: The styles of :func:`choose`.
STYLES = ("random", "tiles", "walk", "shuffle", "build")


def choose(rng: random.Random, state: QuinqueState, style: str, last: TileMove | None) -> games.Move:
    """A move in one of the styles: "random", "tiles", "walk" (drift right and down),
    "shuffle" (tiles moved back and forth), "build" (marks next to one's own)."""
    moves = state.legal_moves()
    tiles = [m for m in moves if isinstance(m, TileMove)]
    r = rng.random()
    if style == "shuffle" and last is not None and r < 0.4:
        back = TileMove(last.u, last.v, last.x, last.y)
        if back in moves:
            return back
    if style == "walk" and tiles and r < 0.8:
        return max(tiles, key=lambda m: (m.u - m.x + m.v - m.y, rng.random()))
    if style == "build" and r < 0.7:
        p = state.to_move
        own = [c for c, q in state.marks.items() if q == p]
        near = [
            m for m in moves if isinstance(m, (Mark, NewTile)) and any(
                abs(2 * m.x + "abcd".index(m.skydiver) % 2 - gx) <= 1
                and abs(2 * m.y + "abcd".index(m.skydiver) // 2 - gy) <= 1 for gx, gy in own)
        ]
        if near:
            return rng.choice(near)
    if style in ("tiles", "walk", "shuffle") and tiles and r < 0.75:
        return rng.choice(tiles)
    return rng.choice(moves)
