"""Helpers to play on the canvas like a person: find a target, tap or drag it.

The page lists where its targets are (``window.quintetTargets()``: kind, key,
x/y in canvas pixels) so tests can aim real pointer events; the game state
(``window.quintetState()``) is only read, never written.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

#: Where e2e runs save screenshots for a reviewer (named in the README; not kept in git).
SHOTS = Path(__file__).resolve().parent / "screenshots"
#: A position a few moves in, per game: what the layout and language screenshots show.
SAMPLE_GAMES = {
    "quinque": "?game=quinque&moves=%2B0,0:a;%2B0,1:a;pass;0,0:b;pass;0,1:b;pass;%2B1,0:a;pass",
    "quinto": "?game=quinto&bag=9,7,8,6,5,6,3,7,5,2,9,3,1,1,2,4,7,7,9,2,1,1,5,1,1&moves=5@0,-1",
    "quinamid": "?game=quinamid&moves=c3;d4;B%3E",
}


def targets(page: Page) -> list[dict[str, Any]]:
    return list(json.loads(page.evaluate("window.quintetTargets()")))


def state(page: Page) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("window.quintetState()")))


def history(page: Page) -> list[str]:
    return list(state(page)["history"])


def find(page: Page, kind: str, key: Any) -> dict[str, Any]:
    found = targets(page)
    for target in found:
        if target["kind"] == kind and target["key"] == key:
            return target
    raise AssertionError(f"no {kind} {key} among {[(t['kind'], t['key']) for t in found]}")


def page_point(page: Page, target: dict[str, Any]) -> tuple[float, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    return box["x"] + target["x"], box["y"] + target["y"]


def tap(page: Page, target: dict[str, Any]) -> None:
    """A click with the mouse (pointer events) at the target's centre."""
    x, y = page_point(page, target)
    page.mouse.click(x, y)


def drag(page: Page, source: dict[str, Any], dest: dict[str, Any]) -> None:
    """Press on ``source``, move in steps (a drag, not a tap), release on ``dest``."""
    x0, y0 = page_point(page, source)
    x1, y1 = page_point(page, dest)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, steps=4)
    page.mouse.move(x1, y1, steps=4)
    page.mouse.up()


#: Player 0 lines up five skydivers along the top row of three tiles (Quinque).
QUINQUE_WIN = ["+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass", "+1,0:a", "pass",
               "0,1:c", "pass", "1,0:b", "pass", "0,1:d", "pass", "+2,0:a"]


def quinque_action(page: Page, notation: str) -> None:
    """Play one Quinque action the way a person does: taps on the board, or the End turn button."""
    before = len(history(page))
    if notation == "pass":
        page.locator("[data-control=pass]").click()
    elif notation.startswith("+"):
        x, y, s = re.fullmatch(r"\+(-?\d+),(-?\d+):([abcd])", notation).groups()  # type: ignore[union-attr]
        tap(page, find(page, "square", [int(x), int(y)]))
        tap(page, find(page, "new_skydiver", [int(x), int(y), s]))
    else:
        x, y, s = re.fullmatch(r"(-?\d+),(-?\d+):([abcd])", notation).groups()  # type: ignore[union-attr]
        tap(page, find(page, "skydiver", [int(x), int(y), s]))
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {before + 1}")
    assert history(page)[-1] == notation
