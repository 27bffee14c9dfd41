"""The Quinamid board view: taps, board selection, controls and their reasons,
drawing (covered counters never) and the memory-friendly history (animation:
test_ui_quinamid_animation.py)."""

from __future__ import annotations

import dataclasses
import math
import re
from pathlib import Path

import pytest

import games
from games.ui.canvas import RecordingCanvas
from games.ui.controls import Control
from games.ui.i18n import EN, domain_table
from games.ui.palette import palette
from games.ui.pieces import COLOURS
from games.ui.quinamid import draw as qv
from games.ui.quinamid.draw import badge_point, centre
from games.ui.quinamid.view import QuinamidView
from games.ui.registry import make_view
from games.ui.view import Target
from quinamid_view_helpers import piece_arcs, state_of, view_of

ROOT = Path(__file__).resolve().parent.parent

QUINAMID_EN = domain_table("en", "quinamid")


def tap_at(view: QuinamidView, x: float, y: float) -> tuple[str | None, str | None]:
    """Tap the world point (x, y) on screen: (move, message)."""
    sx, sy = view.camera.to_screen(x, y)
    view.pointer_down(1, sx, sy)
    outcome = view.pointer_up(1, sx, sy)
    return outcome.move, outcome.message


def tap(view: QuinamidView, target: Target) -> tuple[str | None, str | None]:
    return tap_at(view, target.x, target.y)


def find(view: QuinamidView, kind: str, key: str) -> Target:
    for target in view.targets():
        if (target.kind, target.key) == (kind, key):
            return target
    raise AssertionError(f"no {kind} {key} in {[(t.kind, t.key) for t in view.targets()]}")


def control(view: QuinamidView, cid: str) -> Control:
    return next(c for c in view.controls() if c.id == cid)


def fills(canvas: RecordingCanvas, colour: str) -> int:
    return sum(1 for name, args in canvas.calls if name == "set" and args == ("fillStyle", colour))


# --- placing ------------------------------------------------------------------------
def test_tap_on_visible_holes_of_different_boards_places_there() -> None:
    view = view_of()
    board_of = {t.key: t.label for t in view.targets() if t.kind == "hole"}
    assert len(board_of) == 36
    assert tap(view, find(view, "hole", "f1")) == ("f1", None)  # board A's right column
    assert "board A" in board_of["f1"] and "board E" in board_of["a1"]
    assert tap(view, find(view, "hole", "a1")) == ("a1", None)  # the 2x2 top board


def test_after_slides_the_same_square_belongs_to_another_board_and_taps_still_place_there() -> None:
    view = view_of("B>", "C^")
    visible = view.q.visible()
    assert visible[5][0].board == "B" and visible[0][0].board == "A"
    assert visible[1][0].board == "B" and visible[1][4].board == "C"
    for name, board in (("a1", "A"), ("f1", "B"), ("b1", "B"), ("b5", "C"), ("b4", "D"), ("c3", "E")):
        target = find(view, "hole", name)
        assert f"board {board}" in target.label
        col, row = "abcdef".index(name[0]), int(name[1]) - 1
        assert (target.x, target.y) == centre(col, row)
        assert visible[col][row].board == board
        assert tap(view, target) == (name, None)


def test_tap_on_a_taken_hole_explains_why() -> None:
    view = view_of("c4")
    move, message = tap(view, find(view, "hole", "c4"))
    assert move is None and message is not None and "taken" in message


def test_variant_a_refuses_the_top_board_on_the_first_move_with_the_reason() -> None:
    view = view_of(variants="a")
    move, message = tap(view, find(view, "hole", "a1"))
    assert move is None and message is not None and "variant a" in message
    assert tap(view, find(view, "hole", "f6")) == ("f6", None)


def test_keyboard_arrows_and_enter_place_a_counter() -> None:
    view = view_of()
    assert view.key("ArrowUp").announce
    for _ in range(20):
        focus = view._current_focus()
        if focus is not None and focus.kind == "hole":
            break
        view.key("ArrowLeft")
    focus = view._current_focus()
    assert focus is not None and focus.kind == "hole"
    assert view.key("Enter").move == focus.key


def test_keyboard_reaches_a_board_badge_and_enter_selects_it() -> None:
    view = view_of()
    view.resize(390, 520)  # a phone: the badges in a row under the board
    view.key("ArrowUp")
    for name in ["ArrowDown"] * 8 + ["ArrowRight"] * 5:
        focus = view._current_focus()
        assert focus is not None
        if focus.kind == "board" and focus.key != "A":
            break
        view.key(name)
    focus = view._current_focus()
    assert focus is not None and focus.kind == "board"
    assert view.key("Enter").announce and view.selected == focus.key


