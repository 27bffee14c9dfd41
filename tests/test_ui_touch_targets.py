"""Every board fits its space and its targets suit a finger, on a phone, a tablet and a wide screen.

A target is hit anywhere within MIN_HIT (22 px) of its centre, the nearest
centre winning.  Quinque and Quinto show the whole game (every piece, every
open square, above Quinto's rack band) as long as targets stay FLOOR_SPACING
apart, FIT_SPACING (32 px) where the screen allows it and after a zoom
otherwise; a board too big for that follows the area of play at FIT_SPACING.
Quinamid's fixed board keeps targets MIN_SPACING (44 px) apart.  Targets the
zoom pushes off the canvas do not count (a pan reaches them).
"""

from __future__ import annotations

import math

import pytest

import games
from games.core import GameState
from games.ui.camera import FIT_SPACING, FLOOR_SPACING, MIN_HIT, MIN_SPACING, Camera
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque.view import MAX_TILE, QuinqueView
from games.ui.quinto.view import DIGIT, MAX_SQUARE, MIN_DIGIT_PX, QuintoView
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


# --- Quinque ---------------------------------------------------------------------------------
QUINQUE = {
    "start": lambda: quinque(moves=0),
    "setup done": lambda: quinque(moves=1),
    "mid-game": lambda: quinque(moves=20, seed=4),
    "ten tiles": lambda: quinque(tiles=10),
}


def check_fit(view: BoardView) -> None:
    """The whole game on screen with targets FLOOR_SPACING apart, or (a board too big
    for that) zoomed onto the area of play at FIT_SPACING; hit() gives each target on
    screen the disc that spacing leaves it."""
    spacing = target_spacing(view)
    everything = all(visible(view, t) for t in view.targets() if t.kind not in view.fixed_kinds)
    if everything:
        assert spacing >= FLOOR_SPACING - EPS, (type(view).__name__, view.camera.width, spacing)
    else:
        assert spacing >= FIT_SPACING - EPS, (type(view).__name__, view.camera.width, spacing)
    cam = view.camera
    targets = view.targets()
    reach = min(MIN_HIT, spacing / 2) - 0.5
    for target in targets:
        if not visible(view, target):
            continue
        tx, ty = cam.to_screen(target.x, target.y)
        for k in range(9):
            a = 2 * math.pi * k / 8
            r = 0.0 if k == 8 else reach
            got = view.hit(tx + r * math.cos(a), ty + r * math.sin(a), targets)
            assert got is not None and (got.kind, got.key) == (target.kind, target.key), (target, k)


@pytest.mark.parametrize("name", QUINQUE)
def test_quinque_is_shown_whole_with_targets_apart_as_opened_and_once_the_player_acts(name: str) -> None:
    for view in views(QuinqueView, QUINQUE[name]()):
        assert isinstance(view, QuinqueView)
        check_fit(view)
        assert all(visible(view, t) for t in view.targets()), "these positions fit whole"
        if view.legal.slides:  # select a tile: its destinations are on screen
            movable = [t for t in view.targets() if t.kind == "tile" and t.key in view.legal.slides]
            tile = middle_most(view, movable)
            tap(view, tile)
            assert view.selected == tile.key
            check_fit(view)
            dests = [t for t in view.targets() if t.kind == "dest"]
            assert dests and all(visible(view, t) for t in dests), "every destination can be tapped"
            view.key("Escape")
            check_fit(view)
        if view.legal.new_tiles:  # start a new tile: its four skydivers on screen
            free = [t for t in view.targets() if t.kind == "square" and t.key in view.legal.new_tiles]
            tap(view, middle_most(view, free))
            assert view.pending_tile is not None
            check_fit(view)
            assert all(visible(view, t) for t in view.targets()) and len(view.targets()) == 4


def test_a_small_quinque_formation_fills_a_phone_with_skydivers_32_px_apart() -> None:
    """The rulebook's first moves: three tiles span most of the phone's board, and the
    opening tile is not giant on a tablet."""
    state = games.new_game("quinque")
    for move in ("+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass", "+1,0:a", "pass"):
        state = state.play(move)
    phone = QuinqueView(state)
    phone.resize(382, 545)
    x0, _, x1, _ = phone.camera.screen_rect((0.0, 0.0, 2.0, 2.0))
    assert x1 - x0 >= 0.55 * 382, "the formation spans most of the width"
    sky = [phone.camera.to_screen(t.x, t.y) for t in phone.targets() if t.kind == "skydiver"]
    assert min(math.dist(a, b) for i, a in enumerate(sky) for b in sky[i + 1:]) >= FIT_SPACING
    opening = QuinqueView(games.new_game("quinque"))
    opening.resize(812, 914)
    assert opening.camera.scale <= MAX_TILE + EPS


