"""Quinamid options, notation, JSON saves, why_not and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import games
from games import IllegalMoveError, InvalidMoveError, InvalidOptionError, InvalidSaveError
from games.cli import main as cli_main
from games.quinamid import SPEC, Place, QuinamidState, Rotate, Slide, parse_move

ROOT = Path(__file__).resolve().parent.parent


def new(**options: object) -> QuinamidState:
    state = games.new_game("quinamid", **options)
    assert isinstance(state, QuinamidState)
    return state


# --- registration and options -----------------------------------------------------


def test_registered() -> None:
    spec = games.GAMES["quinamid"]
    assert spec is SPEC
    assert (spec.name, spec.title, spec.min_players, spec.max_players) == ("quinamid", "Quinamid", 2, 2)
    assert [(o.name, o.kind, o.default) for o in spec.options] == [
        ("advanced", "bool", False),
        ("start", "any", "corner"),
        ("variants", "text", ""),
    ]
    assert new().options == {"advanced": False, "start": "corner", "variants": ""}
    assert new().num_players == 2


@pytest.mark.parametrize(
    ("start", "offsets", "stored"),
    [
        ("corner", ((0, 0), (0, 0), (0, 0), (0, 0)), "corner"),
        ("staggered", ((1, 1), (0, 0), (1, 1), (0, 0)), "staggered"),
        (
            [[1, 0], [0, 1], [1, 1], [0, 0]],
            ((1, 0), (0, 1), (1, 1), (0, 0)),
            [[1, 0], [0, 1], [1, 1], [0, 0]],
        ),
        (
            ((0, 1), (0, 1), (1, 0), (1, 1)),
            ((0, 1), (0, 1), (1, 0), (1, 1)),
            [[0, 1], [0, 1], [1, 0], [1, 1]],
        ),
        # A share link writes lists comma-separated: a flat list of eight numbers.
        ([1, 1, 0, 0, 1, 1, 0, 0], ((1, 1), (0, 0), (1, 1), (0, 0)), [[1, 1], [0, 0], [1, 1], [0, 0]]),
        (None, ((0, 0),) * 4, "corner"),
    ],
)
def test_start_option(start: Any, offsets: Any, stored: Any) -> None:
    state = new(start=start)
    assert state.offsets == offsets
    assert state.options["start"] == stored
    assert new(**state.options).offsets == offsets


def test_explicit_start_dy_counts_from_the_bottom() -> None:
    state = new(start=[[0, 1], [0, 0], [0, 0], [0, 0]])
    assert state.board_squares("B")[0] == (0, 1)  # B's bottom-left square is a2
    assert state.visible()[0][0].board == "A"


@pytest.mark.parametrize(
    ("start", "fragment"),
    [
        ("middle", "not 'middle'"),
        ("", 'must be "corner", "staggered" or a list of four [dx, dy] offsets'),
        (5, "not 5"),
        (True, "not True"),
        ([[0, 0], [0, 0], [0, 0]], "3 offsets given instead of 4"),
        ([[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], "5 offsets given instead of 4"),
        (
            [[0, 0], [2, 0], [0, 0], [0, 0]],
            "the offset of board C must be [dx, dy] with each 0 or 1, not [2, 0]",
        ),
        ([[0, 0], [0, 0], [0, -1], [0, 0]], "the offset of board D"),
        ([[0, 0], [0, 0], [0, 0], [0, 0, 0]], "the offset of board E"),
        ([[True, 0], [0, 0], [0, 0], [0, 0]], "the offset of board B"),
        ([[0, 0], [0, 0], [0, 0], "00"], "the offset of board E"),
        ([1, 1, 0, 0, 1, 1, 0, 2], "8 offsets given instead of 4"),
    ],
)
def test_bad_start_options(start: Any, fragment: str) -> None:
    with pytest.raises(InvalidOptionError) as err:
        new(start=start)
    assert "Quinamid option 'start'" in str(err.value)
    assert fragment in str(err.value)


@pytest.mark.parametrize(
    ("given", "stored"), [("", ""), ("cba", "abc"), ("E", "e"), ("a, b", "ab"), ("dd", "d")]
)
def test_variants_option_is_normalised(given: str, stored: str) -> None:
    assert new(variants=given).options["variants"] == stored


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("f", "Quinamid option 'variants' may only use the letters a-e; 'f' is not a variant."),
        ("abz1", "Quinamid option 'variants' may only use the letters a-e; '1z' is not a variant."),
        (3, "Quinamid option 'variants' must be text made of the letters a-e, not 3."),
        (["a"], "Quinamid option 'variants' must be text made of the letters a-e, not ['a']."),
    ],
)
def test_bad_variants(given: Any, message: str) -> None:
    with pytest.raises(InvalidOptionError) as err:
        new(variants=given)
    assert str(err.value) == message


def test_bad_advanced_and_unknown_options() -> None:
    with pytest.raises(InvalidOptionError, match="'advanced' must be true or false"):
        new(advanced="yes")
    with pytest.raises(InvalidOptionError, match="no option 'players'"):
        new(players=2)


# --- notation ---------------------------------------------------------------------


def test_every_square_slide_and_rotation_round_trips() -> None:
    texts = [f"{c}{r}" for c in "abcdef" for r in "123456"]
    texts += [f"{b}{d}" for b in "ABCDE" for d in "<>^v+-"]
    for text in texts:
        move = parse_move(text)
        assert str(move) == text
        assert parse_move(str(move)) == move
    assert parse_move("a1") == Place(0, 0)
    assert parse_move("f6") == Place(5, 5)
    assert parse_move("c4") == Place(2, 3)
    assert parse_move("B<") == Slide("B", "<")
    assert parse_move("Bv") == Slide("B", "v")
    assert parse_move("C+") == Rotate("C", True)
    assert parse_move("C-") == Rotate("C", False)
    assert parse_move(" c4 ") == Place(2, 3)


@pytest.mark.parametrize(
    "text", ["", "c", "c44", "g1", "a0", "a7", "C4", "F>", "b<", "B", "Bx", "B*", "c²", "pass", "B>C+", "4c"]
)
def test_bad_notation(text: str) -> None:
    state = new(advanced=True)
    with pytest.raises(InvalidMoveError) as err:
        state.play(text)
    assert "is not a Quinamid move" in str(err.value)
    assert state.why_not(text) == str(err.value)
    assert isinstance(err.value, ValueError)


def test_moves_of_another_shape_are_invalid() -> None:
    state = new()
    with pytest.raises(InvalidMoveError):
        state.play(Place(6, 0))
    with pytest.raises(InvalidMoveError):
        state.play(Slide("F", "<"))
    assert state.why_not(Place(2, 3)) is None


# --- saves and why_not ----------------------------------------------------------------


def test_json_round_trip_keeps_options_and_history() -> None:
    state = new(advanced=True, start="staggered", variants="be")
    for move in ["c3", "B<", "C+", "a6", "C+", "D^"]:
        nxt = state.play(move)
        assert isinstance(nxt, QuinamidState)
        state = nxt
    data = json.loads(state.to_json())
    assert data["game"] == "quinamid"
    assert data["options"] == {"advanced": True, "start": "staggered", "variants": "be"}
    assert data["history"] == ["c3", "B<", "C+", "a6", "C+", "D^"]
    loaded = games.load(state.to_json())
    assert loaded == state
    assert loaded.to_json() == state.to_json()
    assert isinstance(loaded, QuinamidState) and loaded.visible() == state.visible()


def test_json_round_trip_of_an_explicit_start_and_a_finished_game() -> None:
    state = new(start=[[1, 0], [0, 1], [1, 1], [0, 1]])
    for move in ["a6", "a1", "b6", "b1", "c6", "c1", "d6", "d1", "e6"]:
        state = state.play(move)
    assert state.winner == 0
    loaded = games.load(state.to_json())
    assert loaded == state and loaded.winner == 0


def test_tampered_save_fails_with_the_move() -> None:
    text = json.dumps({"format": 1, "game": "quinamid", "options": {}, "history": ["c4", "c4"]})
    with pytest.raises(InvalidSaveError, match=r"Move 2 \('c4'\): That hole is taken\."):
        games.load(text)
    bad_option = json.dumps({"format": 1, "game": "quinamid", "options": {"start": "up"}, "history": []})
    with pytest.raises(InvalidSaveError, match="option 'start'"):
        games.load(bad_option)


def test_why_not_never_raises_and_changes_nothing() -> None:
    state = new()
    snapshot = state.to_json()
    assert state.why_not("c4") is None
    assert state.why_not(Slide("B", ">")) is None
    assert state.why_not("B<") == "Board B cannot slide left: it would overhang board A."
    assert state.why_not("zz") is not None
    assert state.to_json() == snapshot
    with pytest.raises(IllegalMoveError):
        state.play("B<")
    assert state.to_json() == snapshot
    assert state.is_legal("c4") and not state.is_legal("B<") and not state.is_legal("zz")


# --- command line ---------------------------------------------------------------------


# The options go before GAME here: with argparse's plain parse_args, moves after
# an --opt are "unrecognized" (reported to the CLI's owner).
def test_cli_replay_prints_the_final_state(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["replay", "--opt", "advanced=true", "--opt", "start=staggered", "quinamid", "c3", "B<", "C+"]
    assert cli_main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["history"] == ["c3", "B<", "C+"]
    assert data["options"]["advanced"] is True
    assert (
        cli_main(["replay", "--opt", "start=[[1,1],[0,0],[1,1],[0,0]]", "--opt", "variants=", "quinamid"])
        == 0
    )
    assert json.loads(capsys.readouterr().out)["options"]["start"] == [[1, 1], [0, 0], [1, 1], [0, 0]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["quinamid", "B<"], "error: Move 1 ('B<'): Board B cannot slide left: it would overhang board A."),
        (["quinamid", "c4", "C+"], "error: Move 2 ('C+'): Rotations are only in the advanced game."),
        (["quinamid", "c9"], "error: Move 1 ('c9'): 'c9' is not a Quinamid move"),
        (
            ["--opt", "variants=xyz", "quinamid"],
            "error: Quinamid option 'variants' may only use the letters a-e",
        ),
        (["--opt", "start=[[0,0]]", "quinamid"], "error: Quinamid option 'start'"),
    ],
)
def test_cli_bad_input(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["replay", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(message)
    assert captured.err.count("\n") == 1


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_cli_as_a_module() -> None:
    env = {"PYTHONPATH": str(ROOT / "src"), "PATH": ""}
    ok = subprocess.run(
        [sys.executable, "-m", "games", "replay", "--opt", "variants=a", "quinamid", "c3", "a1", "E>"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["history"] == ["c3", "a1", "E>"]
    bad = subprocess.run(
        [sys.executable, "-m", "games", "replay", "--opt", "variants=a", "quinamid", "a1"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stderr.strip() == (
        "error: Move 1 ('a1'): In this game the first move may not be on the 2x2 board (variant a)."
    )
