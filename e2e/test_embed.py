"""Embedding on a hobby site: examples/embed.html, served from ANOTHER site, frames
the game and the two pages talk with postMessage both ways.

The host page is served by a plain static server on ``localhost`` and the
game on ``127.0.0.1``: two sites, as a real hobby site and the game are.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Frame, Page, expect

ROOT = Path(__file__).resolve().parent.parent
Ready = Callable[..., None]


@pytest.fixture(scope="module")
def host_url() -> Iterator[str]:
    """examples/ on a plain static server (no CSP of ours), reached as http://localhost."""
    process = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(ROOT / "examples")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert process.stdout is not None
        match = re.search(r"port (\d+)", process.stdout.readline())
        assert match, "the example's server did not start"
        yield f"http://localhost:{match[1]}/"
    finally:
        process.terminate()
        process.wait(timeout=10)


def messages(page: Page) -> list[dict[str, Any]]:
    return list(json.loads(page.evaluate("JSON.stringify(window.quintetMessages)")))


def wait_for_message(page: Page, kind: str, count: int = 1) -> list[dict[str, Any]]:
    page.wait_for_function(
        f"window.quintetMessages.filter(m => m.type === {json.dumps(kind)}).length >= {count}", timeout=60_000
    )
    return [m for m in messages(page) if m["type"] == kind]


def game_frame(page: Page) -> Frame:
    frame = page.frame_locator("#quintet").locator("html[data-ready]")
    expect(frame).to_be_attached(timeout=60_000)
    found = [f for f in page.frames if "embed=1" in f.url or f.url.startswith("http://127.0.0.1")]
    assert found, [f.url for f in page.frames]
    return found[0]


def test_the_example_host_page_plays_a_framed_game_and_hears_every_move(
    page: Page, base_url: str, host_url: str, browser_guard: Any
) -> None:
    browser_guard.allow_origin(host_url)
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(host_url + "embed.html?quintet=" + quote(base_url + "?embed=1&game=quinamid", safe=""))
    frame = game_frame(page)
    assert wait_for_message(page, "quintet:ready") == [{"type": "quintet:ready", "game": "quinamid"}]
    assert messages(page)[0]["type"] == "quintet:ready", "ready comes first"

    # The compact framed screen: no games menu, a link to the full app in a new tab.
    expect(frame.locator("#btn-menu")).to_be_hidden()
    full = frame.locator("#open-full")
    expect(full).to_be_visible()
    assert full.get_attribute("target") == "_blank"
    assert "game=quinamid" in (full.get_attribute("href") or "")
    # The test interface holds inside the frame too.
    for hook in ("#board", "#btn-undo", "#btn-hint", "#new-start"):
        assert frame.locator(hook).count() == 1, hook
    assert json.loads(frame.evaluate("window.quintetState()"))["game"] == "quinamid"

    # A tap in the frame is a move; the host hears it, with its mover.
    board = frame.locator("#board").bounding_box()
    assert board is not None
    hole = next(t for t in json.loads(frame.evaluate("window.quintetTargets()"))
                if t["kind"] == "hole" and t["key"] == "c3")
    page.mouse.click(board["x"] + hole["x"], board["y"] + hole["y"])
    assert wait_for_message(page, "quintet:move") == [
        {"type": "quintet:move", "game": "quinamid", "move": "c3", "player": 0}
    ]
    assert "moves=c3" in (full.get_attribute("href") or ""), "Open in Quintet goes on with this game"

    # The host asks for a new game; the frame starts it and says so.
    assert [m["game"] for m in messages(page) if m["type"] == "quintet:game"] == ["quinamid"]
    page.locator("#new-quinto").click()
    started = wait_for_message(page, "quintet:game", count=2)
    assert started[-1]["game"] == "quinto" and started[-1]["moves"] == []
    state = json.loads(frame.evaluate("window.quintetState()"))
    assert state["game"] == "quinto" and state["options"]["players"] == 3

    # A bad request changes nothing and gets a reason back.
    page.evaluate("""() => document.getElementById('quintet').contentWindow
        .postMessage({type: 'quintet:new', game: 'chess'}, '*')""")
    (error,) = wait_for_message(page, "quintet:error")
    assert "chess" in error["message"]
    assert json.loads(frame.evaluate("window.quintetState()"))["game"] == "quinto"


def test_a_framed_page_goes_on_with_its_game_after_a_reload(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    """The same saves per game: the framed address has no moves, yet a reload continues."""
    page.goto(base_url + "?embed=1&game=quinamid")
    wait_ready(page)
    expect(page.locator("#btn-menu")).to_be_hidden()
    hole = next(t for t in json.loads(page.evaluate("window.quintetTargets()"))
                if t["kind"] == "hole" and t["key"] == "c3")
    box = page.locator("#board").bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + hole["x"], box["y"] + hole["y"])
    assert json.loads(page.evaluate("window.quintetState()"))["history"] == ["c3"]
    assert "embed=1" in page.url and "game=" not in page.url, "framed stays, the link's part goes"
    page.reload()
    wait_ready(page)
    expect(page.locator("#btn-menu")).to_be_hidden()
    assert json.loads(page.evaluate("window.quintetState()"))["history"] == ["c3"]
    page.goto(base_url + "?embed=1&game=quinamid")  # the host page's fixed address, visited again
    wait_ready(page)
    assert json.loads(page.evaluate("window.quintetState()"))["history"] == ["c3"]
    page.goto(base_url + "?embed=1&game=quinamid&advanced=1")  # other options: a new game, asked first
    wait_ready(page)
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.locator("#confirm-yes").click()
    state = json.loads(page.evaluate("window.quintetState()"))
    assert state["history"] == [] and state["options"]["advanced"] is True


def test_hostile_requests_from_the_host_each_get_an_error_and_change_nothing(
    page: Page, base_url: str, host_url: str, browser_guard: Any
) -> None:
    """Options nested 500 levels (a RecursionError in Python) or 2,000 (a JsException while
    converting them) got no answer; a null option read "jsnull"; ready on the start screen
    said game: undefined."""
    browser_guard.allow_origin(host_url)
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(host_url + "embed.html?quintet=" + quote(base_url + "?embed=1", safe=""))
    frame = game_frame(page)
    assert wait_for_message(page, "quintet:ready") == [{"type": "quintet:ready", "game": None}]
    assert page.evaluate("window.quintetMessages[0].game === null"), "null, not undefined"
    post = """(message) => document.getElementById('quintet').contentWindow.postMessage(message, '*')"""
    nested = """(depth) => { let value = 1; for (let i = 0; i < depth; i++) value = [value];
        document.getElementById('quintet').contentWindow.postMessage(
            {type: 'quintet:new', game: 'quinamid', options: {start: value}}, '*'); }"""
    for count, depth in enumerate((500, 2_000), start=1):
        page.evaluate(nested, depth)
        errors = wait_for_message(page, "quintet:error", count=count)
        assert "too deeply" in errors[-1]["message"], errors[-1]
    page.evaluate(post, {"type": "quintet:new", "game": "quinto", "options": {"players": None}})
    started = wait_for_message(page, "quintet:game")
    assert started[-1]["game"] == "quinto"
    state = json.loads(frame.evaluate("window.quintetState()"))
    assert state["options"]["players"] == 2, "null is the default, not 'jsnull'"
    assert len(wait_for_message(page, "quintet:error", count=2)) == 2, "no error for the null option"
