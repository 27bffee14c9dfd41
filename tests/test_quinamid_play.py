"""Quinamid random play: an independent line judge, protocol checks, observe/resample."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import GameError, IllegalMoveError
from games.quinamid import Observation, Place, QuinamidState


def new(**options: object) -> QuinamidState:
    state = games.new_game("quinamid", **options)
    assert isinstance(state, QuinamidState)
    return state


def lines_of(state: QuinamidState, player: int, length: int = 5) -> set[frozenset[tuple[int, int]]]:
    """Every run of ``length`` of ``player``'s counters on the visible surface (reference judge)."""
    vis = state.visible()
    found: set[frozenset[tuple[int, int]]] = set()
    for col in range(6):
        for row in range(6):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                run = [(col + dc * t, row + dr * t) for t in range(length)]
                if all(0 <= c < 6 and 0 <= r < 6 and vis[c][r].owner == player for c, r in run):
                    found.add(frozenset(run))
    return found


def random_game(seed: int, steps: int, **options: object) -> list[QuinamidState]:
    rng = random.Random(seed)
    states = [new(**options)]
    while not states[-1].is_over and len(states) <= steps:
        nxt = states[-1].play(rng.choice(states[-1].legal_moves()))
        assert isinstance(nxt, QuinamidState)
        states.append(nxt)
    return states


OPTION_SETS: list[dict[str, object]] = [
    {},
    {"advanced": True},
    {"advanced": True, "start": "staggered"},
    {"variants": "abcd", "start": [[1, 0], [0, 1], [1, 1], [0, 0]]},
    {"variants": "e"},
]


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(OPTION_SETS))
def test_random_games_agree_with_a_reference_line_judge(seed: int, options: dict[str, object]) -> None:
    length = 6 if "d" in str(options.get("variants", "")) else 5
    states = random_game(seed, 400, **options)
    for before, after in itertools.pairwise(states):
        actor = before.to_move
        assert actor is not None
        lines = [lines_of(after, p, length) for p in (0, 1)]
        if after.winner is None:
            assert not lines[0] and not lines[1]  # play goes on, or a repetition draw
            assert not after.is_over or after.is_draw
        elif lines[0] and lines[1]:
            assert after.winner == 1 - actor
        else:
            assert lines[after.winner] and not lines[1 - after.winner]
        if after.winner is not None:
            squares = set().union(*lines[after.winner])
            assert set(after.win_line) == squares


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(OPTION_SETS))
def test_random_games_keep_the_protocol(seed: int, options: dict[str, object]) -> None:
    states = random_game(seed, 200, **options)
    for state in states:
        snapshot = state.to_json(), state.visible(), state.hidden_counts()
        moves = state.legal_moves()
        assert len({str(m) for m in moves}) == len(moves)
        for move in moves:
            assert state.parse_move(str(move)) == move
            assert state.why_not(move) is None
        if not state.is_over:
            # Every slide or rotation not listed is refused with a reason.
            for text in [f"{b}{d}" for b in "ABCDE" for d in "<>^v+-"]:
                if text not in {str(m) for m in moves}:
                    reason = state.why_not(text)
                    assert reason
                    with pytest.raises(IllegalMoveError, match=re.escape(reason)):
                        state.play(text)
        assert (state.to_json(), state.visible(), state.hidden_counts()) == snapshot
    last = states[-1]
    assert games.load(last.to_json()) == last
    if last.is_over:
        assert last.legal_moves() == []
        assert last.to_move is None


def test_random_games_end() -> None:
    outcomes = {"win": 0, "draw": 0}
    for seed in range(30):
        last = random_game(seed, 3000, advanced=seed % 2 == 0)[-1]
        assert last.is_over
        outcomes["draw" if last.is_draw else "win"] += 1
    assert outcomes["win"] > 0


# --- observe / resample ----------------------------------------------------------------


def mid_game(seed: int = 3, advanced: bool = True) -> QuinamidState:
    """A game with several covered counters, not over."""
    rng = random.Random(seed)
    state = new(advanced=advanced)
    while True:
        moves = state.legal_moves()
        places = [m for m in moves if isinstance(m, Place)]
        move = rng.choice(places if places and rng.random() < 0.6 else moves)
        nxt = state.play(move)
        assert isinstance(nxt, QuinamidState)
        if nxt.is_over:
            continue
        state = nxt
        if sum(state.hidden_counts()) >= 6 and len(state.history) >= 20:
            return state


def test_observation_holds_the_visible_table_and_covered_counts() -> None:
    state = mid_game()
    obs = state.observe(0)
    assert isinstance(obs, Observation)
    assert obs.visible == state.visible()
    assert obs.offsets == state.offsets and obs.rotations == state.rotations
    assert obs.locked_board == state.locked_board
    assert obs.counters_left == state.counters_left
    assert obs.moves_played == len(state.history)
    assert obs.to_move == state.to_move
    hidden = state.hidden_counts()
    assert (sum(c[0] for c in obs.covered), sum(c[1] for c in obs.covered)) == hidden
    assert obs.covered[4] == (0, 0)  # nothing ever covers the 2x2 board
    # No private information: both players observe the same table.
    other = state.observe(1)
    assert other.player == 1 and other.visible == obs.visible and other.covered == obs.covered
    hash(obs)


def test_resample_redraws_covered_counters_only() -> None:
    state = mid_game()
    layouts = set()
    for seed in range(20):
        sample = state.resample(0, random.Random(seed))
        assert isinstance(sample, QuinamidState)
        assert sample.observe(0) == state.observe(0)
        for letter in "ABCDE":
            assert sample.counters_on_board(letter) == state.counters_on_board(letter)
        assert sample.hidden_counts() == state.hidden_counts()
        assert sample.history == state.history and sample.options == state.options
        layouts.add(tuple(h[2] for h in sample.holes()))
    assert len(layouts) > 1  # the covered counters really move
    assert state.resample(1, random.Random(0)).observe(1) == state.observe(1)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_resampled_states_play_on(seed: int, play_seed: int) -> None:
    state = mid_game(seed % 50)
    sample = state.resample(seed % 2, random.Random(seed))
    rng = random.Random(play_seed)
    for _ in range(40):
        if sample.is_over:
            break
        nxt = sample.play(rng.choice(sample.legal_moves()))
        assert isinstance(nxt, QuinamidState)
        sample = nxt
        holes = sample.holes()
        placed = (30 - sample.counters_left[0], 30 - sample.counters_left[1])
        assert (sum(h[2] == 0 for h in holes), sum(h[2] == 1 for h in holes)) == placed


def test_resample_keeps_the_repetition_count() -> None:
    """Earlier positions are compared with the resampled counters, so the draw still comes."""
    state = new()
    # Player 0's f1 is covered whenever B is to the right; the boards then cycle.
    for move in ["f1", "a6", "B>", "a3", "B<", "C>", "B>", "C<", "B<", "C>", "B>", "C<"]:
        nxt = state.play(move)
        assert isinstance(nxt, QuinamidState)
        state = nxt
    assert state.hidden_counts() == (1, 0)
    assert state.play("B<").is_draw  # home, B locked, player 1 to act: third time
    moved = 0
    for seed in range(10):
        sample = state.resample(0, random.Random(seed))
        moved += sample.holes() != state.holes()
        assert not sample.is_over
        assert sample.play("B<").is_draw
    assert moved


def test_observe_and_resample_check_the_player() -> None:
    state = new()
    with pytest.raises(GameError):
        state.observe(2)
    with pytest.raises(GameError):
        state.resample(-1, random.Random(0))