# --- boards: selection, slides, turns -------------------------------------------------
def test_tapping_a_board_badge_selects_it_and_arrow_controls_slide_it() -> None:
    view = view_of()
    move, message = tap(view, find(view, "board", "C"))
    assert (move, message) == (None, None) and view.selected == "C"
    assert control(view, "board_C").pressed is True
    assert control(view, "slide_right").enabled
    assert view.control("slide_right").move == "C>"
    assert view.control("slide_up").move == "C^"
    assert tap(view, find(view, "board", "C")) == (None, None) and view.selected is None


def test_board_buttons_select_and_turn_controls_rotate_in_the_advanced_game() -> None:
    view = view_of(advanced=True)
    assert view.control("board_D").announce and view.selected == "D"
    assert control(view, "turn_cw").enabled and control(view, "turn_ccw").enabled
    assert view.control("turn_cw").move == "D+"
    assert view.control("turn_ccw").move == "D-"
    view.control("board_B")
    assert view.selected == "B" and view.control("slide_up").move == "B^"


def test_compact_labels_are_one_glyph_and_the_accessible_names_stay_words() -> None:
    # A phone shows the short labels (two rows of buttons instead of four): each must be
    # one glyph, with a name in words for screen readers, and group the buttons that wrap together.
    controls = view_of(advanced=True).controls()
    assert {c.group for c in controls} == {"board", "slide", "turn"}
    for c in controls:
        assert len(c.short) == 1, c
        assert re.search(r"[A-Za-z]{4,}", c.accessible_name), c  # "Board B", "Slide left", ...
    shorts = {c.id: c.short for c in controls}
    assert [shorts[f"board_{x}"] for x in "ABCDE"] == list("ABCDE")
    assert (shorts["slide_left"], shorts["turn_cw"]) == ("←", "↻")


def test_badge_sits_on_a_visible_corner_of_its_board_in_every_position() -> None:
    for moves in ((), ("B>", "C^", "D>", "E^"), ("B^",)):
        state = state_of(*moves, advanced=True)
        visible = state.visible()  # type: ignore[attr-defined]
        for k, letter in enumerate("ABCDE"):
            x, y = badge_point(state, k)
            # the square just inside the badge's corner belongs to this board and is visible
            col = min(5, max(0, math.floor(x + (0.3 if x % 1 < 0.5 else -0.3))))
            row = 5 - min(5, max(0, math.floor(y + (0.3 if y % 1 < 0.5 else -0.3))))
            assert visible[col][row].board == letter, (moves, letter, (col, row))


def test_a_selection_is_dropped_when_the_position_changes() -> None:
    view = view_of()
    view.control("board_C")
    view.set_state(view.q.play("a1"))
    assert view.selected is None


def test_dragging_a_badge_one_square_slides_its_board() -> None:
    view = view_of()
    badge = find(view, "board", "B")
    sx, sy = view.camera.to_screen(badge.x, badge.y)
    ex, ey = view.camera.to_screen(badge.x + 1, badge.y)
    view.pointer_down(1, sx, sy)
    view.pointer_move(1, (sx + ex) / 2, sy)
    assert view.dragging() is not None
    assert view.pointer_up(1, ex, ey).move == "B>"


# --- disabled actions say why ----------------------------------------------------------
def test_the_locked_board_cannot_be_selected_and_says_why() -> None:
    view = view_of("C>")
    button = control(view, "board_C")
    assert not button.enabled and button.reason == "Board C was just moved; it cannot move this turn."
    move, message = tap(view, find(view, "board", "C"))
    assert move is None and message is not None and "Board C was just moved" in message
    assert any("Board C was just moved" in line.text for line in view.info_lines())
    assert control(view, "board_B").enabled and control(view, "board_D").enabled


def test_base_board_is_never_movable() -> None:
    view = view_of()
    button = control(view, "board_A")
    assert not button.enabled and "base" in button.reason
    move, message = tap(view, find(view, "board", "A"))
    assert move is None and message is not None and "base" in message


def test_overhanging_slides_are_disabled_with_the_reason() -> None:
    view = view_of()
    view.control("board_B")
    left, down = control(view, "slide_left"), control(view, "slide_down")
    assert not left.enabled and left.reason == "Board B cannot slide left: it would overhang board A."
    assert not down.enabled and "overhang" in down.reason
    assert control(view, "slide_right").enabled and control(view, "slide_up").enabled
    assert "overhang" in (view.control("slide_left").message or "")


def test_the_basic_game_has_no_turn_buttons_and_a_turn_asked_for_is_explained() -> None:
    view = view_of()
    view.selected = "C"
    assert not [c for c in view.controls() if c.id.startswith("turn_")], "buttons that can never work"
    assert "Rotations are only in the advanced game." in (view.control("turn_cw").message or "")
    advanced = view_of(advanced=True).controls()
    assert [c.id for c in advanced if c.id.startswith("turn_")] == ["turn_cw", "turn_ccw"]


