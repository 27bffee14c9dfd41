"""Quinque invariants on random games, against simple independent definitions.

The engine finds lines only through the cells an action changed and keeps
repetition keys only since the last mark; here every position is rescanned
whole and every repetition is counted over the whole game.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.quinque import Mark, NewTile, Pass, QuinqueState, TileMove
from games.quinque.geometry import Cell, is_connected, skydiver_cell, tile_cells


def all_lines(marks: dict[Cell, int], player: int) -> set[Cell]:
    """Every cell of ``player`` in a run of 5+ anywhere on the grid (full scan)."""
    out: set[Cell] = set()
    mine = {c for c, p in marks.items() if p == player}
    for x, y in mine:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            run = [(x + i * dx, y + i * dy) for i in range(5)]
            if all(c in mine for c in run):
                out.update(run)
    return out


Turn = tuple[int, int, "tuple[int, int] | None"]


def next_turn(before: QuinqueState, move: Any) -> Turn:
    """(player, action, locked tile) after ``move``, from the rules of the turn."""
    actor = before.to_move
    assert actor is not None
    if isinstance(move, Pass) or before.action == 1 or not before.tiles:
        return (1 - actor, 0, None)
    if isinstance(move, (Mark, NewTile)):
        return (actor, 1, (move.x, move.y))
    return (actor, 1, None)


def position_key(s: QuinqueState, turn: Turn) -> tuple[Any, ...]:
    ox = min(x for x, _ in s.tiles)
    oy = min(y for _, y in s.tiles)
    tiles = sorted((x - ox, y - oy) for x, y in s.tiles)
    marks = sorted((gx - 2 * ox, gy - 2 * oy, p) for (gx, gy), p in s.marks.items())
    player, action, locked = turn
    shifted = None if locked is None else (locked[0] - ox, locked[1] - oy)
    return (tuple(tiles), tuple(marks), player, action, shifted)


def check_state(s: QuinqueState) -> None:
    marks = dict(s.marks)
    assert s.tiles and is_connected(s.tiles) and len(s.tiles) <= 16
    assert s.tiles_left == 16 - len(s.tiles)
    cells = {c for t in s.tiles for c in tile_cells(*t)}
    assert set(marks) <= cells
    assert s.parachutes_left == tuple(18 - sum(1 for p in marks.values() if p == q) for q in (0, 1))
    if s.is_over:
        assert s.action == 0 and s.locked_tile is None and s.legal_moves() == []
        return
    assert s.action in (0, 1)
    assert s.locked_tile is None or (s.action == 1 and s.locked_tile in s.tiles)
    assert not all_lines(marks, 0) and not all_lines(marks, 1)
    legal = s.legal_moves()
    from_moves: dict[tuple[int, int], set[tuple[int, int]]] = {t: set() for t in s.tiles}
    for m in legal:
        if isinstance(m, (Mark, NewTile)):
            assert s.action == 0 and s.parachutes_left[s.to_move or 0] > 0
            assert skydiver_cell(m.x, m.y, m.skydiver) not in marks
            assert ((m.x, m.y) in s.tiles) == isinstance(m, Mark)
        elif isinstance(m, TileMove):
            from_moves[(m.x, m.y)].add((m.u, m.v))
    for (x, y), dests in from_moves.items():
        assert s.tile_destinations(x, y) == dests
        assert (s.can_move_tile(x, y) is None) == bool(dests)
    assert (Pass() in legal) == (s.action == 1 or legal == [Pass()])


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(st.booleans(), st.randoms(use_true_random=False))
def test_random_games_keep_the_invariants(advanced: bool, rng: random.Random) -> None:
    s = games.new_game("quinque", advanced=advanced)
    s = s.play(rng.choice(s.legal_moves()))
    assert isinstance(s, QuinqueState)
    seen: Counter[tuple[Any, ...]] = Counter([position_key(s, (1, 0, None))])
    while not s.is_over:
        check_state(s)
        actor = s.to_move
        move = rng.choice(s.legal_moves())
        turn = next_turn(s, move)
        nxt = s.play(move)
        assert isinstance(nxt, QuinqueState)
        s = nxt
        check_state(s)
        marks = dict(s.marks)
        lines = [all_lines(marks, 0), all_lines(marks, 1)]
        if s.winner is not None:
            expected = actor if lines[0] and lines[1] else (0 if lines[0] else 1)
            assert s.winner == expected and s.win_line == tuple(sorted(lines[s.winner]))
            break
        assert not lines[0] and not lines[1]
        if s.is_over:
            assert s.draw_reason in ("parachutes", "repetition")
            if s.draw_reason == "parachutes":
                assert len(marks) == 36
                break
        key = position_key(s, turn)
        seen[key] += 1
        assert (s.draw_reason == "repetition") == (seen[key] >= 3)
        assert s.is_over == (s.draw_reason is not None)
        if not s.is_over:
            assert (s.to_move, s.action, s.locked_tile) == turn
