"""Quinamid rules: actions, the locked board, counters, lines, double lines, repetition."""

from __future__ import annotations

import pytest

from games.quinamid import Place, Rotate, Slide
from quinamid_helpers import new, play, refused


def squares(text: str) -> tuple[tuple[int, int], ...]:
    """Squares of a line as ``win_line`` lists them: bottom row first, left to right."""
    return tuple(
        sorted((("abcdef".index(s[0]), int(s[1]) - 1) for s in text.split()), key=lambda c: (c[1], c[0]))
    )


def interleave(mine: str, theirs: str) -> list[str]:
    """Player 0 plays ``mine``, player 1 ``theirs``, alternately."""
    out: list[str] = []
    for a, b in zip(mine.split(), [*theirs.split(), ""], strict=False):
        out.append(a)
        if b:
            out.append(b)
    return out


# --- the start and the three kinds of action ----------------------------------


def test_start_position() -> None:
    state = new()
    assert state.to_move == 0
    assert state.counters_left == (30, 30)
    assert state.locked_board is None
    assert state.history == ()
    assert not state.is_over and not state.is_draw
    assert state.winner is None and state.scores == (0, 0)
    moves = {str(m) for m in state.legal_moves()}
    # 36 visible holes + two slides for each of B-E; no rotations in the basic game.
    assert len(moves) == 36 + 8
    assert {"a1", "f6", "B>", "B^", "E>", "E^"} <= moves
    assert not moves & {"B<", "Bv", "A>", "B+"}


def test_place_takes_a_counter_and_passes_the_turn() -> None:
    state = play(new(), "c4")
    assert state.visible()[2][3].owner == 0
    assert state.counters_left == (29, 30)
    assert state.to_move == 1
    assert state.history == ("c4",)
    assert state.locked_board is None


def test_play_never_mutates_and_accepts_move_objects() -> None:
    start = new(advanced=True)
    before = start.to_json(), start.visible(), start.offsets
    after = start.play(Place(2, 3)).play(Slide("B", ">")).play(Rotate("C", True))
    assert (start.to_json(), start.visible(), start.offsets) == before
    assert after.history == ("c4", "B>", "C+")


def test_place_on_a_taken_hole_is_refused() -> None:
    refused(play(new(), "c4"), "c4", "That hole is taken.")


def test_base_board_never_moves() -> None:
    state = new(advanced=True)
    refused(state, "A>", "Board A is the base; it never moves.")
    refused(state, "A+", "Board A is the base; it never moves.")


def test_slides_may_not_overhang() -> None:
    state = new()
    refused(state, "B<", "Board B cannot slide left: it would overhang board A.")
    refused(state, "Ev", "Board E cannot slide down: it would overhang board D.")
    state = play(state, "D>", "a6")
    assert state.offsets == ((0, 0), (0, 0), (1, 0), (0, 0))
    refused(state, "D>", "Board D cannot slide right: it would overhang board C.")
    assert {str(m) for m in state.legal_moves() if isinstance(m, Slide) and m.board == "D"} == {"D<", "D^"}


def test_rotations_only_in_the_advanced_game() -> None:
    refused(new(), "C+", "Rotations are only in the advanced game.")
    refused(new(), "C-", "Rotations are only in the advanced game.")
    moves = {str(m) for m in new(advanced=True).legal_moves()}
    assert {"B+", "B-", "C+", "C-", "D+", "D-", "E+", "E-"} <= moves
    assert len(moves) == 36 + 8 + 8


def test_a_rotation_that_changes_nothing_visible_is_legal() -> None:
    state = new(advanced=True)
    turned = play(state, "E+")
    assert turned.visible() == state.visible()
    assert turned.locked_board == "E"
    assert turned.rotations == (0, 0, 0, 0, 1)


# --- the board just moved -------------------------------------------------------


