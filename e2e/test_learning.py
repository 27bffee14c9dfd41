"""Learning a game in the app: the tutorial played by taps, and rules that open at the top."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
from board import find, tap
from games.ui.i18n import t
from games.ui.rule_diagrams import rule_diagrams
from games.ui.tutorial import TUTORIALS

Ready = Callable[..., None]
SLIDE_BUTTONS = {"<": "slide_left", ">": "slide_right", "^": "slide_up", "v": "slide_down"}


def test_the_quinamid_tutorial_by_taps_refuses_a_wrong_move_and_is_remembered(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.locator("[data-game=quinamid][data-action=tutorial]").click()
    bar = page.locator("#tutorial-bar")
    expect(bar).to_be_visible()
    expect(page.locator("#tutorial-progress")).to_have_text(f"Step 1 of {len(TUTORIALS['quinamid'])}")
    # A legal move the step does not ask for: the step's nudge, and nothing is played.
    tap(page, find(page, "hole", "a1"))
    expect(page.locator("#message")).to_have_text(t("tutorial.quinamid.1.nudge"))
    for number, step in enumerate(TUTORIALS["quinamid"], start=1):
        expect(page.locator("#tutorial-prompt")).to_have_text(t(f"tutorial.quinamid.{number}.ask"))
        move = step.example
        if move[0] in "BCDE":
            page.locator(f"#controls button[data-control=board_{move[0]}]").click()
            page.locator(f"#controls button[data-control={SLIDE_BUTTONS[move[1]]}]").click()
        else:
            tap(page, find(page, "hole", move))
        if number < len(TUTORIALS["quinamid"]):
            expect(page.locator("#tutorial-progress")).to_have_text(
                f"Step {number + 1} of {len(TUTORIALS['quinamid'])}")
    expect(page.locator("#tutorial-prompt")).to_contain_text("You have finished")
    expect(page.locator("#tutorial-play")).to_be_visible()
    page.locator("#tutorial-exit").click()
    card = page.locator(".game-card", has=page.locator("[data-game=quinamid][data-action=tutorial]"))
    expect(card).to_contain_text(t("tutorial.done"))
    # The tutorial was never saved as a game.
    expect(page.locator("[data-game=quinamid][data-action=resume]")).to_have_count(0)


@pytest.mark.parametrize("game", ["quinque", "quinto", "quinamid"])
def test_rules_open_at_the_top_with_contents_and_drawn_diagrams(
    page: Page, base_url: str, wait_ready: Ready, game: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{base_url}?game={game}")
    wait_ready(page)
    page.locator("#btn-more").click()
    page.locator("#btn-rules").click()
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    assert dialog.evaluate("d => d.scrollTop") == 0
    assert page.locator("#rules-body").evaluate("b => b.scrollTop") == 0
    expect(page.locator("#rules-body nav a").first).to_be_visible()
    expect(page.locator("#rules-body figure.rule-diagram canvas")).to_have_count(len(rule_diagrams(game)))
    page.locator("#rules-body nav a").last.click()  # a contents link scrolls, the dialog stays
    expect(dialog).to_be_visible()
