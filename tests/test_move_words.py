"""Moves in words: every move kind of every game, as a hint and as a log line."""

from __future__ import annotations

import re
import string

import pytest

import games
from games.quinto import QuintoState
from games.ui.i18n import EN, domain_table
from games.ui.move_words import describe_move, describe_played, join_items

MOVES_EN = domain_table("en", "moves")


def quinque(*moves: str) -> games.GameState:
    state = games.new_game("quinque")
    for move in moves:
        state = state.play(move)
    return state


#: Tiles at 0,0 1,0 (the middle row), 0,1 (alone at the bottom) and 1,-1 (the last
#: turn's, alone at the top).
SQUARE_GAME = ("+0,0:a", "+1,0:a", "pass", "+0,1:b", "pass", "+1,-1:a", "pass")


@pytest.mark.parametrize(
    ("moves", "move", "hint", "log"),
    [
        (
            (),
            "+0,0:b",
            "Place a new tile on the table and mark its top-right skydiver",
            "Ann placed a new tile on the table and marked its top-right skydiver",
        ),
        (
            ("+0,0:a",),
            "0,0:c",
            "Mark the bottom-left skydiver of the tile",
            "Ann marked the bottom-left skydiver of the tile",
        ),
        (
            ("+0,0:a",),
            "+-1,0:d",
            "Place a new tile left of the tile and mark its bottom-right skydiver",
            "Ann placed a new tile left of the tile and marked its bottom-right skydiver",
        ),
        (
            ("+0,0:a", "+1,0:a"),
            "0,0>1,1",
            "Move the leftmost tile one square diagonally down and to the right",
            "Ann moved the leftmost tile one square diagonally down and to the right",
        ),
        (
            SQUARE_GAME,
            "1,-1:b",  # the last turn's tile, drawn with a dark rim
            "Mark the top-right skydiver of the tile just played",
            "Ann marked the top-right skydiver of the tile just played",
        ),
        (
            SQUARE_GAME,
            "0,0:d",
            "Mark the bottom-right skydiver of the leftmost tile in the second row from the top",
            "Ann marked the bottom-right skydiver of the leftmost tile in the second row from the top",
        ),
        (
            SQUARE_GAME,
            "+0,2:c",
            "Place a new tile below the bottom tile and mark its bottom-left skydiver",
            "Ann placed a new tile below the bottom tile and marked its bottom-left skydiver",
        ),
        (
            SQUARE_GAME,
            "+1,-2:a",  # beside the tile just played rather than another
            "Place a new tile above the tile just played and mark its top-left skydiver",
            "Ann placed a new tile above the tile just played and marked its top-left skydiver",
        ),
        (("+0,0:a", "+1,0:a"), "pass", "Pass: end the turn", "Ann passed"),
    ],
)
def test_quinque_moves(moves: tuple[str, ...], move: str, hint: str, log: str) -> None:
    state = quinque(*moves)
    assert state.is_legal(move)
    assert describe_move(state, move) == hint
    assert describe_move(state, state.parse_move(move)) == hint
    assert describe_played(state, move, "Ann") == log


def test_quinto_play_names_each_tile_beside_one_the_player_sees() -> None:
    """The rulebook's first play: 9, 7, 8 above the red 5 and 6 below it."""
    state = games.new_game("quinto", bag=[9, 7, 8, 6, 1, 2, 3, 4, 5, 0] + [1] * 20)
    assert isinstance(state, QuintoState)
    move = "9@0,-3 7@0,-2 8@0,-1 6@0,1"
    words = "8 above the red 5, 6 below the red 5, 7 above the 8 and 9 above the 7"
    assert describe_move(state, move) == f"Play {words} for 35 points"
    assert describe_played(state, move, "Bo") == f"Bo played {words} for 35 points"
    after = state.play(move)
    assert after.scores[0] == 35


def test_quinto_single_tile_and_pass() -> None:
    state = games.new_game("quinto", bag=[5, 1, 1, 1, 1, 1, 1, 1, 1, 1] + [2] * 20)
    assert describe_move(state, "5@1,0") == "Play 5 right of the red 5 for 10 points"
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
            you = MOVES_EN[key + ".you"]  # the same played by the person at the screen
            assert {n for _l, n, _s, _c in string.Formatter().parse(you) if n} == hint_fields, key


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
