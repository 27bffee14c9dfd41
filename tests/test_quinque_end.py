"""Quinque: lines of five (who wins), draws, and a player who cannot act."""

from __future__ import annotations

import pytest

from games import IllegalMoveError
from games.quinque import Pass, QuinqueState, TileMove
from quinque_helpers import turns


def assert_won(s: QuinqueState, winner: int, line: list[tuple[int, int]]) -> None:
    assert s.is_over and s.to_move is None and s.winner == winner
    assert s.scores == tuple(1 if p == winner else 0 for p in (0, 1))
    assert not s.is_draw and s.draw_reason is None
    assert s.win_line == tuple(sorted(line))
    assert s.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="The game is over"):
        s.play("pass")


def row(y: int, xs: range) -> list[tuple[int, int]]:
    return [(x, y) for x in xs]


# --- lines ------------------------------------------------------------------------------------------

# Player 0 builds a row on skydiver row 0, player 1 one on row 1 (tiles (0,0), (1,0)).
ROWS = ("+0,0:a", "+1,0:c", "0,0:b", "0,0:c", "1,0:a", "0,0:d")


def test_a_row_of_five_made_by_a_mark_wins_at_once() -> None:
    s = turns(*ROWS, "1,0:b", "1,0:d")
    assert not s.is_over and s.to_move == 0  # four each
    s = turns(*ROWS, "1,0:b", "1,0:d", ("+2,0:a",))
    assert s.action == 0  # no second action after a win
    assert_won(s, 0, row(0, range(5)))


def test_a_column_of_five_wins() -> None:
    s = turns("+0,0:a", "+1,0:b", "0,0:c", "1,0:d", "+0,1:a", "1,0:a", "0,1:c", "1,0:c", "+0,2:a")
    assert_won(s, 0, [(0, y) for y in range(5)])


def test_a_diagonal_of_five_across_an_offset_formation_wins() -> None:
    # Tiles (0,0), (1,1), (2,2) only meet at corners: the line still counts on the global grid.
    s = turns("+0,0:a", "+1,0:a", "0,0:d", "+1,1:b", "1,1:a", "+2,1:a", "1,1:d", "1,0:b", "+2,2:a")
    assert_won(s, 0, [(i, i) for i in range(5)])


def test_an_anti_diagonal_of_five_wins() -> None:
    s = turns(
        "+0,0:b", "+1,0:a", "1,0:d", "+2,0:b", "2,0:a", "+1,1:b", "1,1:a", "+0,1:a", "0,1:d", "0,0:c",
        "+0,2:a",
    )  # fmt: skip
    assert_won(s, 0, [(4 - i, i) for i in range(5)])


def test_six_in_a_row_wins_and_is_shown_whole() -> None:
    s = turns(
        "+0,0:a", "+1,0:c", "0,0:b", "+2,0:c", "1,0:a", "0,0:c", "2,0:a", "0,0:d", "2,0:b", "+0,1:a",
        "1,0:b",
    )  # fmt: skip
    assert_won(s, 0, row(0, range(6)))


# Tile (1,1) carries player 0 on its "a" and player 1 on its "c"; moving it to (2,0)
# puts them at the ends of row 0 and row 1.
BEFORE_DOUBLE = (*ROWS, "+1,1:a", "1,0:d")


def test_a_move_completing_both_lines_wins_for_the_player_who_moved() -> None:
    s = turns(*BEFORE_DOUBLE, "1,0:b", "1,1:c")
    assert not s.is_over and s.to_move == 0
    assert_won(turns(*BEFORE_DOUBLE, "1,0:b", "1,1:c", ("1,1>2,0",)), 0, row(0, range(5)))
    # The same double line made by player 1 wins for player 1.
    s = turns(*BEFORE_DOUBLE, "1,0:b", "1,1:c", "+0,-1:a", ("1,1>2,0",))
    assert_won(s, 1, row(1, range(5)))


def test_a_move_completing_only_the_opponents_line_makes_the_opponent_win() -> None:
    s = turns(*BEFORE_DOUBLE, "1,1:b", "1,1:c", ("1,1>2,0",))  # player 0 moves, row 0 has a gap
    assert_won(s, 1, row(1, range(5)))


def test_a_line_made_by_the_second_action_wins() -> None:
    s = turns(*BEFORE_DOUBLE, "1,1:b", "1,1:c", "+0,-1:a", ("+-1,0:c",))
    assert not s.is_over and s.to_move == 1 and s.action == 1
    assert_won(s.play("1,1>2,0"), 1, row(1, range(5)))  # type: ignore[arg-type]


def test_the_last_parachute_completing_a_line_wins_rather_than_draws() -> None:
    """A hand-built position (internal constructor): player 1 holds the last parachute."""
    base = QuinqueState(
        advanced=False,
        tiles=frozenset({(0, 0), (1, 0), (2, 0)}),
        marks={(0, 0): 1, (1, 0): 1, (2, 0): 1, (3, 0): 1, (0, 1): 0, (2, 1): 0},
        left=(0, 1),
        to_move=1,
        action=0,
        locked=None,
        history=(),
    )
    assert_won(base.play("2,0:a"), 1, row(0, range(5)))  # type: ignore[arg-type]
    drawn = base.play("2,0:d")
    assert isinstance(drawn, QuinqueState)
    assert drawn.is_over and drawn.is_draw and drawn.draw_reason == "parachutes" and drawn.winner is None


# --- draws by repetition -------------------------------------------------------------------------------


