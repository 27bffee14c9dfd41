"""The Quinamid board view's animation: a slide or a turn eases from the old place
to the new, counters stay upright, and placing never animates."""

from __future__ import annotations

import itertools
import math

from games.ui.canvas import RecordingCanvas
from games.ui.quinamid import draw as qv
from games.ui.quinamid.draw import centre, ease, moved_board, stack_motion
from quinamid_view_helpers import piece_arcs, state_of, view_of


# --- animation ------------------------------------------------------------------------------
def test_ease_runs_from_0_to_1_monotonically() -> None:
    values = [ease(i / 20) for i in range(21)]
    assert values[0] == 0 and values[-1] == 1
    assert all(a < b for a, b in itertools.pairwise(values))
    assert ease(-1) == 0 and ease(2) == 1


def test_stack_motion_moves_from_the_old_place_to_the_new() -> None:
    before = state_of()
    after = before.play("B>")
    start, mid, end = (stack_motion(before, after, 1, p) for p in (0.0, 0.5, 1.0))
    assert (start.dx, start.dy, start.angle) == (-1.0, 0.0, 0.0)  # drawn back where it was
    assert mid.dx == -0.5 and (end.dx, end.dy) == (0.0, 0.0)
    up = stack_motion(before, before.play("C^"), 2, 0.0)
    assert (up.dx, up.dy) == (0.0, 1.0)  # it was one square lower: +1 world y (down the screen)


def test_stack_motion_turns_about_the_board_centre() -> None:
    before = state_of(advanced=True)
    cw = stack_motion(before, before.play("C+"), 2, 0.0)
    assert math.isclose(cw.angle, -math.pi / 2) and (cw.cx, cw.cy) == (2.0, 4.0)
    ccw = stack_motion(before, before.play("C-"), 2, 0.25)
    assert 0 < ccw.angle < math.pi / 2
    assert stack_motion(before, before.play("C-"), 2, 1.0).angle == 0
    # at the start the moved picture is exactly the old one: C's top-left corner (0, 2)
    # went to the top-right (4, 2) when turning clockwise; drawn back it is at (0, 2)
    x, y = cw.apply(4.0, 2.0)
    assert math.isclose(x, 0.0, abs_tol=1e-9) and math.isclose(y, 2.0, abs_tol=1e-9)


def test_moved_board_detects_moves_undos_and_nothing_else() -> None:
    a = state_of(advanced=True)
    b = a.play("D+")
    assert moved_board(a, b) == 3 and moved_board(b, a) == 3
    assert moved_board(a, a.play("c4")) is None
    assert moved_board(b, state_of(advanced=True)) == 3  # an undo to the start
    assert moved_board(state_of("B>"), state_of()) == 1
    assert moved_board(state_of("B>", advanced=True), state_of()) is None  # another game


def test_a_slide_animates_then_stops_after_drawing_the_final_frame() -> None:
    view = view_of()
    view.set_state(view.q.play("B^"))
    assert view.animation is not None and view.progress() == 0.0
    view.draw(RecordingCanvas())
    assert view.is_animating(1000.0)
    assert view.progress() == 0.0
    assert view.is_animating(1000.0 + qv.SLIDE_MS / 2)
    assert 0.0 < view.progress() < 1.0
    motion = view.moving_stack()
    assert motion is not None and 0 < motion.dy < 1
    view.draw(RecordingCanvas())
    assert view.is_animating(1000.0 + qv.SLIDE_MS * 3)  # the final frame is still to draw
    assert view.progress() == 1.0
    view.draw(RecordingCanvas())
    assert not view.is_animating(1000.0 + qv.SLIDE_MS * 3 + 16)
    assert not view.is_animating(99999.0)
    assert view.progress() == 1.0 and view.moving_stack() is None


def test_placing_does_not_animate_and_undo_of_a_turn_does() -> None:
    view = view_of(advanced=True)
    view.set_state(view.q.play("a1"))
    assert not view.is_animating(0.0)
    turned = view.q.play("D-")
    view.set_state(turned)
    assert view.animation is not None and view.animation.duration == qv.TURN_MS
    view.set_state(state_of("a1", advanced=True))  # undo
    assert view.animation is not None and view.animation.board == 3


def test_during_a_slide_the_counter_being_covered_is_drawn_under_the_moving_stack() -> None:
    view = view_of("f1", "a6")
    view.set_state(view.q.play("B>"))
    view.is_animating(0.0)
    canvas = RecordingCanvas()
    view.draw(canvas)  # progress 0: the stack is still where it was, f1 still in view
    assert centre(5, 0) in piece_arcs(canvas)
    draws = [i for i, (name, args) in enumerate(canvas.calls) if name == "arc" and args[:2] == centre(5, 0)]
    b_body = canvas.calls.index(("set", ("fillStyle", qv.BODY[1])))
    assert min(draws) < b_body, "the covered counter is painted before (under) board B"
    view.is_animating(qv.SLIDE_MS * 2)
    view.draw(RecordingCanvas())
    view.is_animating(qv.SLIDE_MS * 2 + 16)
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert centre(5, 0) not in piece_arcs(canvas)


def test_during_a_turn_counters_stay_upright_and_move_with_the_board() -> None:
    view = view_of("a1", advanced=True)  # a1 is on board E, carried by D
    view.set_state(view.q.play("D+"))
    view.is_animating(0.0)
    view.is_animating(qv.TURN_MS / 2)
    canvas = RecordingCanvas()
    view.draw(canvas)
    (where,) = piece_arcs(canvas)
    motion = view.moving_stack()
    assert motion is not None
    after = [(c, r) for c in range(6) for r in range(6) if view.q.visible()[c][r].owner == 0]
    assert where == motion.apply(*centre(*after[0]))
    assert ("rotate", (0,)) not in canvas.calls and any(n == "rotate" for n, _ in canvas.calls)
