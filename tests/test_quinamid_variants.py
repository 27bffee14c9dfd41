"""Quinamid variants a-e (rulebook "Variants", and our decisions under "How we play it")."""

from __future__ import annotations

import pytest

from games.quinamid import Place
from quinamid_helpers import new, play, refused

TOP_CORNER = ("a1", "b1", "a2", "b2")  # board E at the corner start
A_REASON = "In this game the first move may not be on the 2x2 board (variant a)."
B_REASON = "You have already placed your one counter on the 2x2 board (variant b)."


def c_reason(missing: str) -> str:
    return (
        "You must have a counter on every other board before placing on the 2x2 board "
        f"(variant c); still missing: {missing}."
    )


# --- a ---------------------------------------------------------------------------


def test_a_first_move_may_not_be_on_the_2x2_board() -> None:
    state = new(variants="a")
    for square in TOP_CORNER:
        refused(state, square, A_REASON)
    assert len([m for m in state.legal_moves() if isinstance(m, Place)]) == 32
    state = play(state, "c3")
    assert state.why_not("a1") is None  # the second player may
    assert play(state, "c4").why_not("a1") is None  # and so may the first player later


def test_a_follows_the_2x2_board_wherever_it_is() -> None:
    state = new(variants="a", start="staggered")
    refused(state, "c3", A_REASON)
    assert state.why_not("a1") is None
    # Without the variant the first move may go there.
    assert new().why_not("a1") is None


# --- b ---------------------------------------------------------------------------


def test_b_one_counter_each_on_the_2x2_board() -> None:
    state = play(new(variants="b"), "a1", "b1")
    refused(state, "a2", B_REASON)
    state = play(state, "c3")
    refused(state, "b2", B_REASON)
    # Sliding E moves its counters, which still count.
    state = play(state, "E>", "c4")
    refused(state, "c2", B_REASON)  # E's free hole, now at c2
    assert new().why_not("a1") is None


# --- c ---------------------------------------------------------------------------


def test_c_every_other_board_first_and_covered_counters_count() -> None:
    state = new(variants="c")
    refused(state, "a1", c_reason("A, B, C, D"))
    state = play(state, "e1")  # player 0 on B (B's bottom-right hole)
    state = play(state, "C>")  # player 1 covers it with C
    assert state.hidden_counts() == (1, 0)
    assert state.visible()[4][0].board == "C"
    state = play(state, "f6", "f1")  # player 0 on A
    refused(state, "b1", c_reason("C, D"))
    state = play(state, "e4", "f2")  # player 0 on C (C's corner after C>)
    refused(state, "b1", c_reason("D"))
    state = play(state, "d3")  # player 0 on D
    refused(state, "b1", c_reason("B, C, D"))  # player 1 has only A
    state = play(state, "f3")
    assert state.why_not("b1") is None
    assert play(state, "b1").visible()[1][0].owner == 0


# --- d ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mine", "theirs"),
    [
        ("a6 b6 c6 d6 e6 f6", "a1 b1 c1 d1 a2"),
        ("a1 b2 c3 d4 e5 f6", "f1 f2 f3 f4 a2"),
        ("f1 f2 f3 f4 f5 f6", "a1 b1 c1 d1 a2"),
    ],
)
def test_d_six_in_a_row_wins_five_does_not(mine: str, theirs: str) -> None:
    """Player 0 makes ``mine`` while player 1 plays ``theirs``."""
    five = interleave(mine.split()[:5], theirs.split())
    assert play(new(), *five[:9]).winner == 0  # five wins in the normal game
    state = play(new(variants="d"), *five)
    assert not state.is_over
    state = play(state, mine.split()[-1])
    assert state.winner == 0
    assert len(state.win_line) == 6


def interleave(mine: list[str], theirs: list[str]) -> list[str]:
    return [m for pair in zip(mine, theirs, strict=True) for m in pair]


# --- e ---------------------------------------------------------------------------


@pytest.mark.parametrize("advanced", [False, True])
def test_e_clockwise_only_and_the_same_board_may_turn_again(advanced: bool) -> None:
    state = new(variants="e", advanced=advanced)
    moves = {str(m) for m in state.legal_moves()}
    assert {"B+", "C+", "D+", "E+"} <= moves
    assert not {"B-", "C-", "D-", "E-"} & moves
    refused(state, "C-", "In this variant boards only turn clockwise (+).")
    state = play(state, "C+")
    assert state.locked_board == "C"
    assert state.why_not("C+") is None  # the lock does not stop a rotation
    refused(state, "C>", "Board C was just moved; it cannot move this turn.")
    state = play(state, "C+", "C+")
    assert state.rotations == (0, 0, 3, 3, 3)


def test_e_a_slid_board_may_be_turned_but_not_slid() -> None:
    state = play(new(variants="e"), "D>")
    assert state.why_not("D+") is None
    refused(state, "D<", "Board D was just moved; it cannot move this turn.")


def test_variants_combine() -> None:
    state = new(variants="abcde")
    refused(state, "a1", A_REASON)
    assert state.rules.line_length == 6
    assert state.rules.rotations_allowed and state.rules.clockwise_only
