"""Every board fits its space: the whole game on screen, clear of the rack band and the game-over card.

On a phone (390x844, touch): a Quinto game of 24 plays shows every tile and
every open square on the canvas, none under the rack band, and the zoom
buttons make its squares 32 px and Fit brings the whole game back; Quinque's
formation spans most of the board's width with skydivers 32 px apart; and at
the three sizes of the layout screenshots a won game's winning line is not
under the game-over card.  Positions come from the read-only hooks:
``window.quintetTargets()`` and ``window.quintetWinLine()`` (canvas CSS px).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

import games
from board import SAMPLE_GAMES, tap, targets
from games.ui.links import make_link

Ready = Callable[..., None]
PHONE = (390, 844)
SIZES = {"phone": PHONE, "tablet-portrait": (820, 1180), "tablet-landscape": (1180, 820)}
#: Player 1 lines up five skydivers along the bottom row of three tiles, the row nearest
#: the game-over card (test_quinque.py's game upside down).
QUINQUE_WIN = ["+0,0:c", "+0,-1:c", "pass", "0,0:d", "pass", "0,-1:d", "pass", "+1,0:c", "pass",
               "0,-1:a", "pass", "1,0:d", "pass", "0,-1:b", "pass", "+2,0:c"]
#: Ten tiles down, five across: a formation a phone can show whole only at its fitted size.
QUINQUE_TEN = ["+0,0:a", "+1,0:d", "pass", "+1,-1:a", "0,0>1,1", "+0,-1:b", "1,1>1,-2", "+-1,-1:a",
               "1,0>0,0", "+0,-2:c", "-1,-1>2,-1", "+-1,-2:d", "0,-2>-1,-1", "+2,-2:c", "-1,-2>-2,-1",
               "+3,-1:a", "2,-2>-1,-2", "+0,1:d", "3,-1>2,0"]
#: Player 1 wins on the surface's bottom row (a1-e1), the row nearest the game-over card.
QUINAMID_WIN = ["a1", "c3", "b1", "d4", "c1", "c4", "d1", "d3", "e1"]


def quinto_24() -> str:
    """A Quinto game of 24 plays (the best-scoring play each time): a board of 16 x 19 tiles."""
    game = games.new_game("quinto", seed=1)
    for _ in range(24):
        best = game.best_play()  # type: ignore[attr-defined]
        game = game.play(best if best is not None else "pass")
    return make_link(game)


def link(game: str, moves: list[str]) -> str:
    return f"?game={game}&moves=" + ";".join(m.replace("+", "%2B").replace(">", "%3E") for m in moves)


@pytest.fixture
def open_at(browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any) -> Iterator[Any]:
    """``open_at((w, h), query)``: a touch page of that size showing the game of a link."""
    contexts = []

    def opener(size: tuple[int, int], query: str) -> Page:
        context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True,
                                      is_mobile=size == PHONE)
        contexts.append(context)
        page = context.new_page()
        browser_guard.watch_page(page)
        page.goto(base_url + query)
        wait_ready(page)
        expect(page.locator("#game-screen")).to_be_visible()
        if page.locator("#handoff").is_visible():
            page.locator("#handoff-button").click()
        page.wait_for_timeout(400)  # last-move animations settle
        return page

    yield opener
    for context in contexts:
        context.close()


def canvas_box(page: Page) -> dict[str, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    return box


def inside(spot: dict[str, Any], box: dict[str, float], margin: float = 0.0) -> bool:
    return margin <= spot["x"] <= box["width"] - margin and margin <= spot["y"] <= box["height"] - margin


def menu_button(page: Page, selector: str) -> None:
    """Press a button of the game's menu (behind the top bar's "more" button on a phone)."""
    if page.locator(selector).is_hidden():
        page.locator("#btn-more").click()
    page.locator(selector).click()


def square_scale(squares: list[dict[str, Any]]) -> tuple[float, float, float]:
    """CSS px per square and where the square (0, 0)'s corner is, from the square targets."""
    a = min(squares, key=lambda t: t["key"][0])
    b = max(squares, key=lambda t: t["key"][0])
    scale = (b["x"] - a["x"]) / (b["key"][0] - a["key"][0])
    return scale, a["x"] - (a["key"][0] + 0.5) * scale, a["y"] - (a["key"][1] + 0.5) * scale


