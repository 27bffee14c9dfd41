"""Quinque tile moves: the basic rule, the golden rules, the advanced table.

The fast destination finder (DFS cut tiles) is checked against a brute-force
definition on random formations.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalMoveError
from games.quinque import QuinqueState, TileMove
from games.quinque.geometry import Square, is_connected
from games.quinque.movement import Formation, articulation_points, destinations, step_allowed
from quinque_helpers import turns


def illegal(s: QuinqueState, text: str, message: str) -> None:
    before = (s.to_json(), [str(m) for m in s.legal_moves()])
    with pytest.raises(IllegalMoveError) as err:
        s.play(text)
    assert message in str(err.value)
    assert (s.to_json(), [str(m) for m in s.legal_moves()]) == before


def dests(s: QuinqueState, square: Square) -> set[Square]:
    """Destinations read from legal_moves(), to compare with tile_destinations()."""
    return {(m.u, m.v) for m in s.legal_moves() if isinstance(m, TileMove) and (m.x, m.y) == square}


L_SHAPE = ("+0,0:a", "+1,0:a", "+0,1:a")  # tiles (0,0), (1,0), (0,1); player 1 to act


# --- basic game --------------------------------------------------------------------------------------


def test_basic_moves_go_any_distance_in_8_directions_over_gaps_and_tiles() -> None:
    s = turns("+0,0:a", "+1,0:b", "+1,1:c", "+1,2:d")  # (0,0) then a column at x=1
    assert s.to_move == 0
    expected = {(2, 0), (1, -1), (0, 1), (0, 2), (2, 2)}
    assert s.tile_destinations(0, 0) == frozenset(expected) == dests(s, (0, 0))
    s2 = s.play("0,0>2,0")  # over the tile at (1,0)
    assert isinstance(s2, QuinqueState) and s2.tiles == frozenset({(1, 0), (2, 0), (1, 1), (1, 2)})
    assert s.play("0,0>0,2").tiles == frozenset({(0, 2), (1, 0), (1, 1), (1, 2)})  # over the gap (0,1)
    assert s.play("0,0>2,2").tiles == frozenset({(2, 2), (1, 0), (1, 1), (1, 2)})  # diagonally over (1,1)


def test_a_moved_tile_keeps_its_parachutes_in_place() -> None:
    s = turns("+0,0:a", "+1,0:b", "0,0:d")  # tile (0,0): a = player 0, d = player 0
    s = s.play("0,0>2,0")
    assert isinstance(s, QuinqueState)
    assert dict(s.marks) == {(4, 0): 0, (5, 1): 0, (3, 0): 1}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("0,0>2,3", "A tile moves in a straight line: along its row, its column or a diagonal."),
        ("0,0>1,1", "The square 1,1 already holds a tile."),
        ("0,0>0,0", "A tile must move to a different square."),
        ("0,0>-3,0", "After a move all tiles must still form one group joined edge to edge."),
        ("1,1>3,1", "After a move all tiles must still form one group joined edge to edge."),
        ("5,5>5,6", "There is no tile at 5,5."),
    ],
)
def test_basic_move_refusals(text: str, message: str) -> None:
    illegal(turns("+0,0:a", "+1,0:b", "+1,1:c", "+1,2:d"), text, message)


def test_the_only_tile_cannot_move() -> None:
    s = turns("+0,0:a")
    illegal(s, "0,0>1,0", "The only tile on the table cannot move.")
    assert s.can_move_tile(0, 0) == "The only tile on the table cannot move."
    assert s.tile_destinations(0, 0) == frozenset()


def test_a_tile_marked_this_turn_cannot_move() -> None:
    s = turns("+0,0:a", ("+1,0:a",))
    assert s.locked_tile == (1, 0)
    illegal(s, "1,0>2,0", "That tile has a parachute placed this turn")
    assert s.can_move_tile(1, 0) == "That tile has a parachute placed this turn, so it cannot move."
    assert s.tile_destinations(1, 0) == frozenset() and dests(s, (1, 0)) == set()
    assert s.can_move_tile(0, 0) is None and (2, 0) in s.tile_destinations(0, 0)
    s = turns("+0,0:a", "+1,0:a", ("0,0:b",))  # marking an old tile locks it too
    illegal(s, "0,0>2,0", "That tile has a parachute placed this turn")


def test_a_surrounded_tile_cannot_move() -> None:
    s = turns("+0,0:a", "+1,0:a", "+-1,0:a", "+0,1:a", "+0,-1:a")
    illegal(s, "0,0>1,1", "That tile is surrounded on all 4 edges, so it cannot move.")
    assert s.can_move_tile(0, 0) == "That tile is surrounded on all 4 edges, so it cannot move."
    assert s.tile_destinations(0, 0) == frozenset()
    assert s.can_move_tile(1, 0) is None


def test_a_tile_that_would_split_the_formation_has_nowhere_to_go() -> None:
    s = turns("+0,0:a", "+1,0:a", "+2,0:a")
    assert s.can_move_tile(1, 0) == (
        "That tile has nowhere to go. After a move all tiles must still form one group joined edge to edge."
    )
    assert s.tile_destinations(1, 0) == frozenset()
    illegal(s, "1,0>1,1", "one group joined edge to edge")
    assert s.can_move_tile(7, 7) == "There is no tile at 7,7."


def test_a_cut_tile_may_move_where_it_rejoins_the_groups() -> None:
    s = turns(*L_SHAPE)  # (0,0) joins (1,0) and (0,1); (1,1) touches both
    assert s.tile_destinations(0, 0) == frozenset({(1, 1)})
    assert s.play("0,0>1,1").tiles == frozenset({(1, 0), (0, 1), (1, 1)})


def test_the_second_action_may_move_the_same_tile_again() -> None:
    s = turns(*L_SHAPE, ("1,0>1,1",))
    assert s.action == 1 and s.locked_tile is None
    s = s.play("1,1>1,0")
    assert s.to_move == 0 and s.action == 0


def test_game_over_means_no_destinations() -> None:
    s = turns("+0,0:a", "+1,0:c", "0,0:b", "0,0:c", "1,0:a", "0,0:d", "1,0:b", "1,0:d", "+2,0:a")
    assert s.is_over
    assert s.tile_destinations(0, 0) == frozenset()
    assert s.can_move_tile(0, 0) == "The game is over: no more moves can be played."


# --- advanced game ---------------------------------------------------------------------------------


def test_advanced_one_parachute_moves_one_square_orthogonally() -> None:
    s = turns(*L_SHAPE, advanced=True)
    assert s.parachutes_on(1, 0) == 1
    assert s.tile_destinations(1, 0) == frozenset({(1, 1)}) == dests(s, (1, 0))
    illegal(s, "1,0>3,0", "A tile with 1 parachute moves only one square along its row or column.")
    illegal(s, "1,0>0,-1", "A tile with 1 parachute moves only one square along its row or column.")
    illegal(s, "1,0>2,0", "one group joined edge to edge")  # advanced moves keep the formation joined
    basic = turns(*L_SHAPE)
    assert basic.tile_destinations(1, 0) == frozenset({(-1, 0), (0, -1), (1, 1)})


def test_advanced_two_parachutes_move_along_row_or_column_through_tiles() -> None:
    s = turns(*L_SHAPE, "1,0:b", advanced=True)  # both parachutes of (1,0) count, whatever their colour
    assert s.parachutes_on(1, 0) == 2
    assert s.tile_destinations(1, 0) == frozenset({(-1, 0), (1, 1)})
    assert s.play("1,0>-1,0").tiles == frozenset({(-1, 0), (0, 0), (0, 1)})  # through (0,0)
    illegal(s, "1,0>0,-1", "A tile with 2 parachutes moves only along its row or column.")


def test_advanced_three_parachutes_move_diagonally_through_tiles() -> None:
    s = turns(*L_SHAPE, "1,0:b", "1,0:c", advanced=True)
    assert s.parachutes_on(1, 0) == 3 and s.to_move == 1
    assert s.tile_destinations(1, 0) == frozenset({(0, -1)})
    illegal(s, "1,0>-1,0", "A tile with 3 parachutes moves only diagonally.")
    illegal(s, "1,0>1,1", "A tile with 3 parachutes moves only diagonally.")
    t = turns("+0,0:a", "+1,0:a", "+2,0:a", "+1,1:a", "2,0:b", "2,0:c", "+1,2:b", advanced=True)
    assert t.parachutes_on(2, 0) == 3
    assert (0, 2) in t.tile_destinations(2, 0)  # diagonally through the tile at (1,1)


def test_advanced_four_parachutes_move_anywhere_in_a_line() -> None:
    s = turns(*L_SHAPE, "1,0:b", "1,0:c", "1,0:d", advanced=True)
    assert s.parachutes_on(1, 0) == 4 and s.to_move == 0
    assert s.tile_destinations(1, 0) == frozenset({(-1, 0), (0, -1), (1, 1)})
    illegal(s, "1,0>-1,1", "A tile moves in a straight line: along its row, its column or a diagonal.")


def test_advanced_golden_rules_still_apply() -> None:
    s = turns(*L_SHAPE, ("1,0:b",), advanced=True)
    illegal(s, "1,0>-1,0", "That tile has a parachute placed this turn")
    plus = turns("+0,0:a", "+1,0:a", "+-1,0:a", "+0,1:a", "+0,-1:a", advanced=True)
    illegal(plus, "0,0>1,1", "surrounded on all 4 edges")


def test_advanced_tile_with_nowhere_to_go_names_its_rule() -> None:
    s = turns("+0,0:a", "+1,0:a", advanced=True)
    assert s.can_move_tile(1, 0) == (
        "That tile has nowhere to go. A tile with 1 parachute moves only one square along its row or "
        "column. After a move all tiles must still form one group joined edge to edge."
    )


# --- the fast finder against the definition ----------------------------------------------------------


@st.composite
def formations(draw: st.DrawFn) -> frozenset[Square]:
    """A random edge-connected formation of 2 to 16 tiles grown from 0,0."""
    size = draw(st.integers(2, 16))
    tiles: set[Square] = {(0, 0)}
    while len(tiles) < size:
        edge = sorted(
            {(x + dx, y + dy) for x, y in tiles for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - tiles
        )
        tiles.add(draw(st.sampled_from(edge)))
    return frozenset(tiles)


def brute_destinations(
    tiles: frozenset[Square], square: Square, parachutes: int, advanced: bool
) -> set[Square]:
    """The rule as written: a free square on an allowed step, the formation connected afterwards."""
    x, y = square
    out = set()
    for u in range(x - 20, x + 21):
        for v in range(y - 20, y + 21):
            if (u, v) in tiles or not step_allowed(u - x, v - y, parachutes, advanced):
                continue
            if is_connected((tiles - {square}) | {(u, v)}):
                out.add((u, v))
    return out


@settings(max_examples=150, deadline=None)
@given(formations(), st.data(), st.integers(1, 4), st.booleans())
def test_destinations_match_the_definition(
    tiles: frozenset[Square], data: st.DataObject, parachutes: int, advanced: bool
) -> None:
    square = data.draw(st.sampled_from(sorted(tiles)))
    assert destinations(tiles, square, parachutes, advanced) == brute_destinations(
        tiles, square, parachutes, advanced
    )


@settings(max_examples=150, deadline=None)
@given(formations())
def test_cut_tiles_are_the_articulation_points(tiles: frozenset[Square]) -> None:
    expected = {sq for sq in tiles if not is_connected(tiles - {sq})}
    assert articulation_points(tiles) == expected == Formation(tiles).cuts


def test_step_rules_table() -> None:
    rows = {
        (1, 0): (True, True, True, False, True),  # (basic, adv1, adv2, adv3, adv4)
        (3, 0): (True, False, True, False, True),
        (0, -2): (True, False, True, False, True),
        (1, 1): (True, False, False, True, True),
        (-4, 4): (True, False, False, True, True),
        (2, 1): (False, False, False, False, False),
        (0, 0): (False, False, False, False, False),
    }
    for (dx, dy), want in rows.items():
        got = (step_allowed(dx, dy, 1, False), *(step_allowed(dx, dy, n, True) for n in (1, 2, 3, 4)))
        assert got == want, (dx, dy)
