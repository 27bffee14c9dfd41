"""Quinto's score sheet on a phone: a table a person reads (one numbering, the tiles
drawn, each player's running total), inside the screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Browser

Ready = Callable[..., None]


def test_the_score_sheet_numbers_each_play_once_and_keeps_running_totals(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    browser_guard.watch_page(page)
    try:
        page.goto(base_url + "?game=quinto&bag=1,1,1,1,1,6,6,6,6,6&moves=pass;pass")
        wait_ready(page)
        page.locator("#summary-sheet-box summary").tap()
        sheet = page.locator("#summary-sheet")
        rows = sheet.locator("tbody tr")
        assert rows.count() == 3  # two passes, then the racks' penalty
        assert [rows.nth(i).locator("th").inner_text() for i in range(2)] == ["1", "2"]
        assert rows.nth(0).locator(".tiles").inner_text() == "Pass"
        assert sheet.locator("tfoot td.total").all_inner_texts() == ["-5", "-30"]
        assert "@" not in sheet.inner_text()
        box = sheet.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    finally:
        context.close()
