"""Quinto set-up: options, variants, the pool, seeds, dealing, notation,
saving and the command line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import games
from games import InvalidMoveError, InvalidOptionError, InvalidSaveError
from games.cli import main as cli_main
from games.quinto import DISTRIBUTION, PASS, SPEC, Play, QuintoState, Tile, parse_move
from games.quinto.pool import make_setup

ROOT = Path(__file__).resolve().parent.parent


def quinto(**options: object) -> QuintoState:
    state = games.new_game("quinto", **options)
    assert isinstance(state, QuintoState)
    return state


def pool_of(**options: object) -> Counter[int]:
    """The pool a game starts with (all of it, in any order)."""
    return Counter(make_setup(SPEC, options).bag)


# --- registration and options ----------------------------------------------


def test_registered_with_its_options() -> None:
    spec = games.GAMES["quinto"]
    assert (spec.name, spec.title, spec.min_players, spec.max_players) == ("quinto", "Quinto", 2, 4)
    assert [o.name for o in spec.options] == ["players", "variant", "multile", "seed", "bag"]


def test_defaults_are_two_players_and_plain_quinto() -> None:
    state = quinto()
    assert state.num_players == 2 and state.variant == "quinto" and state.multile == 5
    assert state.options["players"] == 2 and state.options["variant"] == "quinto"
    assert state.options["multile"] is None and state.options["bag"] is None
    assert state.to_move == 0 and state.scores == (0, 0) and state.history == ()
    assert dict(state.board) == {(0, 0): 5}


def test_the_pool_has_the_published_distribution() -> None:
    assert sum(DISTRIBUTION.values()) == 90
    assert dict(DISTRIBUTION) == {0: 7, 1: 6, 2: 6, 3: 7, 4: 10, 5: 6, 6: 10, 7: 14, 8: 12, 9: 12}
    assert pool_of(seed=3) == Counter(DISTRIBUTION)
    state = quinto(seed=3)
    assert state.pool_count == 80 and [len(r) for r in state.racks] == [5, 5]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, "at least 2"),
        ({"players": 5}, "at most 4"),
        ({"players": "two"}, "whole number"),
        ({"variant": "quintuple"}, "must be one of quinto, plus, small-fry"),
        ({"multile": 7}, "must be 5 for variant quinto, not 7 (use variant plus"),
        ({"variant": "plus", "multile": 5}, "must be 6, 7, 8, 9 for variant plus, not 5"),
        ({"variant": "small-fry", "multile": 6}, "must be 2, 3, 4 for variant small-fry, not 6"),
        ({"multile": 10}, "at most 9"),
        ({"seed": -1}, "at least 0"),
        ({"seed": 2.5}, "whole number"),
        ({"bag": [1, 2, 10] + [1] * 10}, "'bag' must be at most 9, not 10"),
        ({"bag": [-1] + [1] * 10}, "'bag' must be at least 0, not -1"),
        ({"bag": "123"}, "list of whole numbers"),
        ({"bag": [1] * 9}, "at least 10 tiles, so that each of the 2 players can draw five (it holds 9)"),
        ({"players": 3, "bag": [1] * 14}, "at least 15 tiles"),
        ({"colour": "red"}, "has no option 'colour'"),
    ],
)
def test_bad_options_are_refused_with_a_reason(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=re.escape(message)):
        games.new_game("quinto", **options)


def test_multile_five_may_be_given_for_quinto() -> None:
    assert quinto(multile=5).multile == 5


# --- variants ----------------------------------------------------------------


@pytest.mark.parametrize("multile", [6, 7, 8, 9])
def test_plus_with_a_chosen_multile(multile: int) -> None:
    state = quinto(variant="plus", multile=multile, seed=1)
    assert state.multile == multile and state.board[(0, 0)] == multile
    assert pool_of(variant="plus", multile=multile, seed=1) == Counter(DISTRIBUTION)


def test_plus_draws_its_multile_from_the_seed() -> None:
    drawn = [quinto(variant="plus", seed=seed).multile for seed in range(12)]
    assert set(drawn) == {6, 7, 8, 9}
    assert drawn == [quinto(variant="plus", seed=seed).multile for seed in range(12)]
    state = quinto(variant="plus", seed=0)
    assert state.options["multile"] is None  # the seed decides: recorded as given


def test_plus_lines_must_be_multiples_of_its_number() -> None:
    # Multile 7: a 7 beside it makes 14; a 5 would make 12.
    state = quinto(variant="plus", multile=7, bag=[7, 5, 1, 1, 1] + [1] * 5)
    assert state.play("7@1,0").play_scores[0].score == 14
    with pytest.raises(games.IllegalMoveError, match=re.escape("The row 7+5 makes 12, not a multiple of 7.")):
        state.play("5@1,0")


@pytest.mark.parametrize("multile", [2, 3, 4])
def test_small_fry_centre_tile_comes_from_the_pool(multile: int) -> None:
    state = quinto(variant="small-fry", multile=multile, seed=5)
    assert state.multile == multile and state.board[(0, 0)] == multile
    expected = Counter(DISTRIBUTION)
    expected[multile] -= 1  # one 2, 3 and 4 taken out; the other two go back
    assert pool_of(variant="small-fry", multile=multile, seed=5) == expected
    assert state.pool_count + sum(len(r) for r in state.racks) == 89
    assert len(state.board) + 89 == 90


def test_small_fry_draws_its_number_from_the_seed() -> None:
    drawn = {quinto(variant="small-fry", seed=seed).multile for seed in range(12)}
    assert drawn == {2, 3, 4}


def test_small_fry_lines_are_multiples_of_its_number() -> None:
    state = quinto(variant="small-fry", multile=2, bag=[1, 1, 1, 1, 1] + [3] * 5)
    assert state.play("1@1,0 1@2,0").play_scores[0].score == 4
    with pytest.raises(games.IllegalMoveError, match="makes 3, not a multiple of 2"):
        state.play("1@1,0")


def test_a_bag_is_used_as_given_and_the_centre_is_not_taken_from_it() -> None:
    bag = [3, 2] * 10 + [4]
    state = quinto(variant="small-fry", multile=3, bag=bag)
    assert state.racks == ((3, 2, 3, 2, 3), (2, 3, 2, 3, 2)) and state.pool_count == 11
    assert state.options["bag"] == tuple(bag)


# --- dealing ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_draw_their_first_five_in_turn_order(players: int) -> None:
    bag = [p for p in range(players) for _ in range(5)] + [9, 8, 7, 6]
    state = quinto(players=players, bag=bag)
    assert state.racks == tuple((p,) * 5 for p in range(players))
    assert state.pool_count == 4 and state.num_players == players


def test_four_players_take_turns_and_refill_from_the_bag() -> None:
    bag = [0, 5, 1, 1, 1, *[5, 1, 1, 1, 1] * 3, 9, 8, 7, 6]
    state = quinto(players=4, bag=bag)
    state = state.play("5@0,-1")
    assert state.to_move == 1 and state.racks[0] == (0, 1, 1, 1, 9)
    state = state.play("5@0,1")
    assert state.to_move == 2 and state.racks[1] == (1, 1, 1, 1, 8)
    state = state.play("5@1,0")
    state = state.play("5@-1,0")
    assert state.to_move == 0 and state.pool_count == 0
    assert [p for p, _, _ in state.play_scores] == [0, 1, 2, 3]


# --- seeds --------------------------------------------------------------------


def test_the_seed_alone_fixes_the_deal() -> None:
    assert quinto(seed=1).racks == quinto(seed=1).racks
    assert quinto(seed=1).racks != quinto(seed=2).racks
    # Pinned so that a change of shuffle (which would break every saved game
    # and share link) cannot pass unnoticed.
    assert quinto(seed=1).racks == ((9, 6, 0, 1, 8), (7, 8, 3, 6, 3))


def test_a_missing_seed_is_picked_and_recorded() -> None:
    state = quinto()
    seed = state.options["seed"]
    assert isinstance(seed, int) and 0 <= seed < 2**53
    again = quinto(seed=seed)
    assert again.racks == state.racks and again.options == state.options
    loaded = games.load(state.to_json())
    assert isinstance(loaded, QuintoState) and loaded.racks == state.racks


# --- notation -------------------------------------------------------------------


def test_notation_lists_tiles_top_to_bottom_then_left_to_right() -> None:
    move = parse_move("6@0,1 8@0,-1 9@0,-3 7@0,-2")
    assert str(move) == "9@0,-3 7@0,-2 8@0,-1 6@0,1"
    assert move == parse_move("9@0,-3 7@0,-2 8@0,-1 6@0,1")
    assert str(parse_move("3@2,-3 6@1,-3 7@3,-3")) == "6@1,-3 3@2,-3 7@3,-3"
    assert isinstance(move, Play) and move.tiles[0] == Tile(9, 0, -3)
    assert move.squares[0] == (0, -3) and move.values == (9, 7, 8, 6)
    assert parse_move("pass") is PASS and str(PASS) == "pass"
    assert Play.of([(1, 2, 0), (1, 1, 0)]) == parse_move("1@1,0 1@2,0")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "  ",
        "9",
        "9@0",
        "9@0,",
        "10@0,1",
        "a@0,1",
        "9@+1,0",
        "9@01,0",
        "9@-0,1",
        "9@0,1,2",
        "9@0;1",
        "pass 9@0,1",
        "PASS",
        "9@0,1 7@0,1",
        "9@123456789,0",
    ],
)
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse_move(text)
    with pytest.raises(InvalidMoveError):
        quinto(seed=1).play(text)


def test_extra_spaces_are_tolerated_but_never_written() -> None:
    assert str(parse_move("  9@0,-1   7@0,-2 ")) == "7@0,-2 9@0,-1"


def test_history_holds_the_canonical_notation() -> None:
    start = quinto(bag=[9, 7, 8, 6, 2] + [1] * 10)
    assert start.play("6@0,1 9@0,-3 8@0,-1 7@0,-2").history == ("9@0,-3 7@0,-2 8@0,-1 6@0,1",)
    by_hand = Play((Tile(6, 0, 1), Tile(9, 0, -3), Tile(8, 0, -1), Tile(7, 0, -2)))
    assert start.play(by_hand).history == ("9@0,-3 7@0,-2 8@0,-1 6@0,1",)


# --- saving and the command line ----------------------------------------------------

SAMPLE_BAG = [9, 7, 8, 6, 2, 6, 3, 7, 5, 2, 9, 3, 7, 9, 2, 4, 7]
SAMPLE_MOVES = ["9@0,-3 7@0,-2 8@0,-1 6@0,1", "6@1,-3 3@2,-3 7@3,-3", "2@1,-5 9@1,-4 3@1,-2"]


def test_json_round_trip_replays_everything() -> None:
    state = quinto(players=3, variant="plus", seed=42)
    for _ in range(12):
        if state.is_over:
            break
        nxt = state.play(state.legal_moves()[0])
        assert isinstance(nxt, QuintoState)
        state = nxt
    data = json.loads(state.to_json())
    assert data["game"] == "quinto" and data["options"]["seed"] == 42 and data["options"]["variant"] == "plus"
    loaded = games.load(state.to_json())
    assert isinstance(loaded, QuintoState)
    assert loaded.history == state.history and loaded.racks == state.racks
    assert dict(loaded.board) == dict(state.board) and loaded.scores == state.scores
    assert loaded.play_scores == state.play_scores and loaded.multile == state.multile
    assert loaded.options == state.options and loaded.to_json() == state.to_json()


def test_a_tampered_save_fails_with_the_move_named() -> None:
    data = json.loads(quinto(bag=SAMPLE_BAG).play(SAMPLE_MOVES[0]).to_json())
    data["history"][0] = "9@0,-3 7@0,-2 8@0,-1"
    with pytest.raises(InvalidSaveError, match=r"Move 1 .*makes 29, not a multiple of 5"):
        games.load(json.dumps(data))


def test_cli_replays_a_game(capsys: pytest.CaptureFixture[str]) -> None:
    opts = ["--opt", f"bag={json.dumps(SAMPLE_BAG)}", "--opt", "seed=3"]
    code = cli_main(["replay", *opts, "quinto", *SAMPLE_MOVES])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["history"] == SAMPLE_MOVES and data["options"]["bag"] == SAMPLE_BAG


def test_cli_replays_a_game_in_the_documented_order(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli_main(
        ["replay", "quinto", "--opt", f"bag={json.dumps(SAMPLE_BAG)}", "--opt", "seed=3", *SAMPLE_MOVES]
    )
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["history"] == SAMPLE_MOVES and data["options"]["bag"] == SAMPLE_BAG


def test_cli_reports_an_illegal_move_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli_main(["replay", "--opt", f"bag={json.dumps(SAMPLE_BAG)}", "quinto", "9@0,-3 7@0,-2 8@0,-1"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert (
        err == "error: Move 1 ('9@0,-3 7@0,-2 8@0,-1'): The column 9+7+8+5 makes 29, not a multiple of 5.\n"
    )


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
@pytest.mark.parametrize("order", ["options first", "documented"])
def test_python_dash_m_games_replay(order: str) -> None:
    bag = "[" + ",".join(str(v) for v in SAMPLE_BAG) + "]"
    head = (
        ["--opt", f"bag={bag}", "quinto"] if order == "options first" else ["quinto", "--opt", f"bag={bag}"]
    )
    result = subprocess.run(
        [sys.executable, "-m", "games", "replay", *head, *SAMPLE_MOVES[:2]],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "src"), "PATH": ""},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["history"] == SAMPLE_MOVES[:2]
