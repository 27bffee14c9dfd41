"""Quinque through the real page: every action by pointer events on the canvas."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from board import QUINQUE_WIN, drag, find, history, state, tap, targets
from board import quinque_action as act

Ready = Callable[..., None]

# Player 0 (orange discs) lines up five skydivers along the top row of three tiles.
WIN = QUINQUE_WIN


def expect_history_length(page: Page, n: int) -> None:
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {n}")


def new_game(page: Page, base_url: str, wait_ready: Ready, advanced: bool = False) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.locator("[data-game=quinque][data-action=new]").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    dialog.locator("[name=name_0]").fill("Ann")
    dialog.locator("[name=name_1]").fill("Bob")
    if advanced:
        dialog.locator("[name=advanced]").check()
    dialog.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()


def test_a_complete_game_played_to_a_win_by_pointer(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready)
    expect(page.locator("#status")).to_have_text("Ann: place the first tile and mark a skydiver")
    for notation in WIN:
        act(page, notation)
    final = state(page)
    assert final["history"] == WIN
    expect(page.locator("#banner")).to_be_visible()
    expect(page.locator("#banner-text")).to_have_text("Ann wins!")
    expect(page.locator("#live")).to_contain_text("Ann wins!")
    expect(page.locator("#players .winner .name")).to_have_text("Ann")
    assert targets(page) == [], "a finished game offers nothing to act on"


def test_dragging_a_tile_moves_it_and_illegal_drops_explain(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a;%2B1,0:b;pass;%2B0,1:c")
    wait_ready(page)
    # second action of Ann: the tile at 1,0 may move; 0,1 was marked this turn (locked)
    drag(page, find(page, "tile", [0, 1]), find(page, "square", [-1, 0]))
    expect(page.locator("#message")).to_contain_text("Not allowed")
    assert len(history(page)) == 4
    drag(page, find(page, "tile", [1, 0]), find(page, "square", [1, 1]))
    expect_history_length(page, 5)
    assert history(page)[-1] == "1,0>1,1"
    expect(page.locator("#status")).to_have_text(re.compile("Player 2 to play"))


def test_tap_a_tile_shows_destinations_then_moves_it(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a;%2B1,0:b")
    wait_ready(page)
    tap(page, find(page, "tile", [0, 0]))
    dests = [t["key"] for t in targets(page) if t["kind"] == "dest"]
    assert dests, "legal destinations are offered while a tile is selected"
    tap(page, find(page, "dest", dests[0]))
    expect_history_length(page, 3)
    assert history(page)[-1] == f"0,0>{dests[0][0]},{dests[0][1]}"


def test_keyboard_alone_can_mark_a_skydiver(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a")
    wait_ready(page)
    page.locator("#board").focus()
    for _ in range(20):
        page.keyboard.press("ArrowRight")
        live = page.locator("#live").inner_text()
        if "Skydiver" in live.splitlines()[-1]:
            break
    page.keyboard.press("Enter")
    expect_history_length(page, 2)
    assert re.fullmatch(r"0,0:[bcd]|\+-?\d,-?\d:[abcd]", history(page)[-1])


def test_undo_redo_and_resume_after_reload(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready)
    for notation in WIN[:4]:
        act(page, notation)
    page.locator("#btn-undo").click()
    expect_history_length(page, 3)
    page.locator("#btn-redo").click()
    expect_history_length(page, 4)
    page.locator("#btn-undo").click()
    expect_history_length(page, 3)
    page.reload()
    wait_ready(page)
    expect(page.locator("#game-screen")).to_be_visible()
    assert history(page) == WIN[:3]
    expect(page.locator("#btn-redo")).to_be_enabled()
    expect(page.locator("#players .name").first).to_have_text("Ann")
    # back to the menu: the saved game is offered
    page.locator("#btn-menu").click()
    expect(page.locator("[data-game=quinque][data-action=resume]")).to_be_visible()


def test_share_link_reopens_the_position(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(f"{base_url}?game=quinque&advanced=1&moves=%2B0,0:a;%2B1,0:b;pass")
    wait_ready(page)
    assert history(page) == ["+0,0:a", "+1,0:b", "pass"]
    assert state(page)["options"] == {"advanced": True}
    page.locator("#btn-share").click()
    url = page.locator("#share-url").input_value()
    assert "game=quinque" in url and "advanced=1" in url and "%2B0%2C0%3Aa" in url
    other = page.context.new_page()
    other.goto(base_url)  # same storage: the game is in progress there
    wait_ready(other)
    other.goto(url)
    wait_ready(other)
    # a link never silently replaces a game in progress... unless it is the same game
    expect(other.locator("#confirm-dialog")).to_be_visible()
    other.locator("#confirm-yes").click()
    assert history(other) == ["+0,0:a", "+1,0:b", "pass"]


def test_bad_link_explains_and_shows_the_start_screen(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a;9,9:z")
    wait_ready(page)
    expect(page.locator("#start-screen")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("Move 2")


def test_offline_reload_keeps_the_game(page: Page, base_url: str, wait_ready: Ready, context: Any) -> None:
    new_game(page, base_url, wait_ready)
    act(page, WIN[0])
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert history(page) == WIN[:1]
    act(page, WIN[1])
    context.set_offline(False)