def test_without_a_selected_board_arrows_ask_for_one() -> None:
    view = view_of(advanced=True)
    for cid in ("slide_left", "slide_right", "slide_up", "slide_down", "turn_cw", "turn_ccw"):
        button = control(view, cid)
        assert not button.enabled and button.reason == EN["quinamid.choose_board"]
    assert view.control("slide_up").message == EN["quinamid.choose_board"]


def test_variant_e_lets_the_just_moved_board_turn_clockwise_but_not_slide() -> None:
    view = view_of("C+", variants="e")
    assert control(view, "board_C").enabled
    view.control("board_C")
    assert control(view, "turn_cw").enabled
    assert "clockwise" in control(view, "turn_ccw").reason
    assert "just moved" in control(view, "slide_right").reason
    assert any("may turn again" in line.text for line in view.info_lines())


# --- drawing ---------------------------------------------------------------------------------
def test_covered_counters_are_never_drawn() -> None:
    # f1 is on board A; sliding B right covers it with B's empty hole.
    view = view_of("f1", "a6", "B>")
    assert view.q.hidden_counts() == (1, 0)
    view.animation = None
    canvas = RecordingCanvas()
    view.draw(canvas)
    drawn = piece_arcs(canvas)
    assert drawn == [centre(0, 5)], "only the visible counter (a6) is drawn"
    assert fills(canvas, COLOURS[0]) == 0 and fills(canvas, COLOURS[1]) == 1


def test_each_player_is_drawn_with_its_shape_and_colour() -> None:
    view = view_of("f1", "a6")
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert sorted(piece_arcs(canvas)) == sorted([centre(5, 0), centre(0, 5)])
    assert fills(canvas, COLOURS[0]) == 1 and fills(canvas, COLOURS[1]) == 1


def test_boards_get_distinct_colours_and_letters() -> None:
    view = view_of()
    view.resize(900, 900)  # room for the badges on the corners
    canvas = RecordingCanvas()
    view.draw(canvas)
    labels = list("abcdef123456")  # the columns and rows, so "c4" is a place one sees
    assert canvas.texts() == labels + list("ABCDE")
    for body in qv.BODY:
        assert fills(canvas, body) == 1
    assert len(set(qv.BODY)) == len(set(qv.EDGE)) == len(set(qv.HOLE)) == 5
    view.resize(390, 520)  # a phone: the badges in a row, each corner keeps its letter
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert canvas.texts() == labels + [letter for letter in "ABCDE" for _ in (1, 2)]


def test_the_locked_board_has_a_dashed_edge() -> None:
    canvas = RecordingCanvas()
    view_of().draw(canvas)
    assert canvas.count("setLineDash") == canvas.calls.count(("setLineDash", ([],)))
    canvas = RecordingCanvas()
    view = view_of("C>")
    view.animation = None
    view.draw(canvas)
    assert ("setLineDash", ([0.12, 0.08],)) in canvas.calls


WIN = ["f1", "a6", "f2", "b6", "f3", "c6", "f4", "d6", "f5"]


def test_winning_line_is_highlighted_and_the_board_is_done() -> None:
    view = view_of(*WIN)
    assert view.state.winner == 0
    canvas = RecordingCanvas()
    view.draw(canvas)
    rings = [args for name, args in canvas.calls if name == "set" and args == ("strokeStyle", qv.WIN)]
    assert len(rings) == len(view.q.win_line) == 5
    assert view.targets() == [] and view.controls() == []


# --- panel ----------------------------------------------------------------------------------
def test_history_shows_only_the_count_during_play() -> None:
    view = view_of("c4", "B>", "a1")
    items, note = view.history_items({})
    assert items == () and note.startswith("3 moves played") and "hidden" in note
    items, note = view_of("c4").history_items({"open_memory": False})
    assert items == () and note.startswith("1 move played")


def test_open_memory_shows_the_list_and_a_finished_game_shows_it_anyway() -> None:
    view = view_of("c4", "B>", "a1")
    assert view.history_items({"open_memory": True}) == (("● c4", "◆ B>", "● a1"), "")
    items, note = view_of(*WIN).history_items({})
    assert [item.split()[1] for item in items] == WIN and note == ""


def test_panel_shows_counters_left_covered_counts_and_the_game_type() -> None:
    view = view_of("f1", "a6", "B>")
    assert view.player_detail(0) == "Counters: 29" and view.player_detail(1) == "Counters: 29"
    texts = [line.text for line in view.info_lines()]
    assert "Basic game: boards slide, they do not turn." in texts
    assert "Covered counters: ● 1 · ◆ 0" in texts
    assert any("Board B was just moved" in text for text in texts)
    assert "Rule variants: a, d" in [line.text for line in view_of(variants="da").info_lines()]


