"""Quintet in English, French, Malay and Breton, through the real page.

For each language: ``?lang=xx`` sets ``<html lang>`` and the start screen's
words; the browser's own language is followed when nothing else is chosen;
the picker (start screen and the game's ⋯ menu) switches everything at once,
without a reload, and the choice survives a reload; at phone size every game
is photographed (``e2e/screenshots/lang-<xx>-<game>.png``, and the start
screen ``lang-<xx>-start.png``) and no visible
text is cut off by its box; an illegal move and a bad link are explained in
the language, with the engine's own reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from board import SAMPLE_GAMES as GAMES
from board import SHOTS, find, page_point
from games.ui.i18n import ENGINE, TABLES

Ready = Callable[..., None]
LANGUAGES = ["en", "fr", "ms", "br"]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

#: Visible text whose box cuts it off: wider (or taller) content than the box, where the box
#: clips or the text may not wrap.  Elements inside a box that scrolls on purpose (the
#: action bar, the log) are measured against their own box only.
CLIPPED = """() => {
  const out = [];
  const picked = 'button, label, select, a[href], h1, h2, h3, p, li, .status, .player, .player span';
  for (const el of document.querySelectorAll(picked)) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (!box.width || !box.height || style.visibility === 'hidden') continue;
    if (el.closest('[hidden], dialog:not([open]), .visually-hidden')) continue;
    const text = (el.innerText || '').trim();
    if (!text) continue;
    const wide = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
    const tall = el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0 && style.overflowY !== 'visible'
      && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
    const offscreen = box.right > window.innerWidth + 1 && !el.closest('.actionbar, .controls, .history');
    if (wide || tall || offscreen) {
      out.push(`${el.tagName.toLowerCase()}#${el.id || ''}.${el.className || ''} "${text.slice(0, 40)}"`
               + ` ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
    }
  }
  return out;
}"""


def words(code: str, key: str, **params: Any) -> str:
    text = TABLES[code][key]
    return text.format(**params) if params else text


def reason(code: str, msgid: str, **params: Any) -> str:
    template = msgid if code == "en" else TABLES[code][ENGINE + msgid]
    return template.format(**params)


def start_screen_says(page: Page, code: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#start-screen h2")).to_have_text(words(code, "start.heading"))
    expect(page.locator("[data-game=quinque][data-action=new]")).to_have_text(words(code, "start.new"))
    expect(page.locator("#game-list h3").first).to_have_text(words(code, "game.quinque"))
    expect(page.locator("#game-list .game-card p").first).to_have_text(words(code, "game.quinque.blurb"))
    expect(page.locator("#language-start")).to_have_value(code)
    expect(page.locator("label.language-picker span").first).to_have_text(words(code, "language.label"))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_lang_parameter_sets_the_page_language(page: Page, base_url: str, wait_ready: Ready,
                                                  code: str) -> None:
    page.goto(f"{base_url}?lang={code}")
    wait_ready(page)
    start_screen_says(page, code)
    assert page.title() == words(code, "app.title")
    names = page.locator("#language-start option").all_inner_texts()
    assert names == ["English", "Français", "Bahasa Melayu", "Brezhoneg"]
    # the loading screen (web/boot.js, before Python) spoke the language too
    loading = page.locator("#loading-step").text_content()
    assert loading in {words(code, f"loading.{part}") for part in ("runtime", "stdlib", "games", "starting")}


@pytest.mark.parametrize(("locale", "code"), [("fr-FR", "fr"), ("ms-MY", "ms"), ("de-DE", "en")])
def test_the_browser_language_is_followed_when_nothing_is_chosen(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, locale: str, code: str
) -> None:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    browser_guard.watch_page(page)
    try:
        page.goto(base_url)
        wait_ready(page)
        start_screen_says(page, code)
    finally:
        context.close()


def test_the_picker_switches_everything_at_once_and_the_choice_stays(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    start_screen_says(page, "en")
    page.evaluate("window.notReloaded = true")
    page.locator("#language-start").select_option("br")
    start_screen_says(page, "br")
    assert page.evaluate("window.notReloaded") is True, "switched live, without a reload"
    page.reload()
    wait_ready(page)
    start_screen_says(page, "br")
    page.evaluate("window.notReloaded = true")
    # in a game: the ⋯ menu's picker; the status, buttons, log and board labels follow at once
    page.locator("[data-game=quinque][data-action=new]").click()
    page.locator("#new-start").click()
    first = words("br", "dialog.player_name", n=1)  # the name given in the dialog stays as it was
    expect(page.locator("#status")).to_have_text(words("br", "game.setup", name=first))
    if page.locator("#btn-more").is_visible():
        page.locator("#btn-more").click()
    page.locator("#language-game").select_option("ms")
    expect(page.locator("html")).to_have_attribute("lang", "ms")
    expect(page.locator("#status")).to_have_text(words("ms", "game.setup", name=first))
    expect(page.locator("#btn-undo")).to_have_text(words("ms", "btn.undo"))
    expect(page.locator("#btn-hint")).to_have_text(words("ms", "btn.hint"))
    assert page.evaluate("window.notReloaded") is True
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ms")
    expect(page.locator("#btn-undo")).to_have_text(words("ms", "btn.undo"))
    # a link that names its language wins over the choice, and a new choice rewrites it
    page.goto(f"{base_url}?lang=fr")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#btn-undo")).to_have_text(words("fr", "btn.undo"))
    page.locator("#btn-menu").click()
    page.locator("#language-start").select_option("en")
    assert page.evaluate("location.search") == "?lang=en"
    start_screen_says(page, "en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_on_a_phone_every_game_fits_its_words(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, code: str
) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    browser_guard.watch_page(page)
    SHOTS.mkdir(exist_ok=True)
    clipped: dict[str, list[str]] = {}
    try:
        page.goto(f"{base_url}?lang={code}")
        wait_ready(page)
        page.screenshot(path=str(SHOTS / f"lang-{code}-start.png"), full_page=True)
        clipped["start"] = page.evaluate(CLIPPED)
        for game, link in GAMES.items():
            page.goto(f"{base_url}{link}&lang={code}")
            wait_ready(page)
            expect(page.locator("#game-screen")).to_be_visible()
            if page.locator("#handoff").is_visible():
                clipped[f"{game} cover"] = page.evaluate(CLIPPED)
                page.locator("#handoff-button").click()
            page.wait_for_timeout(400)  # last-move animations settle
            expect(page.locator("html")).to_have_attribute("lang", code)
            expect(page.locator("#btn-undo")).to_have_text(words(code, "btn.undo"))
            page.screenshot(path=str(SHOTS / f"lang-{code}-{game}.png"))
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scroll"
            clipped[game] = page.evaluate(CLIPPED)
            page.locator("#btn-more").click()
            clipped[f"{game} menu"] = page.evaluate(CLIPPED)
            page.locator("#btn-more").click()
    finally:
        context.close()
    assert {k: v for k, v in clipped.items() if v} == {}


@pytest.mark.parametrize("code", LANGUAGES)
def test_on_a_wide_screen_the_top_bar_holds_the_menu_and_the_picker(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any, code: str
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    browser_guard.watch_page(page)
    SHOTS.mkdir(exist_ok=True)
    try:
        page.goto(f"{base_url}{GAMES['quinto']}&lang={code}")
        wait_ready(page)
        if page.locator("#handoff").is_visible():
            page.locator("#handoff-button").click()
        expect(page.locator("#language-game")).to_be_visible()  # in the top bar, no ⋯ needed
        page.screenshot(path=str(SHOTS / f"lang-{code}-wide-quinto.png"))
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280
        assert page.evaluate(CLIPPED) == []
    finally:
        context.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_illegal_move_is_explained_in_the_language(page: Page, base_url: str, wait_ready: Ready,
                                                      code: str) -> None:
    page.goto(f"{base_url}?game=quinamid&moves=c3;B%3E&lang={code}")
    wait_ready(page)
    x, y = page_point(page, find(page, "board", "B"))
    page.mouse.click(x, y)
    why = reason(code, "Board {board} was just moved; it cannot move this turn.", board="B")
    expect(page.locator("#message")).to_have_text(words(code, "msg.illegal", reason=why))


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_bad_link_is_explained_in_the_language(page: Page, base_url: str, wait_ready: Ready,
                                                 code: str) -> None:
    page.goto(f"{base_url}?game=quinque&moves=%2B0,0:a;9,9:z&lang={code}")
    wait_ready(page)
    expect(page.locator("#start-screen")).to_be_visible()
    notation = ("'{text}' is not a Quinque move: write +x,y:s (new tile), x,y:s (mark a skydiver), "
                "x,y>u,v (move a tile) or pass.")
    inner = reason(code, notation, text="9,9:z")
    move = reason(code, "Move {number} ('{text}'): {reason}", number=2, text="9,9:z", reason=inner)
    why = reason(code, "The link cannot be opened: {reason}", reason=move)
    expect(page.locator("#message")).to_have_text(words(code, "msg.bad_link", reason=why))
