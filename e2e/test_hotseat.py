"""Hot-seat play on a tablet, by touch: no peeking, no accidental moves, every move seen.

Every test runs at tablet size (1180x820) with a touch screen and taps, the
way a family passes the device round the table.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from board import find, history, page_point, state, targets

Ready = Callable[..., None]

QUINTO_BAG = [9, 7, 8, 6, 5, 6, 3, 7, 5, 2, 9, 3, 1, 1, 2, 4, 7, 7, 9, 2, 1, 1, 5, 1, 1]


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1180, "height": 820}, "has_touch": True}


def touch(page: Page, target: dict[str, Any]) -> None:
    x, y = page_point(page, target)
    page.touchscreen.tap(x, y)


def tap(page: Page, selector: str) -> None:
    """A tap, also on a control that is off (it answers with its reason)."""
    page.locator(selector).tap(force=True)


def menu_tap(page: Page, selector: str) -> None:
    """A tap on an item of the game's menu, behind ⋯ at this width."""
    if page.locator("#btn-more").is_visible():
        tap(page, "#btn-more")
    tap(page, selector)


def new_game(page: Page, base_url: str, wait_ready: Ready, game: str, **fields: str) -> None:
    page.goto(base_url)
    wait_ready(page)
    if page.locator("#game-screen").is_visible():  # a reload returns to the last game
        tap(page, "#btn-menu")
    tap(page, f"[data-game={game}][data-action=new]")
    if fields:
        page.locator("#new-dialog .more-options summary").tap()
    for name, value in fields.items():
        control = page.locator(f"#new-dialog [name={name}]")
        if control.get_attribute("type") == "checkbox":
            control.set_checked(value == "1")
        else:
            control.select_option(value)
    tap(page, "#new-start")
    expect(page.locator("#game-screen")).to_be_visible()


def quinto_link(base_url: str, moves: str = "", **extra: str) -> str:
    query = f"?game=quinto&bag={','.join(map(str, QUINTO_BAG))}"
    if moves:
        query += f"&moves={moves}"
    return base_url + query + "".join(f"&{k}={v}" for k, v in extra.items())


# --- the Quinto cover ------------------------------------------------------------------------


