"""The keyboard reaches every target, the camera keeps the cursor on screen, and the
focus ring is thick and high-contrast on every board."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.core import GameState
from games.ui.canvas import RecordingCanvas
from games.ui.focus import FOCUS_DARK, FOCUS_LIGHT, FOCUS_WIDTH, neighbour, reading_order
from games.ui.quinamid_view import QuinamidView
from games.ui.quinque_view import QuinqueView
from games.ui.quinto_view import QuintoView
from games.ui.view import BoardView, Target
from ui_positions import quinamid, quinque, quinto

ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")
SIZES = [(390, 520), (820, 900), (1180, 700), (600, 600)]
POSITIONS: dict[str, tuple[Callable[[GameState], BoardView], Callable[[], GameState]]] = {
    "quinque after setup": (QuinqueView, lambda: quinque(moves=1)),
    "quinque ten tiles": (QuinqueView, lambda: quinque(tiles=10)),
    "quinque second action": (QuinqueView, lambda: _second_action()),
    "quinto start": (QuintoView, lambda: quinto(0)),
    "quinto ten plays": (QuintoView, lambda: quinto(10)),
    "quinamid start": (QuinamidView, lambda: quinamid(0)),
    "quinamid mid-game": (QuinamidView, lambda: quinamid(20, advanced=True)),
}


def _second_action() -> GameState:
    state = quinque(tiles=6, seed=3)
    move = next(m for m in map(str, state.legal_moves()) if ":" in m and "+" not in m)  # mark a skydiver
    return state.play(move)


def key_of(target: Target) -> tuple[str, object]:
    return target.kind, target.key


def make(name: str, size: tuple[int, int], flipped: bool = False) -> BoardView:
    factory, position = POSITIONS[name]
    view = factory(position())
    view.resize(*size)
    if flipped:
        view.flip()
    return view


def on_screen(view: BoardView, target: Target) -> bool:
    sx, sy = view.camera.to_screen(target.x, target.y)
    bottom = view.camera.height
    if isinstance(view, QuintoView) and target.kind not in view.fixed_kinds:
        lay = view.layout()
        bottom = lay.top if lay is not None else bottom
    return 0 <= sx <= view.camera.width and 0 <= sy <= bottom


@pytest.mark.parametrize("name", POSITIONS)
def test_from_the_first_target_the_arrows_reach_every_target(name: str) -> None:
    for size in SIZES:
        for flipped in (False, True):
            view = make(name, size, flipped)
            targets = view.focus_targets()
            assert {key_of(t) for t in view.targets()} <= {key_of(t) for t in targets}
            by_key = {key_of(t): t for t in targets}
            seen, todo = {key_of(targets[0])}, [targets[0]]
            while todo:
                here = todo.pop()
                for arrow in ARROWS:
                    there = view._neighbour(here, targets, arrow)
                    if there is not None and key_of(there) not in seen:
                        seen.add(key_of(there))
                        todo.append(by_key[key_of(there)])
            assert seen == set(by_key), (name, size, flipped, set(by_key) - seen)


@pytest.mark.parametrize("name", POSITIONS)
def test_right_visits_every_target_and_the_camera_keeps_the_cursor_on_screen(name: str) -> None:
    for size in SIZES[:3]:
        view = make(name, size)
        everything = {key_of(t) for t in view.focus_targets()}
        visited = set()
        for arrow in ["ArrowRight"] * (len(everything) + 1) + ["ArrowDown", "ArrowUp", "ArrowLeft"] * 4:
            announced = view.key(arrow).announce
            focus = view._current_focus()
            assert focus is not None and announced == focus.label
            assert on_screen(view, focus), (name, size, focus)
            visited.add(key_of(focus))
        assert visited == everything, (name, size, everything - visited)


def test_every_quinamid_badge_is_reached_by_the_arrows_alone() -> None:
    for size in SIZES:
        view = make("quinamid mid-game", size)
        letters = set()
        for _ in range(len(view.focus_targets())):
            view.key("ArrowRight")
            focus = view._current_focus()
            assert focus is not None
            if focus.kind == "board":
                letters.add(focus.key)
                outcome = view.key("Enter")
                assert view.selected == focus.key if view.can_move(str(focus.key)) else outcome.message
        assert letters == set("ABCDE")


def test_quinto_squares_under_the_rack_are_reached_and_scrolled_into_view() -> None:
    view = make("quinto ten plays", (390, 520))
    hidden = [t for t in view.focus_targets() if t.kind == "square" and not on_screen(view, t)]
    assert hidden, "zoomed on the area of play, part of the board is off screen"
    for target in hidden:
        view.focus = target
        view.key("ArrowLeft")
        view.key("ArrowRight")  # back to it: the camera brings it above the band
        focus = view._current_focus()
        assert focus is not None and key_of(focus) == key_of(target) and on_screen(view, focus)
        assert key_of(focus) in {key_of(t) for t in view.targets()}, "and a tap there works"


def test_reading_order_walks_rows_top_down_and_wraps() -> None:
    spots = [(10.0, 0.0, 0), (0.0, 50.0, 0), (20.0, 52.0, 0), (0.0, 1.0, 0), (5.0, 0.0, 1)]
    assert reading_order(spots, row_gap=11) == [3, 0, 1, 2, 4]
    assert neighbour(spots, 0, "ArrowRight", 11) == 1  # the end of a row: the next row's start
    assert neighbour(spots, 4, "ArrowRight", 11) == 3  # the very end: back to the first
    assert neighbour(spots, 3, "ArrowLeft", 11) == 4
    assert neighbour(spots, 3, "ArrowDown", 11) == 1  # straight down first
    assert neighbour(spots, 2, "ArrowDown", 11) is None


# --- the focus ring ---------------------------------------------------------------------------
def luminance(colour: str) -> float:
    value = colour.lstrip("#")
    channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ring_strokes(canvas: RecordingCanvas) -> list[tuple[str, float]]:
    """(colour, width) of each stroke, in drawing order."""
    out, colour, width = [], "", 0.0
    for name, args in canvas.calls:
        if name == "set" and args[0] == "strokeStyle":
            colour = str(args[1])
        elif name == "set" and args[0] == "lineWidth":
            width = float(args[1])
        elif name == "stroke":
            out.append((colour, width))
    return out


@pytest.mark.parametrize("name", ["quinque ten tiles", "quinto start", "quinamid start"])
def test_the_focus_ring_is_thick_high_contrast_and_drawn_over_everything(name: str) -> None:
    view = make(name, (390, 520))
    fills: set[str] = set()
    for arrow in ["ArrowRight"] * len(view.focus_targets()):
        view.key(arrow)
        canvas = RecordingCanvas()
        view.draw(canvas)
        fills |= {str(a[1]) for n, a in canvas.calls if n == "set" and a[0] == "fillStyle"
                  and str(a[1]).startswith("#") and len(str(a[1])) == 7}
        *_, dark, light = ring_strokes(canvas)  # the last two strokes of the frame
        assert dark == (FOCUS_DARK, FOCUS_WIDTH) and FOCUS_WIDTH >= 3
        assert light[0] == FOCUS_LIGHT and light[1] >= 2
        assert canvas.calls.count(("save", ())) == canvas.calls.count(("restore", ()))
    assert contrast(FOCUS_DARK, FOCUS_LIGHT) >= 7
    for fill in fills:  # on every colour the board paints, one of the two stands out
        assert max(contrast(fill, FOCUS_DARK), contrast(fill, FOCUS_LIGHT)) >= 3, fill


def test_the_ring_is_in_css_pixels_whatever_the_zoom() -> None:
    view = make("quinque ten tiles", (390, 520))
    view.key("ArrowRight")
    widths = []
    for _ in range(3):
        view.key("+")
        canvas = RecordingCanvas()
        view.draw(canvas)
        widths.append(ring_strokes(canvas)[-2][1])
    assert widths == [FOCUS_WIDTH] * 3
    view.key("ArrowRight")
    assert view.key("Escape") is not None and view._current_focus() is None
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert (FOCUS_DARK, FOCUS_WIDTH) not in ring_strokes(canvas)