def test_third_repetition_is_a_draw() -> None:
    shuffle = (("1,0>-1,0", "pass"), ("-1,0>1,0", "pass"))
    s = turns("+0,0:a", "+1,0:a", *shuffle, ("1,0>-1,0", "pass"), ("-1,0>1,0",))
    assert not s.is_over and s.draw_reason is None  # this position has been seen once only
    s = s.play("pass")  # tiles, parachutes, player 0 first action: the third time
    assert isinstance(s, QuinqueState)
    assert s.is_over and s.is_draw and s.draw_reason == "repetition"
    assert s.winner is None and s.scores == (0, 0) and s.win_line == () and s.legal_moves() == []
    assert s.action == 0 and s.locked_tile is None


def test_repetition_counts_positions_up_to_shifting_the_formation() -> None:
    s = turns("+0,0:a", "+1,0:a", ("0,0>2,0", "pass"), ("1,0>3,0", "pass"), ("2,0>4,0", "pass"), ("3,0>5,0",))
    assert not s.is_over
    s = s.play("pass")
    assert isinstance(s, QuinqueState)
    assert s.tiles == frozenset({(4, 0), (5, 0)})  # never here before, but the same shape twice before
    assert s.draw_reason == "repetition"


# Each turn moves tile 0,0 away and back, so every turn ends on the same table (tiles, parachutes,
# first action, no locked tile) with the other player to move; the first time is after player 1's
# first turn (a mark, then pass), with player 0 to move.


def away_and_back(s: QuinqueState) -> QuinqueState:
    s = s.play("0,0>2,0").play("2,0>0,0")  # type: ignore[assignment]
    return s


def table(s: QuinqueState) -> tuple[object, ...]:
    return s.tiles, dict(s.marks), s.action, s.locked_tile


def test_the_same_table_with_the_other_player_to_move_is_not_a_repetition() -> None:
    s = turns("+0,0:a", "+1,0:a")
    first = table(s)
    movers = [s.to_move]
    for _ in range(2):
        s = away_and_back(s)
        assert table(s) == first
        movers.append(s.to_move)
    assert movers == [0, 1, 0]  # the table three times, but with player 0 to move only twice
    assert not s.is_over and s.draw_reason is None


def test_the_same_table_with_the_same_player_to_move_a_third_time_is_a_repetition() -> None:
    s = turns("+0,0:a", "+1,0:a")
    first = table(s)
    for _ in range(3):
        s = away_and_back(s)
    assert s.to_move == 1 and not s.is_over  # player 1 to move here for the second time
    s = away_and_back(s)
    assert table(s)[:2] == first[:2] and s.draw_reason == "repetition"  # player 0: the third time


# --- parachutes running out; a player who cannot act ------------------------------------------------------


def chain_game() -> list[str | tuple[str, ...]]:
    """Eleven tiles in a row (x = 0..10, y = 0) and 35 parachutes.

    The end tiles carry 1 parachute each, so in the advanced game no tile can
    move: the ends may only step one square (which cuts them off) and every
    other tile would split the row.  Player 0 places all 18 parachutes;
    player 1 spends one turn moving tile 9 away and back, so keeps 1.
    """
    skip = {(4, "d"), (7, "d"), (9, "d")}
    inner = [(x, s) for x in range(1, 10) for s in "abcd" if (x, s) not in skip]
    placed = {0}

    def mark(x: int, s: str) -> str:
        new = x not in placed
        placed.add(x)
        return f"{'+' if new else ''}{x},0:{s}"

    plays: list[str | tuple[str, ...]] = ["+0,0:b"]
    plays += [mark(x, s) for x, s in inner[:32]]
    plays.append(("9,0>-1,0", "-1,0>9,0"))  # player 1 wastes a turn (tile 9 has 2 parachutes)
    plays.append(mark(*inner[32]))
    plays.append("+10,0:a")
    return plays


def test_a_player_without_parachutes_or_tile_moves_must_pass() -> None:
    s = turns(*chain_game(), advanced=True)
    assert not s.is_over and s.to_move == 0 and s.action == 0
    assert s.parachutes_left == (0, 1) and len(s.tiles) == 11
    assert s.legal_moves() == [Pass()]
    assert all(s.can_move_tile(x, 0) is not None for x in range(11))
    with pytest.raises(IllegalMoveError, match="You have no parachutes left"):
        s.play("0,0:a")
    with pytest.raises(IllegalMoveError, match="You have no parachutes left"):
        s.play("+0,1:a")
    s = s.play("pass")  # type: ignore[assignment]
    assert s.to_move == 1 and s.action == 0 and not s.is_over


def test_without_parachutes_a_player_who_can_move_must_move() -> None:
    s = turns(*chain_game())  # the basic game: the end tiles can move diagonally
    assert s.parachutes_left == (0, 1) and not s.is_over
    assert s.legal_moves() and all(isinstance(m, TileMove) for m in s.legal_moves())
    with pytest.raises(IllegalMoveError, match="You may pass only after your first action"):
        s.play("pass")
    with pytest.raises(IllegalMoveError, match="You have no parachutes left"):
        s.play("0,0:a")


def test_the_last_of_36_parachutes_without_a_line_is_a_draw() -> None:
    s = turns(*chain_game(), "pass", ("0,0:a",), advanced=True)
    assert len(s.marks) == 36 and s.parachutes_left == (0, 0)
    assert s.is_over and s.is_draw and s.draw_reason == "parachutes"
    assert s.winner is None and s.scores == (0, 0) and s.legal_moves() == [] and s.to_move is None