def test_the_board_just_slid_is_locked_for_the_next_player_only() -> None:
    state = play(new(advanced=True), "C>")
    assert state.locked_board == "C"
    refused(state, "C<", "Board C was just moved; it cannot move this turn.")
    refused(state, "C+", "Board C was just moved; it cannot move this turn.")
    refused(state, "C-", "Board C was just moved; it cannot move this turn.")
    # Only the board named in the move is locked, not those it carried, nor the one below.
    state.play("D>")
    state.play("E+")
    state.play("B^")
    # After any other action the lock is gone: the player who moved C may move it again.
    assert play(state, "a6").locked_board is None
    assert play(state, "a6", "C<").offsets == ((0, 0),) * 4
    assert play(state, "B^", "C<").locked_board == "C"


def test_the_board_just_rotated_is_locked_too() -> None:
    state = play(new(advanced=True), "D-")
    refused(state, "D+", "Board D was just moved; it cannot move this turn.")
    refused(state, "D^", "Board D was just moved; it cannot move this turn.")


def test_a_player_can_always_act() -> None:
    """Each of B-E can always slide one way per axis, and only one board is locked."""
    state = new(advanced=True)
    for move in ["B>", "C^", "D>", "E^", "B^", "C>", "D^", "E>"]:
        state = play(state, move)
        slides = [m for m in state.legal_moves() if isinstance(m, Slide)]
        assert len(slides) == 6


# --- counters -------------------------------------------------------------------

# Player 0 places all 30 counters without a line while player 1 only slides
# (found by a greedy search; any order that never makes five works).
ALL_THIRTY = (
    "a1 B> a1 B< b1 B> d1 B< d1 B^ b1 B> c1 B< d1 B> f1 B< f2 B> a3 B< a3 B> c3 B< c3 B> f3 B< "
    "f3 B> a4 B< a4 B> c4 B< c4 B> f4 B< f4 B> a5 B< d5 Bv a4 D^ a1 C^ b1 B^ c2 B> e2 B< d5"
)


def test_a_player_without_counters_may_still_slide_and_rotate() -> None:
    state = play(new(), *ALL_THIRTY.split())
    assert state.counters_left == (0, 30)
    assert not state.is_over
    state = play(state, "e6")
    assert state.to_move == 0
    refused(state, "f6", "You have no counters left.")
    moves = state.legal_moves()
    assert moves and not any(isinstance(m, Place) for m in moves)
    assert all(isinstance(m, Slide) for m in moves)
    after = play(state, str(moves[0]))
    assert after.history[-1] == str(moves[0]) and after.counters_left == (0, 29)


# --- lines ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mine", "theirs", "line"),
    [
        ("a6 b6 c6 d6 e6", "a1 b1 c1 d1", "a6 b6 c6 d6 e6"),  # row
        ("f1 f2 f3 f4 f5", "a1 b1 c1 d1", "f1 f2 f3 f4 f5"),  # column
        ("a1 b2 c3 d4 e5", "f1 f2 f3 f4", "a1 b2 c3 d4 e5"),  # diagonal
        ("a6 b5 c4 d3 e2", "f1 f2 f3 f4", "a6 b5 c4 d3 e2"),  # anti-diagonal
        ("b1 c2 d3 e4 f5", "a1 a2 a3 a4", "b1 c2 d3 e4 f5"),  # shorter diagonal
        ("a5 b4 c3 d2 e1", "f1 f2 f3 f4", "a5 b4 c3 d2 e1"),  # shorter anti-diagonal
    ],
)
def test_five_in_a_row_wins_in_every_direction(mine: str, theirs: str, line: str) -> None:
    moves = interleave(mine, theirs)
    before = play(new(), *moves[:-1])
    assert not before.is_over
    state = play(before, moves[-1])
    assert state.is_over and state.winner == 0 and state.to_move is None
    assert state.scores == (1, 0)
    assert state.win_line == squares(line)
    assert state.legal_moves() == []
    refused(state, "f6", "The game is over: no more moves can be played.")


