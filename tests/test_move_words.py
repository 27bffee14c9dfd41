"""Moves in words: every move kind of every game, as a hint and as a log line."""

from __future__ import annotations

import re
import string

import pytest

import games
from games.quinto import QuintoState
from games.ui.i18n import EN
from games.ui.move_words import describe_move, describe_played, join_items
from games.ui.strings_moves_en import MOVES_EN


def quinque(*moves: str) -> games.GameState:
    state = games.new_game("quinque")
    for move in moves:
        state = state.play(move)
    return state


@pytest.mark.parametrize(
    ("moves", "move", "hint", "log"),
    [
        (
            (),
            "+0,0:b",
            "Place a new tile at 0,0 and mark its top-right skydiver",
            "Ann placed a new tile at 0,0 and marked its top-right skydiver",
        ),
        (
            ("+0,0:a",),
            "0,0:c",
            "Mark the bottom-left skydiver of the tile at 0,0",
            "Ann marked the bottom-left skydiver of the tile at 0,0",
        ),
        (
            ("+0,0:a",),
            "+-1,0:d",
            "Place a new tile at -1,0 and mark its bottom-right skydiver",
            "Ann placed a new tile at -1,0 and marked its bottom-right skydiver",
        ),
        (("+0,0:a", "+1,0:a"), "0,0>1,1", "Move the tile at 0,0 to 1,1", "Ann moved the tile at 0,0 to 1,1"),
        (("+0,0:a", "+1,0:a"), "pass", "Pass: end the turn", "Ann passed"),
    ],
)
def test_quinque_moves(moves: tuple[str, ...], move: str, hint: str, log: str) -> None:
    state = quinque(*moves)
    assert state.is_legal(move)
    assert describe_move(state, move) == hint
    assert describe_move(state, state.parse_move(move)) == hint
    assert describe_played(state, move, "Ann") == log


def test_quinto_play_says_tiles_and_points() -> None:
    state = games.new_game("quinto", bag=[9, 7, 8, 6, 1, 2, 3, 4, 5, 0] + [1] * 20)
    assert isinstance(state, QuintoState)
    move = "9@0,-3 7@0,-2 8@0,-1 6@0,1"
    assert describe_move(state, move) == "Play 9 on 0,-3, 7 on 0,-2, 8 on 0,-1 and 6 on 0,1 for 35 points"
    assert (
        describe_played(state, move, "Bo")
        == "Bo played 9 on 0,-3, 7 on 0,-2, 8 on 0,-1 and 6 on 0,1 for 35 points"
    )
    after = state.play(move)
    assert after.scores[0] == 35


def test_quinto_single_tile_and_pass() -> None:
    state = games.new_game("quinto", bag=[5, 1, 1, 1, 1, 1, 1, 1, 1, 1] + [2] * 20)
    assert describe_move(state, "5@1,0") == "Play 5 on 1,0 for 10 points"
    assert describe_move(state, "pass") == "Pass"
    assert describe_played(state, "pass", "Cy") == "Cy passed"


@pytest.mark.parametrize(
    ("move", "hint", "log"),
    [
        ("c4", "Place a counter on c4", "Di placed a counter on c4"),
        ("B<", "Slide board B left", "Di slid board B left"),
        ("C>", "Slide board C right", "Di slid board C right"),
        ("D^", "Slide board D up", "Di slid board D up"),
        ("Ev", "Slide board E down", "Di slid board E down"),
        ("C+", "Turn board C clockwise", "Di turned board C clockwise"),
        ("D-", "Turn board D anticlockwise", "Di turned board D anticlockwise"),
    ],
)
def test_quinamid_moves(move: str, hint: str, log: str) -> None:
    state = games.new_game("quinamid", advanced=True)
    assert state.is_legal(move) or move in {"B<", "Ev"}  # the corner start: B cannot go left, E not down
    assert describe_move(state, move) == hint
    assert describe_played(state, move, "Di") == log


def test_lists_in_words() -> None:
    assert join_items([]) == ""
    assert join_items(["x"]) == "x"
    assert join_items(["x", "y"]) == "x and y"
    assert join_items(["x", "y", "z"]) == "x, y and z"


def test_every_phrase_is_in_the_table_with_names_and_numbers_as_placeholders() -> None:
    for key, text in MOVES_EN.items():
        assert EN[key] == text
        assert not re.search(r"\d", text), key  # numbers are placeholders, never in the sentence
        fields = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
        if key.endswith(".past"):
            hint = key.removesuffix(".past")
            assert hint in MOVES_EN, key
            hint_fields = {n for _l, n, _s, _c in string.Formatter().parse(MOVES_EN[hint]) if n}
            assert fields == hint_fields | {"name"}, key


def test_every_legal_move_of_random_positions_has_words() -> None:
    for game in ("quinque", "quinto", "quinamid"):
        state = games.new_game(game, **({"seed": 3} if game == "quinto" else {}))
        for _ in range(12):
            moves = state.legal_moves()
            for move in moves[:40]:
                assert describe_move(state, move)
                assert describe_played(state, move, "Ann").startswith("Ann ")
            state = state.play(moves[len(moves) // 2])
            if state.is_over:
                break
