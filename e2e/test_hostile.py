"""Inputs that must never brick, crash or freeze Quintet, through the real page.

Each test is an attack or an accident from the issue "No input can brick,
crash or freeze Quintet": a crafted save, a save whose opening stopped the
page, very long legal games, a link built to make a parser backtrack, odd
events, an IndexedDB that never answers, a frame that runs no scripts, an
address with moves but no game.  The guard of every e2e test also fails on
any console error, so an uncaught Python exception fails these tests too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from board import find, history, tap
from games.ui.links import make_link
from long_games import long_game, save_of
from person import person_turn

ROOT = Path(__file__).resolve().parent.parent

Ready = Callable[..., None]
LONG_BOOT_MS = 180_000  # a 10,000-move game replayed in the browser on a busy machine


@pytest.fixture(scope="module")
def longest_quinque() -> Any:
    return long_game("quinque", 10_000)


def store(page: Page, items: dict[str, str]) -> None:
    page.evaluate("(items) => { for (const k in items) localStorage.setItem(k, items[k]); }", items)


def not_crashed(page: Page) -> None:
    expect(page.locator("#crash-screen")).to_be_hidden()
    assert page.evaluate("document.documentElement.dataset.crashed") is None


def test_the_crafted_save_boots_to_a_working_game_twice(
    page: Page, base_url: str, wait_ready: Ready, longest_quinque: Any
) -> None:
    """10,000 legal moves with the cursor at move 3 and take-backs within the turn: the page
    reloaded, crashed again ("Maximum call stack size exceeded") and never became ready,
    at every visit.  It opens now, and Undo says why it may not act."""
    page.goto(base_url)
    wait_ready(page)
    store(page, {"quintet.save.quinque": save_of(longest_quinque, cursor=3, takeback="turn"),
                 "quintet.last": "quinque"})
    for visit in (1, 2):
        page.reload()
        wait_ready(page, timeout=LONG_BOOT_MS)
        expect(page.locator("#game-screen")).to_be_visible()
        assert len(history(page)) == 2 + visit, visit  # the save's cursor (then one redo)
        undo = page.locator("#btn-undo")
        expect(undo).to_have_attribute("aria-disabled", "true")
        undo.click(force=True)  # off, yet a tap says why
        expect(page.locator("#message")).to_contain_text("Only the turn in progress can be taken back")
        page.locator("#board").focus()
        page.keyboard.press("Control+y")
        page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {3 + visit}")
        not_crashed(page)


def test_a_save_whose_opening_stopped_the_page_is_set_aside_not_opened_again(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    """The page stopped while opening a save (here: it left its mark, as a crash does):
    the next boot starts without that save, keeps it aside and offers try again or discard."""
    page.goto(base_url + "?game=quinamid&moves=c3")
    wait_ready(page)
    assert history(page) == ["c3"]
    store(page, {"quintet.opening": "quinamid"})  # what an opening that never finished leaves
    for _ in range(2):  # never tried twice: each boot goes to the start screen
        page.reload()
        wait_ready(page)
        expect(page.locator("#start-screen")).to_be_visible()
        expect(page.locator("#aside-note")).to_be_visible()
        expect(page.locator("#aside-text")).to_contain_text("Quinamid")
        expect(page.locator("[data-game=quinamid][data-action=resume]")).to_have_count(0)
    page.locator("#aside-retry").click()
    expect(page.locator("#game-screen")).to_be_visible()
    assert history(page) == ["c3"]
    page.reload()
    wait_ready(page)
    assert history(page) == ["c3"], "opened once: the next boot resumes it as usual"
    store(page, {"quintet.opening": "quinamid"})
    page.reload()
    wait_ready(page)
    page.locator("#aside-discard").click()
    expect(page.locator("#aside-note")).to_be_hidden()
    assert page.evaluate("localStorage.getItem('quintet.aside.quinamid')") is None


def test_a_reload_while_a_long_save_opens_sets_it_aside(
    page: Page, base_url: str, wait_ready: Ready, longest_quinque: Any
) -> None:
    """A real interruption: the page goes away while the 10,000-move save is being opened."""
    page.goto(base_url)
    wait_ready(page)
    store(page, {"quintet.save.quinque": save_of(longest_quinque), "quintet.last": "quinque"})
    page.reload()
    expect(page.locator("#loading-step")).to_contain_text("Opening the game", timeout=LONG_BOOT_MS)
    page.reload()
    wait_ready(page)
    expect(page.locator("#aside-note")).to_be_visible()
    page.locator("#aside-retry").click()
    expect(page.locator("#game-screen")).to_be_visible(timeout=LONG_BOOT_MS)
    assert len(history(page)) == 10_000
    not_crashed(page)


@pytest.mark.parametrize("length", [6_000, 10_000])
def test_long_quinque_links_play_switch_games_and_come_back(
    page: Page, base_url: str, wait_ready: Ready, length: int, longest_quinque: Any
) -> None:
    """Leaving a 6,000-move game for a new Quinamid game crashed the runtime (freeing the
    history recursed once per move).  At 10,000 moves, the most a game keeps, no move may
    be added, and the page says so."""
    state = longest_quinque if length == 10_000 else long_game("quinque", length)
    page.goto(base_url + make_link(state))
    wait_ready(page, timeout=LONG_BOOT_MS)
    expect(page.locator("#game-screen")).to_be_visible()
    assert len(history(page)) == length
    if length < 10_000:
        person_turn(page)
    else:
        expect(page.locator("#status")).to_contain_text("10000 moves")
    played = len(history(page))
    page.locator("#btn-menu").click()
    page.locator("[data-game=quinamid][data-action=new]").click()
    page.locator("#new-start").click()
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    page.locator("#btn-menu").click()
    page.locator("[data-game=quinque][data-action=resume]").click()
    expect(page.locator("#game-screen")).to_be_visible(timeout=LONG_BOOT_MS)
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {played}")
    not_crashed(page)


def test_a_link_move_built_to_make_the_parser_backtrack_is_refused(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    """'+', 30,000 spaces, then a letter: the notation's pattern backtracked quadratically
    (about 17 s in CPython).  It is refused by its length before any pattern runs
    (bench/bench_parse.py prints the time)."""
    page.goto(base_url + "?game=quinque&moves=%2B" + "%20" * 30_000 + "x")
    wait_ready(page)
    expect(page.locator("#message")).to_contain_text("is too long: 30,002 characters")
    expect(page.locator("#start-screen")).to_be_visible()


def test_an_address_with_moves_but_no_game_says_so(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(base_url + "?moves=c3;d4")
    wait_ready(page)
    expect(page.locator("#message")).to_contain_text("does not say which game")


def test_odd_pointer_and_wheel_events_change_nothing(page: Page, base_url: str, wait_ready: Ready) -> None:
    """A pointerdown whose pointer is not active (setPointerCapture threw NotFoundError) and a
    wheel step of 1e308 (math.exp overflowed): both raised in Python, uncaught."""
    page.goto(base_url + "?game=quinamid")
    wait_ready(page)
    page.evaluate("""() => {
      const board = document.getElementById('board');
      const box = board.getBoundingClientRect();
      const at = {clientX: box.left + 10, clientY: box.top + 10, bubbles: true};
      board.dispatchEvent(new PointerEvent('pointerdown', {...at, pointerId: 424242}));
      board.dispatchEvent(new PointerEvent('pointerup', {...at, pointerId: 424242}));
      for (const deltaY of [1e308, -1e308, Number.MAX_VALUE]) {
        board.dispatchEvent(new WheelEvent('wheel', {...at, deltaY}));
      }
    }""")
    page.wait_for_timeout(300)
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")


NEVER_SETTLES = """
  IDBFactory.prototype.open = function () {
    const request = new EventTarget();
    request.readyState = 'pending';
    return request;  // neither success nor error, ever (an old Safari bug)
  };