def test_a_24_play_quinto_game_fits_a_phone_above_the_rack(open_at: Any) -> None:
    page = open_at(PHONE, quinto_24())
    box = canvas_box(page)
    found = targets(page)
    squares = [t for t in found if t["kind"] == "square"]
    rack = [t for t in found if t["kind"] == "rack"]
    tiles = list(games.load(page.evaluate("window.quintetState()")).board)  # type: ignore[attr-defined]
    full = set(tiles)
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    open_squares = {(x + dx, y + dy) for x, y in tiles for dx, dy in steps} - full
    assert {tuple(t["key"]) for t in squares} == open_squares, "every open square is a target"
    assert len(open_squares) > 70 and rack
    # the band: the rack tiles' row, a tile high (tiles sit 1.15 tile sizes apart), 8 px above it
    xs = sorted(t["x"] for t in rack)
    size = (xs[1] - xs[0]) / 1.15 if len(xs) > 1 else 60.0
    band_top = min(t["y"] for t in rack) - size / 2 - 8
    scale, ox, oy = square_scale(squares)
    assert 18 <= scale <= 72, scale
    for t in squares:
        assert inside(t, box) and t["y"] + scale / 2 <= band_top, t
    for x, y in tiles:
        left, top = ox + x * scale, oy + y * scale
        assert left >= 0 and left + scale <= box["width"] and top >= 0 and top + scale <= band_top, (x, y)
    # a closer look: the zoom buttons make squares 32 px; Fit shows the whole game again
    for _ in range(3):
        menu_button(page, "#btn-zoom-in")
    zoomed, _, _ = square_scale([t for t in targets(page) if t["kind"] == "square"])
    assert zoomed >= 32, zoomed
    menu_button(page, "#btn-fit")
    refitted = [t for t in targets(page) if t["kind"] == "square"]
    assert len(refitted) == len(open_squares) and all(inside(t, box) for t in refitted)
    # squares under 32 px still take a tap each: a rack tile, then a square, makes a tentative tile
    tap(page, next(t for t in targets(page) if t["kind"] == "rack"))
    square = refitted[len(refitted) // 2]
    tap(page, square)
    placed = [t["key"] for t in targets(page) if t["kind"] == "tentative"]
    assert placed == [square["key"]], placed


def formation_width(found: list[dict[str, Any]]) -> float:
    """How wide the tiles are on screen (two free skydivers side by side are half a tile apart)."""
    sky = [t for t in found if t["kind"] == "skydiver"]
    tile = next(2 * abs(q["x"] - p["x"]) for p in sky for q in sky
                if p["key"][:2] == q["key"][:2] and abs(p["y"] - q["y"]) < 1 and abs(p["x"] - q["x"]) > 1)
    tiles = [t["x"] for t in found if t["kind"] == "tile"]
    return max(tiles) - min(tiles) + tile


def test_quinque_fills_a_phone_with_skydivers_32_px_apart(open_at: Any) -> None:
    page = open_at(PHONE, SAMPLE_GAMES["quinque"])
    box = canvas_box(page)
    found = targets(page)
    assert all(inside(t, box) for t in found), "the formation and every square around it"
    spots = [(t["x"], t["y"]) for t in found if t["kind"] == "skydiver"]
    spacing = min(math.dist(p, q) for i, p in enumerate(spots) for q in spots[i + 1:])
    assert spacing >= 32, spacing
    assert formation_width(found) >= 0.55 * box["width"], (formation_width(found), box["width"])
    # ten tiles: the whole formation and every square around it, across most of the width
    page = open_at(PHONE, link("quinque", QUINQUE_TEN))
    found = targets(page)
    assert all(inside(t, box) for t in found), [t for t in found if not inside(t, box)]
    assert formation_width(found) >= 0.7 * box["width"], (formation_width(found), box["width"])


@pytest.mark.parametrize("size", list(SIZES))
def test_the_game_over_card_leaves_quinques_winning_line_in_view(open_at: Any, size: str) -> None:
    check_win_line(open_at(SIZES[size], link("quinque", QUINQUE_WIN)), 5)


def test_the_game_over_card_leaves_quinamids_winning_line_in_view_on_a_phone(open_at: Any) -> None:
    check_win_line(open_at(PHONE, link("quinamid", QUINAMID_WIN)), 5)


def check_win_line(page: Page, least: int) -> None:
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    page.wait_for_timeout(200)
    card = banner.bounding_box()
    box = canvas_box(page)
    assert card is not None
    spots = page.evaluate("JSON.parse(window.quintetWinLine())")
    assert len(spots) >= least, spots
    for spot in spots:
        x, y = box["x"] + spot["x"], box["y"] + spot["y"]
        assert inside(spot, box), spot
        under = card["x"] - 20 <= x <= card["x"] + card["width"] + 20 and y >= card["y"] - 20
        assert not under, (spot, card)
    page.locator("#banner-close").click()
    expect(banner).to_be_hidden()