def test_a_dense_quinque_formation_fits_a_phone_and_a_zoom_makes_its_targets_32_px_apart() -> None:
    phone, tablet, _ = views(QuinqueView, quinque(tiles=10))
    assert all(visible(phone, t) for t in phone.targets()), "the whole formation on a phone"
    assert FLOOR_SPACING <= target_spacing(phone) < FIT_SPACING
    for _ in range(3):
        phone.key("+")
    assert target_spacing(phone) >= FIT_SPACING, "a zoom makes every target comfortable"
    assert all(visible(tablet, t) for t in tablet.targets())
    assert target_spacing(tablet) >= FIT_SPACING


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
QUINTO = {"start": lambda: quinto(0), "five plays": lambda: quinto(5), "ten plays": lambda: quinto(10),
          "24 plays": lambda: quinto(24)}
#: The canvas at 390x844, 820x1180 and 1180x820 (the page around the board takes the rest).
PAGE_SIZES = [(382, 559), (812, 914), (816, 755)]


def place_one(view: QuintoView) -> None:
    """Tap the first rack tile, then the free square nearest the middle (a tentative tile)."""
    rack = next(t for t in view.targets() if t.kind == "rack")
    tap(view, rack)
    square = middle_most(view, [t for t in view.targets() if t.kind == "square" and visible(view, t)])
    tap(view, square)
    assert square.key in view.placed


def check_quinto_whole(view: QuintoView) -> None:
    """Every tile and every open square on screen, none under the rack band or near it."""
    lay = view.layout()
    assert lay is not None
    cam = view.camera
    for x, y in [*view.q.board, *view.placed]:
        sx0, sy0, sx1, sy1 = cam.screen_rect((x, y, x + 1, y + 1))
        assert sx0 >= 0 and sx1 <= cam.width and sy0 >= 0 and sy1 <= lay.top, (x, y)
    squares = {t.key for t in view.targets() if t.kind == "square" and visible(view, t)}
    assert squares == set(view.empty_neighbours()), "every open square is a target on screen"
    for x, y in view.empty_neighbours():
        assert cam.to_screen(x + 0.5, y + 0.5)[1] <= lay.top - MIN_HIT
    assert cam.scale <= MAX_SQUARE + EPS, "an early board is not giant"


@pytest.mark.parametrize("name", QUINTO)
def test_quinto_is_shown_whole_above_the_rack_and_follows_the_play(name: str) -> None:
    for size in PAGE_SIZES:
        view = QuintoView(QUINTO[name]())
        view.resize(*size)
        check_quinto_whole(view)
        check_fit(view)
        place_one(view)
        check_quinto_whole(view)
        check_fit(view)
        assert all(visible(view, t) for t in view.targets() if t.kind in ("rack", "button", "tentative"))


def test_quinto_squares_are_32_px_where_the_screen_allows_and_a_zoom_gives_them_otherwise() -> None:
    for size in PAGE_SIZES:
        view = QuintoView(quinto(10))
        view.resize(*size)
        if size != PAGE_SIZES[0]:
            assert view.camera.scale >= FIT_SPACING, size
    phone = QuintoView(quinto(24))
    phone.resize(*PAGE_SIZES[0])
    assert FLOOR_SPACING <= phone.camera.scale < FIT_SPACING, "24 plays fit a phone, small"
    for _ in range(3):
        phone.key("+")
    assert phone.camera.scale * DIGIT >= MIN_DIGIT_PX and phone.camera.held
    place_one(phone)  # the player's zoom stays while they play
    assert phone.camera.held and phone.camera.scale >= FIT_SPACING


def test_a_quinto_board_too_big_to_fit_readably_follows_the_play_at_32_px() -> None:
    view = QuintoView(quinto(24))
    view.resize(300, 420)
    assert view.camera.scale == pytest.approx(FIT_SPACING)
    assert [t for t in view.focus_targets() if t.kind == "square" and not visible(view, t)], "a pan away"
    place_one(view)
    assert view.camera.scale == pytest.approx(FIT_SPACING) and not view.camera.held


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
def test_pinch_wheel_and_keys_keep_the_players_framing_until_fit() -> None:
    phone = views(QuinqueView, quinque(tiles=10))[0]
    assert isinstance(phone, QuinqueView)
    fitted = phone.camera.scale
    phone.key("+")
    assert phone.camera.held and phone.camera.scale == pytest.approx(fitted * 1.25)
    phone.resize(390, 500)  # a resize (the address bar) keeps the player's framing
    assert phone.camera.held
    phone.wheel(200, 100, 100)
    assert phone.camera.scale < fitted * 1.25
    sx, sy = phone.camera.width / 2, phone.camera.height / 2
    phone.pointer_down(1, sx, sy)
    phone.pointer_down(2, sx + 50, sy)
    phone.pointer_move(2, sx + 100, sy)  # pinch in
    phone.pointer_up(1, sx, sy)
    phone.pointer_up(2, sx + 100, sy)
    zoomed = phone.camera.scale
    assert phone.camera.held and zoomed > fitted
    tile = middle_most(phone, [t for t in phone.targets() if t.kind == "tile" and t.key in phone.legal.slides
                               and visible(phone, t)])
    tap(phone, tile)  # an action keeps the player's zoom
    assert phone.camera.held and phone.camera.scale == pytest.approx(zoomed)
    phone.set_state(phone.state.play(str(phone.state.legal_moves()[0])))  # and so does a new position
    assert phone.camera.held and phone.camera.scale == pytest.approx(zoomed)
    phone.fit()  # Fit: the camera frames the whole game again, and follows it
    assert not phone.camera.held and all(visible(phone, t) for t in phone.targets())


