"""Every board target is big enough for a finger on a phone, a tablet and a wide screen.

A target is hit anywhere within MIN_HIT (22 px) of its centre, so two centres
closer than MIN_SPACING (44 px) would share that disc.  A board too dense
for that at "fit" follows the area of play at a bigger scale by itself;
targets the zoom pushes off the canvas do not count (a pan reaches them),
but the ones the player is expected to tap next stay on screen.
"""

from __future__ import annotations

import math

import pytest

from games.core import GameState
from games.ui.camera import MIN_HIT, MIN_SPACING, Camera
from games.ui.quinamid_view import QuinamidView
from games.ui.quinque_view import QuinqueView
from games.ui.quinto_view import DIGIT, MIN_DIGIT_PX, QuintoView
from games.ui.touch import on_screen, target_spacing
from games.ui.view import BoardView, Target
from ui_positions import quinamid, quinque, quinto

PHONE, TABLET, LANDSCAPE = (390, 520), (820, 900), (1180, 700)
SIZES = [PHONE, TABLET, LANDSCAPE]
EPS = 1e-6


def tap(view: BoardView, target: Target) -> None:
    sx, sy = view.camera.to_screen(target.x, target.y)
    view.pointer_down(1, sx, sy)
    view.pointer_up(1, sx, sy)


def visible(view: BoardView, target: Target) -> bool:
    sx, sy = view.camera.to_screen(target.x, target.y)
    return 0 <= sx <= view.camera.width and 0 <= sy <= view.camera.height


def middle_most(view: BoardView, targets: list[Target]) -> Target:
    cx, cy = view.camera.width / 2, view.camera.height / 2
    return min(targets, key=lambda t: math.dist(view.camera.to_screen(t.x, t.y), (cx, cy)))


def check_fingers(view: BoardView) -> None:
    """44 px between on-screen centres, and hit() gives each target its whole disc."""
    assert target_spacing(view) >= MIN_SPACING - EPS, (type(view).__name__, view.camera.width)
    cam = view.camera
    targets = view.targets()  # what hit() tests against, listed once
    for target in targets:
        if not visible(view, target):
            continue
        tx, ty = cam.to_screen(target.x, target.y)
        for k in range(9):
            a = 2 * math.pi * k / 8
            r = 0.0 if k == 8 else MIN_HIT - 0.5
            got = view.hit(tx + r * math.cos(a), ty + r * math.sin(a), targets)
            assert got is not None and (got.kind, got.key) == (target.kind, target.key), (target, k)


def views(make: type[BoardView], state: GameState) -> list[BoardView]:
    out = []
    for size in SIZES:
        view = make(state)
        view.resize(*size)
        out.append(view)
    return out


# --- Quinque -------------------------------------------------------------------------------
QUINQUE = {
    "start": lambda: quinque(moves=0),
    "setup done": lambda: quinque(moves=1),
    "mid-game": lambda: quinque(moves=20, seed=4),
    "ten tiles": lambda: quinque(tiles=10),
}


@pytest.mark.parametrize("name", QUINQUE)
def test_quinque_targets_are_44_px_apart_as_opened_and_once_the_player_acts(name: str) -> None:
    for view in views(QuinqueView, QUINQUE[name]()):
        assert isinstance(view, QuinqueView)
        check_fingers(view)
        if view.legal.slides:  # select a tile: its destinations come on screen, 44 px apart
            movable = [t for t in view.targets() if t.kind == "tile" and t.key in view.legal.slides]
            tile = middle_most(view, [t for t in movable if visible(view, t)])
            tap(view, tile)
            assert view.selected == tile.key
            check_fingers(view)
            dests = [t for t in view.targets() if t.kind == "dest"]
            assert dests and all(visible(view, t) for t in dests), "every destination can be tapped"
            view.key("Escape")
            check_fingers(view)
        if view.legal.new_tiles:  # start a new tile: its four skydivers on screen
            free = [t for t in view.targets() if t.kind == "square" and t.key in view.legal.new_tiles]
            square = middle_most(view, [t for t in free if visible(view, t)])
            tap(view, square)
            assert view.pending_tile == square.key
            check_fingers(view)
            assert all(visible(view, t) for t in view.targets()) and len(view.targets()) == 4


