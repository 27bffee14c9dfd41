"""Nothing lost: storage refused (a cross-site frame), storage full, a crash in play, two tabs, bad saves.

The cross-site frame is real: a host page served by this test on
``localhost`` frames the site on ``127.0.0.1``, two different sites, so the
browser refuses the frame its storage (localStorage throws SecurityError,
IndexedDB is denied), as with third-party storage blocked or a private
window.  The site must boot, play, get a computer reply and say that the
game lives in this tab only.
"""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, expect

from board import find, history, tap

Ready = Callable[..., None]


# --- a host page on another site ----------------------------------------------------------


@pytest.fixture
def host_site(base_url: str, browser_guard: Any) -> Iterator[Callable[[str], str]]:
    """``host(body_html)``: the URL of a page on http://localhost:PORT/ with that body.

    ``{site}`` in the body is replaced by the game's URL on 127.0.0.1.
    """
    pages: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path)
            self.send_response(200 if body is not None else 204)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body or b"")))
            self.end_headers()
            self.wfile.write(body or b"")

        def log_message(self, *_args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://localhost:{server.server_address[1]}"
    browser_guard.allow_origin(origin)

    def host(body: str) -> str:
        name = f"/host{len(pages)}.html"
        html = "<!doctype html><html><head><title>Host</title></head><body>" + body + "</body></html>"
        pages[name] = html.replace("{site}", base_url).encode()
        return origin + name

    try:
        yield host
    finally:
        server.shutdown()


def framed(page: Page, host: Callable[[str], str], attrs: str = "", query: str = "") -> Frame:
    page.set_viewport_size({"width": 1100, "height": 900})
    page.goto(host(f'<iframe id="game" src="{{site}}{query}" width="1000" height="800" {attrs}></iframe>'))
    handle = page.locator("#game").element_handle()
    assert handle is not None
    frame = handle.content_frame()
    assert frame is not None
    return frame


def frame_tap(page: Page, frame: Frame, kind: str, key: Any) -> None:
    target = next(t for t in json.loads(frame.evaluate("window.quintetTargets()"))
                  if t["kind"] == kind and t["key"] == key)
    box = frame.locator("#board").bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + target["x"], box["y"] + target["y"])


def test_cross_site_frame_boots_and_plays_with_storage_refused(
    page: Page, host_site: Callable[[str], str], browser_guard: Any
) -> None:
    # The frame's service worker is refused too (a warning, not an error).
    frame = framed(page, host_site)
    frame.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    refused = frame.evaluate("() => { try { localStorage.length; return false } catch (e) { return true } }")
    assert refused, "the browser was expected to refuse storage to a cross-site frame"
    assert frame.evaluate("window.quintetIndexedDB") == "memory"
    expect(frame.locator("#storage-note")).to_contain_text("does not let the page keep data")
    # Play a person against the computer: the worker boots with storage refused too.
    frame.locator("[data-game=quinamid][data-action=new]").click()
    frame.locator("[name=kind_1]").select_option("easy")
    frame.locator("#new-start").click()
    expect(frame.locator("#save-state")).to_contain_text("Kept in this tab only")
    frame_tap(page, frame, "hole", "c3")
    frame.wait_for_function("JSON.parse(window.quintetState()).history.length === 2", timeout=90_000)
    # Copy link without clipboard permission: says so and selects the link instead.
    if frame.locator("#btn-more").is_visible():  # the frame is narrow: the menu is behind ⋯
        frame.locator("#btn-more").click()
    frame.locator("#btn-share").click()
    expect(frame.locator("#share-note")).to_contain_text("copy it yourself")
    assert frame.evaluate("document.activeElement.id") == "share-url"


