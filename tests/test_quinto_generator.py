"""The legal-play generator against a brute-force search, and the accessors
built on it (legal moves, pass, best play, preview)."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.quinto import Play, Preview, QuintoState
from games.quinto.generator import generate, has_play
from games.quinto.lines import judge

Square = tuple[int, int]
PlaySet = frozenset[tuple[int, int, int]]
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def quinto(**options: object) -> QuintoState:
    state = games.new_game("quinto", **options)
    assert isinstance(state, QuintoState)
    return state


@functools.cache
def position(seed: int, variant: str, moves: int) -> QuintoState:
    """A position reached by ``moves`` random legal moves (cached: shared by examples)."""
    rng = random.Random(seed)
    state = quinto(seed=seed, variant=variant)
    for _ in range(moves):
        if state.is_over:
            break
        nxt = state.play(rng.choice(state.legal_moves()))
        assert isinstance(nxt, QuintoState)
        state = nxt
    return state


POSITIONS = [
    (seed, variant, moves)
    for seed, (variant, moves) in enumerate(itertools.product(("quinto", "plus", "small-fry"), (0, 3, 8, 16)))
]


def brute_force(board: Mapping[Square, int], rack: Sequence[int], multile: int) -> dict[PlaySet, int]:
    """Every legal play by trying every placement that could possibly be one.

    A play touches the board, so its row (or column) is within one of the
    board's extent; its tiles lie within one line of at most 5 squares, so in
    some window of 5 squares starting at most 5 before the board.  Every
    subset of free squares of every such window gets every ordering of rack
    tiles, and :func:`judge` (the rules' reference) decides.
    """
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    windows = [
        [(x, y) for x in range(a, a + 5)]
        for y in range(min(ys) - 1, max(ys) + 2)
        for a in range(min(xs) - 5, max(xs) + 2)
    ] + [
        [(x, y) for y in range(a, a + 5)]
        for x in range(min(xs) - 1, max(xs) + 2)
        for a in range(min(ys) - 5, max(ys) + 2)
    ]
    candidates: set[tuple[Square, ...]] = set()
    for window in windows:
        free = [s for s in window if s not in board]
        for k in range(1, min(len(free), len(rack)) + 1):
            candidates.update(itertools.combinations(free, k))
    orderings = {k: set(itertools.permutations(rack, k)) for k in range(1, len(rack) + 1)}
    found: dict[PlaySet, int] = {}
    for squares in candidates:
        if not any((x + dx, y + dy) in board for x, y in squares for dx, dy in STEPS):
            continue  # judge refuses it too (tested): this only saves time
        for values in orderings[len(squares)]:
            placements = [(v, x, y) for v, (x, y) in zip(values, squares, strict=True)]
            verdict = judge(board, rack, multile, placements)
            if verdict.legal:
                found[frozenset(placements)] = verdict.score
    return found


def generated(board: Mapping[Square, int], rack: Sequence[int], multile: int) -> dict[PlaySet, int]:
    plays = generate(board, rack, multile)
    out = {frozenset(tuple(t) for t in tiles): score for tiles, score in plays}
    assert len(out) == len(plays), "the generator found a play twice"
    return out


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(POSITIONS),
    st.lists(st.integers(0, 9), min_size=1, max_size=3),
)
def test_generator_agrees_with_brute_force_on_small_racks(
    where: tuple[int, str, int], rack: list[int]
) -> None:
    state = position(*where)
    board = dict(state.board)
    expected = brute_force(board, rack, state.multile)
    assert generated(board, rack, state.multile) == expected
    assert has_play(board, rack, state.multile) == bool(expected)


@pytest.mark.slow
def test_generator_agrees_with_brute_force_on_full_racks() -> None:
    for where in [(0, "quinto", 0), (5, "plus", 3), (11, "small-fry", 16), (3, "quinto", 16)]:
        state = position(*where)
        assert state.to_move is not None
        rack = state.racks[state.to_move]
        expected = brute_force(dict(state.board), rack, state.multile)
        found = {frozenset(tuple(t) for t in p.play.tiles): p.score for p in state.legal_plays()}
        assert found == expected and len(found) == len(state.legal_plays())


def test_every_generated_play_is_accepted_with_its_score() -> None:
    for where in POSITIONS[::2]:
        state = position(*where)
        if state.is_over:
            continue
        for play, score in state.legal_plays():
            placements = [tuple(t) for t in play.tiles]
            assert state.preview(placements) == judge(
                state.board, state.racks[state.to_move or 0], state.multile, placements
            )
            assert state.preview(placements).score == score
        for play, score in state.legal_plays()[:: max(1, len(state.legal_plays()) // 20)]:
            after = state.play(play)
            assert isinstance(after, QuintoState)
            assert after.play_scores[-1].score == score


def test_equal_tiles_give_one_play_each() -> None:
    state = quinto(bag=[5, 5, 5, 0, 0] + [1] * 5)
    plays = [str(p.play) for p in state.legal_plays()]
    assert len(plays) == len(set(plays))
    assert plays.count("5@1,0") == 1 and plays.count("0@1,0") == 1
    assert "5@1,0 5@2,0" in plays  # 5+5+5
    assert "0@1,0 5@2,0" in plays and "5@1,0 0@2,0" in plays


def test_legal_moves_are_the_plays_or_else_pass() -> None:
    state = position(2, "quinto", 3)
    moves = state.legal_moves()
    assert all(isinstance(m, Play) for m in moves)
    assert moves == [p.play for p in state.legal_plays()]
    stuck = quinto(bag=[1] * 10)
    assert [str(m) for m in stuck.legal_moves()] == ["pass"]


def test_best_play_scores_highest_with_a_fixed_tie_break() -> None:
    for where in POSITIONS[:6]:
        state = position(*where)
        best = state.best_play()
        top = max((p.score for p in state.legal_plays()), default=None)
        if top is None:
            assert best is None
            continue
        assert best is not None
        assert dict(state.legal_plays())[best] == top
    # Zeros only: every play scores 5 (zeros and the centre); the first in
    # reading order wins the tie: the column of four zeros above the 5.
    zeros = quinto(bag=[0] * 10)
    assert {p.score for p in zeros.legal_plays()} == {5}
    assert str(zeros.best_play()) == "0@0,-4 0@0,-3 0@0,-2 0@0,-1"


def test_the_opening_has_plays_all_around_the_centre() -> None:
    state = quinto(bag=[5, 0, 1, 4, 9] + [1] * 5)
    squares = {(t.x, t.y) for p in state.legal_plays() for t in p.play.tiles if len(p.play.tiles) == 1}
    assert squares == {(1, 0), (-1, 0), (0, 1), (0, -1)}


triples = st.tuples(st.integers(-2, 11), st.integers(-7, 7), st.integers(-7, 7))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(POSITIONS[:8]), st.lists(triples, max_size=7))
def test_preview_never_raises_and_agrees_with_play(
    where: tuple[int, str, int], placements: list[tuple[int, int, int]]
) -> None:
    state = position(*where)
    preview = state.preview(placements)
    assert isinstance(preview, Preview)
    assert preview.legal == (preview.message == "")
    assert preview.score == (sum(line.total for line in preview.lines) if preview.legal else 0)
    text = " ".join(f"{v}@{x},{y}" for v, x, y in placements)
    if preview.legal:
        after = state.play(text)
        assert isinstance(after, QuintoState)
        assert after.play_scores[-1].score == preview.score
    elif (
        placements
        and len({(x, y) for _, x, y in placements}) == len(placements)
        and all(0 <= v <= 9 for v, _, _ in placements)
    ):
        assert not state.is_legal(text)


def test_preview_of_nothing_and_after_the_end() -> None:
    state = quinto(bag=[1] * 10)
    assert state.preview([]) == Preview(False, "Put down at least one tile.", (), 0)
    over = state.play("pass").play("pass")
    assert isinstance(over, QuintoState)
    assert not over.preview([(1, 1, 0)]).legal
    assert "over" in over.preview([(1, 1, 0)]).message