def test_quinto_cover_comes_first_and_nothing_acts_behind_it(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    new_game(page, base_url, wait_ready, "quinto", setting_takeback="none")
    cover = page.locator("#handoff")
    expect(cover).to_be_visible()  # the very first turn is covered too
    expect(page.locator("#handoff-text")).to_contain_text("Player 1")
    expect(page.locator("#controls button")).to_have_count(0)  # no Play, no Recall, no Hint
    expect(page.locator("#info li")).to_have_count(0)  # no preview, no rack in words
    assert [t for t in targets(page) if t["kind"] != "square"] == [], "no rack tile can be reached"
    # The toolbar's Hint says why instead of laying the next player's tiles out.
    tap(page, "#btn-hint")
    expect(page.locator("#message")).to_contain_text("Pass the device first")
    # Keys on the board and Ctrl+Z do nothing either.
    page.locator("#board").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Control+z")
    assert history(page) == []
    tap(page, "#handoff-button")
    expect(cover).to_be_hidden()
    expect(page.locator("#controls button[data-control=play]")).to_be_visible()


def test_quinto_undo_with_takeback_none_is_refused_by_button_and_ctrl_z(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(quinto_link(base_url, "5@0,-1"))
    wait_ready(page)
    tap(page, "#handoff-button")
    # A link's game gets the default ("within my turn"): Ann's play drew secret tiles, so
    # her turn is over and it stays.
    tap(page, "#btn-undo")
    expect(page.locator("#message")).to_contain_text("drew new secret tiles")
    assert history(page) == ["5@0,-1"]
    # Now a game with taking back off: neither the button nor Ctrl+Z takes a play back.
    new_game(page, base_url, wait_ready, "quinto", setting_takeback="none")
    tap(page, "#handoff-button")
    tap(page, "#btn-hint")
    page.wait_for_function("document.querySelector('#controls [data-control=play]')"
                           ".getAttribute('aria-disabled') === 'false'", timeout=60_000)
    tap(page, "#controls button[data-control=play]")
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    tap(page, "#handoff-button")
    tap(page, "#btn-undo")
    expect(page.locator("#message")).to_contain_text("Taking moves back is off")
    page.locator("#board").focus()
    page.keyboard.press("Control+z")
    assert len(history(page)) == 1
    expect(page.locator("#handoff")).to_be_hidden()


# --- take-back within my turn -------------------------------------------------------------


def test_quinamid_within_my_turn_never_goes_back_past_the_other_players_move(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    new_game(page, base_url, wait_ready, "quinamid")
    touch(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    touch(page, find(page, "hole", "d4"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    tap(page, "#btn-undo")  # Player 2's own move, Player 1 has not answered
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    expect(page.locator("#btn-undo")).to_be_disabled()
    tap(page, "#btn-undo")  # a tap on the off button says why
    expect(page.locator("#message")).to_contain_text("the next player has already played")
    assert history(page) == ["c3"]


# --- players facing each other ---------------------------------------------------------------


def holes_of(page: Page, board: str) -> list[float]:
    """The screen x of each hole on ``board`` (the hole's label names its board)."""
    return [float(t["x"]) for t in targets(page)
            if t["kind"] == "hole" and f"on board {board}:" in t["label"]]


def test_flipped_quinamid_board_slides_in_screen_directions(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    new_game(page, base_url, wait_ready, "quinamid")
    menu_tap(page, "#btn-flip")
    touch(page, find(page, "hole", "a1"))  # a placement first (boards may move from move 2 on)
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    tap(page, "#controls button[data-control=board_B]")
    before = holes_of(page, "B")
    left = page.get_by_role("button", name="Slide left")
    expect(left).to_have_attribute("aria-disabled", "false")
    left.tap()
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    page.wait_for_timeout(700)  # the slide animation
    after = holes_of(page, "B")
    # Board B's holes, where they are on screen (its badge may sit in a strip beside the board).
    assert before and len(after) == len(before), (before, after)
    assert sum(after) / len(after) < sum(before) / len(before) - 10, (before, after)
    assert history(page)[-1] == "B>", "on a flipped board, screen-left is the board's right"


def test_players_sitting_opposite_see_the_screen_turn_and_taps_still_land(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    new_game(page, base_url, wait_ready, "quinamid", setting_opposite="1")
    screen = page.locator("#game-screen")
    turned = re.compile(r"\bfacing-away\b")
    expect(screen).not_to_have_class(turned)
    touch(page, find(page, "hole", "c3"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    expect(screen).to_have_class(turned)
    page.wait_for_timeout(700)  # the turn of the screen
    # Targets are in canvas coordinates: on a turned screen the tap lands mirrored.
    target = find(page, "hole", "d4")
    box = page.locator("#board").bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] - target["x"], box["y"] + box["height"] - target["y"])
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    assert history(page) == ["c3", "d4"]
    expect(screen).not_to_have_class(turned)
    page.wait_for_timeout(700)  # the screen turns back
    menu_tap(page, "#btn-opposite")
    expect(page.locator("#btn-opposite")).to_have_attribute("aria-pressed", "false")


# --- the record: log, review, game over -----------------------------------------------------

QUINQUE_WIN = ["+0,0:a", "+0,1:a", "pass", "0,0:b", "pass", "0,1:b", "pass", "+1,0:a", "pass",
               "0,1:c", "pass", "1,0:b", "pass", "0,1:d", "pass", "+2,0:a"]


def test_log_in_words_opens_a_review_that_never_changes_the_game(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    moves = ";".join(m.replace("+", "%2B") for m in QUINQUE_WIN[:12])
    page.goto(f"{base_url}?game=quinque&moves={moves}")
    wait_ready(page)
    entries = page.locator("#history li button")
    expect(entries).to_have_count(12)
    expect(entries.nth(0)).to_contain_text("Player 1 placed a new tile on the table")
    expect(entries.nth(0)).to_have_attribute("data-notation", QUINQUE_WIN[0])
    expect(entries.locator(".notation")).to_have_count(0)  # squares drawn nowhere are never shown
    expect(entries.nth(9).locator(".n")).to_have_text("10.")  # two digits, fully shown
    entries.nth(2).tap()
    review = page.locator("#review-bar")
    expect(review).to_be_visible()
    expect(page.locator("#review-text")).to_contain_text("Move 3 of 12")
    assert len(json.loads(page.evaluate("window.quintetState()"))["history"]) == 12
    tap(page, "#review-bar [data-review=back]")
    expect(page.locator("#review-text")).to_contain_text("Move 2 of 12")
    expect(page.locator("#controls button")).to_have_count(0)
    tap(page, "#review-bar [data-review=exit]")
    expect(review).to_be_hidden()
    assert len(history(page)) == 12


def test_game_over_summary_offers_review_and_rematch(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    moves = ";".join(m.replace("+", "%2B") for m in QUINQUE_WIN)
    page.goto(f"{base_url}?game=quinque&moves={moves}")
    wait_ready(page)
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    expect(page.locator("#banner-text")).to_have_text("Player 1 wins!")
    expect(page.locator("#summary-reason")).to_contain_text("Five of their skydivers")
    expect(page.locator("#summary-scores li")).to_have_count(2)
    tap(page, "#banner-review")
    expect(page.locator("#review-bar")).to_be_visible()
    expect(page.locator("#review-text")).to_contain_text("Move 16 of 16")  # where the game ended
    expect(banner).to_be_hidden()
    tap(page, "#review-bar [data-review=last]")
    tap(page, "#review-bar [data-review=exit]")
    expect(banner).to_be_visible()
    tap(page, "#banner-rematch")
    expect(banner).to_be_hidden()
    assert history(page) == []
    names = page.locator("#players .name")
    expect(names).to_have_text(["Player 2", "Player 1"])  # the other player starts
    assert state(page)["game"] == "quinque"


def last_move(page: Page) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("window.quintetLastMove()")))


def test_every_game_marks_the_last_move_until_the_next(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    # Quinque: Bob places a tile, then moves Ann's: both actions of his turn are marked.
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a;%2B0,1:a;0,0%3E1,1")
    wait_ready(page)
    marks = last_move(page)
    assert marks["slides"] == [[[0, 0], [1, 1]]] and marks["skydivers"] == [[0, 1, "a"]]
    # Quinto: the last play and its score.
    page.goto(quinto_link(base_url, "5@0,-1"))
    wait_ready(page)
    tap(page, "#handoff-button")
    assert last_move(page) == {"squares": [[0, -1]], "score": 10}
    # Quinamid: the counter just placed; a slide replaces the mark.
    page.goto(f"{base_url}?game=quinamid&moves=c3")
    wait_ready(page)
    assert last_move(page) == {"placed": "c3"}
    touch(page, find(page, "hole", "d4"))
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 2")
    assert last_move(page) == {"placed": "d4"}