@pytest.mark.parametrize(
    ("query", "words"),
    [("", "Quintet could not start: this page is embedded"),
     ("?lang=fr", "Quintet n'a pas pu démarrer : cette page est intégrée")],
)
def test_sandboxed_frame_without_same_origin_says_why_it_cannot_start(
    page: Page, host_site: Callable[[str], str], browser_guard: Any, query: str, words: str
) -> None:
    # An opaque origin cannot load the site's module scripts: the browser logs that.
    browser_guard.allow(r"CORS policy|Failed to load resource")
    frame = framed(page, host_site, 'sandbox="allow-scripts"', query)
    expect(frame.locator("#loading-error")).to_contain_text(words, timeout=30_000)  # in the page's language
    expect(frame.locator("#loading-error")).to_contain_text("allow-same-origin")


# --- storage full -------------------------------------------------------------------------

FILL = """() => {
  // Fill localStorage to the last character with keys that are not Quintet's.
  let size = 1 << 20, i = 0;
  while (size >= 1) {
    try { localStorage.setItem('filler.' + (i++), 'x'.repeat(size)); }
    catch (e) { size = Math.floor(size / 2); }
  }
  return i;
}"""
UNFILL = """() => {
  for (const k of Object.keys(localStorage)) if (k.startsWith('filler.')) localStorage.removeItem(k);
}"""


def start_quinamid(page: Page) -> None:
    page.locator("[data-game=quinamid][data-action=new]").click()
    page.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()


