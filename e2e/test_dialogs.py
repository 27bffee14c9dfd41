"""Every dialog closes to a usable screen, whatever closes it; shortcuts never act through one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from board import find, history, tap

Ready = Callable[..., None]


def quinamid_with_moves(page: Page, base_url: str, wait_ready: Ready) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.locator("[data-game=quinamid][data-action=new]").click()
    page.locator("#new-start").click()
    for n, hole in enumerate(["c3", "d4"], start=1):
        tap(page, find(page, "hole", hole))
        page.wait_for_function(f"JSON.parse(window.quintetState()).history.length === {n}")


# Each dialog of the game screen: the button that opens it, and the dialog.
GAME_DIALOGS = [
    ("#btn-new", "#new-dialog"),
    ("#btn-rules", "#rules-dialog"),
    ("#btn-share", "#share-dialog"),
]


def game_screen_usable(page: Page) -> None:
    expect(page.locator("dialog[open]")).to_have_count(0)
    expect(page.locator("#game-screen")).to_be_visible()
    expect(page.locator("#btn-undo")).to_be_enabled()
    assert history(page) == ["c3", "d4"]


@pytest.mark.parametrize(("opener", "dialog"), GAME_DIALOGS)
def test_escape_outside_tap_and_back_close_each_game_dialog(
    page: Page, base_url: str, wait_ready: Ready, opener: str, dialog: str
) -> None:
    quinamid_with_moves(page, base_url, wait_ready)
    for close in ("escape", "outside", "back"):
        page.locator(opener).click()
        expect(page.locator(dialog)).to_be_visible()
        if close == "escape":
            page.keyboard.press("Escape")
        elif close == "outside":
            page.mouse.click(3, 3)
        else:
            page.go_back()
        expect(page.locator(dialog)).to_be_hidden()
        game_screen_usable(page)
    # Closing pushed and popped its history entries: nothing was left behind.
    assert page.evaluate("history.state") is None


def test_escape_closes_the_about_dialog_on_the_start_screen(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    page.locator("#about-button").click()
    expect(page.locator("#about-dialog")).to_be_visible()
    expect(page.locator("#about-storage")).to_contain_text("saved in this browser")
    page.keyboard.press("Escape")
    expect(page.locator("#about-dialog")).to_be_hidden()
    expect(page.locator("[data-game][data-action=new]")).to_have_count(3)


def test_escape_on_the_link_question_keeps_the_game_in_progress(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    quinamid_with_moves(page, base_url, wait_ready)
    page.goto(base_url + "?game=quinamid&moves=a1")
    wait_ready(page)
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#confirm-dialog")).to_be_hidden()
    game_screen_usable(page)


def test_ctrl_z_in_a_name_field_or_a_dialog_never_undoes_a_move(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    quinamid_with_moves(page, base_url, wait_ready)
    page.locator("#btn-new").click()
    name = page.locator("[name=name_0]")
    name.fill("Ann")
    name.press("Control+z")
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+y")
    page.keyboard.press("Escape")
    game_screen_usable(page)
    # Outside dialogs and fields the shortcut still works.
    page.locator("#board").focus()
    page.keyboard.press("Control+z")
    page.wait_for_function("JSON.parse(window.quintetState()).history.length === 1")


def test_copy_link_reports_success_only_when_it_copied(
    page: Page, context: object, base_url: str, wait_ready: Ready
) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])  # type: ignore[attr-defined]
    quinamid_with_moves(page, base_url, wait_ready)
    page.locator("#btn-share").click()
    expect(page.locator("#share-note")).to_have_text("Link copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.locator("#share-url").input_value()
    assert "moves=c3;d4" in copied
