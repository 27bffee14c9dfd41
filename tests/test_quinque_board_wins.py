"""The board's win within the turn is exact (games.ai.quinque_board_wins).

Its answer is held to a brute force over the rules' states (every first
action, every second one after it), on positions of seeded games that lean
towards lines and tile moves, so that wins of every kind come up: by one
action, by a mark and a tile move, by two tile moves.  The first action it
names must lead to the win, and the board must be left as it was.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import games
from games.ai.quinque_board import QuinqueBoard
from games.ai.quinque_board_wins import ExactWins, turn_win
from games.quinque import QuinqueState, TileMove
from games_bench.brute_force import quinque_wins_within_turn as wins_within_turn
from quinque_hard_helpers import as_quinque
from quinque_helpers import STYLES, choose


def positions(seed: int, limit: int = 90) -> Iterator[QuinqueState]:
    """The positions of one seeded game (a style by seed, basic and advanced alternating)."""
    rng = random.Random(seed)
    style = STYLES[seed % len(STYLES)] if seed % 3 else "build"
    state = games.new_game("quinque", advanced=seed % 2 == 1)
    assert isinstance(state, QuinqueState)
    last: TileMove | None = None
    for _ in range(limit):
        if state.is_over:
            return
        if not state.in_setup:
            yield state
        move = choose(rng, state, style, last)
        last = move if isinstance(move, TileMove) else None
        after = state.play(move)
        assert isinstance(after, QuinqueState)
        state = after


def leads_to_a_win(state: QuinqueState, first: games.Move) -> bool:
    mover = state.to_move
    s1 = state.play(first)
    if s1.winner == mover:
        return True
    if s1.is_over or s1.to_move != mover:
        return False
    return any(s1.play(m).winner == mover for m in s1.legal_moves())


def sample(seeds: range, every: int) -> list[QuinqueState]:
    return [s for seed in seeds for i, s in enumerate(positions(seed)) if i % every == seed % every]


@pytest.mark.slow
def test_agrees_with_the_brute_force() -> None:
    kinds = {"none": 0, "one action": 0, "two actions": 0, "second action": 0}
    cases = sample(range(24), 7)
    for state in cases:
        board = QuinqueBoard.from_state(state)
        before = board.snapshot()
        code = turn_win(board)
        assert board.snapshot() == before
        expected = wins_within_turn(state)
        assert (code is not None) == expected, state.history
        if code is None:
            kinds["none"] += 1
            continue
        first = board.move_of(code)
        assert leads_to_a_win(state, first)
        if state.action == 1:
            kinds["second action"] += 1
        elif state.play(first).winner == state.to_move:
            kinds["one action"] += 1
        else:
            kinds["two actions"] += 1
            cases.append(as_quinque(state.play(first)))  # its second action wins: checked too
    # The sample reaches every kind of answer (else the test proves little).
    assert min(kinds.values()) >= 3, kinds


def test_the_positions_a_search_reaches_are_made_on_the_root_board() -> None:
    found = 0
    for seed in range(40, 46):
        game = list(positions(seed))
        root = game[len(game) // 3]
        wins = ExactWins(root)
        before = wins.board.snapshot()
        for state in game[len(game) // 3 :: 2]:
            first = wins.first_action(state)
            assert wins.board.snapshot() == before
            assert (first is not None) == wins_within_turn(state), state.history
            if first is not None:
                found += 1
                assert leads_to_a_win(state, first)
        # A position not reached from the root gets a board of its own.
        assert (wins.first_action(game[0]) is not None) == wins_within_turn(game[0])
    # So does one of another game's options: the empty basic table's history is
    # the start of every game's.
    basic = ExactWins(as_quinque(games.new_game("quinque")))
    for state in sample(range(1, 12, 2), 5):  # advanced games
        assert state.options["advanced"]
        assert (basic.first_action(state) is not None) == wins_within_turn(state), state.history
    assert found >= 5


def test_a_finished_game_and_the_empty_table_have_no_win() -> None:
    assert turn_win(QuinqueBoard.new()) is None
    for state in positions(5, limit=400):
        final = state
    board = QuinqueBoard.from_state(final)
    while not board.over:
        board.make(board.legal()[0])
    assert turn_win(board) is None
