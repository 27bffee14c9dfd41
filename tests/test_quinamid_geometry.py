"""Quinamid geometry: the visible surface after slides and rotations, and no lost counters.

Maps are drawn as the players see them: top row (row 6) first, columns a-f.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.quinamid import Place, QuinamidState
from games.quinamid.geometry import (
    HOLE_COUNT,
    NUM_HOLES,
    SIZES,
    Offsets,
    Rotations,
    layout,
    origins,
    rotate_stack,
    slide_stack,
)
from quinamid_helpers import new, play


def board_map(state: QuinamidState) -> list[str]:
    vis = state.visible()
    return ["".join(vis[col][row].board for col in range(6)) for row in range(5, -1, -1)]


def owner_at(state: QuinamidState, square: str) -> int | None:
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    return state.visible()[col][row].owner


def board_at(state: QuinamidState, square: str) -> str:
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    return state.visible()[col][row].board


CORNER = ["AAAAAA", "BBBBBA", "CCCCBA", "DDDCBA", "EEDCBA", "EEDCBA"]


def test_hole_counts() -> None:
    assert SIZES == (6, 5, 4, 3, 2)
    assert HOLE_COUNT == (20, 16, 12, 8, 4)
    assert NUM_HOLES == 60


def test_corner_start_surface() -> None:
    state = new()
    assert board_map(state) == CORNER
    assert state.offsets == ((0, 0),) * 4
    assert state.rotations == (0, 0, 0, 0, 0)
    assert state.board_squares("E") == ((0, 0), (1, 0), (0, 1), (1, 1))
    assert len(state.board_squares("A")) == 36
    assert state.board_squares("C") == tuple((c, r) for r in range(4) for c in range(4))


def test_staggered_start_surface_has_the_2x2_board_in_the_centre() -> None:
    state = new(start="staggered")
    assert board_map(state) == ["ABBBBB", "ACDDDB", "ACEEDB", "ACEEDB", "ACCCCB", "AAAAAA"]
    assert state.board_squares("E") == ((2, 2), (3, 2), (2, 3), (3, 3))


@pytest.mark.parametrize(
    ("start", "move", "expected"),
    [
        ("corner", "B>", ["AAAAAA", "ABBBBB", "ACCCCB", "ADDDCB", "AEEDCB", "AEEDCB"]),
        ("corner", "B^", ["BBBBBA", "CCCCBA", "DDDCBA", "EEDCBA", "EEDCBA", "AAAAAA"]),
        ("corner", "C>", ["AAAAAA", "BBBBBA", "BCCCCA", "BDDDCA", "BEEDCA", "BEEDCA"]),
        ("corner", "C^", ["AAAAAA", "CCCCBA", "DDDCBA", "EEDCBA", "EEDCBA", "BBBBBA"]),
        ("corner", "D>", ["AAAAAA", "BBBBBA", "CCCCBA", "CDDDBA", "CEEDBA", "CEEDBA"]),
        ("corner", "E>", ["AAAAAA", "BBBBBA", "CCCCBA", "DDDCBA", "DEECBA", "DEECBA"]),
        ("corner", "E^", ["AAAAAA", "BBBBBA", "CCCCBA", "EEDCBA", "EEDCBA", "DDDCBA"]),
        ("staggered", "B<", ["BBBBBA", "CDDDBA", "CEEDBA", "CEEDBA", "CCCCBA", "AAAAAA"]),
        ("staggered", "Bv", ["AAAAAA", "ABBBBB", "ACDDDB", "ACEEDB", "ACEEDB", "ACCCCB"]),
        ("staggered", "D<", ["ABBBBB", "ADDDCB", "AEEDCB", "AEEDCB", "ACCCCB", "AAAAAA"]),
        ("staggered", "Dv", ["ABBBBB", "ACCCCB", "ACDDDB", "ACEEDB", "ACEEDB", "AAAAAA"]),
    ],
)
def test_surface_after_each_slide(start: str, move: str, expected: list[str]) -> None:
    assert board_map(play(new(start=start), move)) == expected


@pytest.mark.parametrize(
    ("move", "expected_map", "offsets"),
    [
        # B clockwise: the stack that sat in B's bottom-left corner goes to its top-left.
        ("B+", ["AAAAAA", "EEDCBA", "EEDCBA", "DDDCBA", "CCCCBA", "BBBBBA"], "00 01 01 01"),
        # B anticlockwise: bottom-left goes to bottom-right.
        ("B-", ["AAAAAA", "BBBBBA", "BCCCCA", "BCDDDA", "BCDEEA", "BCDEEA"], "00 10 10 10"),
        ("C+", ["AAAAAA", "BBBBBA", "EEDCBA", "EEDCBA", "DDDCBA", "CCCCBA"], "00 00 01 01"),
        ("C-", ["AAAAAA", "BBBBBA", "CCCCBA", "CDDDBA", "CDEEBA", "CDEEBA"], "00 00 10 10"),
        ("D+", ["AAAAAA", "BBBBBA", "CCCCBA", "EEDCBA", "EEDCBA", "DDDCBA"], "00 00 00 01"),
        ("D-", ["AAAAAA", "BBBBBA", "CCCCBA", "DDDCBA", "DEECBA", "DEECBA"], "00 00 00 10"),
        ("E+", CORNER, "00 00 00 00"),
    ],
)
def test_surface_after_each_rotation(move: str, expected_map: list[str], offsets: str) -> None:
    """``offsets`` lists dx dy of boards B-E: "00 01 01 01" is B (0,0), C (0,1), ..."""
    state = play(new(advanced=True), move)
    assert board_map(state) == expected_map
    assert state.offsets == tuple((int(o[0]), int(o[1])) for o in offsets.split())


def test_rotation_carries_counters_around_the_board_centre() -> None:
    # a1 is E's corner, e1 and e5 are B's corners, c3 is D's top-right corner.
    start = play(new(advanced=True), "a1", "e1", "e5", "c3")
    assert [owner_at(start, s) for s in ("a1", "e1", "e5", "c3")] == [0, 1, 0, 1]
    turned = play(start, "B+")
    assert turned.rotations == (0, 1, 1, 1, 1)
    # Clockwise about B's centre: a1 -> a5, e1 (bottom-right) -> a1, e5 (top-right) -> e1,
    # c3 is B's centre square and stays.
    assert (owner_at(turned, "a5"), board_at(turned, "a5")) == (0, "E")
    assert (owner_at(turned, "a1"), board_at(turned, "a1")) == (1, "B")
    assert (owner_at(turned, "e1"), board_at(turned, "e1")) == (0, "B")
    assert (owner_at(turned, "c3"), board_at(turned, "c3")) == (1, "D")
    back = play(start, "B-")
    # Anticlockwise: a1 -> e1, e1 -> e5, e5 -> a5 (B's top-left is now its own hole).
    assert (owner_at(back, "e1"), board_at(back, "e1")) == (0, "E")
    assert (owner_at(back, "e5"), board_at(back, "e5")) == (1, "B")
    assert (owner_at(back, "a5"), board_at(back, "a5")) == (0, "B")


def test_rotating_the_top_board_turns_its_counters_in_place() -> None:
    state = play(new(advanced=True), "a1", "b1")
    turned = play(state, "E+")
    # Clockwise about E's centre: a1 -> a2, b1 -> a1.
    assert owner_at(turned, "a2") == 0
    assert owner_at(turned, "a1") == 1
    assert owner_at(turned, "b1") is None
    assert owner_at(play(state, "E-"), "b2") == 1


def test_rotating_d_moves_its_corner_counter_and_the_2x2_board() -> None:
    state = play(new(advanced=True), "c3", "a1")
    turned = play(state, "D+")
    assert owner_at(turned, "c1") == 0  # D's top-right corner -> bottom-right
    assert owner_at(turned, "a3") == 1  # E's a1 -> top-left of D
    assert owner_at(turned, "c3") is None


def _abs_positions(offsets: Offsets, rotations: Rotations) -> tuple[int, ...]:
    return layout(offsets, rotations).hole_square


def offsets_of(flat: tuple[int, ...]) -> Offsets:
    """Eight numbers dx, dy of B, C, D, E -> offsets."""
    return ((flat[0], flat[1]), (flat[2], flat[3]), (flat[4], flat[5]), (flat[6], flat[7]))


ROT: Rotations = (0, 1, 2, 3, 0)


@settings(max_examples=300, deadline=None)
@given(
    st.tuples(*[st.tuples(st.integers(0, 1), st.integers(0, 1)) for _ in range(4)]),
    st.tuples(st.just(0), *[st.integers(0, 3) for _ in range(4)]),
    st.integers(1, 4),
    st.booleans(),
)
def test_rotation_is_a_rigid_quarter_turn_about_the_board_centre(
    offsets: Offsets, rotations: Rotations, board: int, clockwise: bool
) -> None:
    """Every hole of the board and the stack above turns about the board's centre;
    holes below do not move; the board keeps its squares."""
    before = _abs_positions(offsets, rotations)
    new_off, new_rot = rotate_stack(offsets, rotations, board, clockwise)
    after = _abs_positions(new_off, new_rot)
    ox, oy = origins(offsets)[board]
    n = SIZES[board]
    # Doubled coordinates keep the half-square centre exact.
    cx, cy = 2 * ox + n, 2 * oy + n
    first = sum(HOLE_COUNT[:board])
    for h in range(NUM_HOLES):
        x, y = before[h] % 6, before[h] // 6
        if h < first:
            assert after[h] == before[h]
            continue
        u, v = 2 * x + 1 - cx, 2 * y + 1 - cy
        u, v = (v, -u) if clockwise else (-v, u)
        nx, ny = (cx + u - 1) // 2, (cy + v - 1) // 2
        assert after[h] == ny * 6 + nx
    assert origins(new_off)[board] == (ox, oy)


@pytest.mark.parametrize("board", [1, 2, 3, 4])
def test_four_quarter_turns_restore_every_configuration(board: int) -> None:
    for flat in itertools.product((0, 1), repeat=8):
        offsets = offsets_of(flat)
        for clockwise in (True, False):
            off, rot = offsets, ROT
            for _ in range(4):
                off, rot = rotate_stack(off, rot, board, clockwise)
            assert (off, rot) == (offsets, ROT)
            one = rotate_stack(offsets, ROT, board, clockwise)
            assert rotate_stack(*one, board, not clockwise) == (offsets, ROT)


def test_slide_and_reverse_restore_and_overhang_is_refused() -> None:
    reverse = {"<": ">", ">": "<", "^": "v", "v": "^"}
    for flat in itertools.product((0, 1), repeat=8):
        offsets = offsets_of(flat)
        for board in range(1, 5):
            legal = 0
            for direction in "<>^v":
                moved = slide_stack(offsets, board, direction)
                if moved is None:
                    continue
                legal += 1
                assert slide_stack(moved, board, reverse[direction]) == offsets
            assert legal == 2  # one way along each axis, always


def test_quarter_turns_in_play_restore_the_position() -> None:
    # Variant e lets both players turn the same board, so four turns in a row are legal.
    start = play(new(variants="e"), "a1", "c3", "e1")
    state = play(start, "C+", "C+", "C+")
    assert state.visible() != start.visible()
    state = play(state, "C+")
    assert state.visible() == start.visible()
    assert state.offsets == start.offsets


def test_slide_and_reverse_in_play_restore_the_position() -> None:
    start = play(new(), "a1", "e1")
    state = play(start, "C>", "a6", "C<")
    assert board_map(state) == board_map(start)
    assert [owner_at(state, s) for s in ("a1", "e1", "a6")] == [0, 1, 1]


def test_counters_under_a_moved_board_are_hidden_and_come_back() -> None:
    state = play(new(), "f1", "B>")
    assert (board_at(state, "f1"), owner_at(state, "f1")) == ("B", None)
    assert state.hidden_counts() == (1, 0)
    state = play(state, "c6", "B<")  # B is free again after a placement
    assert (board_at(state, "f1"), owner_at(state, "f1")) == ("A", 0)
    assert state.hidden_counts() == (0, 0)


def _check_invariants(state: QuinamidState) -> None:
    holes = state.holes()
    assert len(holes) == 60
    assert sum(1 for h in holes if h[3]) == 36
    assert sum(1 for h in holes if not h[3]) == 24
    assert len({h[1] for h in holes if h[3]}) == 36  # each surface square shown once
    placed = (30 - state.counters_left[0], 30 - state.counters_left[1])
    assert (sum(1 for h in holes if h[2] == 0), sum(1 for h in holes if h[2] == 1)) == placed
    vis = [sq.owner for column in state.visible() for sq in column]
    hidden = state.hidden_counts()
    assert (vis.count(0) + hidden[0], vis.count(1) + hidden[1]) == placed
    for letter in "ABCDE":  # every hole sits on a square its board covers
        squares = set(state.board_squares(letter))
        assert all(h[1] in squares for h in holes if h[0] == letter)


@settings(max_examples=60, deadline=None)
@given(st.booleans(), st.lists(st.integers(0, 10_000), min_size=1, max_size=80))
def test_no_counter_is_ever_lost(advanced: bool, choices: list[int]) -> None:
    state = new(advanced=advanced)
    _check_invariants(state)
    for choice in choices:
        if state.is_over:
            break
        moves = state.legal_moves()
        move = moves[choice % len(moves)]
        nxt = state.play(move)
        assert isinstance(nxt, QuinamidState)
        if not isinstance(move, Place):
            # Slides and rotations keep every counter on its board.
            for letter in "ABCDE":
                assert nxt.counters_on_board(letter) == state.counters_on_board(letter)
            assert nxt.counters_left == state.counters_left
        state = nxt
        _check_invariants(state)
