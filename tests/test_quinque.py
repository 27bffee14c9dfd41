"""Quinque: setup, marking, new tiles, the turn structure, notation, saves, CLI.

Tile moves are in test_quinque_moves.py, wins and draws in test_quinque_end.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games
from games import IllegalMoveError, InvalidMoveError, InvalidOptionError, InvalidSaveError
from games.quinque import (
    Mark,
    NewTile,
    Pass,
    QuinqueState,
    TileMove,
    parse_move,
)
from quinque_helpers import turns

SRC = Path(__file__).resolve().parent.parent / "src"


def new(advanced: bool = False) -> QuinqueState:
    s = games.new_game("quinque", advanced=advanced)
    assert isinstance(s, QuinqueState)
    return s



def play(s: QuinqueState, text: str) -> QuinqueState:
    out = s.play(text)
    assert isinstance(out, QuinqueState)
    return out


def illegal(s: QuinqueState, text: str, message: str) -> None:
    """``text`` must be refused with ``message`` (a substring) and leave ``s`` unchanged."""
    before = (s.to_json(), [str(m) for m in s.legal_moves()])
    with pytest.raises(IllegalMoveError) as err:
        s.play(text)
    assert message in str(err.value)
    assert (s.to_json(), [str(m) for m in s.legal_moves()]) == before


# --- registration and options -------------------------------------------------------


def test_registered_with_its_option() -> None:
    spec = games.GAMES["quinque"]
    assert (spec.name, spec.title, spec.min_players, spec.max_players) == ("quinque", "Quinque", 2, 2)
    assert [(o.name, o.kind, o.default) for o in spec.options] == [("advanced", "bool", False)]
    assert new().options == {"advanced": False}
    assert new(True).options == {"advanced": True}
    assert games.new_game("quinque").options == {"advanced": False}


@pytest.mark.parametrize("bad", [{"advanced": "yes"}, {"advanced": 1}, {"players": 3}])
def test_bad_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidOptionError):
        games.new_game("quinque", **bad)


def test_protocol_basics() -> None:
    s = new()
    assert s.game_name == "quinque" and s.num_players == 2
    assert s.to_move == 0 and not s.is_over and s.winner is None and s.scores == (0, 0)
    assert s.history == ()
    assert s.observe(0) is s and s.resample(1, __import__("random").Random(1)) is s


# --- setup -------------------------------------------------------------------------------


def test_setup_is_the_first_players_first_tile_at_the_origin() -> None:
    s = new()
    assert s.in_setup and s.tiles == frozenset() and s.tiles_left == 16
    assert s.parachutes_left == (18, 18) and s.action == 0 and s.locked_tile is None
    assert [str(m) for m in s.legal_moves()] == ["+0,0:a", "+0,0:b", "+0,0:c", "+0,0:d"]
    s = play(s, "+0,0:c")
    assert not s.in_setup and s.tiles == frozenset({(0, 0)}) and s.tiles_left == 15
    assert dict(s.marks) == {(0, 1): 0}
    assert s.parachutes_left == (17, 18)
    # The setup is the first player's whole turn: the other player takes the first full turn.
    assert s.to_move == 1 and s.action == 0 and s.locked_tile is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("+1,0:a", "The first tile goes at 0,0."),
        ("0,0:a", "The game starts with the first tile at 0,0"),
        ("0,0>1,0", "The game starts with the first tile at 0,0"),
        ("pass", "The game starts with the first tile at 0,0"),
    ],
)
def test_setup_refuses_anything_else(text: str, message: str) -> None:
    illegal(new(), text, message)


# --- marking and new tiles -----------------------------------------------------------------------


def test_mark_a_free_skydiver_locks_its_tile_for_the_turn() -> None:
    s = play(play(new(), "+0,0:a"), "0,0:d")
    assert dict(s.marks) == {(0, 0): 0, (1, 1): 1}
    assert s.parachutes_left == (17, 17)
    assert s.to_move == 1 and s.action == 1 and s.locked_tile == (0, 0)
    assert s.parachutes_on(0, 0) == 2 and s.parachutes_on(5, 5) == 0


def test_new_tile_must_touch_an_edge_and_marks_one_of_its_skydivers() -> None:
    s = play(new(), "+0,0:a")
    for square in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        assert NewTile(*square, "b") in s.legal_moves()
    illegal(s, "+1,1:a", "A new tile must touch a tile on the table edge to edge.")
    illegal(s, "+2,0:a", "A new tile must touch a tile on the table edge to edge.")
    illegal(s, "+0,0:b", "The square 0,0 already holds a tile.")
    s = play(s, "+0,-1:d")
    assert s.tiles == frozenset({(0, 0), (0, -1)}) and dict(s.marks)[(1, -1)] == 1
    assert s.locked_tile == (0, -1) and s.action == 1 and s.parachutes_left == (17, 17)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("0,0:a", "That skydiver already has a parachute."),
        ("3,0:a", "There is no tile at 3,0."),
        ("1,0:a", "There is no tile at 1,0."),
    ],
)
def test_bad_marks(text: str, message: str) -> None:
    illegal(play(new(), "+0,0:a"), text, message)


def test_marking_is_only_a_first_action() -> None:
    s = turns("+0,0:a", ("+1,0:a",))
    assert s.action == 1
    illegal(s, "0,0:b", "You may mark a skydiver only as the first action of your turn")
    illegal(s, "+2,0:b", "You may mark a skydiver only as the first action of your turn")
    assert all(isinstance(m, (TileMove, Pass)) for m in s.legal_moves())
    s = turns("+0,0:a", "+1,0:a", ("0,0>2,0",))  # a first-action tile move: still no mark after it
    illegal(s, "1,0:b", "only as the first action")


def test_at_most_sixteen_tiles() -> None:
    squares = [(x, y) for y in range(4) for x in range(4)]  # "a" skydivers never touch: no line
    s = turns(*[f"+{x},{y}:a" for x, y in squares])
    assert len(s.tiles) == 16 and s.tiles_left == 0 and not s.is_over
    assert not any(isinstance(m, NewTile) for m in s.legal_moves())
    illegal(s, "+4,0:a", "All 16 tiles are already on the table.")
    assert s.parachutes_left == (10, 10)


# --- the turn ----------------------------------------------------------------------------------


def test_a_turn_is_a_first_action_then_a_move_or_pass() -> None:
    s = turns("+0,0:a", "+1,0:a")
    assert s.to_move == 0 and s.action == 0
    illegal(s, "pass", "You may pass only after your first action")
    s = play(s, "0,0>2,0")  # first action: a tile move
    assert s.to_move == 0 and s.action == 1 and s.locked_tile is None
    assert Pass() in s.legal_moves()
    s2 = play(s, "2,0>0,0")  # second action: the same tile again
    assert s2.to_move == 1 and s2.action == 0 and s2.tiles == frozenset({(0, 0), (1, 0)})
    s3 = play(s, "pass")
    assert s3.to_move == 1 and s3.action == 0 and s3.tiles == frozenset({(1, 0), (2, 0)})
    assert s3.history == ("+0,0:a", "+1,0:a", "pass", "0,0>2,0", "pass")


def test_pass_after_a_mark_ends_the_turn_and_unlocks() -> None:
    s = turns("+0,0:a", ("+1,0:a",))
    assert s.locked_tile == (1, 0)
    s = play(s, "pass")
    assert s.to_move == 0 and s.action == 0 and s.locked_tile is None


def test_states_are_immutable_values() -> None:
    s = play(new(), "+0,0:a")
    before = s.to_json()
    with pytest.raises(AttributeError):
        s._tiles = frozenset()  # type: ignore[misc]
    with pytest.raises(TypeError):
        s.marks[(5, 5)] = 1  # type: ignore[index]
    for m in s.legal_moves():
        s.play(m)
    assert s.to_json() == before and s.to_move == 1 and dict(s.marks) == {(0, 0): 0}
    moves_list = s.legal_moves()
    moves_list.clear()
    assert s.legal_moves()


# --- notation ----------------------------------------------------------------------------------

coord = st.integers(-999, 999)
quinque_moves = st.one_of(
    st.builds(NewTile, coord, coord, st.sampled_from("abcd")),
    st.builds(Mark, coord, coord, st.sampled_from("abcd")),
    st.builds(TileMove, coord, coord, coord, coord),
    st.just(Pass()),
)


@given(quinque_moves)
def test_notation_round_trips(move: NewTile | Mark | TileMove | Pass) -> None:
    assert parse_move(str(move)) == move
    assert new().parse_move(str(move)) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("+0,0:a", NewTile(0, 0, "a")),
        ("+-1,0:b", NewTile(-1, 0, "b")),
        ("-1,-2:d", Mark(-1, -2, "d")),
        ("3,0>-4,7", TileMove(3, 0, -4, 7)),
        ("pass", Pass()),
        ("  PASS ", Pass()),
        ("+ 1 , 2 : C", NewTile(1, 2, "c")),
        ("1, 2 > 3 ,4", TileMove(1, 2, 3, 4)),
    ],
)
def test_notation_examples(text: str, move: object) -> None:
    assert parse_move(text) == move


def test_notation_strings() -> None:
    assert [str(m) for m in (NewTile(-1, 0, "c"), Mark(2, -3, "a"), TileMove(0, -1, 5, -6), Pass())] == [
        "+-1,0:c",
        "2,-3:a",
        "0,-1>5,-6",
        "pass",
    ]


@pytest.mark.parametrize(
    "text",
    ["", " ", "+0,0", "0,0", "0,0:e", "0,0:ab", "0,0>1", "0,0>1,1,1", "pas", "passs", "1,2,3:a",
     "0.5,0:a", "++0,0:a", "+0,0>1,0", "0,0 1,0", "a1", "-", "0,0:a pass", "1" * 12 + ",0:a"],
)  # fmt: skip
def test_bad_notation_is_an_invalid_move(text: str) -> None:
    s = play(new(), "+0,0:a")
    before = s.to_json()
    with pytest.raises(InvalidMoveError, match="is not a Quinque move"):
        parse_move(text)
    with pytest.raises(InvalidMoveError):
        s.play(text)
    assert s.to_json() == before


def test_move_objects_built_by_hand_are_checked() -> None:
    s = play(new(), "+0,0:a")
    with pytest.raises(InvalidMoveError, match="not a skydiver"):
        s.play(Mark(0, 0, "z"))

    class Other(games.Move):
        def __str__(self) -> str:
            return "9@0,0"

    with pytest.raises(InvalidMoveError, match="not a Quinque move"):
        s.play(Other())


def test_text_and_move_objects_play_the_same() -> None:
    s = play(new(), "+0,0:a")
    for m in s.legal_moves():
        assert s.play(m).to_json() == s.play(str(m)).to_json()
        assert s.play(m).history[-1] == str(m)


# --- saves and the command line -----------------------------------------------------------------


def test_json_round_trip_keeps_options_and_history() -> None:
    s = turns("+0,0:a", "+1,0:b", ("0,0>2,0", "2,0>1,1"), advanced=False)
    t = turns("+0,0:a", "+1,0:b", "0,0:b", ("0,0>2,0",), advanced=True)
    assert t.action == 1 and t.tiles == frozenset({(1, 0), (2, 0)})
    for state_ in (s, t, new(True)):
        data = json.loads(state_.to_json())
        assert data["game"] == "quinque" and data["options"] == state_.options
        loaded = games.load(state_.to_json())
        assert isinstance(loaded, QuinqueState)
        assert loaded.history == state_.history and loaded.options == state_.options
        assert loaded.tiles == state_.tiles and dict(loaded.marks) == dict(state_.marks)
        assert (loaded.to_move, loaded.action, loaded.locked_tile) == (
            state_.to_move,
            state_.action,
            state_.locked_tile,
        )


def test_tampered_save_fails_with_the_move() -> None:
    text = turns("+0,0:a", "+1,0:b").to_json().replace("+1,0:b", "+2,0:b")
    with pytest.raises(InvalidSaveError, match=r"Move 2 \('\+2,0:b'\).*edge to edge"):
        games.load(text)


def run_cli(*args: str, opts: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """``python -m games replay quinque [--opt KEY=VALUE ...] MOVE ...`` in a fresh interpreter."""
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    return subprocess.run(
        [sys.executable, "-m", "games", "replay", "quinque", *opts, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_cli_replay_prints_the_json() -> None:
    done = run_cli("+0,0:a", "+-1,0:b", "pass", "-1,0:a", opts=("--opt", "advanced=true"))
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["options"] == {"advanced": True}
    assert data["history"] == ["+0,0:a", "+-1,0:b", "pass", "-1,0:a"]


@pytest.mark.parametrize(
    ("args", "opts", "message"),
    [
        (("+0,0:a", "+2,0:a"), (), "Move 2 ('+2,0:a'): A new tile must touch"),
        (("+0,0:a", "-1,0:a"), (), "Move 2 ('-1,0:a'): There is no tile at -1,0."),
        (("+0,0:a", "bogus"), (), "is not a Quinque move"),
        (("+0,0:a",), ("--opt", "advanced=maybe"), "must be true or false"),
        ((), ("--opt", "speed=3"), "no option 'speed'"),
    ],
)
@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_cli_bad_input_exits_2_with_one_line(
    args: tuple[str, ...], opts: tuple[str, ...], message: str
) -> None:
    done = run_cli(*args, opts=opts)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and message in done.stderr
