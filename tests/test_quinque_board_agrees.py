"""The search board plays exactly the rules package's Quinque (games.ai.quinque_board).

Random games, seeded, are played through both at once; after every action
the legal actions, the result and the threat counts (against a recount from
the rules' parachutes written here, independently of the board) must agree,
and make then unmake must give back the very same board.  The games lean
towards what a uniform player rarely does: tile moves, a formation that
wanders across the table (the board must move its window), tiles moved back
and forth (the repetition draw) and lines built on purpose (wins).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.ai.quinque_board import QuinqueBoard, UnsupportedOptionError, perft
from games.core import Option
from games.errors import InvalidOptionError
from games.quinque import SPEC, QuinqueState, TileMove
from quinque_helpers import STYLES, choose, turns

Counts = tuple[tuple[int, int, int, int], tuple[int, int, int, int]]


def recount(state: QuinqueState) -> Counts:
    """Open windows of five holding 1-4 of one player's parachutes and none of the other's."""
    marks = state.marks
    seen: dict[tuple[int, int, int, int], list[int]] = {}
    for gx, gy in marks:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            for k in range(5):
                start = (gx - k * dx, gy - k * dy, dx, dy)
                if start not in seen:
                    held = [0, 0]
                    for i in range(5):
                        owner = marks.get((start[0] + i * dx, start[1] + i * dy))
                        if owner is not None:
                            held[owner] += 1
                    seen[start] = held
    by = [[0] * 6, [0] * 6]
    for a, b in seen.values():
        if a and not b:
            by[0][a] += 1
        elif b and not a:
            by[1][b] += 1
    return (by[0][1], by[0][2], by[0][3], by[0][4]), (by[1][1], by[1][2], by[1][3], by[1][4])


def check_agrees(state: QuinqueState, board: QuinqueBoard) -> None:
    codes = board.legal()
    mine = [str(board.move_of(c)) for c in codes]
    assert len(mine) == len(set(mine))
    assert set(mine) == {str(m) for m in state.legal_moves()}
    assert (None if board.winner < 0 else board.winner, board.draw) == (state.winner, state.draw_reason)
    assert (board.threats(0), board.threats(1)) == recount(state)
    fives = board.fives()
    assert fives == board.fives_by_shifts()
    assert state.winner is None or fives[state.winner]


def play_both(seed: int, style: str, advanced: bool, limit: int) -> tuple[QuinqueState, QuinqueBoard]:
    rng = random.Random(seed)
    state = games.new_game("quinque", advanced=advanced)
    assert isinstance(state, QuinqueState)
    board = QuinqueBoard.new(advanced=advanced)
    last: TileMove | None = None
    for step in range(limit):
        check_agrees(state, board)
        if state.is_over:
            break
        move = choose(rng, state, style, last)
        last = move if isinstance(move, TileMove) else None
        code = board.code_of(move)
        assert code is not None
        before = board.snapshot()
        board.make(code)
        if step % 2:
            board.sync()  # take back counted and uncounted actions alike
        board.unmake()
        assert board.snapshot() == before
        board.make(code)
        after = state.play(move)
        assert isinstance(after, QuinqueState)
        state = after
    return state, board


def test_random_games_agree_move_by_move() -> None:
    endings: set[str] = set()
    recenters = 0
    for seed in range(20):
        style = STYLES[seed % len(STYLES)]
        state, board = play_both(seed, style, advanced=seed % 2 == 1, limit=160)
        recenters += board.recenters
        endings.add("ongoing" if not state.is_over else state.draw_reason or "win")
    # The games reach what they are meant to test.
    assert endings >= {"win", "repetition", "parachutes"}
    assert recenters > 0


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(STYLES), st.booleans())
def test_any_game_agrees(seed: int, style: str, advanced: bool) -> None:
    play_both(seed, style, advanced, limit=60)


def test_from_state_keeps_the_positions_the_repetition_draw_counts() -> None:
    # One round trip of a tile: the position after the opening has been seen twice.
    state = turns("+0,0:a", "+1,0:a", "+0,1:a", ("0,1>-1,0", "pass"), ("-1,0>0,1", "pass"))
    board = QuinqueBoard.from_state(state)
    check_agrees(state, board)
    there, back = TileMove(0, 1, -1, 0), TileMove(-1, 0, 0, 1)
    while not state.is_over:
        legal = state.legal_moves()
        move = there if there in legal else back if back in legal else legal[-1]
        code = board.code_of(move)
        assert code is not None
        board.make(code)
        after = state.play(move)
        assert isinstance(after, QuinqueState)
        state = after
        check_agrees(state, board)
    assert state.draw_reason == "repetition" and len(state.history) == 13


def replay_agrees(final: QuinqueState) -> QuinqueBoard:
    """Replay ``final``'s game on both, checking every position on the way."""
    state = games.new_game("quinque", **final.options)
    assert isinstance(state, QuinqueState)
    board = QuinqueBoard.new(**final.options)
    check_agrees(state, board)
    for text in final.history:
        code = board.code_of(state.parse_move(text))
        assert code is not None
        board.make(code)
        after = state.play(text)
        assert isinstance(after, QuinqueState)
        state = after
        check_agrees(state, board)
    return board