def test_storage_full_before_load_and_during_play_loses_nothing(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    start_quinamid(page)
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    page.locator("#btn-menu").click()
    page.evaluate(FILL)
    # Before load: the saved game is still offered.
    page.reload()
    wait_ready(page)
    resume = page.locator("[data-game=quinamid][data-action=resume]")
    expect(resume).to_be_visible()
    resume.click()
    assert history(page) == ["c3"]
    # During play: the move is played, the panel follows, the page says it is not saved.
    tap(page, find(page, "hole", "d4"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    expect(page.locator("#save-state")).to_contain_text("Not saved: storage full")
    expect(page.locator("#live")).to_contain_text("cannot be saved")
    expect(page.locator("#history li")).to_have_count(0)  # Quinamid hides the list (memory)...
    expect(page.locator("#history-note")).to_contain_text("2")  # ...but counts both moves
    # Free space cannot help (the space is another app's): it says so, and play goes on.
    page.locator("#btn-free-space").click()
    expect(page.locator("#message")).to_contain_text("still full")
    tap(page, find(page, "hole", "e5"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 3")
    # Space comes back: the next move saves the whole game.
    page.evaluate(UNFILL)
    tap(page, find(page, "hole", "a1"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 4")
    expect(page.locator("#save-state")).to_be_hidden()
    page.reload()
    wait_ready(page)
    assert history(page) == ["c3", "d4", "e5", "a1"]


# --- a runtime that stops in play ---------------------------------------------------------

CRASH_IN_PLAY = "setTimeout(() => { throw new WebAssembly.RuntimeError('Out of bounds memory access'); })"


@pytest.mark.parametrize("storage", ["saved", "full"])
def test_a_runtime_crash_in_play_covers_the_page_and_reload_brings_the_saved_game_back(
    page: Page, base_url: str, wait_ready: Ready, browser_guard: Any, storage: str
) -> None:
    """A WebAssembly trap after the page is ready leaves Python unusable (web/boot.js):
    a screen says so, whether the game is saved, and takes the input away from the dead
    page; Reload opens the game as last saved.  (Here Python still runs under the screen,
    so a tap that got through would play.)"""
    browser_guard.allow("Out of bounds memory access")
    page.goto(base_url)
    wait_ready(page)
    start_quinamid(page)
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    if storage == "full":
        page.evaluate(FILL)
        tap(page, find(page, "hole", "d4"))
        page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
        expect(page.locator("#save-state")).to_be_visible()
    played = history(page)
    page.evaluate(CRASH_IN_PLAY)
    screen = page.locator("#crash-screen")
    expect(screen).to_be_visible()
    said = screen.get_by_role("alert").inner_text()  # the words shown (one of the two is hidden)
    assert "Quintet stopped working and has to start again." in said
    if storage == "saved":
        assert "Your game is saved." in said and "could not save" not in said
    else:
        assert "This browser could not save the latest moves." in said and "Your game is saved" not in said
    reload = page.locator("#crash-reload")
    expect(reload).to_have_accessible_name("Reload")
    expect(reload).to_be_focused()  # Enter reloads: keyboard first
    page.mouse.click(*page_centre(page, "#board"))
    tap(page, find(page, "hole", "e5"))
    page.wait_for_timeout(300)
    assert history(page) == played  # the board under the screen took nothing
    with page.expect_navigation():
        page.keyboard.press("Enter")
    wait_ready(page)
    expect(screen).to_be_hidden()
    assert history(page) == ["c3"]  # the saved game; with storage full, d4 was never saved


def test_a_runtime_crash_on_the_start_screen_says_so_without_speaking_of_a_game(
    page: Page, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    """No game is on show on the start screen, so the crash screen does not say one is saved."""
    browser_guard.allow("Out of bounds memory access")
    page.goto(base_url)
    wait_ready(page)
    expect(page.locator("#start-screen")).to_be_visible()
    page.evaluate(CRASH_IN_PLAY)
    alert = page.locator("#crash-screen").get_by_role("alert")
    expect(alert).to_be_visible()
    said = alert.inner_text()
    assert "Quintet stopped working and has to start again." in said
    assert "save" not in said  # neither "is saved" nor "could not save"
    expect(page.locator("#crash-reload")).to_be_focused()


def page_centre(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


# --- two tabs -----------------------------------------------------------------------------


def test_two_tabs_on_one_game_lose_neither(
    page: Page, context: Any, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    start_quinamid(page)
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    other = context.new_page()
    other.goto(base_url)
    wait_ready(other)
    assert history(other) == ["c3"]
    tap(other, find(other, "hole", "d4"))
    other.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    # The first tab hears of it and asks.
    expect(page.locator("#conflict")).to_be_visible()
    page.locator("#conflict-keep").click()
    expect(page.locator("#conflict")).to_be_hidden()
    # Kept: this tab's game is the save, the other tab's is a copy on the start screen.
    page.reload()
    wait_ready(page)
    assert history(page) == ["c3"]
    page.locator("#btn-menu").click()
    copy = page.locator("[data-game=quinamid][data-action=other-copy]")
    expect(copy).to_be_visible()
    copy.click()
    assert history(page) == ["c3", "d4"]
    # And the other tab now hears of that, and can load it back.
    expect(other.locator("#conflict")).to_be_visible()
    other.locator("#conflict-load").click()
    assert history(other) == ["c3", "d4"]
    other.close()


# --- hostile saves and links -----------------------------------------------------------------


def test_a_deeply_nested_save_is_discarded_with_a_message(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.evaluate("() => { localStorage.setItem('quintet.save.quinque', '['.repeat(10000));"
                  " localStorage.setItem('quintet.last', 'quinque'); }")
    page.reload()
    wait_ready(page)
    expect(page.locator("#message")).to_contain_text("could not be resumed")
    expect(page.locator("[data-game][data-action=new]")).to_have_count(3)


def test_link_numbers_must_be_ascii_digits(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(base_url + "?game=quinto&players=%EF%BC%93")  # a full-width 3
    wait_ready(page)
    expect(page.locator("#message")).to_contain_text("players")
    expect(page.locator("[data-game][data-action=new]")).to_have_count(3)
    expect(page.locator("#start-screen")).to_be_visible()


def test_a_ten_thousand_move_link_opens_and_plays_on(page: Page, base_url: str, wait_ready: Ready) -> None:
    """Replay is linear (bench/bench_replay.py measures it); here: it opens and stays usable."""
    from games.ui.links import make_link
    from long_games import long_game  # a legal Quinamid game that has not ended (tests/)

    state = long_game("quinamid", 10_000)
    page.goto(base_url + make_link(state))
    wait_ready(page, timeout=120_000)
    expect(page.locator("#game-screen")).to_be_visible()
    assert len(history(page)) == 10_000
    expect(page.locator("#history-note")).to_contain_text("10000")
    page.locator("#btn-undo").click()
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 9999")