def test_a_dense_quinque_formation_is_zoomed_on_a_phone_and_fits_a_tablet_only_when_it_can() -> None:
    state = quinque(tiles=10)
    phone, tablet, _ = views(QuinqueView, state)
    assert phone.camera.zoom > 1.5, "ten tiles at 'fit' would put skydivers ~20 px apart on a phone"
    assert [t for t in phone.targets() if not visible(phone, t)], "the rest is a pan away"
    assert on_screen(phone), "the middle of the formation is on screen"
    phone.camera.reset()  # Fit: the player wants to see everything
    assert all(visible(phone, t) for t in phone.targets())
    assert target_spacing(phone) < MIN_SPACING, "this position really is too dense at fit"
    assert tablet.camera.scale * 0.25 * math.sqrt(2) >= MIN_SPACING - EPS


def test_quinque_skydivers_are_targets_only_while_they_may_be_marked() -> None:
    first = QuinqueView(quinque(moves=1))
    assert any(t.kind == "skydiver" for t in first.targets())
    second = QuinqueView(first.state.play(str(first.state.legal_moves()[0])))
    assert getattr(second.state, "action", 0) == 1
    assert not any(t.kind == "skydiver" for t in second.targets()), "a tap there is a tap on the tile"
    second.resize(*PHONE)
    tile = next(t for t in second.targets() if t.kind == "tile")
    sx, sy = second.camera.to_screen(tile.x - 0.25, tile.y - 0.25)  # where skydiver a is drawn
    got = second.hit(sx, sy)
    assert got is not None and (got.kind, got.key) == ("tile", tile.key)


# --- Quinto ----------------------------------------------------------------------------------
QUINTO = {"start": lambda: quinto(0), "five plays": lambda: quinto(5), "ten plays": lambda: quinto(10)}


def place_one(view: QuintoView) -> None:
    """Tap the first rack tile, then the free square nearest the middle (a tentative tile)."""
    rack = next(t for t in view.targets() if t.kind == "rack")
    tap(view, rack)
    square = middle_most(view, [t for t in view.targets() if t.kind == "square" and visible(view, t)])
    tap(view, square)
    assert square.key in view.placed


@pytest.mark.parametrize("name", QUINTO)
def test_quinto_targets_are_44_px_apart_and_digits_readable(name: str) -> None:
    for view in views(QuintoView, QUINTO[name]()):
        assert isinstance(view, QuintoView)
        check_fingers(view)
        assert view.camera.scale * DIGIT >= MIN_DIGIT_PX
        place_one(view)
        check_fingers(view)
        assert view.camera.scale * DIGIT >= MIN_DIGIT_PX
        lay = view.layout()
        assert lay is not None
        # what comes next is on screen and clear of the band: the rack, the buttons,
        # and every square next to the tentative tiles or along their lines
        assert all(visible(view, t) for t in view.targets() if t.kind in ("rack", "button", "tentative"))
        verdict = view.preview()
        line = {c for ln in verdict.lines for c in ln.cells} if verdict else set()
        steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
        near = {(x + dx, y + dy) for x, y in {*view.placed, *line} for dx, dy in steps}
        squares = {t.key for t in view.targets() if t.kind == "square" and visible(view, t)}
        assert near & set(view.empty_neighbours()) <= squares


def test_after_ten_quinto_plays_a_phone_follows_the_play_instead_of_shrinking_it() -> None:
    phone = views(QuintoView, quinto(10))[0]
    assert isinstance(phone, QuintoView)
    phone.camera.reset()
    assert phone.camera.scale < MIN_SPACING, "fitted whole, the squares would be too small"
    place_one(phone)  # the next action zooms back to the area of play
    assert phone.camera.scale >= MIN_SPACING - EPS and not phone.camera.held