def test_turn_text_when_out_of_counters_and_draw_text() -> None:
    view = view_of()
    assert view.turn_text("Ann") == "Ann to play"
    view.state = dataclasses.replace(view.state, _placed=(30, 0))  # type: ignore[type-var]
    assert view.turn_text("Ann") == "Ann to play: no counters left, slide or turn a board"
    assert view.player_detail(0) == "Counters: 0"
    assert "repeat" in view.draw_text() or "three times" in view.draw_text()


def test_registered_view_and_factory() -> None:
    view = make_view(state_of(), {"open_memory": True})
    assert isinstance(view, QuinamidView)


# --- strings and rules ---------------------------------------------------------------------------
def test_every_quinamid_string_is_used_and_every_used_key_exists() -> None:
    source = (ROOT / "src" / "games" / "ui" / "quinamid" / "view.py").read_text()
    keys = {k for k in QUINAMID_EN if k.startswith("quinamid.")}
    assert all(k.startswith(("quinamid.", "rules.quinamid.")) for k in QUINAMID_EN)
    literal = set(re.findall(r'"(quinamid\.[a-z_0-9.]+)"', source))
    dynamic = {f"quinamid.{a}{p}{s}" for p, options in (("slide_", "left right up down"), ("turn_", "cw ccw"))
               for s in options.split() for a in ("", "aria.")}
    dynamic |= {f"quinamid.owner{n}" for n in "01"}
    dynamic |= {f"quinamid.dir_{d}" for d in ("left", "right", "up", "down")}
    assert literal <= keys
    assert keys <= literal | dynamic, keys - literal - dynamic


def test_rules_cover_the_rulebook_and_every_decision() -> None:
    html = QUINAMID_EN["rules.quinamid.html"]
    for words in ("How we play it", "30 counters", "the player who did", "third", "corner", "staggered",
                  "Open memory", "not the boards it carried", "no counters left", "empty top board",
                  "covered counters count", "first move of the game", "clockwise only"):
        assert words in html, words
    for letter in "abcde":
        assert f"<li>{letter}) " in html
    assert html.count("<ul>") == html.count("</ul>") and html.count("<li>") == html.count("</li>")


def test_a_hint_rings_the_hole_or_the_board_until_the_position_changes() -> None:
    for move in ("c4", "B>"):
        view = QuinamidView(games.new_game("quinamid"))
        view.resize(500, 500)
        assert view.show_hint(move).message == f"Hint: {move}"
        canvas = RecordingCanvas()
        view.draw(canvas)
        assert ("set", ("strokeStyle", palette().hint)) in canvas.calls, move
        view.set_state(view.state.play("c4"))
        canvas = RecordingCanvas()
        view.draw(canvas)
        assert ("set", ("strokeStyle", palette().hint)) not in canvas.calls


def test_a_screen_turned_for_the_other_player_swaps_slide_buttons_like_a_flip() -> None:
    import games
    from games.ui.quinamid.view import QuinamidView

    view = QuinamidView(games.new_game("quinamid").play("a1"))
    upright = view.slide_notation("left")
    view.screen_turned = True
    assert view.slide_notation("left") != upright
    view.flip()  # flipped board on a turned screen: upright again for the viewer
    assert view.slide_notation("left") == upright


@pytest.mark.parametrize("flipped", [False, True])
def test_columns_and_rows_are_drawn_beside_their_holes_off_the_table(flipped: bool) -> None:
    """Each letter sits straight above its column's holes and each number left of its
    row's, on the screen's top and left (a flipped board too), off the table the boards
    stand on, so no label covers a board."""
    view = view_of()
    view.resize(390, 520)
    if flipped:
        view.flip()
    canvas = RecordingCanvas()
    view.draw(canvas)
    holes = {t.key: view.camera.to_screen(t.x, t.y) for t in view.targets() if t.kind == "hole"}
    corners = [view.camera.to_screen(x, y) for x, y in ((-0.22, -0.18), (6.22, 6.26))]
    left, right = sorted(x for x, _ in corners)
    top, bottom = sorted(y for _, y in corners)
    labels = [args for name, args in canvas.calls if name == "fillText" and args[0] in "abcdef123456"]
    assert sorted(text for text, _x, _y in labels) == sorted("abcdef123456")
    for text, x, y in labels:
        hx, hy = holes[f"{text}1"] if text.isalpha() else holes[f"a{text}"]
        if text.isalpha():
            assert abs(x - hx) < 1 and y < top
        else:
            assert abs(y - hy) < 1 and x < left
        assert not (left < x < right and top < y < bottom)
