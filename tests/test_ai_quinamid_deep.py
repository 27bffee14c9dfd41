"""The Boardspace-style Quinamid robot searched five plies deep (bench level ``boardspace5``).

Its search runs over the state's raw parts, not the generic alpha-beta over
states; the same robot searched three deep by both must agree on the value
of a position (and the generic search five deep too, which takes a minute).
"""

from __future__ import annotations

import random

import pytest

from games.ai.search import Budget, alphabeta
from games.quinamid import QuinamidState
from games_bench.levels import choose_move
from games_bench.quinamid_boardspace import BOARDSPACE, BoardspaceKnowledge
from games_bench.quinamid_deep import DeepSearch
from quinamid_helpers import played, random_position


def test_it_completes_five() -> None:
    state = played("a1", "a6", "b1", "b6", "c1", "c6", "d1", "d6")
    assert state.play(choose_move(state, "boardspace5", seed=1)).winner == 0


def test_it_stops_five() -> None:
    before = played("a1", "a6", "b1", "b6", "c1", "c6", "d1")
    after = before.play(choose_move(before, "boardspace5", seed=1))
    assert not any(after.play(m).winner == 0 for m in after.legal_moves())


def test_a_legal_move_the_same_every_time() -> None:
    state = random_position(2, 12)
    move = choose_move(state, "boardspace5", seed=3)
    assert str(move) in {str(m) for m in state.legal_moves()}
    assert str(choose_move(state, "boardspace5", seed=3)) == str(move)


@pytest.mark.slow
def test_a_legal_move_in_the_advanced_game_whatever_the_seed() -> None:
    state = random_position(5, 12, advanced=True)
    move = choose_move(state, "boardspace5", seed=3)
    assert str(move) in {str(m) for m in state.legal_moves()}
    assert str(choose_move(state, "boardspace5", seed=4)) == str(move)


def generic_value(state: QuinamidState, depth: int) -> float:
    kn = BoardspaceKnowledge(BOARDSPACE, random.Random(0))
    return alphabeta(state, kn, Budget(10**9), depths=list(range(1, depth + 1)), min_depth=depth).value


def test_depth_three_values_as_the_generic_search() -> None:
    state = random_position(2, 16, advanced=True)
    assert DeepSearch(state, None, 3).root(state)[1] == generic_value(state, 3)


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "length", "advanced"), [(1, 10, False), (3, 6, False), (6, 24, True)])
def test_more_depth_three_values_as_the_generic_search(seed: int, length: int, advanced: bool) -> None:
    state = random_position(seed, length, advanced=advanced)
    assert DeepSearch(state, None, 3).root(state)[1] == generic_value(state, 3)


@pytest.mark.slow
def test_depth_five_values_as_the_generic_search() -> None:
    state = random_position(4, 14)
    assert DeepSearch(state, None).root(state)[1] == generic_value(state, 5)
