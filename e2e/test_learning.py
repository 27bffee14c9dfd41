"""Learning a game in the app: the tutorial played by taps, and rules that open at the top."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from board import find, tap
from games.ui.i18n import t
from games.ui.rule_diagrams import rule_diagrams
from games.ui.tutorial import TUTORIALS
from test_quinto import lay_out

Ready = Callable[..., None]
SLIDE_BUTTONS = {"<": "slide_left", ">": "slide_right", "^": "slide_up", "v": "slide_down"}


def reach(page: Page, kind: str, key: object) -> dict[str, object]:
    """The target, which must be on screen as it is: the camera keeps what a step asks for in view."""
    target = find(page, kind, key)
    box = page.locator("#board").bounding_box()
    assert box is not None
    assert 0 <= float(target["x"]) <= box["width"] and 0 <= float(target["y"]) <= box["height"], target
    return target


def make_move(page: Page, game: str, move: str) -> None:
    """Make ``move`` the way a person does: taps on the board and the game's buttons."""
    if game == "quinamid":
        if move[0] in "BCDE":
            page.locator(f"#controls button[data-control=board_{move[0]}]").click()
            page.locator(f"#controls button[data-control={SLIDE_BUTTONS[move[1]]}]").click()
        else:
            tap(page, reach(page, "hole", move))
    elif game == "quinto":
        lay_out(page, move)
        page.locator("#controls button[data-control=play]").click()
    elif move == "pass":
        page.locator("#controls button[data-control=pass]").click()
    elif ">" in move:
        (x, y), (u, v) = (map(int, part.split(",")) for part in move.split(">"))
        tap(page, reach(page, "tile", [x, y]))
        tap(page, reach(page, "dest", [u, v]))
    else:
        square, corner = move.lstrip("+").split(":")
        x, y = map(int, square.split(","))
        if move.startswith("+"):
            tap(page, reach(page, "square", [x, y]))
            tap(page, reach(page, "new_skydiver", [x, y, corner]))
        else:
            tap(page, reach(page, "skydiver", [x, y, corner]))


WRONG = {"quinque": ("square", [0, 0]), "quinamid": ("hole", "a1")}


@pytest.mark.parametrize("game", ["quinque", "quinto", "quinamid"])
def test_each_tutorial_by_taps_refuses_a_wrong_move_and_is_remembered(
    page: Page, base_url: str, wait_ready: Ready, game: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the board is zoomed in
    page.goto(base_url)
    wait_ready(page)
    page.locator(f"[data-game={game}][data-action=tutorial]").click()
    steps = TUTORIALS[game]
    expect(page.locator("#tutorial-bar")).to_be_visible()
    expect(page.locator("#tutorial-progress")).to_have_text(f"Step 1 of {len(steps)}")
    if game == "quinamid":  # a legal move the step does not ask for: its nudge, nothing played
        tap(page, find(page, *WRONG[game]))
        expect(page.locator("#message")).to_have_text(t("tutorial.quinamid.1.nudge"))
    if game == "quinto":  # an illegal play: the engine's reason, then the nudge
        lay_out(page, "9@0,-1")
        page.locator("#controls button[data-control=play]").click()
        expect(page.locator("#message")).to_contain_text("not a multiple of 5")  # the engine's reason
        page.locator("#controls button[data-control=recall]").click()
    for number, step in enumerate(steps, start=1):
        expect(page.locator("#tutorial-prompt")).to_have_text(t(f"tutorial.{game}.{number}.ask"))
        make_move(page, game, step.example)
        if number < len(steps):
            expect(page.locator("#tutorial-progress")).to_have_text(f"Step {number + 1} of {len(steps)}")
    expect(page.locator("#tutorial-prompt")).to_contain_text("You have finished")
    expect(page.locator("#tutorial-play")).to_be_visible()
    page.locator("#tutorial-exit").click()
    card = page.locator(".game-card", has=page.locator(f"[data-game={game}][data-action=tutorial]"))
    expect(card).to_contain_text(t("tutorial.done"))
    # The tutorial was never saved as a game.
    expect(page.locator(f"[data-game={game}][data-action=resume]")).to_have_count(0)


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


@pytest.mark.parametrize(
    ("language", "won"),
    [("en", "You win!"), ("fr", "Vous gagnez\u202f!"), ("br", "C'hwi a c'hounez!"), ("ms", "Anda menang!")],
)
def test_the_tutorials_game_over_speaks_to_you_in_each_language(
    page: Page, base_url: str, wait_ready: Ready, language: str, won: str
) -> None:
    """The learner wins the Quinamid tutorial: "You win!" in each language's own form,
    never "You" put into "{name} wins!" ("You wins!", "Vous gagne !")."""
    page.goto(f"{base_url}?lang={language}")
    wait_ready(page)
    page.locator("[data-game=quinamid][data-action=tutorial]").click()
    expect(page.locator("#tutorial-bar")).to_be_visible()
    steps = TUTORIALS["quinamid"]
    for number, step in enumerate(steps, start=1):
        make_move(page, "quinamid", step.example)
        if number < len(steps):
            expect(page.locator("#tutorial-progress")).to_contain_text(str(number + 1))
    expect(page.locator("#status")).to_have_text(won)