def test_target_spacing_counts_only_targets_on_the_canvas() -> None:
    view = views(QuinqueView, quinque(tiles=10))[0]
    for _ in range(3):
        view.key("+")
    assert len(on_screen(view)) < len(view.targets())
    view.camera.pan = (10_000.0, 0.0)
    assert on_screen(view) == [] and target_spacing(view) == math.inf


def test_with_nothing_to_act_on_the_board_is_shown_whole() -> None:
    phone = views(QuintoView, quinto(10))[0]
    phone.key("+")
    phone.key("+")
    phone.show_private = False  # the hand-off cover (or a past position): no targets
    assert phone.targets() == []
    assert phone.camera.held, "the player's framing stays"
    phone.fit()
    cam = phone.camera
    assert isinstance(phone, QuintoView)
    for x, y in phone.q.board:
        sx0, sy0, sx1, sy1 = cam.screen_rect((x, y, x + 1, y + 1))
        assert sx0 >= 0 and sx1 <= cam.width and sy0 >= 0 and sy1 <= cam.height
    phone.show_private = True
    check_fit(phone)


def won_quinque() -> QuinqueView:
    state = games.new_game("quinque")
    for move in ("+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass", "+1,0:a", "pass",
                 "0,1:c", "pass", "1,0:b", "pass", "0,1:d", "pass", "+2,0:a"):
        state = state.play(move)
    assert state.is_over and state.win_line  # type: ignore[attr-defined]
    return QuinqueView(state)


@pytest.mark.parametrize("size", PAGE_SIZES)
def test_a_finished_game_is_framed_above_the_game_over_card(size: tuple[int, int]) -> None:
    view = won_quinque()
    view.resize(*size)
    view.key("+")  # the player had zoomed in: the end shows the whole board anyway
    view.set_state(view.state)
    covered = 0.45 * size[1]  # the card over the bottom of the board
    view.set_covered(covered)
    cam = view.camera
    for cx, cy in view.state.win_line:  # type: ignore[attr-defined]
        x, y = cx / 2 + 0.25, cy / 2 + 0.25  # a skydiver's centre (cells are half tiles)
        sx, sy = cam.to_screen(x, y)
        assert 0 <= sx <= cam.width and 0 <= sy <= cam.height - covered, (x, y)
    view.set_covered(0)
    assert cam.to_screen(0.5, 0.5)[1] > 0.3 * size[1], "the card gone, the board takes its room back"


def test_quinamid_is_framed_above_the_game_over_card_too() -> None:
    state = games.new_game("quinamid", advanced=True)
    for move in ("a6", "B>", "b6", "C+", "c6", "D>", "d6", "f1", "e6"):
        state = state.play(move)
    assert state.is_over
    view = QuinamidView(state)
    view.resize(382, 545)
    view.set_covered(200)
    sx0, sy0, sx1, sy1 = view.camera.screen_rect(view.camera.bounds)
    assert sy1 <= 545 - 200 + EPS and sy0 >= -EPS and sx0 >= -EPS and sx1 <= 382 + EPS


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


def test_fit_shows_a_rectangle_whole_centred_in_the_free_screen_at_most_at_the_cap() -> None:
    cam = camera()
    cam.fit((2.0, 2.0, 6.0, 4.0), screen=(0.0, 0.0, 400.0, 200.0))
    assert cam.scale == pytest.approx(100.0) and not cam.held  # 4 x 2 units in 400 x 200 px
    assert cam.screen_rect((2.0, 2.0, 6.0, 4.0)) == pytest.approx((0.0, 0.0, 400.0, 200.0))
    cam.fit((2.0, 2.0, 6.0, 4.0), screen=(0.0, 0.0, 400.0, 200.0), max_scale=50.0)
    assert cam.scale == pytest.approx(50.0)
    assert cam.screen_rect((2.0, 2.0, 6.0, 4.0)) == pytest.approx((100.0, 50.0, 300.0, 150.0))
    cam.flipped = True
    cam.fit((2.0, 2.0, 6.0, 4.0), screen=(0.0, 0.0, 400.0, 100.0))
    assert cam.screen_rect((2.0, 2.0, 6.0, 4.0)) == pytest.approx((100.0, 0.0, 300.0, 100.0))


def test_pan_into_brings_a_region_on_screen_without_zooming_or_releasing_the_hold() -> None:
    cam = camera()
    cam.zoom, cam.held = 3.0, True
    cam.pan_into((19.0, 9.0, 20.0, 10.0))
    _, _, x1, y1 = cam.screen_rect((19.0, 9.0, 20.0, 10.0))
    assert x1 == pytest.approx(400.0) and y1 == pytest.approx(300.0)
    assert cam.zoom == 3.0 and cam.held