# --- Quinamid ----------------------------------------------------------------------------------
QUINAMID = {"start": lambda: quinamid(0), "mid-game": lambda: quinamid(20, advanced=True)}


@pytest.mark.parametrize("name", QUINAMID)
def test_quinamid_shows_its_whole_surface_with_holes_and_badges_44_px_apart(name: str) -> None:
    for view in views(QuinamidView, QUINAMID[name]()):
        assert isinstance(view, QuinamidView)
        check_fingers(view)
        assert all(visible(view, t) for t in view.targets()), "no zoom needed: everything on screen"
        assert view.camera.zoom == pytest.approx(1.0)
        badge = next(t for t in view.targets() if t.kind == "board" and view.can_move(str(t.key)))
        tap(view, badge)
        assert view.selected == badge.key
        check_fingers(view)


def test_quinamid_badges_line_up_beside_a_phone_board_and_sit_on_corners_with_room() -> None:
    phone, tablet, landscape = views(QuinamidView, quinamid(0))
    assert isinstance(phone, QuinamidView) and isinstance(tablet, QuinamidView)
    assert isinstance(landscape, QuinamidView)
    layouts = (phone.badge_layout(), tablet.badge_layout(), landscape.badge_layout())
    assert layouts == ("bottom", "corners", "corners")
    holes = [phone.camera.to_screen(t.x, t.y) for t in phone.targets() if t.kind == "hole"]
    badges = [phone.camera.to_screen(t.x, t.y) for t in phone.targets() if t.kind == "board"]
    assert min(y for _, y in badges) > max(y for _, y in holes) + MIN_SPACING - EPS
    assert [x for x, _ in badges] == sorted(x for x, _ in badges), "A to E, left to right"
    phone.flip()
    badges = [phone.camera.to_screen(t.x, t.y) for t in phone.targets() if t.kind == "board"]
    assert min(y for _, y in badges) > phone.camera.height / 2, "still at the bottom of the screen"
    assert [x for x, _ in badges] == sorted(x for x, _ in badges), "still A to E, left to right"
    wide = QuinamidView(quinamid(0))
    wide.resize(844, 360)  # a phone on its side: the row goes to the right
    assert wide.badge_layout() == "right"
    check_fingers(wide)


# --- the player's own framing -------------------------------------------------------------------
def test_fit_pinch_wheel_and_keys_keep_working_until_the_next_action() -> None:
    phone = views(QuinqueView, quinque(tiles=10))[0]
    assert isinstance(phone, QuinqueView)
    followed = phone.camera.zoom
    phone.camera.reset()
    phone.resize(390, 500)  # a resize (the address bar) keeps the player's Fit
    assert phone.camera.zoom == 1.0 and phone.camera.held
    phone.key("+")
    assert phone.camera.zoom == pytest.approx(1.25)
    phone.wheel(200, 100, 100)
    assert phone.camera.zoom < 1.25
    sx, sy = phone.camera.width / 2, phone.camera.height / 2
    phone.pointer_down(1, sx, sy)
    phone.pointer_down(2, sx + 50, sy)
    phone.pointer_move(2, sx + 25, sy)  # pinch out
    phone.pointer_up(1, sx, sy)
    phone.pointer_up(2, sx + 25, sy)
    assert phone.camera.held and phone.camera.zoom < 1.0
    assert all(visible(phone, t) for t in phone.targets())
    tile = next(t for t in phone.targets() if t.kind == "tile" and t.key in phone.legal.slides)
    tap(phone, tile)  # the next action: back to following the play
    assert not phone.camera.held and phone.camera.zoom >= 1.0
    check_fingers(phone)  # a tile and its destinations: 44 px apart at fit already
    phone.key("Escape")  # skydivers are targets again: zoomed onto the formation
    assert phone.camera.zoom == pytest.approx(followed, rel=0.1)
    check_fingers(phone)


