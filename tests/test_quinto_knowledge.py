"""Information states: observe(player) and resample(player, rng)."""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import GameError
from games.quinto import SPEC, Observation, QuintoState
from games.quinto.generator import has_play
from games.quinto.pool import make_setup


def quinto(**options: object) -> QuintoState:
    state = games.new_game("quinto", **options)
    assert isinstance(state, QuintoState)
    return state


def advance(state: QuintoState, moves: list[str]) -> QuintoState:
    for text in moves:
        nxt = state.play(text)
        assert isinstance(nxt, QuintoState)
        state = nxt
    return state


@functools.cache
def playout(seed: int, players: int) -> tuple[QuintoState, ...]:
    """Every state of one seeded random game, to its end (cached)."""
    rng = random.Random(seed)
    state = quinto(seed=seed, players=players, variant=("quinto", "plus")[seed % 2])
    states = [state]
    while not state.is_over:
        nxt = state.play(rng.choice(state.legal_moves()))
        assert isinstance(nxt, QuintoState)
        state = nxt
        states.append(state)
    return tuple(states)


def position(seed: int, players: int, moves: int) -> QuintoState:
    states = playout(seed, players)
    return states[min(moves, len(states) - 1)]


def whole_bag(state: QuintoState) -> tuple[int, ...]:
    """The draw order behind a state (from its options, or rebuilt from its seed)."""
    bag = state.options["bag"]
    return tuple(bag) if bag is not None else make_setup(SPEC, dict(state.options)).bag


def test_observation_shows_own_rack_and_only_sizes_of_the_others() -> None:
    state = position(1, 3, 4)
    seen = state.observe(1)
    assert isinstance(seen, Observation)
    assert seen.player == 1 and seen.rack == state.racks[1]
    assert seen.rack_sizes == tuple(len(r) for r in state.racks)
    assert seen.pool_count == state.pool_count and seen.scores == state.scores
    assert seen.multile == state.multile and seen.to_move == state.to_move
    assert seen.plays == state.play_scores
    assert dict(((x, y), v) for x, y, v in seen.board) == dict(state.board)
    assert hash(seen) == hash(state.observe(1)) and seen == state.observe(1)
    assert seen != state.observe(0)
    assert "rack " + "".join(map(str, state.racks[1])) in str(seen)
    # Nothing else: the other racks' tiles and the pool order are not in it.
    assert {f.name for f in dataclasses.fields(seen)} == {
        "player",
        "multile",
        "to_move",
        "board",
        "rack",
        "rack_sizes",
        "pool_count",
        "scores",
        "plays",
    }


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3), st.integers(2, 4), st.integers(0, 80), st.integers(0, 3), st.integers(0, 2**32))
def test_resample_never_changes_what_the_player_sees(
    seed: int, players: int, moves: int, who: int, rng_seed: int
) -> None:
    state = position(seed, players, moves)
    player = who % players
    sample = state.resample(player, random.Random(rng_seed))
    assert isinstance(sample, QuintoState)
    assert sample.observe(player) == state.observe(player)
    # The hidden tiles are the same tiles, only redistributed.
    assert Counter(whole_bag(sample)) == Counter(whole_bag(state))
    assert sample.racks[player] == state.racks[player]
    # A normal state: it replays from its options and plays on.
    loaded = games.load(sample.to_json())
    assert isinstance(loaded, QuintoState)
    assert loaded.racks == sample.racks and loaded.pool_count == sample.pool_count
    assert loaded.observe(player) == state.observe(player)
    if not sample.is_over:
        assert sample.play(sample.legal_moves()[0]).history[:-1] == state.history


def test_resample_redraws_the_other_racks() -> None:
    state = position(4, 2, 6)
    samples = {state.resample(0, random.Random(i)).racks[1] for i in range(20)}
    assert len(samples) > 1
    assert state.resample(0, random.Random(7)).racks == state.resample(0, random.Random(7)).racks


# Player 1 holds only ones and must pass after player 0's 5 (a line through
# a 5 needs new tiles totalling a multiple of 5; four or fewer tiles that are
# each 1 more than a multiple of 5 never do).
PASS_BOARD = {(0, 0): 5, (0, -1): 5}


def test_resample_honours_what_a_pass_revealed() -> None:
    # The unseen tiles: 1s and 6s (which cannot play either) and 5 0 9 (which can).
    bag = [5, 2, 2, 2, 2] + [1] * 5 + [6, 6, 6, 1, 1, 5, 0, 9, 6, 1]
    state = advance(quinto(bag=bag), ["5@0,-1", "pass"])
    assert not has_play(PASS_BOARD, state.racks[1], 5)
    racks = set()
    for i in range(30):
        sample = state.resample(0, random.Random(i))
        assert not has_play(PASS_BOARD, sample.racks[1], 5)
        assert games.load(sample.to_json()).history == state.history
        racks.add(sample.racks[1])
    assert len(racks) > 3  # the samples do vary


def test_resample_keeps_the_real_tiles_when_hardly_anything_else_fits() -> None:
    # Here only the real rack (five ones) of the 2002 ways to deal five of
    # the unseen tiles could not have played: after the attempts run out the
    # real hidden tiles come back, and the sample stays a valid game.
    bag = [5, 2, 2, 2, 2] + [1] * 5 + [3, 5, 0, 5, 0, 9, 4, 5, 0, 8]
    state = advance(quinto(bag=bag), ["5@0,-1", "pass"])
    sample = state.resample(0, random.Random(0))
    assert not has_play(PASS_BOARD, sample.racks[1], 5)
    assert games.load(sample.to_json()).history == state.history
    assert sample.observe(0) == state.observe(0)


def test_resample_for_the_player_who_passed_keeps_their_rack() -> None:
    bag = [5, 2, 2, 2, 2] + [1] * 5 + [6, 6, 6, 1, 1, 5, 0, 9, 6, 1]
    state = advance(quinto(bag=bag), ["5@0,-1", "pass"])
    sample = state.resample(1, random.Random(0))
    assert sample.racks[1] == (1,) * 5 and sample.observe(1) == state.observe(1)


def test_resample_of_a_finished_game_is_the_game() -> None:
    over = advance(quinto(bag=[1] * 10), ["pass", "pass"])
    assert over.is_over and over.resample(0, random.Random(0)) is over


@pytest.mark.parametrize("player", [-1, 2, True, "0"])
def test_bad_player_is_refused(player: object) -> None:
    state = quinto(seed=1)
    with pytest.raises(GameError, match="players 0 to 1"):
        state.observe(player)  # type: ignore[arg-type]
    with pytest.raises(GameError):
        state.resample(player, random.Random(0))  # type: ignore[arg-type]
