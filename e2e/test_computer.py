"""Playing the computer in the browser: it thinks in a worker, the page stays usable."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from board import find, history, tap
from person import timed_reply

Ready = Callable[..., None]


def start(
    page: Page, base_url: str, wait_ready: Ready, game: str, kinds: list[str], speed: str = "fast",
    reload: bool = True,
) -> None:
    if reload:
        page.goto(base_url)
        wait_ready(page)
    page.locator(f"[data-game={game}][data-action=new]").click()
    for seat, kind in enumerate(kinds):
        page.locator(f"[name=kind_{seat}]").select_option(kind)
    page.locator("[name=setting_speed]").select_option(speed)
    page.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()


def wait_moves(page: Page, n: int, timeout: float = 60_000) -> None:
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length >= {n}", timeout=timeout)


def test_undo_works_while_the_computer_thinks_and_the_reply_arrives(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    start(page, base_url, wait_ready, "quinamid", ["human", "hard"])
    tap(page, find(page, "hole", "c3"))
    wait_moves(page, 1)
    expect(page.locator("#status")).to_contain_text("thinking")
    expect(page.locator("#board-wrap")).to_have_attribute("aria-busy", "true")
    # the page answers while the search runs: undo takes the person's move back
    page.locator("#btn-undo").click()
    assert history(page) == []
    expect(page.locator("#status")).not_to_contain_text("thinking")
    # play again: this time the reply arrives and is a legal move of the position
    tap(page, find(page, "hole", "d4"))
    wait_moves(page, 2)
    moves = history(page)
    assert moves[0] == "d4" and len(moves) == 2
    expect(page.locator("#status")).to_contain_text("Player 1")
    expect(page.locator("#live")).to_contain_text("Player 2 placed a counter")


def test_the_computer_answers_the_same_move_again_after_an_undo(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    # The same position reached twice (play, reply, undo, the same move again)
    # must be answered twice: the computer once stayed silent the second time.
    start(page, base_url, wait_ready, "quinamid", ["human", "easy"])
    tap(page, find(page, "hole", "c3"))
    wait_moves(page, 2)
    first_reply = history(page)[1]
    page.locator("#btn-undo").click()
    assert history(page) == []
    tap(page, find(page, "hole", "c3"))
    wait_moves(page, 2, timeout=30_000)
    # Easy is seeded by the position, so the answer is the same one.
    assert history(page) == ["c3", first_reply]
    expect(page.locator("#status")).not_to_contain_text("thinking")


def test_computer_against_computer_plays_on_its_own(page: Page, base_url: str, wait_ready: Ready) -> None:
    start(page, base_url, wait_ready, "quinque", ["easy", "easy"])
    wait_moves(page, 6, timeout=90_000)
    # the menu stays usable in a demo: leaving stops the game
    page.locator("#btn-menu").click()
    expect(page.locator("#start-screen")).to_be_visible()


def test_hint_shows_the_hard_levels_move(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a")
    wait_ready(page)
    page.locator("#btn-hint").click()
    expect(page.locator("#message")).to_contain_text("Hint:", timeout=60_000)
    assert history(page) == ["+0,0:a"], "a hint never plays by itself"


def test_the_computer_plays_offline_after_the_first_visit(
    page: Page, base_url: str, wait_ready: Ready, context: object
) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    context.set_offline(True)  # type: ignore[attr-defined]
    page.reload()
    wait_ready(page)
    start(page, base_url, wait_ready, "quinamid", ["human", "easy"], reload=False)
    tap(page, find(page, "hole", "c3"))
    wait_moves(page, 2)
    assert history(page)[0] == "c3"
    context.set_offline(False)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["quinque", "quinto", "quinamid"])
def test_after_idle_the_first_hard_reply_is_as_quick_as_later_ones(
    page: Page, base_url: str, wait_ready: Ready, game: str
) -> None:
    start(page, base_url, wait_ready, game, ["human", "hard"])
    page.wait_for_timeout(10_000)  # the player looks at the board: the worker warms meanwhile
    # Warmed in idle time, before anyone asked (here a cold worker costs less than
    # a Hard reply, so the ratio below alone would not tell).
    expect(page.locator("html")).to_have_attribute("data-computer-warm", game, timeout=1)
    replies: list[float] = []
    for _ in range(3):
        reply = timed_reply(page)  # a whole turn by taps and drags, then the computer's
        if reply is None:
            break
        replies.append(reply)
    assert len(replies) == 3, f"the game ended too soon to compare replies: {replies}"
    first, later = replies[0], max(replies[1:])
    print(f"{game}: Hard reply after idle {first:.0f} ms; later ones {replies[1]:.0f}, {replies[2]:.0f} ms")
    assert first <= 2 * later, replies


def test_hint_is_busy_at_once_answers_in_words_and_can_be_stopped(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(f"{base_url}?game=quinamid&moves=c3")
    wait_ready(page)
    hint = page.locator("#btn-hint")
    hint.click()
    expect(hint).to_have_attribute("aria-busy", "true")
    expect(hint).to_contain_text("Thinking")
    hint.click()  # stop it
    expect(hint).to_have_attribute("aria-busy", "false")
    expect(page.locator("#message")).to_have_text("Hint stopped.")
    hint.click()
    expect(page.locator("#message")).to_contain_text(re.compile(r"Hint: (Place a counter|Slide|Turn)"),
                                                     timeout=60_000)
    expect(hint).to_have_attribute("aria-busy", "false")
    words = page.locator("#message").text_content()
    page.locator("#board").focus()
    page.keyboard.press("Escape")  # any action on the board clears the message
    expect(page.locator("#message")).to_be_hidden()
    hint.click()  # the same position again: answered within the click, from the cache
    assert page.locator("#message").text_content() == words
    assert hint.get_attribute("aria-busy") == "false"
    assert history(page) == ["c3"]


NO_START = "The computer player could not answer: it did not start. Check your connection and try again."
HINT_WORDS = re.compile(r"Hint: (Place a counter|Slide|Turn)")


def failing(pattern: str, passed: int, aborted: int) -> tuple[dict[str, int], Callable[[Any], None]]:
    """A route handler for ``pattern``: the first ``passed`` requests go through, the next
    ``aborted`` fail (as when the connection drops), the rest go through."""
    requests = {"seen": 0, "aborted": 0}

    def handle(route: Any) -> None:
        requests["seen"] += 1
        if requests["seen"] > passed and requests["aborted"] < aborted:
            requests["aborted"] += 1
            route.abort()
        else:
            route.continue_()

    return requests, handle


def worker_failures(warnings: list[str]) -> int:
    return sum("computer's worker failed" in w for w in warnings)


@pytest.mark.browser_context_args(service_workers="block")  # the worker's files come from the network
def test_a_worker_that_fails_to_start_is_reported_and_replaced(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    # The computer's worker cannot start twice (the games do not load into it):
    # the worker warmed in idle time fails unseen, the hint that waits on the
    # next one says so in words, and the press after that starts a fresh worker
    # that answers.  The page itself loads the games first.
    requests, handle = failing(r"/games-[0-9a-f]+\.zip$", passed=1, aborted=2)
    page.route(re.compile(r"/games-[0-9a-f]+\.zip$"), handle)
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    page.goto(f"{base_url}?game=quinamid&moves=c3")
    wait_ready(page)
    for _ in range(150):  # the warm-up fails in idle time, with nobody waiting on it
        if worker_failures(warnings):
            break
        page.wait_for_timeout(200)
    assert requests["aborted"] == 1 and worker_failures(warnings) == 1, (requests, warnings)
    expect(page.locator("#message")).to_be_hidden()
    hint = page.locator("#btn-hint")
    hint.click()
    expect(page.locator("#message")).to_have_text(NO_START, timeout=60_000)
    expect(hint).to_have_attribute("aria-busy", "false")
    assert requests["aborted"] == 2 and worker_failures(warnings) == 2, (requests, warnings)
    hint.click()
    expect(page.locator("#message")).to_contain_text(HINT_WORDS, timeout=60_000)
    assert history(page) == ["c3"]


@pytest.mark.browser_context_args(service_workers="block")
def test_a_worker_whose_boot_never_ends_is_given_up(
    page: Page, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    # The runtime's standard library does not load into the worker: Pyodide stops
    # with a fatal error in the worker's console and never tells the page.  The hint
    # waits BOOT_SECONDS (45 s), says the computer did not start, and the next
    # press starts a fresh worker that answers.
    # The failing worker's own errors (Playwright reports a worker's console and
    # uncaught errors with the page's): the fetch, and Pyodide's fatal error.
    browser_guard.allow(r"installing the standard library|Failed to fetch")
    browser_guard.allow(r"\(blob:http")
    # The page's own request passes; the worker's, for the same cut standard library
    # (it loads Pyodide through the same loader), is cut off.
    requests, handle = failing(r"/python_stdlib-[0-9a-f]+\.zip$", passed=1, aborted=1)
    page.route(re.compile(r"/python_stdlib-[0-9a-f]+\.zip$"), handle)
    page.goto(f"{base_url}?game=quinamid&moves=c3")
    wait_ready(page)
    hint = page.locator("#btn-hint")
    hint.click()
    expect(hint).to_have_attribute("aria-busy", "true")
    expect(page.locator("#message")).to_have_text(NO_START, timeout=75_000)
    expect(hint).to_have_attribute("aria-busy", "false")
    assert requests["aborted"] == 1, requests
    hint.click()
    expect(page.locator("#message")).to_contain_text(HINT_WORDS, timeout=60_000)
    assert history(page) == ["c3"]
