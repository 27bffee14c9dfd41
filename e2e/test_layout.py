"""The board-first screen at phone and tablet sizes, in both themes: layout, names, axe, screenshots.

Screenshots of every game at phone (390x844), tablet portrait (820x1180) and
tablet landscape (1180x820), light and dark, are saved under
``e2e/screenshots/`` (not kept in git) for a reviewer to look at.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from board import SAMPLE_GAMES as GAMES
from board import SHOTS, targets
from games.ui.camera import FIT_SPACING

Ready = Callable[..., None]
SIZES = {"phone": (390, 844), "tablet-portrait": (820, 1180), "tablet-landscape": (1180, 820)}

VISIBLE_NAMES = """() => {
  const names = [];
  for (const el of document.querySelectorAll('button, [role=button], select, input, a[href]')) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const hidden = style.visibility === 'hidden' || el.closest('[hidden], dialog:not([open])');
    if (!box.width || !box.height || hidden) continue;
    names.push((el.getAttribute('aria-label') || el.textContent || el.name || '').trim());
  }
  return names;
}"""


def open_game(page: Page, base_url: str, wait_ready: Ready, game: str) -> None:
    page.goto(base_url + GAMES[game])
    wait_ready(page)
    expect(page.locator("#game-screen")).to_be_visible()
    if page.locator("#handoff").is_visible():
        page.locator("#handoff-button").click()
    page.wait_for_timeout(400)  # last-move animations settle


def min_spacing(page: Page) -> float:
    box = page.locator("#board").bounding_box()
    assert box is not None
    shown = [t for t in targets(page) if 0 <= t["x"] <= box["width"] and 0 <= t["y"] <= box["height"]]
    return min((math.dist((a["x"], a["y"]), (b["x"], b["y"])) for i, a in enumerate(shown)
                for b in shown[i + 1:]), default=math.inf)


@pytest.mark.parametrize("game", list(GAMES))
def test_on_a_phone_the_board_comes_first(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, game: str
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    browser_guard.watch_page(page)
    try:
        open_game(page, base_url, wait_ready, game)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scroll"
        board = page.locator("#board").bounding_box()
        assert board is not None
        assert board["y"] <= 170, board
        assert board["width"] >= 0.9 * 390, board
        names = [n for n in page.evaluate(VISIBLE_NAMES) if n]
        assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
        assert min_spacing(page) >= FIT_SPACING - 0.5, "every target 32 CSS px from the next"
    finally:
        context.close()


def axe_violations(page: Page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    result = Axe().run(page)
    return [f"{v['id']}: {[n['target'] for n in v['nodes'][:3]]}" for v in result.response["violations"]]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
def test_every_screen_passes_axe_and_is_photographed(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, scheme: str, size: str
) -> None:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme,
                                  has_touch=True)
    page = context.new_page()
    browser_guard.watch_page(page)
    SHOTS.mkdir(exist_ok=True)
    problems: dict[str, list[str]] = {}
    try:
        for game in GAMES:
            open_game(page, base_url, wait_ready, game)
            page.screenshot(path=str(SHOTS / f"{size}-{scheme}-{game}.png"))
            problems[game] = axe_violations(page)
        if size == "phone":  # the other screens, once per theme
            page.locator("#btn-more").click()
            page.locator("#btn-rules").click()
            expect(page.locator("#rules-dialog")).to_be_visible()
            problems["rules"] = axe_violations(page)
            page.keyboard.press("Escape")
            page.locator("#btn-menu").click()
            page.screenshot(path=str(SHOTS / f"{size}-{scheme}-start.png"))
            problems["start"] = axe_violations(page)
            page.locator("[data-game=quinto][data-action=new]").click()
            expect(page.locator("#new-dialog")).to_be_visible()
            expect(page.locator("#new-start")).to_be_in_viewport()  # Start always in view
            page.screenshot(path=str(SHOTS / f"{size}-{scheme}-new-game.png"))
            problems["new game"] = axe_violations(page)
            page.keyboard.press("Escape")
            page.locator("[data-game=quinque][data-action=tutorial]").click()
            expect(page.locator("#tutorial-bar")).to_be_visible()
            page.screenshot(path=str(SHOTS / f"{size}-{scheme}-tutorial.png"))
            problems["tutorial"] = axe_violations(page)
    finally:
        context.close()
    assert not {k: v for k, v in problems.items() if v}