"""


def test_an_indexeddb_open_that_never_answers_does_not_stop_the_boot(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    """PyScript opens IndexedDB before Python; an open that never settles left "Starting…"
    until the boot's 120 s timeout."""
    page.add_init_script(NEVER_SETTLES)
    page.goto(base_url)
    wait_ready(page, timeout=30_000)
    assert page.evaluate("window.quintetIndexedDB") == "memory"
    page.locator("[data-game=quinamid][data-action=new]").click()
    page.locator("#new-start").click()
    tap(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")


def test_a_page_that_may_run_no_scripts_says_why(page: Page, base_url: str) -> None:
    """Scripts off (as in a frame sandboxed without allow-scripts): "Loading…" showed for ever."""
    browser = page.context.browser
    assert browser is not None
    no_js = browser.new_context(java_script_enabled=False)
    try:
        quiet = no_js.new_page()
        quiet.goto(base_url)
        expect(quiet.locator(".noscript p[lang=en]")).to_contain_text("Quintet could not start")
        expect(quiet.locator(".noscript p[lang=fr]")).to_contain_text("Quintet n'a pas pu démarrer")
        expect(quiet.locator("#loading-step")).to_be_hidden()
    finally:
        no_js.close()


def test_the_stored_saves_are_peeked_not_replayed_on_the_start_screen(
    page: Page, base_url: str, wait_ready: Ready, longest_quinque: Any
) -> None:
    """Games (the start screen) parsed and replayed every save (4.7 to 7.6 s with a
    10,000-move one); it now reads what each save says about itself."""
    page.goto(base_url)
    wait_ready(page)
    store(page, {"quintet.save.quinque": json.dumps({**json.loads(save_of(longest_quinque)), "over": False})})
    page.reload()
    wait_ready(page)
    expect(page.locator("#start-screen")).to_be_visible()
    expect(page.locator("[data-game=quinque][data-action=resume]")).to_be_visible()
    expect(page.locator("#game-list")).to_contain_text("move 10000")
