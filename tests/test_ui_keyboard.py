"""The keyboard reaches every target, the camera keeps the cursor on screen, and the
focus ring is thick and high-contrast on every board."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.core import GameState
from games.ui.camera import MIN_HIT
from games.ui.canvas import RecordingCanvas
from games.ui.focus import FOCUS_DARK, FOCUS_LIGHT, FOCUS_WIDTH, neighbour, reading_order, rows_of
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque.view import QuinqueView
from games.ui.quinto.view import QuintoView
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


def row_of_focus(view: BoardView) -> list[tuple[str, object]]:
    """The row the cursor is in, left to right, as the arrows see it now."""
    targets = view.focus_targets()
    cam = view.camera
    spots = [(*cam.to_screen(t.x, t.y)[:1], cam.to_screen(*view.focus_row(t))[1], view.focus_section(t))
             for t in targets]
    focus = view._current_focus()
    assert focus is not None
    here = [key_of(t) for t in targets].index(key_of(focus))
    row = next(r for r in rows_of(spots, MIN_HIT / 2) if here in r)
    return [key_of(targets[i]) for i in row]


def sweep(view: BoardView, check: Callable[[Target], None]) -> set[tuple[str, object]]:
    """Up to the top row, then each row end to end and Down: what a keyboard reaches."""
    seen = set()

    def press(arrow: str) -> tuple[str, object]:
        announced = view.key(arrow).announce
        focus = view._current_focus()
        assert focus is not None and announced == focus.label
        check(focus)
        seen.add(key_of(focus))
        return key_of(focus)

    press("ArrowUp")
    for _ in range(len(view.focus_targets())):
        before = key_of(view._current_focus())  # type: ignore[arg-type]
        if press("ArrowUp") == before:
            break
    for _ in range(len(view.focus_targets())):
        row = row_of_focus(view)
        for _ in range(row.index(key_of(view._current_focus()))):  # type: ignore[arg-type]
            press("ArrowLeft")
        for _ in range(len(row) - 1):
            press("ArrowRight")
        before = key_of(view._current_focus())  # type: ignore[arg-type]
        if press("ArrowDown") == before:
            break
    return seen


@pytest.mark.parametrize("name", POSITIONS)
def test_the_keys_reach_every_target_and_the_camera_keeps_the_cursor_on_screen(name: str) -> None:
    for size, flipped in [(SIZES[0], False), (SIZES[1], False), (SIZES[2], False), (SIZES[0], True)]:
        view = make(name, size, flipped)
        everything = {key_of(t) for t in view.focus_targets()}

        def on_screen_now(focus: Target, view: BoardView = view) -> None:
            assert on_screen(view, focus), (name, view.camera.width, focus)

        assert sweep(view, on_screen_now) == everything, (name, size, flipped)


def test_every_quinamid_badge_is_reached_by_the_arrows_and_enter_selects_it() -> None:
    for size in SIZES:
        view = make("quinamid mid-game", size)
        letters = set()

        def select(focus: Target, view: BoardView = view, letters: set[object] = letters) -> None:
            if focus.kind == "board" and focus.key not in letters:
                letters.add(focus.key)
                assert isinstance(view, QuinamidView)
                outcome = view.key("Enter")
                assert view.selected == focus.key if view.can_move(str(focus.key)) else outcome.message

        sweep(view, select)
        assert letters == set("ABCDE"), size


def test_on_a_corner_badge_board_down_goes_to_the_hole_below_not_to_a_badge() -> None:
    view = make("quinamid start", (820, 900))
    assert isinstance(view, QuinamidView) and view.badge_layout() == "corners"
    holes = {t.key: t for t in view.targets() if t.kind == "hole"}
    for col in "abcdef":
        for row in range(6, 1, -1):
            below = view._neighbour(holes[f"{col}{row}"], view.focus_targets(), "ArrowDown")
            assert below == holes[f"{col}{row - 1}"]


def test_quinto_squares_hidden_under_the_rack_are_reached_and_brought_into_view() -> None:
    view = make("quinto ten plays", (390, 520))
    for _ in range(3):
        view.key("+")  # the player looks closer: part of the board is off screen
    hidden = {key_of(t) for t in view.focus_targets() if t.kind == "square" and not on_screen(view, t)}
    assert hidden, "zoomed in, part of the board is off screen"
    reached = set()

    def tap_works(focus: Target) -> None:
        assert on_screen(view, focus)
        if key_of(focus) in hidden:
            reached.add(key_of(focus))
            assert key_of(focus) in {key_of(t) for t in view.targets()}, "now a tap there works too"

    sweep(view, tap_works)
    assert reached == hidden


def test_rows_and_arrows_on_a_small_layout() -> None:
    # two rows of two, then a band (section 1) with one target
    spots = [(10.0, 0.0, 0), (0.0, 50.0, 0), (40.0, 52.0, 0), (0.0, 1.0, 0), (60.0, 100.0, 1)]
    assert rows_of(spots, 11) == [[3, 0], [1, 2], [4]]
    assert reading_order(spots, 11) == [3, 0, 1, 2, 4]
    assert neighbour(spots, 3, "ArrowRight", 11) == 0  # along the row
    assert neighbour(spots, 0, "ArrowRight", 11) == 2  # its end: the nearest target on the right
    assert neighbour(spots, 2, "ArrowRight", 11) == 4
    assert neighbour(spots, 4, "ArrowRight", 11) is None  # nothing on the right, no row below
    assert neighbour(spots, 4, "ArrowLeft", 11) == 1  # within 45 degrees first, though farther
    assert neighbour(spots, 1, "ArrowLeft", 11) == 0  # nothing on the left: the end of the row above
    assert neighbour(spots, 0, "ArrowDown", 11) == 1  # the row below, nearest across
    assert neighbour(spots, 2, "ArrowUp", 11) == 0
    assert neighbour(spots, 1, "ArrowDown", 11) == 4  # then the band
    assert neighbour(spots, 3, "ArrowUp", 11) is None


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
