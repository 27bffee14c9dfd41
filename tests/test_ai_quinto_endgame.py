"""Quinto's rack endgame: with the pool empty, Hard searches the real position to the end."""

from __future__ import annotations

import pytest

import games
from games.ai import choose_move
from games.ai.quinto_endgame import applies, solve
from games.ai.search import Budget
from games.quinto import QuintoState

#: A ten-tile bag: the deal empties the pool at once.  Player 0 holds
#: 2 7 2 0 0 and player 1 holds 7 7 4 7 7.  The best score (both zeros above
#: the centre) loses; playing one zero wins (brute force below).
SMALL_ENDGAME = [2, 7, 2, 0, 0, 7, 7, 4, 7, 7]


def final_value(state: QuintoState, root: int) -> float:
    """Every line to the end (no pruning): the margin, 100 more for a win."""
    if state.is_over:
        scores = state.scores
        margin = scores[root] - scores[1 - root]
        bonus = 0 if state.winner is None else (100 if state.winner == root else -100)
        return float(margin + bonus)
    values = []
    for move in state.legal_moves():
        child = state.play(move)
        assert isinstance(child, QuintoState)
        values.append(final_value(child, root))
    return max(values) if state.to_move == root else min(values)


def small_endgame() -> QuintoState:
    state = games.new_game("quinto", bag=SMALL_ENDGAME, seed=0)
    assert isinstance(state, QuintoState)
    assert state.pool_count == 0 and state.racks == ((2, 7, 2, 0, 0), (7, 7, 4, 7, 7))
    return state


@pytest.mark.slow
def test_the_rack_endgame_finds_the_exact_best_line() -> None:
    state = small_endgame()
    values = {}
    for move in state.legal_moves():
        child = state.play(move)
        assert isinstance(child, QuintoState)
        values[str(move)] = final_value(child, 0)
    best = max(values.values())
    best_score = state.best_play()
    assert best_score is not None and values[str(best_score)] < 0 < best  # greedy loses, a win exists
    found = solve(state, Budget(1_000_000))
    assert found is not None and found.exact
    assert found.value == best and values[str(found.move)] == best


def test_hard_plays_the_endgame_line() -> None:
    state = small_endgame()
    found = solve(state, Budget(1_000_000))
    assert found is not None
    assert str(choose_move(state, "hard", seed=2)) == str(found.move)
    assert str(choose_move(state, "greedy", seed=2)) != str(found.move)


def test_the_endgame_needs_an_empty_pool_and_two_players() -> None:
    assert applies(small_endgame())
    assert not applies(games.new_game("quinto", seed=1))  # type: ignore[arg-type]
    three = games.new_game("quinto", bag=[*SMALL_ENDGAME, 1, 2, 3, 4, 5], players=3, seed=0)
    assert isinstance(three, QuintoState) and three.pool_count == 0
    assert not applies(three)  # the unseen tiles are split between two racks: still hidden


def test_a_short_budget_still_answers_or_defers() -> None:
    state = small_endgame()
    found = solve(state, Budget(3))
    assert found is None or str(found.move) in {str(m) for m in state.legal_moves()}
    move = choose_move(state, "hard", seed=2, work=0.001)
    assert str(move) in {str(m) for m in state.legal_moves()}
