"""A flipped board (turned 180° for players sitting opposite): controls, drags and keys
mean what they say on screen."""

from __future__ import annotations

import math

import games
from games.ui.controls import Control
from games.ui.quinamid.draw import LETTERS, centre, footprint
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque.view import QuinqueView
from games.ui.quinto.view import QuintoView
from games.ui.view import BoardView

SCREEN = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def quinamid(*moves: str, flipped: bool = False, **options: object) -> QuinamidView:
    view = QuinamidView(games.replay("quinamid", dict(options), list(moves)))
    view.resize(600, 600)
    view.motion = False
    if flipped:
        view.flip()
    return view


def control(view: QuinamidView, cid: str) -> Control:
    return next(c for c in view.controls() if c.id == cid)


def board_centre_on_screen(view: QuinamidView, state: object, letter: str) -> tuple[float, float]:
    col, row, n = footprint(state, letter)
    return view.camera.to_screen(col + n / 2, 6 - row - n / 2)


def test_on_a_flipped_board_left_slides_the_board_to_the_screens_left() -> None:
    view = quinamid(flipped=True)
    view.control("board_B")
    left = control(view, "slide_left")
    assert left.enabled and left.label == "← Left" and left.aria_label == "Slide left"
    move = view.control("slide_left").move
    assert move == "B>", "the board's right is the screen's left when flipped"
    before = board_centre_on_screen(view, view.state, "B")
    after = board_centre_on_screen(view, view.q.play(move), "B")
    assert after[0] < before[0] - 10 and math.isclose(after[1], before[1])
    right = control(view, "slide_right")
    assert not right.enabled
    assert right.reason == "Board B cannot slide right: it would overhang board A."
    assert "overhang" in (view.control("slide_right").message or "")
    assert view.control("slide_down").move == "B^" and not control(view, "slide_up").enabled
    assert control(view, "slide_up").reason == "Board B cannot slide up: it would overhang board A."


def test_upright_the_same_buttons_keep_their_notation() -> None:
    view = quinamid()
    view.control("board_B")
    assert view.control("slide_right").move == "B>" and view.control("slide_up").move == "B^"
    assert control(view, "slide_left").reason == "Board B cannot slide left: it would overhang board A."


def test_every_slide_button_moves_its_board_the_way_it_says_on_screen() -> None:
    played = {False: 0, True: 0}
    for moves in ((), ("B>", "c4", "C^"), ("B^", "a1", "D>", "f6")):
        for flipped in (False, True):
            view = quinamid(*moves, flipped=flipped)
            for letter in LETTERS[1:]:
                if not view.can_move(letter):
                    continue
                view.control(f"board_{letter}")
                for name, (ux, uy) in SCREEN.items():
                    button = control(view, f"slide_{name}")
                    assert button.label.endswith(name.capitalize()) and button.aria_label == f"Slide {name}"
                    if not button.enabled:
                        assert f"cannot slide {name}" in button.reason, (moves, flipped, letter, name)
                        continue
                    move = view.control(f"slide_{name}").move
                    assert move is not None
                    (bx, by), (ax, ay) = (board_centre_on_screen(view, s, letter)
                                          for s in (view.state, view.q.play(move)))
                    assert (ax - bx) * ux + (ay - by) * uy > 10, (moves, flipped, letter, name, move)
                    assert abs((ax - bx) * uy - (ay - by) * ux) < 1e-6
                    played[flipped] += 1
    assert played[False] >= 8 and played[True] >= 8


