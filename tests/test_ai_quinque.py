"""Quinque computer players: wins within a turn, stopping the opponent's next turn.

A Quinque turn is two actions by the same player, so "the opponent's
immediate win" is anything they can do in their whole next turn; the
helpers below check that by brute force (every first action, every second).
"""

from __future__ import annotations

import random

import pytest

import games
from games.ai import choose_move
from games.ai.quinque_threats import Snapshot, candidate_plans
from games.ai.quinque_turn import turn_win
from games.quinque import QuinqueState
from games_bench.brute_force import quinque_wins_within_turn as wins_within_turn

WORK = 0.2

#: Player 0 has four in a row on skydiver row 0 (cells x = 0..3), open at both
#: ends (new tiles at 2,0 or -1,0 would complete it); player 1 has three.
OPEN_FOUR = [
    *("+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass"),
    *("+1,0:a", "pass", "+1,1:a", "pass", "1,0:b", "pass"),
]


def position(moves: list[str], **options: object) -> QuinqueState:
    state = games.new_game("quinque", **options)
    for move in moves:
        state = state.play(move)
    assert isinstance(state, QuinqueState)
    return state


def play_turn(state: QuinqueState, level: str, seed: int) -> QuinqueState:
    """Let the computer play its whole turn (one or two actions)."""
    player = state.to_move
    while not state.is_over and state.to_move == player:
        nxt = state.play(choose_move(state, level, seed=seed, work=WORK))
        assert isinstance(nxt, QuinqueState)
        state = nxt
    return state


@pytest.mark.parametrize("level", ("greedy", "easy", "medium", "hard"))
def test_takes_a_win_in_one_action(level: str) -> None:
    state = position([*OPEN_FOUR, "1,1:d", "pass"])
    assert state.to_move == 0 and state.action == 0
    after = state.play(choose_move(state, level, seed=1, work=WORK))
    assert after.winner == 0


@pytest.mark.parametrize("level", ("greedy", "easy", "medium", "hard"))
def test_takes_a_win_by_moving_a_tile(level: str) -> None:
    # Player 0: cells (1,0), (2,0), (3,0) on row 0 and (4,2), (5,2) on the top
    # of tile 2,1: moving that tile up to 2,0 lines up (1,0)..(5,0).
    moves = (
        "+0,0:b +0,1:a pass +1,0:a pass 0,1:b pass 1,0:b pass +1,1:c pass "
        "+2,1:a pass 1,1:d pass 2,1:b pass 0,1:c pass"
    )
    state = position(moves.split())
    assert state.to_move == 0 and state.action == 0
    assert state.play("2,1>2,0").winner == 0
    after = state.play(choose_move(state, level, seed=2, work=WORK))
    assert after.winner == 0


@pytest.mark.slow
@pytest.mark.parametrize("level", ("greedy", "easy", "medium", "hard"))
def test_stops_an_open_four(level: str) -> None:
    state = position(OPEN_FOUR)
    assert state.to_move == 1
    assert wins_within_turn(position([*OPEN_FOUR, "1,1:d", "pass"]))  # the threat is real
    after = play_turn(state, level, seed=3)
    assert not after.is_over and after.to_move == 0
    assert not wins_within_turn(after)


@pytest.mark.slow
@pytest.mark.parametrize("level", ("greedy", "medium", "hard"))
def test_stops_a_threat_found_in_random_games(level: str) -> None:
    """Positions from random games where the player to move must defend."""
    checked = 0
    for state in threatened_positions(3):
        after = play_turn(state, level, seed=4)
        assert not (not after.is_over and wins_within_turn(after)), state.history
        checked += 1
    assert checked == 3


def threatened_positions(count: int) -> list[QuinqueState]:
    """Random positions (player to move at the start of a turn, no win of their
    own) where the opponent would win next turn unless stopped, and a stop exists."""
    rng = random.Random(21)
    out: list[QuinqueState] = []
    while len(out) < count:
        state = games.new_game("quinque")
        while not state.is_over and len(state.history) < 60:
            moves = state.legal_moves()
            marks = [m for m in moves if ":" in str(m)]
            nxt = state.play(rng.choice(marks if marks and rng.random() < 0.7 else moves))
            if nxt.is_over:
                break
            assert isinstance(nxt, QuinqueState)
            state = nxt
            if state.action != 0 or len(state.history) < 12 or turn_win(state) is not None:
                continue
            opponent = 1 - state.to_move  # type: ignore[operator]
            snap = Snapshot(state)
            if not any(candidate_plans(snap, opponent, action=0, can_mark=True)):
                continue
            if _can_stop(state):
                out.append(state)
                break
    return out


def _can_stop(state: QuinqueState) -> bool:
    """The opponent threatens (they would win after some turn of ours) and some
    turn of ours stops them."""
    me = state.to_move
    threatened = stoppable = False
    for first in state.legal_moves():
        s1 = state.play(first)
        assert isinstance(s1, QuinqueState)
        seconds = s1.legal_moves() if not s1.is_over and s1.to_move == me else [None]
        for second in seconds:
            s2 = s1 if second is None else s1.play(second)
            assert isinstance(s2, QuinqueState)
            if s2.is_over:
                continue
            if turn_win(s2) is not None:
                threatened = True
            else:
                stoppable = True
            if threatened and stoppable:
                return True
    return False


def test_detector_agrees_with_brute_force() -> None:
    """Every win the detector reports is real (it plays it); it finds the
    simple kinds the brute force finds."""
    rng = random.Random(5)
    agreed = 0
    for _ in range(25):
        state = games.new_game("quinque", advanced=rng.random() < 0.5)
        while not state.is_over and len(state.history) < rng.randrange(10, 50):
            moves = state.legal_moves()
            marks = [m for m in moves if ":" in str(m)]
            state = state.play(rng.choice(marks if marks and rng.random() < 0.8 else moves))  # type: ignore[assignment]
        if state.is_over or state.action != 0:
            continue
        plan = turn_win(state)
        if plan is not None:
            s1 = state.play(plan.first)  # type: ignore[arg-type]
            if plan.second is not None:
                s1 = s1.play(plan.second)
            assert s1.winner == state.to_move
        assert (plan is not None) <= wins_within_turn(state)
        agreed += 1
    assert agreed > 5
