"""Quinamid through the real page: taps on the canvas, board buttons, a drag.

Holes and board badges are found with ``window.quintetTargets()`` (screen
points relative to the canvas) and clicked with the mouse, the way a person
plays; slides and turns go through the HTML buttons beside the board (and
one through dragging a badge).  ``quintetState()`` is only read, to know when
the page has caught up.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

import board
from board import find, state, targets

Ready = Callable[..., None]
# An advanced game the first player wins on board A's top row (a6-e6), with two
# slides and a turn in between; f1 is on board A at the start and on board B after "B>".
GAME = ["a6", "B>", "b6", "C+", "c6", "D>", "d6", "f1", "e6"]


def tap(page: Page, kind: str, key: str) -> None:
    board.tap(page, find(page, kind, key))


def press(page: Page, control: str) -> None:
    page.locator(f"#controls button[data-control={control}]").click()


def wait_moves(page: Page, count: int) -> None:
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {count}")


def new_game(page: Page, base_url: str, wait_ready: Ready, **fields: bool) -> None:
    """Open the new-game dialog from the start screen, tick ``fields``, start."""
    page.goto(base_url)
    wait_ready(page)
    page.locator("[data-game=quinamid][data-action=new]").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    for name, checked in fields.items():
        dialog.locator(f"input[name={name}]").set_checked(checked)
    page.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Player 1 to play")


def square_size(page: Page) -> float:
    """Screen pixels between two neighbouring holes."""
    a, b = find(page, "hole", "a6"), find(page, "hole", "b6")
    return float(b["x"] - a["x"])


def drag_badge(page: Page, letter: str, dx: float, dy: float) -> None:
    box = page.locator("#board").bounding_box()
    assert box is not None
    badge = find(page, "board", letter)
    x0, y0 = box["x"] + badge["x"], box["y"] + badge["y"]
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + dx / 2, y0 + dy / 2, steps=4)
    page.mouse.move(x0 + dx, y0 + dy, steps=4)
    page.mouse.up()


def test_a_complete_advanced_game_with_slides_and_a_turn(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    new_game(page, base_url, wait_ready, advanced=True)
    note, items = page.locator("#history-note"), page.locator("#history li")
    expect(page.locator("#players .detail")).to_have_text(["Counters: 30", "Counters: 30"])

    tap(page, "hole", "a6")
    wait_moves(page, 1)
    # slide B right: tap its letter badge, then the arrow button
    tap(page, "board", "B")
    expect(page.locator("#controls button[data-control=board_B]")).to_have_attribute("aria-pressed", "true")
    press(page, "slide_right")
    wait_moves(page, 2)
    assert state(page)["history"] == GAME[:2]
    tap(page, "hole", "b6")
    wait_moves(page, 3)
    # turn C clockwise with the buttons only
    press(page, "board_C")
    press(page, "turn_cw")
    wait_moves(page, 4)
    tap(page, "hole", "c6")
    wait_moves(page, 5)
    # slide D right by dragging its badge one square
    drag_badge(page, "D", square_size(page), 0)
    wait_moves(page, 6)
    # during play the move list is hidden: only the count, and why
    expect(note).to_contain_text("6 moves played")
    expect(items).to_have_count(0)
    tap(page, "hole", "d6")
    wait_moves(page, 7)
    tap(page, "hole", "f1")  # now on board B, which slid under it
    wait_moves(page, 8)
    tap(page, "hole", "e6")
    wait_moves(page, 9)

    final = state(page)
    assert final["history"] == GAME and final["options"]["advanced"] is True
    expect(page.locator("#status")).to_have_text("Player 1 wins!")
    expect(page.locator("#banner")).to_be_visible()
    expect(items.locator(".notation")).to_have_text(GAME)
    expect(note).to_be_hidden()
    expect(page.locator("#players .detail")).to_have_text(["Counters: 25", "Counters: 29"])
    assert targets(page) == []
    expect(page.locator("#controls button")).to_have_count(0)


def test_a_disabled_action_says_why(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready)
    press(page, "board_B")
    press(page, "slide_right")
    wait_moves(page, 1)
    button = page.locator("#controls button[data-control=board_B]")
    expect(button).to_be_disabled()
    expect(button).to_have_attribute("title", "Board B was just moved; it cannot move this turn.")
    expect(page.locator("#info")).to_contain_text("Board B was just moved")
    # tapping the locked board's badge explains too, and plays nothing
    tap(page, "board", "B")
    expect(page.locator("#message")).to_have_text(
        "Not allowed: Board B was just moved; it cannot move this turn."
    )
    # the basic game has no turn buttons; arrows that would overhang are off with the reason
    press(page, "board_C")
    expect(page.locator("#controls button[data-control^=turn_]")).to_have_count(0)
    left = page.locator("#controls button[data-control=slide_left]")
    expect(left).to_be_disabled()
    expect(left).to_have_attribute("title", "Board C cannot slide left: it would overhang board B.")
    assert state(page)["history"] == ["B>"]


def test_a_variant_chosen_in_the_dialog_applies(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready, variant_a=True, variant_d=True)
    assert state(page)["options"]["variants"] == "ad"
    expect(page.locator("#info")).to_contain_text("Rule variants: a, d")
    # variant a: the first move may not be on the 2x2 board (a1 is on board E at the start)
    tap(page, "hole", "a1")
    expect(page.locator("#message")).to_contain_text("variant a")
    assert state(page)["history"] == []
    tap(page, "hole", "f6")
    wait_moves(page, 1)
    tap(page, "hole", "a1")  # the second player may
    wait_moves(page, 2)
    expect(page.locator("#message")).to_be_hidden()


def test_open_memory_shows_the_moves_during_play(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready, setting_open_memory=True)
    tap(page, "hole", "c4")
    wait_moves(page, 1)
    expect(page.locator("#history li .notation")).to_have_text(["c4"])
    expect(page.locator("#history-note")).to_be_hidden()


def test_a_game_resumes_after_a_reload(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready, advanced=True)
    tap(page, "hole", "a6")
    wait_moves(page, 1)
    press(page, "board_B")
    press(page, "slide_right")
    wait_moves(page, 2)
    tap(page, "hole", "b6")
    wait_moves(page, 3)
    page.reload()
    wait_ready(page)
    # a reload goes straight back to the game on screen
    expect(page.locator("#game-screen")).to_be_visible()
    assert state(page)["history"] == GAME[:3]
    expect(page.locator("#history-note")).to_contain_text("3 moves played")
    # and from the start screen, the game is offered for resuming
    page.locator("#btn-menu").click()
    resume = page.locator("[data-game=quinamid][data-action=resume]")
    expect(resume).to_be_visible()
    page.reload()
    wait_ready(page)
    expect(resume).to_be_visible()
    resume.click()
    expect(page.locator("#game-screen")).to_be_visible()
    assert state(page)["history"] == GAME[:3]
    # the lock survives the reload: B was not moved last, so it is free; play on
    press(page, "board_C")
    press(page, "turn_cw")
    wait_moves(page, 4)
    expect(page.locator("#controls button[data-control=board_C]")).to_be_disabled()
    assert state(page)["history"] == GAME[:4]


def test_the_rules_dialog_shows_how_we_play_it(page: Page, base_url: str, wait_ready: Ready) -> None:
    new_game(page, base_url, wait_ready)
    page.locator("#btn-rules").click()
    body = page.locator("#rules-body")
    expect(body).to_be_visible()
    expect(page.locator("#rules-title")).to_have_text("Rules of Quinamid")
    expect(body.locator("h3")).to_contain_text(["Goal", "How we play it"])
    expect(body).to_contain_text("the player who did not move wins")
    expect(body).to_contain_text("staggered")


#: Ink count of the canvas in a box: pixels within ``tolerance`` of an ``[r, g, b]`` colour.
COUNT_COLOUR = """([x, y, half, rgb, tolerance]) => {
    const canvas = document.getElementById("board");
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const size = Math.round(2 * half * ratio);
    const data = canvas.getContext("2d").getImageData(
        Math.round((x - half) * ratio), Math.round((y - half) * ratio), size, size).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
        let d = 0;
        for (let c = 0; c < 3; c++) d += Math.abs(data[i + c] - rgb[c]);
        if (d <= tolerance) count++;
    }
    return count;
}"""


def count_colour(page: Page, x: float, y: float, half: float, colour: str, tolerance: int = 40) -> int:
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return int(page.evaluate(COUNT_COLOUR, [x, y, half, rgb, tolerance]))


def css_colour(page: Page, name: str) -> str:
    script = f"getComputedStyle(document.documentElement).getPropertyValue('{name}')"
    return str(page.evaluate(script)).strip()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_hint_names_a_hole_by_the_column_and_row_drawn_and_rings_it(
    page: Page, base_url: str, wait_ready: Ready, scheme: str
) -> None:
    """"Place a counter on e6": the letter e is drawn above that column and the number 6
    left of that row, in the table's ink, and the ring is on the hole the page calls e6."""
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{base_url}?game=quinamid&moves=a6;a1;b6;b1;c6;c1;d6;d1")  # e6 wins
    wait_ready(page)
    hole, step = find(page, "hole", "e6"), square_size(page)
    hint_colour, ink = css_colour(page, "--hint"), css_colour(page, "--ink")
    before = count_colour(page, hole["x"], hole["y"], 0.5 * step, hint_colour)
    page.locator("#btn-hint").click()
    expect(page.locator("#message")).to_have_text("Hint: Place a counter on e6", timeout=60_000)
    page.wait_for_timeout(300)  # the next frame
    assert count_colour(page, hole["x"], hole["y"], 0.5 * step, hint_colour) > before + 20
    # The labels: "e" above column e, "6" left of row 6, each 1.12 squares from the holes.
    top, left = find(page, "hole", "e6"), find(page, "hole", "a6")
    assert count_colour(page, top["x"], top["y"] - 1.12 * step, 0.25 * step, ink) > 10
    assert count_colour(page, left["x"] - 1.12 * step, left["y"], 0.25 * step, ink) > 10
    # ...and nothing of the table's ink where no label goes (between two letters).
    assert count_colour(page, top["x"] - 0.5 * step, top["y"] - 1.12 * step, 0.1 * step, ink) == 0
