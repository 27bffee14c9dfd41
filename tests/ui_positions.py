"""Representative positions for the board-view tests (touch targets, keyboard).

Each builder plays a seeded, deterministic game through the public protocol
only (``legal_moves()`` and ``play()``), so the positions look like real
play: a start, a mid-game of about twenty moves, a Quinque formation of ten
tiles, a Quinto board after ten plays.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from games.core import GameState


def _playout(state: GameState, rng: random.Random, done: Callable[[GameState], bool],
             prefer: Callable[[str], bool] = lambda _m: False) -> GameState:
    for _ in range(400):
        if state.is_over or done(state):
            return state
        moves = [str(m) for m in state.legal_moves()]
        liked = [m for m in moves if prefer(m)]
        pool = liked if liked and rng.random() < 0.7 else moves
        nxt = state.play(rng.choice(pool))
        if nxt.is_over:
            continue  # stay in a game that is still going: try another move
        state = nxt
    raise AssertionError("the playout did not reach the position")


def quinque(tiles: int = 0, moves: int = 0, seed: int = 1) -> GameState:
    """A Quinque game at its first action with ``tiles`` tiles down (or after ``moves`` actions)."""
    state = games.new_game("quinque")
    rng = random.Random(seed)

    def done(s: GameState) -> bool:
        first = getattr(s, "action", 0) == 0 and bool(s.history)
        if tiles:
            return first and len(getattr(s, "tiles", ())) >= tiles
        return first and len(s.history) >= moves

    return _playout(state, rng, done, prefer=lambda m: m.startswith("+"))


def quinto(plays: int = 0, seed: int = 1) -> GameState:
    """A Quinto game after ``plays`` plays of the best-scoring tiles (passes when stuck)."""
    state = games.new_game("quinto", seed=seed)
    for _ in range(plays):
        best = state.best_play()  # type: ignore[attr-defined]
        state = state.play(best if best is not None else "pass")
        assert not state.is_over
    return state


def quinamid(moves: int = 0, seed: int = 1, **options: object) -> GameState:
    """A Quinamid game after ``moves`` random moves (placements, slides, turns)."""
    state = games.new_game("quinamid", **options)
    return _playout(state, random.Random(seed), lambda s: len(s.history) >= moves)
