"""Every board shows the last move until the next one (drawn on a RecordingCanvas)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

import games
from games.ui.canvas import RecordingCanvas
from games.ui.palette import palette, tint
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque import draw as qd
from games.ui.quinque.draw import LastTurn, last_turn, skydiver_centre
from games.ui.quinque.view import QuinqueView
from games.ui.quinto.rack import LAST_INK
from games.ui.quinto.view import QuintoView

# The first plays of the Quinto rulebook's sample game, and a bag that deals them.
SAMPLE = ["9@0,-3 7@0,-2 8@0,-1 6@0,1", "6@1,-3 3@2,-3 7@3,-3"]
SAMPLE_SCORES = [35, 25]
SAMPLE_BAG = [9, 7, 8, 6, 2, 6, 3, 7, 5, 2, 9, 3, 1, 1, 2, 4, 7, 7, 9, 2, 0, 0, 5, 1, 1, 6, 8,
              1, 1, 1, 1, 1, 1, *[4] * 10]


def quinque(*moves: str) -> QuinqueView:
    view = QuinqueView(games.replay("quinque", {}, list(moves)))
    view.resize(600, 600)
    view.motion = False
    return view


def drawn(view: object) -> RecordingCanvas:
    canvas = RecordingCanvas()
    view.draw(canvas)  # type: ignore[attr-defined]
    return canvas


def stroked(canvas: RecordingCanvas, style: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Every path call of the paths stroked in ``style`` (a path runs from its beginPath)."""
    out: list[tuple[str, tuple[Any, ...]]] = []
    path: list[tuple[str, tuple[Any, ...]]] = []
    current = None
    for name, args in canvas.calls:
        if name == "set" and args[0] == "strokeStyle":
            current = args[1]
        elif name == "beginPath":
            path = []
        elif name in ("moveTo", "lineTo", "arc", "rect", "closePath"):
            path.append((name, args))
        elif name == "stroke" and current == style:
            out += path
    return out


