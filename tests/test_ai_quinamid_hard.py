"""Quinamid Hard's own search: its leaf, its counted frontier, legal moves in every variant.

The tactics every level must show (a win by placing, a stopped five, a win
under a board) are in tests/test_ai_quinamid.py, which plays Hard too.
"""

from __future__ import annotations

import random

import pytest

from games.ai import choose_move
from games.ai.budget import Budget
from games.ai.quinamid_eval import QUINAMID_LEVELS, THREAT_ONE, THREAT_TWO
from games.ai.quinamid_hard import THREAT_WIN, HardSearch
from games.ai.quinamid_search import COUNTERS, Node, SurfaceSearch
from games.quinamid import QuinamidState
from games.quinamid.geometry import layout, visible_masks
from quinamid_helpers import played, random_position

HARD = QUINAMID_LEVELS["hard"]


def built_position(seed: int, length: int) -> QuinamidState:
    """Two random moves, then the greedy level on both sides: lines get built."""
    rng = random.Random(seed)
    state = played()
    while len(state.history) < length:
        if len(state.history) < 2:
            move = rng.choice(state.legal_moves())
        else:
            move = choose_move(state, "greedy", seed=seed)
        nxt = state.play(move)
        if nxt.is_over:
            break
        state = nxt
    return state


def search_of(state: QuinamidState, nodes: int = 10**9) -> HardSearch:
    return HardSearch(state, Budget(nodes), HARD.depth, HARD.min_depth)


def node_of(state: QuinamidState) -> tuple[Node, list[int], HardSearch]:
    search = search_of(state)
    lay = layout(state.offsets, state.rotations)
    player = state.to_move
    assert player is not None
    masks = visible_masks(lay, state.cells)
    placed = COUNTERS - state.counters_left[player]
    node: Node = (
        state.offsets,
        state.rotations,
        state.cells,
        player,
        0,
        masks[player],
        masks[1 - player],
        placed,
    )
    squares = search.placeable(state.cells, lay.visible, lay.visible_board, player, False)
    return node, squares, search


def test_a_leaf_where_the_player_to_act_completes_five_is_won() -> None:
    state = played("a1", "a6", "b1", "b6", "c1", "c6", "d1", "f3")
    node, _squares, search = node_of(state)
    mine, theirs = node[5], node[6]
    assert search.leaf(mine, theirs, True, True) == THREAT_WIN
    # Without a counter left, the four is a line like any other.
    assert search.leaf(mine, theirs, False, True) < THREAT_WIN


def test_the_other_players_completing_squares_cost_the_player_to_act() -> None:
    one = played("a1", "a6", "b1", "b6", "c1", "f6", "d1")  # player 1 to act; a four on row 1
    node, _squares, search = node_of(one)
    mine, theirs = node[5], node[6]
    assert search.surface_value(mine, theirs, True, False) - search.surface_value(
        mine, theirs, True, True
    ) == (THREAT_ONE)
    two = played("b1", "a6", "c1", "b6", "d1", "f6", "e1")  # open at a1 and f1
    node, _squares, search = node_of(two)
    mine, theirs = node[5], node[6]
    assert search.surface_value(mine, theirs, True, False) - search.surface_value(
        mine, theirs, True, True
    ) == (THREAT_TWO)


#: (seed, moves) of :func:`built_position`: fours to make, fours to stop, or both.
FRONTIER_POSITIONS = [(1, 29), (2, 23), (3, 17), (4, 8), (5, 29), (6, 17), (9, 26), (11, 8), (1, 26), (2, 18)]


@pytest.mark.parametrize(("seed", "length"), FRONTIER_POSITIONS)
def test_the_counted_frontier_values_each_placement_as_its_leaf(seed: int, length: int) -> None:
    """The frontier counts only the windows through each new counter; recounting
    the whole surface after each placement must give the same best value."""
    state = built_position(seed, length)
    node, squares, search = node_of(state)
    recount = search_of(state)
    mine, theirs = node[5], node[6]
    my_left = node[7] + 1 < COUNTERS
    their_left = state.counters_left[1 - node[3]] > 0
    for sq in squares:
        counted = search.counted_placements([sq], mine, theirs, my_left, their_left)
        assert counted == SurfaceSearch.placements(recount, [sq], mine, theirs, my_left, their_left), sq
    recounted = SurfaceSearch.placements(recount, squares, mine, theirs, my_left, their_left)
    assert search.frontier(squares, node) == recounted


def test_the_frontier_positions_hold_threats() -> None:
    """The frontier test above is only worth its salt if, in its positions, some
    placements make or stop a completing square: in most of them, some do."""
    with_threats = 0
    for seed, length in FRONTIER_POSITIONS:
        state = built_position(seed, length)
        node, squares, search = node_of(state)
        mine, theirs = node[5], node[6]
        if any(
            search.surface_value(theirs, mine | 1 << sq, True, True)
            != search.surface_value(theirs, mine | 1 << sq, False, False)
            for sq in squares
        ):
            with_threats += 1
    assert with_threats >= 8


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"advanced": True},
        {"variants": "a"},
        {"variants": "b"},
        {"variants": "c"},
        {"variants": "d"},
        {"variants": "e"},
    ],
)
def test_its_own_move_is_legal_in_every_variant(options: dict[str, object]) -> None:
    for seed, length in ((1, 0), (2, 9), (3, 20)):
        state = random_position(seed, length, **options)
        move = search_of(state, nodes=3000).root(state)[0]
        assert str(move) in {str(m) for m in state.legal_moves()}, (options, seed)


def test_the_first_move_in_variant_a_is_not_on_the_top_board() -> None:
    state = played(variants="a")
    move = search_of(state, nodes=3000).root(state)[0]
    assert state.why_not(move) is None


def test_the_same_move_for_the_same_budget() -> None:
    state = random_position(4, 14)
    first = choose_move(state, "hard", seed=1, work=0.2)
    assert str(choose_move(state, "hard", seed=2, work=0.2)) == str(first)


def test_more_budget_searches_deeper() -> None:
    state = random_position(6, 12)
    shallow = search_of(state, nodes=500).root(state)[2]
    deep = search_of(state, nodes=20_000).root(state)[2]
    assert HARD.min_depth <= shallow < deep
