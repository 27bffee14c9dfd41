"""Animations as pure functions of the progress, the shared clock, and motion switched off."""

from __future__ import annotations

import itertools
import math

import pytest

import games
from games.ui import animate
from games.ui.animate import TileAnimation, history_step, landing, slide_offset
from games.ui.canvas import RecordingCanvas
from games.ui.quinamid import draw as qd
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque.view import QuinqueView
from games.ui.quinto.view import QuintoView
from games.ui.view import BoardView

FIRST = ["+0,0:a", "+1,0:b"]  # then 0,0 may move to 2,0
QUINTO_BAG = [9, 7, 8, 6, 2, 6, 3, 7, 5, 2, 9, 3, 1, 1, 2, 4, 7, 7, 9, 2, 0, 0, 5, 1, 1, 6, 8, *[4] * 16]
QUINTO_PLAY = "9@0,-3 7@0,-2 8@0,-1 6@0,1"


def quinque(*moves: str) -> QuinqueView:
    view = QuinqueView(games.replay("quinque", {}, list(moves)))
    view.resize(600, 600)
    return view


def quinto(*moves: str) -> QuintoView:
    view = QuintoView(games.replay("quinto", {"bag": QUINTO_BAG}, list(moves)), {})
    view.resize(800, 600)
    return view


def quinamid(*moves: str) -> QuinamidView:
    view = QuinamidView(games.replay("quinamid", {}, list(moves)))
    view.resize(600, 600)
    return view


def frame(view: BoardView) -> RecordingCanvas:
    canvas = RecordingCanvas()
    view.draw(canvas)
    return canvas


def run_to_the_end(view: BoardView, start: float = 1000.0) -> int:
    """Draw frames 16 ms apart until the view stops asking; returns how many were drawn."""
    frames = 0
    now = start
    while True:
        frame(view)
        frames += 1
        if not view.is_animating(now):
            return frames
        now += 16.0
        assert frames < 200, "an animation must end"


# --- pure functions -------------------------------------------------------------------------
def test_durations_are_short_and_eased() -> None:
    for duration in (animate.TILE_MS, animate.LAND_MS, qd.SLIDE_MS):
        assert 300 <= duration <= 450
    values = [animate.ease(i / 20) for i in range(21)]
    assert values[0] == 0 and values[-1] == 1 and all(a < b for a, b in itertools.pairwise(values))
    assert values[2] < 0.1 and values[18] > 0.9, "slow at both ends"


def test_a_sliding_tile_goes_from_its_old_square_to_its_new_one() -> None:
    assert slide_offset((0, 0), (2, 0), 0.0) == (-2.0, 0.0)
    assert slide_offset((0, 0), (2, 0), 0.5) == (-1.0, 0.0)
    assert slide_offset((0, 0), (2, 0), 1.0) == (0.0, 0.0)
    dx, dy = slide_offset((3, 3), (1, 1), 0.25)
    assert 0 < dx < 2 and dx == dy


def test_landing_tiles_shrink_into_place_one_after_the_other() -> None:
    assert landing(0.0, 0, 1) == pytest.approx((1.35, 0.15))
    assert landing(1.0, 0, 4) == pytest.approx((1.0, 1.0)) and landing(1.0, 3, 4) == pytest.approx((1.0, 1.0))
    first, last = landing(0.3, 0, 4), landing(0.3, 3, 4)
    assert first[0] < last[0] and first[1] > last[1], "the first tile is further on"
    anim = TileAnimation(360.0, lands=((0, 1), (0, 2)))
    assert anim.landing((5, 5), 0.0) == (1.0, 1.0) and anim.offset((0, 1), 0.0) == (0.0, 0.0)


def test_history_step_knows_a_play_an_undo_and_nothing_else() -> None:
    a = games.replay("quinque", {}, FIRST)
    b = a.play("0,0>2,0")
    assert history_step(a, b) == ("0,0>2,0", 1)
    assert history_step(b, a) == ("0,0>2,0", -1)
    assert history_step(a, a) is None
    assert history_step(games.new_game("quinque"), b) is None, "two moves apart: no animation"
    assert history_step(a, games.replay("quinque", {"advanced": True}, [*FIRST, "pass"])) is None
    assert history_step(games.new_game("quinamid"), games.new_game("quinque").play("+0,0:a")) is None


