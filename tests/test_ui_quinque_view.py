"""The Quinque board view: targets, taps, drags, keys, drawing (no browser)."""

from __future__ import annotations

import games
from games.ui.canvas import RecordingCanvas
from games.ui.quinque.view import QuinqueView, skydiver_cell
from games.ui.view import Target


def view_of(*moves: str, advanced: bool = False) -> QuinqueView:
    view = QuinqueView(games.replay("quinque", {"advanced": advanced}, list(moves)))
    view.resize(600, 600)
    return view


def tap(view: QuinqueView, target: Target) -> str | None:
    sx, sy = view.camera.to_screen(target.x, target.y)
    view.pointer_down(1, sx, sy)
    outcome = view.pointer_up(1, sx, sy)
    return outcome.move or outcome.message


def find(view: QuinqueView, kind: str, key: object) -> Target:
    for target in view.targets():
        if target.kind == kind and target.key == key:
            return target
    raise AssertionError(f"no {kind} {key} in {[(t.kind, t.key) for t in view.targets()]}")


def test_first_tap_on_the_centre_square_then_a_skydiver_places_the_first_tile() -> None:
    view = view_of()
    assert tap(view, find(view, "square", (0, 0))) is None
    assert view.pending_tile == (0, 0)
    assert tap(view, find(view, "new_skydiver", (0, 0, "c"))) == "+0,0:c"


def test_tap_free_skydiver_marks_it() -> None:
    view = view_of("+0,0:a")
    assert tap(view, find(view, "skydiver", (0, 0, "d"))) == "0,0:d"


def test_tap_on_a_skydiver_in_the_second_action_selects_the_tile() -> None:
    view = view_of("+0,0:a", "+1,0:b")
    # second action: the tile at 0,0 may move; tapping it selects and shows destinations
    assert tap(view, find(view, "tile", (0, 0))) is None
    assert view.selected == (0, 0)
    dests = {t.key for t in view.targets() if t.kind == "dest"}
    assert dests == set(view.state.tile_destinations(0, 0))  # type: ignore[attr-defined]
    move = tap(view, find(view, "dest", sorted(dests)[0]))
    assert move is not None and move.startswith("0,0>")


def test_locked_tile_explains_why_it_cannot_move() -> None:
    view = view_of("+0,0:a", "+1,0:b")
    message = tap(view, find(view, "tile", (1, 0)))
    assert message is not None and "Not allowed" in message


def test_drag_a_tile_to_a_destination_plays_the_move() -> None:
    view = view_of("+0,0:a", "+1,0:b")
    src = find(view, "tile", (0, 0))
    dest = sorted(view.state.tile_destinations(0, 0))[0]  # type: ignore[attr-defined]
    sx, sy = view.camera.to_screen(src.x, src.y)
    dx, dy = view.camera.to_screen(dest[0] + 0.5, dest[1] + 0.5)
    view.pointer_down(1, sx, sy)
    view.pointer_move(1, (sx + dx) / 2, (sy + dy) / 2)
    assert view.dragging() is not None and view.drag_point is not None
    outcome = view.pointer_up(1, dx, dy)
    assert outcome.move == f"0,0>{dest[0]},{dest[1]}"


def test_pinch_never_plays_a_move() -> None:
    view = view_of("+0,0:a")
    target = find(view, "skydiver", (0, 0, "d"))
    sx, sy = view.camera.to_screen(target.x, target.y)
    view.pointer_down(1, sx, sy)
    view.pointer_down(2, sx + 100, sy)
    view.pointer_move(2, sx + 200, sy)
    assert view.camera.zoom > 1
    assert view.pointer_up(1, sx, sy).move is None
    assert view.pointer_up(2, sx + 200, sy).move is None


def test_keyboard_focus_and_enter_act_like_a_tap() -> None:
    view = view_of("+0,0:a")
    first = view.key("ArrowRight")
    assert first.announce
    for _ in range(12):
        focus = view._current_focus()
        if focus is not None and focus.kind == "skydiver":
            break
        view.key("ArrowRight")
    focus = view._current_focus()
    assert focus is not None
    outcome = view.key("Enter")
    assert outcome.move is not None or outcome.announce or outcome.message
    view.key("Escape")
    assert view.pending_tile is None and view.selected is None


WIN = ["+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass", "+1,0:a", "pass",
       "0,1:c", "pass", "1,0:b", "pass", "0,1:d", "pass", "+2,0:a"]


def test_drawing_shows_each_players_shape_and_the_win_line() -> None:
    state = games.replay("quinque", {}, WIN)
    assert state.is_over and state.winner == 0
    view = QuinqueView(state)
    view.resize(500, 400)
    canvas = RecordingCanvas()
    view.draw(canvas)
    colours = {args[1] for name, args in canvas.calls if name == "set" and args[0] == "fillStyle"}
    assert {"#d55e00", "#0072b2"} <= colours, "both players' pieces are drawn"
    strokes = [args[1] for name, args in canvas.calls if name == "set" and args[0] == "strokeStyle"]
    assert "rgba(255,191,0,0.9)" in strokes, "the winning line is highlighted"
    assert len(state.win_line) == 5  # type: ignore[attr-defined]


def test_skydiver_cell_matches_the_global_grid() -> None:
    assert skydiver_cell(0, 0, "a") == (0, 0)
    assert skydiver_cell(1, -1, "d") == (3, -1)


def test_end_turn_control_passes_only_in_the_second_action() -> None:
    view = view_of("+0,0:a")
    (control,) = view.controls()
    assert not control.enabled and control.reason
    view = view_of("+0,0:a", "+1,0:b")
    (control,) = view.controls()
    assert control.enabled
    assert view.control("pass").move == "pass"


def test_a_hint_is_outlined_on_the_board_until_the_position_changes() -> None:
    view = view_of("+0,0:a", "+1,0:b")
    outcome = view.show_hint("0,0>0,1")
    assert outcome.message == "Hint: 0,0>0,1"
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert ("set", ("strokeStyle", "#7b2cbf")) in canvas.calls
    view.set_state(view.state.play("pass"))
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert ("set", ("strokeStyle", "#7b2cbf")) not in canvas.calls