def test_target_spacing_counts_only_targets_on_the_canvas() -> None:
    view = views(QuinqueView, quinque(tiles=10))[0]
    assert len(on_screen(view)) < len(view.targets())
    view.camera.pan = (10_000.0, 0.0)
    assert on_screen(view) == [] and target_spacing(view) == math.inf


def test_with_nothing_to_act_on_the_board_is_shown_whole() -> None:
    phone = views(QuintoView, quinto(10))[0]
    assert phone.camera.zoom > 1.0
    phone.show_private = False  # the hand-off cover (or a past position): no targets
    assert phone.targets() == [] and phone.camera.zoom == 1.0 and phone.camera.pan == (0.0, 0.0)
    phone.show_private = True
    assert phone.camera.zoom > 1.0
    check_fingers(phone)


# --- the camera's follow rule on its own ------------------------------------------------------
def camera() -> Camera:
    cam = Camera(width=400, height=300, bounds=(0.0, 0.0, 20.0, 10.0), padding=0.0)
    assert cam.base_scale == 20.0
    return cam


def test_follow_zooms_in_to_the_floor_and_out_only_to_show_the_region() -> None:
    cam = camera()
    cam.follow((9.0, 4.0, 11.0, 6.0), min_scale=44.0)
    assert cam.scale == pytest.approx(44.0) and not cam.held
    cam.zoom = 4.0  # the player zoomed in further: kept while the region fits
    cam.follow((9.0, 4.0, 11.0, 6.0), min_scale=44.0)
    assert cam.scale == pytest.approx(80.0)
    cam.follow((0.0, 0.0, 8.0, 5.0), min_scale=44.0)  # a bigger region: out until it fits
    assert cam.scale == pytest.approx(50.0)
    cam.follow((0.0, 0.0, 20.0, 10.0), min_scale=44.0)  # too big at the floor: the floor wins
    assert cam.scale == pytest.approx(44.0)
    cam.follow((0.0, 0.0, 20.0, 10.0), min_scale=5.0)  # never below the fitted scale
    assert cam.scale == pytest.approx(20.0)


def test_follow_pans_as_little_as_it_can_and_keeps_a_players_pan_inside_a_big_region() -> None:
    cam = camera()
    cam.follow((9.0, 4.0, 11.0, 6.0), min_scale=40.0)
    pan = cam.pan
    cam.follow((10.0, 5.0, 11.0, 6.0), min_scale=40.0)  # already on screen: nothing moves
    assert cam.pan == pan
    cam.follow((17.0, 4.0, 18.0, 5.0), min_scale=40.0)  # off to the right: just enough to show it
    x0, _, x1, _ = cam.screen_rect((17.0, 4.0, 18.0, 5.0))
    assert x1 == pytest.approx(400.0) and x0 == pytest.approx(360.0)
    cam.pan = (cam.pan[0] + 30, cam.pan[1])  # the player looks a little further left
    before = cam.pan
    cam.follow((0.0, 0.0, 20.0, 10.0), min_scale=40.0, anchor=(15.0, 5.0))  # anchor on screen: kept
    assert cam.pan == before
    cam.follow((0.0, 0.0, 20.0, 10.0), min_scale=40.0, anchor=(1.0, 5.0))  # anchor off: brought in
    ax, _ = cam.to_screen(1.0, 5.0)
    assert 0 <= ax <= 400 and cam.screen_rect((0.0, 0.0, 20.0, 10.0))[0] == pytest.approx(0.0)


def test_a_wheel_event_of_any_size_zooms_within_bounds() -> None:
    """A WheelEvent may carry deltaY 1e308 (math.exp overflowed) or NaN."""
    view = views(QuinqueView, quinque(tiles=10))[0]
    for delta in (1e308, -1e308, float("inf"), float("nan"), -5000.0):
        view.wheel(delta, 100, 100)
        assert math.isfinite(view.camera.zoom) and view.camera.zoom > 0
    view.camera.reset()
    view.wheel(float("nan"), 100, 100)
    assert view.camera.zoom == 1.0, "NaN does nothing"
