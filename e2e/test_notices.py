"""Messages at the table: one place, never over the top bar or the status, gone by
themselves; nothing said about a player's turn survives the hand-off.

At phone (390x844) and tablet (820x1180, 1180x820) sizes, by touch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from board import SAMPLE_GAMES, page_point, targets

Ready = Callable[..., None]
SIZES = {"phone": (390, 844), "tablet-portrait": (820, 1180), "tablet-landscape": (1180, 820)}


def overlap(a: dict[str, float] | None, b: dict[str, float] | None) -> bool:
    if a is None or b is None:
        return False
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def uncovered(page: Page) -> None:
    """The message's box overlaps none of the top bar's visible buttons, nor the status line,
    nor the board."""
    message = page.locator("#message").bounding_box()
    assert message is not None and message["height"] > 0
    guarded = [page.locator("#status"), page.locator(".topbar .title"), page.locator("#board")]
    guarded += [b for b in page.locator(".topbar > button, .topbar > a").all() if b.is_visible()]
    for element in guarded:
        assert not overlap(message, element.bounding_box()), element


@pytest.mark.parametrize("size", list(SIZES))
def test_a_hint_and_a_refusal_never_cover_the_top_bar_or_the_status_and_go_by_themselves(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, size: str
) -> None:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    page = context.new_page()
    browser_guard.watch_page(page)
    try:
        page.goto(base_url + SAMPLE_GAMES["quinque"])
        wait_ready(page)
        board_before = page.locator("#board").bounding_box()
        page.locator("#btn-hint").tap()
        expect(page.locator("#message")).to_contain_text("Hint", timeout=60_000)
        uncovered(page)
        assert page.locator("#board").bounding_box() == board_before, "the board did not move"
        expect(page.locator("#message")).to_be_hidden(timeout=15_000)  # gone by itself
        for _ in range(8):  # undo within the turn, until the next player's move stops it
            page.locator("#btn-undo").tap(force=True)
            if page.locator("#message").is_visible():
                break
        expect(page.locator("#message")).to_contain_text("taken back")
        uncovered(page)
        square = next(t for t in targets(page) if t["kind"] in ("square", "skydiver", "new_skydiver"))
        page.touchscreen.tap(*page_point(page, square))  # the next action: the old message goes
        expect(page.locator("#message")).not_to_contain_text("undo", ignore_case=True)
    finally:
        context.close()


def test_after_a_quinto_hand_off_the_live_region_says_nothing_of_the_last_rack(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    """A tile tried and taken back stayed in the live region behind the next player's cover
    ("4 on -1,0. Not playable yet..."): a screen reader could read a tile still in the rack."""
    context = browser.new_context(viewport={"width": 1180, "height": 820}, has_touch=True)
    page = context.new_page()
    browser_guard.watch_page(page)
    try:
        page.goto(base_url + "?game=quinto&bag=9,7,8,6,5,6,3,7,5,2,9,3,1,1,2,4,7,7,9,2,1,1,5,1,1")
        wait_ready(page)
        page.locator("#handoff-button").tap()
        square = next(t for t in targets(page) if t["kind"] == "square" and t["key"] == [0, -1])
        rack = [t for t in targets(page) if t["kind"] == "rack"]
        tried = next(t for t in rack if t["key"][1] != 5)
        page.touchscreen.tap(*page_point(page, tried))
        page.touchscreen.tap(*page_point(page, square))
        page.wait_for_function("JSON.parse(window.quintetTargets()).some(t => t.kind === 'tentative')")
        said = page.locator("#live").inner_text()
        assert f"{tried['key'][1]} on 0,-1" in said, said  # the tile tried was said to its player
        page.locator("#controls button[data-control=recall]").tap()
        five = next(t for t in targets(page) if t["kind"] == "rack" and t["key"][1] == 5)
        page.touchscreen.tap(*page_point(page, five))
        page.touchscreen.tap(*page_point(page, square))
        page.locator("#controls button[data-control=play]").tap()
        expect(page.locator("#handoff")).to_be_visible()
        after = page.locator("#live").inner_text().lower()
        for private in (f"{tried['key'][1]} on 0,-1", "picked", "back on your rack", "not playable"):
            assert private not in after, (private, after)
    finally:
        context.close()