def filled(canvas: RecordingCanvas, style: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Like :func:`stroked`, for the paths filled in ``style``."""
    out: list[tuple[str, tuple[Any, ...]]] = []
    path: list[tuple[str, tuple[Any, ...]]] = []
    current = None
    for name, args in canvas.calls:
        if name == "set" and args[0] == "fillStyle":
            current = args[1]
        elif name == "beginPath":
            path = []
        elif name in ("moveTo", "lineTo", "arc", "rect", "closePath"):
            path.append((name, args))
        elif name == "fill" and current == style:
            out += path
    return out


def rings(canvas: RecordingCanvas, radius: float) -> set[tuple[float, float]]:
    """Centres of the circles of ``radius`` drawn."""
    return {(a[0], a[1]) for n, a in canvas.calls if n == "arc" and math.isclose(a[2], radius)}


# --- Quinque: which actions are "the last turn" ------------------------------------------
def test_the_last_turn_is_the_setup_then_a_first_action_and_its_second_or_a_lone_pass() -> None:
    assert last_turn([]) == ()
    assert last_turn(["+0,0:a"]) == ("+0,0:a",)
    assert last_turn(["+0,0:a", "+1,0:b"]) == ("+1,0:b",)
    assert last_turn(["+0,0:a", "+1,0:b", "0,0>2,0"]) == ("+1,0:b", "0,0>2,0")
    assert last_turn(["+0,0:a", "+1,0:b", "pass", "0,0:c"]) == ("0,0:c",)
    assert last_turn(["+0,0:a", "+1,0:b", "pass", "pass"]) == ("pass",)  # no first action: a whole turn
    assert last_turn(["+0,0:a", "pass", "0,0:b", "pass"]) == ("0,0:b", "pass")


def test_the_last_turn_is_one_players_actions_from_a_first_action_in_real_games() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = games.new_game("quinque")
        states = [state]
        while not state.is_over and len(states) < 60:
            state = state.play(rng.choice(state.legal_moves()))
            states.append(state)
        history = state.history
        for n in range(1, len(history) + 1):
            turn = last_turn(history[:n])
            start = n - len(turn)
            assert turn and states[start].action == 0, (seed, n)  # type: ignore[attr-defined]
            assert len({states[i].to_move for i in range(start, n)}) == 1, (seed, n)
            assert start == 0 or states[start - 1].to_move != states[start].to_move, (seed, n)


def test_a_tile_moved_twice_keeps_both_steps_and_a_new_tile_its_rim() -> None:
    turn = LastTurn.of(["+0,0:a", "+1,0:b", "0,0>2,0", "2,0>0,0", "0,0>1,1"])
    assert turn.slides == (((2, 0), (0, 0)), ((0, 0), (1, 1)))
    assert not turn.new_tiles and not turn.skydivers
    turn = LastTurn.of(["+0,0:a", "+1,0:b", "0,0>2,0"])
    assert turn.new_tiles == {(1, 0)} and turn.skydivers == {(1, 0, "b")}
    assert turn.slides == (((0, 0), (2, 0)),)
    assert not LastTurn.of(["+0,0:a", "+1,0:b", "pass", "pass"])


# --- Quinque: drawn on the board ------------------------------------------------------------
def test_a_tile_move_leaves_an_outline_on_its_old_square_and_an_arrow_to_the_new() -> None:
    view = quinque("+0,0:a", "+1,0:b", "0,0>2,0")
    canvas = drawn(view)
    old = stroked(canvas, tint(palette().ink, 0.45))
    assert ("moveTo", (0.05 + 0.1, 0.05)) in old, "the dashed outline of square 0,0"
    trail = stroked(canvas, tint(palette().ink, 0.55))
    assert ("moveTo", (0.5, 0.5)) in trail, "the arrow starts on the old square"
    head = [args for name, args in filled(canvas, tint(palette().ink, 0.55)) if name == "moveTo"]
    assert len(head) == 1 and 2.0 < head[0][0] < 2.5 and math.isclose(head[0][1], 0.5), "and points into 2,0"
    # the first action of the same turn is shown too: the new tile at 1,0 and its parachute
    ink = stroked(canvas, qd.LAST_INK)
    assert ("moveTo", (1.0 + 0.1, 0.0)) in ink, "a rim on the new tile"
    assert skydiver_centre(1, 0, "b") in rings(canvas, 0.21)


def test_the_next_players_action_replaces_the_marks_of_the_turn_before() -> None:
    view = quinque("+0,0:a", "+1,0:b", "0,0>2,0")
    view.set_state(view.state.play("1,0:a"))
    canvas = drawn(view)
    assert not stroked(canvas, tint(palette().ink, 0.45)) and not stroked(canvas, tint(palette().ink, 0.55))
    assert rings(canvas, 0.21) == {skydiver_centre(1, 0, "a")}, "only the new parachute is ringed"
    view.set_state(view.state.play("pass"))
    assert rings(drawn(view), 0.21) == {skydiver_centre(1, 0, "a")}, "a pass keeps the turn's marks"


def test_a_view_opened_on_a_saved_game_shows_its_last_turn() -> None:
    canvas = drawn(quinque("+0,0:a", "+1,0:b"))
    assert rings(canvas, 0.21) == {skydiver_centre(1, 0, "b")}
    assert rings(drawn(quinque()), 0.21) == set()


# --- Quinto -------------------------------------------------------------------------------------
def quinto(*moves: str) -> QuintoView:
    view = QuintoView(games.replay("quinto", {"bag": SAMPLE_BAG}, list(moves)), {})
    view.resize(800, 600)
    view.motion = False
    return view


def test_the_last_play_is_outlined_with_its_score_until_the_next_play() -> None:
    view = quinto(SAMPLE[0])
    canvas = RecordingCanvas()
    view.draw_world(canvas)
    assert "+35" in canvas.texts()
    outlined = stroked(canvas, LAST_INK)
    for square in ((0, -3), (0, -2), (0, -1), (0, 1)):
        assert ("moveTo", (square[0] + 0.02 + 0.1, square[1] + 0.02)) in outlined, square
    view.set_state(view.state.play(SAMPLE[1]))
    canvas = RecordingCanvas()
    view.draw_world(canvas)
    assert f"+{SAMPLE_SCORES[1]}" in canvas.texts() and "+35" not in canvas.texts()
    assert ("moveTo", (0.12, -0.98)) not in stroked(canvas, LAST_INK), "0,-1 is no longer outlined"


def test_a_pass_keeps_the_play_before_it_marked_and_a_new_game_has_none() -> None:
    # the second player holds only 1s: after the first play it must pass
    bag = [5, 0, 5, 0, 5, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3]
    view = QuintoView(games.replay("quinto", {"bag": bag}, ["0@-4,-1 0@-3,-1 5@-2,-1 5@-1,-1 5@0,-1"]), {})
    view.resize(800, 600)
    assert [str(m) for m in view.q.legal_moves()] == ["pass"] and view.q.scores[0] == 25
    view.set_state(view.state.play("pass"))
    canvas = RecordingCanvas()
    view.draw_world(canvas)
    assert "+25" in canvas.texts()
    canvas = RecordingCanvas()
    quinto().draw_world(canvas)
    assert not [text for text in canvas.texts() if text.startswith("+")]


def test_the_badge_stays_upright_on_a_flipped_board() -> None:
    for flip in (False, True):
        view = quinto(SAMPLE[0])
        if flip:
            view.flip()
        canvas = RecordingCanvas()
        view.draw_world(canvas)
        text = canvas.calls.index(("fillText", ("+35", 0, 0)))
        save = max(i for i, (name, _) in enumerate(canvas.calls[:text]) if name == "save")
        assert (("rotate", (math.pi,)) in canvas.calls[save:text]) is flip
        # on the corner that is top right on screen: of tile 0,-3, or of 0,1 turned over
        (where,) = [args for name, args in canvas.calls[save:text] if name == "translate"]
        assert where == pytest.approx((0.0, 2.01) if flip else (1.0, -2.99))


# --- Quinamid keeps its mark ----------------------------------------------------------------------
def test_quinamid_still_rings_the_counter_just_placed() -> None:
    view = QuinamidView(games.replay("quinamid", {}, ["c4"]))
    view.resize(500, 500)
    canvas = drawn(view)
    ringed = stroked(canvas, "#1b1b1b")
    assert any(name == "arc" and math.isclose(args[2], 0.36) for name, args in ringed)
