"""Levels for the bench only: the frozen previous Quinque Hard, the Boardspace-style Quinamid robot.

They live in games_bench, which the site does not ship: the people's
:func:`games.ai.choose_move` does not know them.
"""

from __future__ import annotations

import pytest

import games
from checkout import needs_checkout
from games import InvalidOptionError
from games.ai import LEVELS
from games.ai import choose_move as people_move
from games_bench.arena import run_match
from games_bench.levels import ALIASES, BENCH_LEVELS, choose_move
from random_play import random_position


def test_bench_levels_are_not_offered_to_people() -> None:
    assert not set(BENCH_LEVELS) & set(LEVELS)
    for level, names in BENCH_LEVELS.items():
        for game in names:
            with pytest.raises(InvalidOptionError, match=f"no level '{level}'"):
                people_move(games.new_game(game), level)


def test_the_bench_seats_the_peoples_levels_as_they_play() -> None:
    state = random_position("quinamid", 4, 9)
    for level in LEVELS:
        bench = choose_move(state, level, seed=2, work=0.2)
        assert str(bench) == str(people_move(state, level, seed=2, work=0.2))


#: A level that is another commit's (an alias) needs a checkout to be seated.
SEATED = [
    pytest.param(level, marks=needs_checkout) if level in ALIASES else level for level in sorted(BENCH_LEVELS)
]


@pytest.mark.slow
@pytest.mark.parametrize("level", SEATED)
def test_a_bench_level_plays_legal_moves_in_its_games(level: str) -> None:
    for game in BENCH_LEVELS[level]:
        for seed in range(3):
            state = random_position(game, seed, 10 + 7 * seed)
            move = choose_move(state, level, seed=seed, work=0.2)
            assert str(move) in {str(m) for m in state.legal_moves()}


@pytest.mark.parametrize("level", sorted(BENCH_LEVELS))
def test_a_bench_level_is_refused_in_other_games(level: str) -> None:
    for game in ("quinque", "quinto", "quinamid"):
        if game in BENCH_LEVELS[level]:
            continue
        with pytest.raises(InvalidOptionError, match=f"no level '{level}'"):
            choose_move(games.new_game(game), level)
        with pytest.raises(ValueError, match=f"no level '{level}'"):
            run_match(game, level, "greedy", 1)


@pytest.mark.slow
@needs_checkout
def test_the_arena_seats_the_previous_hard_by_its_other_name() -> None:
    result = run_match("quinque", "hard_v1", "random", 2, work=0.1)
    assert result.games == 2


def test_boardspace_completes_five_and_stops_five() -> None:
    state = games.new_game("quinamid")
    for move in ("a1", "a6", "b1", "b6", "c1", "c6", "d1", "d6"):
        state = state.play(move)
    # Player 0 to move, four in a row on row 1: the robot completes it.
    assert state.play(choose_move(state, "boardspace", seed=1)).winner == 0
    # One move earlier, player 1 must stop row 1 (or lose).
    before = games.new_game("quinamid")
    for move in ("a1", "a6", "b1", "b6", "c1", "c6", "d1"):
        before = before.play(move)
    after = before.play(choose_move(before, "boardspace", seed=1))
    assert not any(after.play(m).winner == 0 for m in after.legal_moves())