# The endings of tests/test_quinque_end.py: player 0 builds skydiver row 0, player 1 row 1, and
# tile (1,1) carries one parachute of each, so moving it to (2,0) can end both rows.
ROWS = ("+0,0:a", "+1,0:c", "0,0:b", "0,0:c", "1,0:a", "0,0:d", "+1,1:a", "1,0:d")
ENDINGS = {
    "both lines, player 0 moved": ((*ROWS, "1,0:b", "1,1:c", ("1,1>2,0",)), 0),
    "both lines, player 1 moved": ((*ROWS, "1,0:b", "1,1:c", "+0,-1:a", ("1,1>2,0",)), 1),
    "only the opponent's line": ((*ROWS, "1,1:b", "1,1:c", ("1,1>2,0",)), 1),
    "a line by the second action": ((*ROWS, "1,1:b", "1,1:c", "+0,-1:a", ("+-1,0:c", "1,1>2,0")), 1),
    "a mark": ((*ROWS[:6], "1,0:b", "1,0:d", ("+2,0:a",)), 0),
}


@pytest.mark.parametrize("name", sorted(ENDINGS))
def test_who_wins_a_line(name: str) -> None:
    plays, winner = ENDINGS[name]
    final = turns(*plays)
    assert final.winner == winner
    board = replay_agrees(final)
    assert board.winner == winner


def test_repetition_up_to_shifting_the_formation() -> None:
    final = turns("+0,0:a", "+1,0:a", ("0,0>2,0", "pass"), ("1,0>3,0", "pass"), ("2,0>4,0", "pass"),
                  ("3,0>5,0", "pass"))
    assert final.draw_reason == "repetition"
    assert replay_agrees(final).draw == "repetition"


def rules_perft(state: QuinqueState, depth: int) -> int:
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for move in state.legal_moves():
        after = state.play(move)
        assert isinstance(after, QuinqueState)
        total += rules_perft(after, depth - 1)
    return total


def perft_positions() -> list[QuinqueState]:
    out = [
        turns(),
        turns("+0,0:a"),
        turns("+0,0:a", "+1,0:d", "+0,1:b", "1,0:a"),
        turns("+0,0:a", "+1,0:d", "+0,1:b", "1,0:a", advanced=True),
        # A T: the middle tile of the bar may not move, as no square touches all three arms.
        turns("+0,0:a", "+1,0:a", "+2,0:a", "+1,1:a"),
    ]
    for seed, advanced in ((3, False), (4, True)):
        state, _ = play_both(seed, "tiles", advanced, limit=40)
        out.append(state)
    return out


@pytest.mark.parametrize("index", range(7))
def test_perft_counts_equal_the_rules_package(index: int) -> None:
    state = perft_positions()[index]
    board = QuinqueBoard.from_state(state)
    for depth in (1, 2):
        assert perft(board, depth) == rules_perft(state, depth)


def test_options_refused_or_played(monkeypatch: pytest.MonkeyPatch) -> None:
    assert QuinqueBoard.new(advanced=True).advanced and not QuinqueBoard.new().advanced
    with pytest.raises(InvalidOptionError):
        QuinqueBoard.new(advanced="yes")
    with pytest.raises(InvalidOptionError):
        QuinqueBoard.new(size=7)
    grown = dataclasses.replace(SPEC, options=(*SPEC.options, Option("size", "int", 5)))
    monkeypatch.setattr("games.ai.quinque_board.SPEC", grown)
    with pytest.raises(UnsupportedOptionError):
        QuinqueBoard.new()