def test_the_second_player_can_win_and_six_counts_as_a_line() -> None:
    moves = interleave("a1 a3 a5 c4 d5 c1", "a6 b6 c6 d6 f6 e6")
    assert not play(new(), *moves[:-1]).is_over
    state = play(new(), *moves)
    assert state.winner == 1 and state.scores == (0, 1)
    assert state.win_line == squares("a6 b6 c6 d6 e6 f6")


def test_covered_counters_make_no_line_until_uncovered() -> None:
    # Player 0 has A's f2-f5; player 1's B> covers them; f6 then makes no line.
    state = play(new(), *interleave("f2 f3 f4 f5 f6", "a1 b1 c1 B>"))
    assert not state.is_over
    assert state.hidden_counts() == (4, 0)
    # Player 1 slides B back (no longer locked): that uncovers player 0's f2-f6.
    state = play(state, "B<")
    assert state.winner == 0
    assert state.win_line == squares("f2 f3 f4 f5 f6")


def test_a_slide_can_complete_the_actors_own_line() -> None:
    state = play(new(), *interleave("f2 f3 f4 f5 B> f6", "a1 b1 c1 d3 a6 b6"))
    assert not state.is_over and state.to_move == 0
    state = play(state, "B<")
    assert state.winner == 0
    assert state.win_line == squares("f2 f3 f4 f5 f6")


# The double-line position, built by hand (corner start):
#   1 E> exposes D's a1, a2, which player 0 takes (3, 5); 7 E< covers them again.
#   Player 1 holds E's two bottom holes (a1, b1 after move 7) and d1 e1 f1;
#   player 0 holds a3 a4 a5.  Sliding E right now shows player 0's column a1-a5
#   and moves player 1's E counters to b1 c1, completing b1-f1.
DOUBLE = ["E>", "f1", "a1", "e1", "a2", "d1", "E<", "a1", "a3", "b1", "a4", "f6", "a5", "c6"]


def test_an_action_that_completes_both_lines_makes_the_other_player_win() -> None:
    before = play(new(), *DOUBLE)
    assert not before.is_over and before.to_move == 0
    state = play(before, "E>")
    assert state.winner == 1  # player 0 acted, so player 1 wins
    assert state.scores == (0, 1)
    assert state.win_line == squares("b1 c1 d1 e1 f1")
    vis = state.visible()
    assert all(vis[0][row].owner == 0 for row in range(5))  # player 0's line is there too


def test_handing_the_opponent_a_line_makes_the_opponent_win() -> None:
    moves = [m if m != "a5" else "e6" for m in DOUBLE]  # player 0's column stays short
    state = play(new(), *moves, "E>")
    assert state.winner == 1
    assert state.win_line == squares("b1 c1 d1 e1 f1")


# --- repetition -----------------------------------------------------------------


def test_third_repetition_is_a_draw() -> None:
    cycle = ["B>", "C>", "B<", "C<"]
    # The position after B> (B right, B locked, player 1 to act) recurs after moves 5 and 9.
    state = play(new(), *cycle, *cycle)
    assert not state.is_over
    state = play(state, "B>")
    assert state.is_over and state.is_draw
    assert state.winner is None and state.scores == (0, 0)
    assert state.legal_moves() == []
    assert state.win_line == ()


def test_repetition_counts_physically_equal_positions() -> None:
    """An empty ring turned a quarter looks and plays the same: the same position."""
    moves = ["E+", "B>", "E+", "B<", "E+", "B>", "E+", "B<", "E+"]
    state = play(new(advanced=True), *moves[:-1])
    assert not state.is_over
    state = play(state, moves[-1])  # after moves 1, 5 and 9: B home, E locked, player 1 to act
    assert state.is_draw


def test_counters_are_part_of_the_position() -> None:
    cycle = ["B>", "C>", "B<", "C<"]
    # Twice round the cycle, then both players place a counter: the boards
    # return to the twice-seen places, but with new counters it is a new position.
    state = play(new(), *cycle, *cycle, "a6", "b6", "B>")
    assert not state.is_over
    state = play(state, *cycle[1:], *cycle)
    assert not state.is_over
    assert play(state, "B>").is_draw
