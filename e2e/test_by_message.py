"""Play by message on two phones: Ann moves and sends the game with the share sheet,
Bob opens the link in his own browser, answers and sends it back by the copied link;
Quinto's "Send my move" stays off and says why."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from board import history
from person import person_turn

Ready = Callable[..., None]
PHONE = {"width": 390, "height": 844}
#: The share sheet, as the page sees it: what it was given is kept for the test to read.
SHARE_SHEET = "navigator.share = async (data) => { window.sent = data; };"


@pytest.fixture
def phone(browser: Browser, browser_guard: Any) -> Iterator[Callable[[bool], Page]]:
    """``phone(share_sheet)``: a page in a phone-sized touch context of its own."""
    contexts = []

    def make(share_sheet: bool) -> Page:
        context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        if share_sheet:
            context.add_init_script(SHARE_SHEET)
        contexts.append(context)
        page = context.new_page()
        browser_guard.watch_page(page)
        return page

    yield make
    for context in contexts:
        context.close()


def send_my_move(page: Page) -> None:
    page.locator("#btn-more").tap()
    page.locator("#btn-send-move").tap()


def test_a_game_goes_back_and_forth_by_message(
    phone: Callable[[bool], Page], base_url: str, wait_ready: Ready
) -> None:
    ann, bob = phone(True), phone(False)
    ann.goto(f"{base_url}?game=quinamid&moves=c3")
    wait_ready(ann)
    expect(ann.locator("#btn-send-move")).to_have_attribute("aria-disabled", "false")
    person_turn(ann)
    send_my_move(ann)
    ann.wait_for_function("window.sent !== undefined")
    sent = ann.evaluate("({title: window.sent.title, text: window.sent.text, url: window.sent.url})")
    assert sent["title"] == "Quinamid: your turn"
    assert sent["text"].endswith("Open the link to see the game and answer with your move.")
    moves = history(ann)
    assert len(moves) == 2

    bob.goto(sent["url"])
    wait_ready(bob)
    assert history(bob) == moves
    person_turn(bob)
    send_my_move(bob)  # no share sheet on this device: the link to copy
    expect(bob.locator("#share-dialog")).to_be_visible()
    expect(bob.locator("#share-note")).to_contain_text("Link copied.")
    back = bob.locator("#share-url").input_value()
    assert bob.evaluate("navigator.clipboard.readText()") == back

    ann.goto(back)
    wait_ready(ann)
    expect(ann.locator("#confirm-dialog")).to_be_visible()  # her game in progress: asked first
    ann.locator("#confirm-yes").tap()
    ann.wait_for_function("JSON.parse(window.quintetState()).history.length === 3")
    assert history(ann) == history(bob)


def test_quinto_is_not_played_by_message_and_says_why(
    phone: Callable[[bool], Page], base_url: str, wait_ready: Ready
) -> None:
    page = phone(True)
    page.goto(f"{base_url}?game=quinto&bag=9,7,8,6,5,6,3,7,5,2,9,3,1,1,2,4,7,7,9,2,1,1,5,1,1&moves=5@0,-1")
    wait_ready(page)
    if page.locator("#handoff").is_visible():
        page.locator("#handoff-button").tap()
    send_button = page.locator("#btn-send-move")
    expect(send_button).to_have_attribute("aria-disabled", "true")
    page.locator("#btn-more").tap()
    send_button.tap(force=True)  # off, yet a tap says why
    expect(page.locator("#message")).to_contain_text("the link would show every player's tiles")
    assert page.evaluate("window.sent === undefined")
