"""Positions reached by random legal moves, shared by the tests that need "some game in progress"."""

from __future__ import annotations

import random
from typing import Any

import games


def walk(state: games.GameState, rng: random.Random, length: int) -> games.GameState:
    """``state`` after random legal moves until its history holds ``length``,
    stopping before a move that would end the game (so the result is still running)."""
    while not state.is_over and len(state.history) < length:
        nxt = state.play(rng.choice(state.legal_moves()))
        if nxt.is_over:
            break
        state = nxt
    return state


def random_position(game: str, seed: int, length: int, **options: Any) -> games.GameState:
    """A new game of ``game`` (with ``options``) after :func:`walk` seeded by ``seed``."""
    return walk(games.new_game(game, **options), random.Random(seed), length)
