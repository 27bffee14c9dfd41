"""Helpers shared by the Quinamid test files (typed new/play/refused)."""

from __future__ import annotations

import random

import pytest

import games
from games import IllegalMoveError
from games.quinamid import QuinamidState


def new(**options: object) -> QuinamidState:
    state = games.new_game("quinamid", **options)
    assert isinstance(state, QuinamidState)
    return state


def play(state: QuinamidState, *moves: str) -> QuinamidState:
    for move in moves:
        nxt = state.play(move)
        assert isinstance(nxt, QuinamidState)
        state = nxt
    return state


def refused(state: QuinamidState, move: str, reason: str) -> None:
    """The move raises IllegalMoveError with ``reason`` and why_not agrees."""
    with pytest.raises(IllegalMoveError) as err:
        state.play(move)
    assert str(err.value) == reason
    assert state.why_not(move) == reason
    assert move not in {str(m) for m in state.legal_moves()}


def played(*moves: str, **options: object) -> QuinamidState:
    """A game with ``options`` after ``moves``."""
    return play(new(**options), *moves)


def random_position(seed: int, length: int, **options: object) -> QuinamidState:
    """A game of ``length`` random moves, none of them ending it."""
    rng = random.Random(seed)
    state = new(**options)
    while len(state.history) < length:
        nxt = state.play(rng.choice(state.legal_moves()))
        if not nxt.is_over:
            assert isinstance(nxt, QuinamidState)
            state = nxt
    return state
