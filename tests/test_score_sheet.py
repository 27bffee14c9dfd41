"""Quinto's score sheet: one numbering, tiles not notation, running totals that end at
the scores the rules give."""

from __future__ import annotations

import random

import pytest

from games import new_game
from games.ui.i18n import LANGUAGE_NAMES, set_language
from games.ui.quinto.sheet import score_sheet
from games.ui.score_sheet import Cell


def finished_quinto(seed: int, players: int = 2):
    rng = random.Random(seed)
    state = new_game("quinto", players=players, seed=seed)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("seed", [3, 17])
def test_the_running_totals_end_at_the_scores_the_rules_give(seed: int) -> None:
    state = finished_quinto(seed, players=3)
    sheet = score_sheet(state)
    assert sheet.totals == tuple(state.scores)
    assert [row.number for row in sheet.plays] == list(range(1, len(state.history) + 1))
    running = [0, 0, 0]
    for row, (player, _notation, points) in zip(sheet.plays, state.play_scores, strict=True):
        running[player] += points
        assert row.player == player
        cell = row.cells[player]
        assert cell is not None and (cell.points, cell.total) == (points, running[player])
        assert all(other is None for i, other in enumerate(row.cells) if i != player)
    if any(state.penalties):
        assert sheet.penalty is not None
        assert [c.points for c in sheet.penalty.cells if c] == [-p for p in state.penalties]


def test_a_row_shows_the_tiles_in_the_lines_order_and_a_pass_in_words() -> None:
    played = new_game("quinto", bag=[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1]).play("5@0,1 5@0,-1")
    row = score_sheet(played).plays[0]
    assert (row.tiles, row.label, row.cells[0]) == ((5, 5), "", Cell(15, 15))
    passed = new_game("quinto", bag=[1, 1, 1, 1, 1, 6, 6, 6, 6, 6]).play("pass")
    row = score_sheet(passed).plays[0]
    assert (row.tiles, row.label, row.cells[0]) == ((), "Pass", Cell(0, 0))


@pytest.mark.parametrize("language", list(LANGUAGE_NAMES))
def test_every_language_names_the_columns(language: str) -> None:
    set_language(language)
    try:
        sheet = score_sheet(finished_quinto(5))
        assert sheet.play_heading and sheet.tiles_heading and sheet.total_label
        if sheet.penalty is not None:
            assert sheet.penalty.label
    finally:
        set_language("en")