# --- Quinque ----------------------------------------------------------------------------------
def test_a_quinque_tile_slides_from_its_old_square_then_stops() -> None:
    view = quinque(*FIRST)
    view.set_state(view.state.play("0,0>2,0"))
    anim = view.animation
    assert isinstance(anim, TileAnimation) and anim.slides == (((0, 0), (2, 0)),)
    assert ("translate", (0.5, 0.5)) in frame(view).calls, "first frame: the tile is on its old square"
    assert view.is_animating(1000.0)
    assert view.is_animating(1000.0 + animate.TILE_MS / 2)
    middle = [args for name, args in frame(view).calls if name == "translate" and args[1] == 0.5]
    assert any(0.5 < x < 2.5 for x, _ in middle), "half way: between the squares"
    assert view.is_animating(1000.0 + animate.TILE_MS * 2), "the final frame is still to draw"
    final = frame(view)
    assert not view.is_animating(1000.0 + animate.TILE_MS * 2 + 16)
    assert view.animation is None and view.progress() == 1.0
    assert ("translate", (0.5, 0.5)) not in final.calls
    assert ("translate", (2.5, 0.5)) not in final.calls, "the final frame needs no transform"


def test_an_undone_quinque_slide_goes_back_and_other_undos_snap() -> None:
    view = quinque(*FIRST, "0,0>2,0")
    view.set_state(games.replay("quinque", {}, FIRST))
    anim = view.animation
    assert isinstance(anim, TileAnimation) and anim.slides == (((2, 0), (0, 0)),)
    view.set_state(games.replay("quinque", {}, FIRST[:1]))  # the new tile is taken back
    assert view.animation is None and not view.is_animating(0.0)


def test_a_new_quinque_tile_drops_into_place() -> None:
    view = quinque(FIRST[0])
    view.set_state(view.state.play(FIRST[1]))
    anim = view.animation
    assert isinstance(anim, TileAnimation) and anim.lands == ((1, 0),)
    assert ("scale", (1.35, 1.35)) in frame(view).calls
    assert 2 <= run_to_the_end(view) < 60


# --- Quinto --------------------------------------------------------------------------------------
def test_a_quinto_play_drops_its_tiles_in_and_an_undo_snaps() -> None:
    view = quinto()
    view.set_state(view.state.play(QUINTO_PLAY))
    anim = view.animation
    assert isinstance(anim, TileAnimation) and anim.lands == ((0, -3), (0, -2), (0, -1), (0, 1))
    first = frame(view)
    half = 1.35 * 0.47  # draw_tile's half width at the landing scale
    assert ("moveTo", (0.5 - half + 1.35 * 0.1, -3 + 0.5 - half)) in first.calls
    assert ("set", ("globalAlpha", pytest.approx(0.15))) in first.calls
    assert 2 <= run_to_the_end(view) < 60
    view.set_state(games.replay("quinto", {"bag": QUINTO_BAG}, []))
    assert view.animation is None


# --- motion off ---------------------------------------------------------------------------------------
def test_with_motion_off_no_board_animates_and_pieces_snap() -> None:
    q1 = quinque(*FIRST)
    q1.motion = False
    q1.set_state(q1.state.play("0,0>2,0"))
    assert not q1.is_animating(0.0) and q1.animation is None and q1.progress() == 1.0
    assert ("translate", (0.5, 0.5)) not in frame(q1).calls, "drawn on its new square at once"
    q2 = quinto()
    q2.motion = False
    q2.set_state(q2.state.play(QUINTO_PLAY))
    assert not q2.is_animating(0.0) and ("scale", (1.35, 1.35)) not in frame(q2).calls
    q3 = quinamid()
    q3.motion = False
    q3.set_state(q3.q.play("B>"))
    assert not q3.is_animating(0.0) and q3.moving_stack() is None
    q3.set_state(quinamid().state)  # an undo
    assert not q3.is_animating(0.0)


def test_switching_motion_off_stops_a_running_animation_at_once() -> None:
    for view, move in ((quinque(*FIRST), "0,0>2,0"), (quinamid(), "C^"), (quinto(), QUINTO_PLAY)):
        view.set_state(view.state.play(move))
        frame(view)
        assert view.is_animating(0.0) and view.progress() == 0.0
        view.motion = False
        assert view.progress() == 1.0
        assert not view.is_animating(16.0) and view.animation is None


def test_motion_is_on_by_default_and_a_plain_attribute_per_view() -> None:
    a, b = quinamid(), quinamid()
    assert a.motion and b.motion
    a.motion = False
    assert not a.motion and b.motion and BoardView.motion
    b.set_state(b.q.play("B^"))
    assert b.moving_stack() is not None and math.isclose(b.progress(), 0.0)
