"""Quinto through the real page: tiles dragged with the mouse on the canvas.

Every play is laid out by dragging rack tiles (page.mouse down/move/up on the
canvas, at the screen points ``window.quintetTargets()`` reports) and
confirmed with the Play button, the way a person plays.  ``quintetState()``
is only read, to know when the page has caught up.  Fixed bags (the ``bag``
option of a link) deal known racks.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import board
from board import drag, history, targets

SAMPLE = [
    "9@0,-3 7@0,-2 8@0,-1 6@0,1",
    "6@1,-3 3@2,-3 7@3,-3",
    "2@1,-5 9@1,-4 3@1,-2",
    "5@4,-3 2@4,-2 2@4,-1 4@4,0 7@4,1",
    "7@2,-5 9@3,-5 2@4,-5",
    "0@0,-5",
    "6@3,-4 8@3,-2",
    "0@2,-4 5@2,-2",
]
SAMPLE_SCORES = [35, 25, 30, 50, 20, 20, 40, 55]
# Deals the rulebook's sample game to two players (the 1s and 4s are fillers).
SAMPLE_BAG = [9, 7, 8, 6, 2, 6, 3, 7, 5, 2, 9, 3, 1, 1, 2, 4, 7, 7, 9, 2, 0, 0, 5, 1, 1, 6, 8,
              1, 1, 1, 1, 1, 1, *[4] * 10]
# The first player holds only 1s: every line through the centre 5 makes 6 to 9.
PASS_BAG = [1, 1, 1, 1, 1, 5, 0, 4, 6, 9, 2, 2, 2, 2, 2, 3, 3, 3]
Ready = Callable[..., None]


def link(base_url: str, bag: list[int], moves: list[str] = ()) -> str:  # type: ignore[assignment]
    url = f"{base_url}?game=quinto&bag={','.join(map(str, bag))}"
    if moves:
        url += "&moves=" + ";".join(m.replace(" ", "%20") for m in moves)
    return url


def find(page: Page, kind: str, key: Any) -> dict[str, Any]:
    """A target by kind and key; a rack tile by its value (``key`` an int)."""
    if kind != "rack":
        return board.find(page, kind, key)
    found = board.targets(page)
    for target in found:
        if target["kind"] == "rack" and target["key"][1] == key:
            return target
    raise AssertionError(f"no rack tile {key} among {[(t['kind'], t['key']) for t in found]}")


def reachable_order(notation: str, board: set[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """The tiles of a play, ordered so each lands next to a tile already down (a target square)."""
    words = (w.replace("@", ",").split(",") for w in notation.split())
    todo = [(int(v), int(x), int(y)) for v, x, y in words]
    full, out = set(board), []
    while todo:
        tile = next(t for t in todo if any((t[1] + dx, t[2] + dy) in full
                                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))))
        todo.remove(tile)
        full.add((tile[1], tile[2]))
        out.append(tile)
    return out


def board_squares(page: Page) -> set[tuple[int, int]]:
    """Squares holding a tile: the centre and every play so far."""
    squares = {(0, 0)}
    for move in history(page):
        if move != "pass":
            for word in move.split():
                x, y = word.split("@")[1].split(",")
                squares.add((int(x), int(y)))
    return squares


def lay_out(page: Page, notation: str) -> None:
    """Drag each tile of ``notation`` from the rack to its square."""
    for value, x, y in reachable_order(notation, board_squares(page)):
        drag(page, find(page, "rack", value), find(page, "square", [x, y]))
        expect_tentative(page, [x, y])


def expect_tentative(page: Page, key: list[int]) -> None:
    page.wait_for_function(
        "key => JSON.parse(window.quintetTargets()).some(t => t.kind === 'tentative' "
        "&& t.key[0] === key[0] && t.key[1] === key[1])",
        arg=key,
    )


def press(page: Page, control: str) -> None:
    page.locator(f"#controls button[data-control={control}]").click()


def play(page: Page, notation: str) -> None:
    """Lay out a play by dragging, press Play, then hand over to the next person."""
    before = len(history(page))
    lay_out(page, notation)
    press(page, "play")
    page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {before + 1}")
    continue_handoff(page)


def continue_handoff(page: Page) -> None:
    handoff = page.locator("#handoff")
    if handoff.is_visible():
        page.locator("#handoff-button").click()
        expect(handoff).to_be_hidden()


def open_link(page: Page, url: str, wait_ready: Ready) -> None:
    """Open a game by link; between people the first turn is covered too: lift the cover."""
    page.goto(url)
    wait_ready(page)
    expect(page.locator("#game-screen")).to_be_visible()
    continue_handoff(page)


def expect_entry(page: Page, index: int, notation: str, points: int | str) -> None:
    """The move log's entry ``index``: its notation (kept, not shown), and its words with
    the points and no square of the notation."""
    entry = page.locator("#history li").nth(index)
    expect(entry.locator("button")).to_have_attribute("data-notation", notation)
    expect(entry.locator(".notation")).to_have_count(0)
    expect(entry.locator(".text")).not_to_contain_text(re.compile(r"\d,-?\d|@"))
    expect(entry.locator(".text")).to_contain_text("passed" if notation == "pass" else f"for {points} points")


def test_the_rulebook_sample_game_by_dragging_tiles(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, SAMPLE_BAG), wait_ready)
    expect(page.locator("#info")).to_contain_text("multiple of 5")
    for number, (notation, score) in enumerate(zip(SAMPLE, SAMPLE_SCORES, strict=True)):
        lay_out(page, notation)
        # the live preview gives the score before anything is played
        expect(page.locator("#info")).to_contain_text(f"This play scores {score}.")
        press(page, "play")
        page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {number + 1}")
        continue_handoff(page)
    assert history(page) == SAMPLE
    logged = page.locator("#history li button").evaluate_all("bs => bs.map(b => b.dataset.notation)")
    assert logged == SAMPLE
    for i, points in enumerate(SAMPLE_SCORES):
        expect_entry(page, i, SAMPLE[i], points)
    expect(page.locator("#players .detail")).to_have_text(["Score 125", "Score 150"])
    expect(page.locator("#info")).to_contain_text("Tiles in the pool: 10")


def laid_out_play(page: Page) -> str:
    """The notation of the tentative tiles on the board (each label names its value:
    "Your tile 5 on ..."), top to bottom then left to right, as the engine writes it."""
    tentative = [t for t in targets(page) if t["kind"] == "tentative"]
    laid = sorted(tentative, key=lambda t: (t["key"][1], t["key"][0]))
    values = [re.search(r"\d+", str(t["label"])) for t in laid]
    return " ".join(f"{v[0]}@{t['key'][0]},{t['key'][1]}" for v, t in zip(values, laid, strict=True) if v)


def test_three_players_take_turns_in_order(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.locator("[data-game=quinto][data-action=new]").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    dialog.locator("select[name=players]").select_option("3")
    for i, name in enumerate(("Ann", "Bob", "Cy")):
        dialog.locator(f"input[name=name_{i}]").fill(name)
    dialog.locator(".more-options summary").click()
    dialog.locator("input[name=seed]").fill("7")
    page.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()
    expect(page.locator("#players .name")).to_have_text(["Ann", "Bob", "Cy"])
    for turn, name in enumerate(["Ann", "Bob", "Cy", "Ann"]):
        continue_handoff(page)  # every person's turn is covered first, the first one too
        expect(page.locator("#status")).to_contain_text(f"{name} to play")
        if page.locator("#controls button[data-control=pass]").is_enabled():
            press(page, "pass")
            expected = ("pass", 0)
        else:
            # the hint (the Hard level's play, from the worker) is laid out;
            # take it back, then drag the same tiles
            page.locator("#btn-hint").click()
            page.wait_for_function(
                "(document.querySelector('#live p:last-child')?.textContent || '').startsWith('Hint:')",
                timeout=60_000,
            )
            hint = page.locator("#live p").last.text_content() or ""
            match = re.match(r"Hint: (.+), for (\d+) points\.", hint)  # in words: "5 above the red 5"
            assert match and not re.search(r"\d,-?\d|@", match[1]), hint
            play = laid_out_play(page)
            press(page, "recall")
            lay_out(page, play)
            expect(page.locator("#info")).to_contain_text(f"This play scores {match[2]}.")
            press(page, "play")
            expected = (play, match[2])
        page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {turn + 1}")
        expect_entry(page, turn, *expected)
        continue_handoff(page)


def test_an_illegal_play_is_explained_and_not_played(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, SAMPLE_BAG), wait_ready)
    drag(page, find(page, "rack", 9), find(page, "square", [0, -1]))
    expect_tentative(page, [0, -1])
    info = page.locator("#info")
    expect(info).to_contain_text("Not playable yet: The column 9+5 makes 14, not a multiple of 5.")
    expect(info).to_contain_text("Column 9+5 = 14")
    press(page, "play")
    expect(page.locator("#message")).to_have_text(
        "Not allowed: The column 9+5 makes 14, not a multiple of 5.")
    assert history(page) == []
    # drag the tile back to the rack: the board is as before
    drag(page, find(page, "tentative", [0, -1]), find(page, "rack", 7))
    page.wait_for_function("!JSON.parse(window.quintetTargets()).some(t => t.kind === 'tentative')")
    expect(page.locator("#controls button[data-control=play]")).to_be_disabled()


def test_a_player_without_a_legal_play_must_pass(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, PASS_BAG), wait_ready)
    expect(page.locator("#status")).to_have_text("Player 1 has no legal play and must pass.")
    expect(page.locator("#controls button[data-control=play]")).to_be_disabled()
    press(page, "pass")
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    continue_handoff(page)
    expect_entry(page, 0, "pass", 0)
    # the second player can play, so may not pass
    expect(page.locator("#controls button[data-control=pass]")).to_be_disabled()
    play(page, "5@0,-1")
    expect_entry(page, 1, "5@0,-1", 10)


def test_a_game_resumes_after_a_reload(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, SAMPLE_BAG, SAMPLE[:2]), wait_ready)
    continue_handoff(page)
    play(page, SAMPLE[2])
    lay_out(page, "5@4,-3")  # a tentative tile is not part of the saved game
    page.reload()
    wait_ready(page)
    # a reload goes straight back to the game, behind the cover: the rack is private
    expect(page.locator("#game-screen")).to_be_visible()
    expect(page.locator("#handoff")).to_be_visible()
    continue_handoff(page)
    assert history(page) == SAMPLE[:3]
    # the start screen offers to resume it too
    page.locator("#btn-menu").click()
    resume = page.locator("[data-game=quinto][data-action=resume]")
    expect(resume).to_be_visible()
    resume.click()
    continue_handoff(page)
    assert history(page) == SAMPLE[:3]
    assert not [t for t in targets(page) if t["kind"] == "tentative"]
    expect(page.locator("#players .detail")).to_have_text(["Score 65", "Score 25"])
    play(page, SAMPLE[3])
    expect_entry(page, 3, SAMPLE[3], 50)


def test_the_board_is_covered_between_two_people(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, SAMPLE_BAG), wait_ready)
    handoff = page.locator("#handoff")
    expect(handoff).to_be_hidden()
    first_rack = sorted(t["key"][1] for t in targets(page) if t["kind"] == "rack")
    assert first_rack == [2, 6, 7, 8, 9]
    lay_out(page, SAMPLE[0])
    press(page, "play")
    expect(handoff).to_be_visible()
    expect(page.locator("#handoff-text")).to_have_text("Pass the device to Player 2, then tap Continue.")
    cover = handoff.bounding_box()
    board = page.locator("#board").bounding_box()
    assert cover is not None and board is not None
    # the opaque cover spans the canvas (which rounds its size to whole pixels)
    assert cover["width"] >= board["width"] - 1 and cover["height"] >= board["height"] - 1
    # undo would show the tiles just drawn: off by default
    expect(page.locator("#btn-undo")).to_be_disabled()
    page.locator("#handoff-button").click()
    expect(handoff).to_be_hidden()
    second_rack = sorted(t["key"][1] for t in targets(page) if t["kind"] == "rack")
    assert second_rack == [2, 3, 5, 6, 7]


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 740}])
def test_a_phone_sized_screen_still_plays_by_dragging(
    page: Page, base_url: str, wait_ready: Ready, viewport: dict[str, int]
) -> None:
    page.set_viewport_size(viewport)
    open_link(page, link(base_url, SAMPLE_BAG), wait_ready)
    play(page, SAMPLE[0])
    assert history(page) == SAMPLE[:1]


def test_the_end_screen_shows_scores_and_penalties(page: Page, base_url: str, wait_ready: Ready) -> None:
    # ten tiles: Ann lays all five down and nothing is left to refill her rack
    open_link(page, link(base_url, [5, 1, 2, 3, 4, 1, 1, 1, 1, 1]), wait_ready)
    play(page, "5@0,-1 1@1,-1 2@2,-1 3@3,-1 4@4,-1")
    expect(page.locator("#banner-text")).to_have_text("Player 1 wins!")
    expect(page.locator("#players .detail")).to_have_text([
        "Final 25: no tiles left",
        "Final -5: 0 from plays − 5 for the tiles left (1, 1, 1, 1, 1)",
    ])
    expect(page.locator("#history li")).to_have_count(1)
    expect_entry(page, 0, "5@0,-1 1@1,-1 2@2,-1 3@3,-1 4@4,-1", 25)
    assert targets(page) == [], "no rack and nothing to act on once the game is over"


def walk_to(page: Page, label: str, tries: int = 20) -> None:
    """Move the board's focus cursor with arrow keys until it announces ``label``.

    The arrows walk rows of targets (Up/Down change rows, Left/Right move
    along one), so a sighted keyboard user first goes to the wanted row,
    then along it.
    """
    page.keyboard.press("ArrowDown")
    for _ in range(tries):
        current = page.locator("#live p").last.text_content()
        if current == label:
            return
        found = targets(page)
        here = next(t for t in found if t["label"] == current)
        there = next(t for t in found if t["label"] == label)
        dx, dy = there["x"] - here["x"], there["y"] - here["y"]
        if abs(dy) > 4:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
        else:
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
    raise AssertionError(f"the arrow keys never reached {label!r}")


def test_taps_and_the_keyboard_play_too(page: Page, base_url: str, wait_ready: Ready) -> None:
    open_link(page, link(base_url, [5, 0, 1, 1, 1, *[5] * 10]), wait_ready)
    box = page.locator("#board").bounding_box()
    assert box is not None
    # tap the 0 on the rack, then its square
    for target in (find(page, "rack", 0), find(page, "square", [0, 1])):
        page.mouse.click(box["x"] + target["x"], box["y"] + target["y"])
    expect_tentative(page, [0, 1])
    expect(page.locator("#info")).to_contain_text("This play scores 5.")
    # keyboard: the 5 from the rack to the square below the 0, then the Play button
    page.locator("#board").focus()
    walk_to(page, "Tile 5 on your rack")
    page.keyboard.press("Enter")
    expect(page.locator("#live p").last).to_have_text("Tile 5 picked: choose its square.")
    walk_to(page, "Empty square 0,2")
    page.keyboard.press("Enter")
    expect(page.locator("#info")).to_contain_text("This play scores 10.")
    page.keyboard.press("Tab")  # from the board, Tab reaches the buttons below it
    play_button = page.locator("#controls button[data-control=play]")
    play_button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")
    assert history(page) == ["0@0,1 5@0,2"]