def test_dragging_a_badge_slides_its_board_where_it_was_dropped_on_screen() -> None:
    # B may only slide right (and up) on the board: on screen that is left when flipped
    for flipped, way, label in ((False, 1, "→ Right"), (True, -1, "← Left")):
        view = quinamid(flipped=flipped)
        badge = next(t for t in view.targets() if (t.kind, t.key) == ("board", "B"))
        sx, sy = view.camera.to_screen(badge.x, badge.y)
        step = view.camera.scale * way
        view.pointer_down(1, sx, sy)
        view.pointer_move(1, sx + step / 2, sy)
        source = view.dragging()
        assert source is not None
        labels = {t.key: t.label for t in view.drop_targets(source)}
        move = view.pointer_up(1, sx + step, sy).move
        assert move == "B>" and labels[move] == label
        before = board_centre_on_screen(view, view.state, "B")
        after = board_centre_on_screen(view, view.q.play(move), "B")
        assert (after[0] - before[0]) * way > 10, "the board went where the badge was dropped"
        view.pointer_down(1, sx, sy)  # the other way: the board would overhang, and says so
        view.pointer_move(1, sx - step / 2, sy)
        refused = view.pointer_up(1, sx - step, sy)
        wrong_way = "right" if flipped else "left"
        assert refused.move is None and f"cannot slide {wrong_way}" in (refused.message or "")


def test_turn_clockwise_turns_clockwise_on_screen_either_way_up() -> None:
    for flipped in (False, True):
        view = quinamid("d4", advanced=True, flipped=flipped)  # d4 is a hole of board C
        assert view.q.visible()[3][3].board == "C"
        view.control("board_C")
        assert control(view, "turn_cw").aria_label == "Turn clockwise"
        move = view.control("turn_cw").move
        assert move == "C+"
        after = view.q.play(move)
        (col, row), = [(c, r) for c in range(6) for r in range(6) if after.visible()[c][r].owner == 0]
        cx, cy = board_centre_on_screen(view, view.state, "C")
        px, py = view.camera.to_screen(*centre(3, 3))
        qx, qy = view.camera.to_screen(*centre(col, row))
        cross = (px - cx) * (qy - cy) - (py - cy) * (qx - cx)
        assert cross > 0, "screen y points down: a positive cross product is a clockwise turn"


def test_arrow_keys_move_the_focus_the_way_they_point_on_screen() -> None:
    quinque = QuinqueView(games.replay("quinque", {}, ["+0,0:a", "+1,0:b", "pass", "+0,1:c"]))
    quinque.resize(600, 600)
    for view in (quinamid(), quinamid(flipped=True), quinque):
        for flipped in (False, True):
            if flipped != view.camera.flipped:
                view.flip()
            check_arrows(view)


def check_arrows(view: BoardView) -> None:
    for key, (ux, uy) in (("ArrowRight", (1, 0)), ("ArrowDown", (0, 1)), ("ArrowLeft", (-1, 0)),
                          ("ArrowUp", (0, -1))):
        view.focus = None
        view.key("Enter")  # the first key puts the cursor on the target nearest the middle
        moved = 0
        for _ in range(3):
            before = view._current_focus()
            assert before is not None
            view.key(key)
            after = view._current_focus()
            assert after is not None
            if (after.kind, after.key) == (before.kind, before.key):
                break  # the edge
            bx, by = view.camera.to_screen(before.x, before.y)
            ax, ay = view.camera.to_screen(after.x, after.y)
            if uy:
                assert (ay - by) * uy > 0, (key, view.camera.flipped)
            else:  # along the row; from its end to the next row (reading order)
                assert (ax - bx) * ux > 0 or (ay - by) * ux > 0, (key, view.camera.flipped)
            moved += 1
        assert moved, (key, view.camera.flipped)


def test_every_control_of_every_board_has_an_accessible_name_in_words() -> None:
    views: list[BoardView] = [
        quinamid(advanced=True),
        QuinqueView(games.replay("quinque", {}, ["+0,0:a", "+1,0:b"])),
    ]
    views.append(QuintoView(games.new_game("quinto", seed=3), {"hints": True}))
    names = []
    for view in views:
        view.resize(600, 600)
        for button in view.controls():
            name = button.accessible_name
            assert name and all(ch.isalpha() or ch in " '" for ch in name), (button.id, name)
            names.append(name)
    assert {"Slide left", "Turn clockwise", "Board B", "End turn", "Play", "Pass"} <= set(names)
