"""Each language but English is an archive of its own, fetched only when the page speaks it.

tools/build_site.py leaves French, Malay and Breton out of the games archive
(``lang-<code>-<hash>.zip`` each).  An English visit asks for none of them; a
French one asks for French alone, at boot; a language picked in the menu is
fetched then, and from the service worker's copy when offline; one that does
not load is said in the language the page keeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Browser, Page, Route, expect

from test_languages import start_screen_says, words

Ready = Callable[..., None]
ARCHIVE = re.compile(r"/lang-([a-z]+)-[0-9a-f]{12}\.zip$")


def archives_asked(page: Page) -> list[str]:
    """The languages whose archive ``page`` asks for, in order, from now on."""
    asked: list[str] = []

    def seen(request: Any) -> None:
        found = ARCHIVE.search(request.url)
        if found:
            asked.append(found[1])

    page.on("request", seen)
    return asked


def test_an_english_visit_asks_for_no_language_and_a_picked_one_loads(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    browser_guard.watch_page(page)
    asked = archives_asked(page)
    try:
        page.goto(base_url)
        wait_ready(page)
        start_screen_says(page, "en")
        assert asked == []
        page.locator("#language-start").select_option("fr")
        start_screen_says(page, "fr")
        assert asked == ["fr"]
        # back to English needs nothing; French again is already here
        page.locator("#language-start").select_option("en")
        start_screen_says(page, "en")
        page.locator("#language-start").select_option("fr")
        start_screen_says(page, "fr")
        assert asked == ["fr"]
    finally:
        context.close()


def test_a_french_visit_asks_for_french_alone_at_boot(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    browser_guard.watch_page(page)
    asked = archives_asked(page)
    try:
        page.goto(base_url)
        wait_ready(page)
        start_screen_says(page, "fr")
        assert asked == ["fr"]
        # the loading screen's fetch (web/boot.js) is the one Python unpacked
        assert page.evaluate("window.quintetLanguageArchive") is None
    finally:
        context.close()


def test_a_language_picked_offline_comes_from_the_service_worker(
    page: Page, context: Any, base_url: str, wait_ready: Ready
) -> None:
    page.goto(base_url)
    wait_ready(page)
    # sw-register.js registers after data-ready: wait until the worker has precached
    # everything, activated, and claimed this page.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    context.set_offline(True)
    page.locator("#language-start").select_option("br")
    start_screen_says(page, "br")
    page.reload()  # the choice stays, and the boot unpacks Breton offline too
    wait_ready(page)
    start_screen_says(page, "br")


def test_a_language_that_does_not_load_is_said_and_the_page_keeps_its_own(
    browser: Browser, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    # No service worker here: the routes below answer every request for an archive.
    context = browser.new_context(locale="en-US", service_workers="block")
    page = context.new_page()
    browser_guard.watch_page(page)
    browser_guard.allow(r"Failed to load resource")
    page.route(re.compile(r"/lang-ms-[0-9a-f]{12}\.zip$"), lambda route: route.abort())

    def corrupt(route: Route) -> None:
        route.fulfill(status=200, body=b"PK\x03\x04 not an archive", content_type="application/zip")

    page.route(re.compile(r"/lang-fr-[0-9a-f]{12}\.zip$"), corrupt)
    try:
        page.goto(base_url)
        wait_ready(page)
        for code, name in (("ms", "Bahasa Melayu"), ("fr", "Français")):
            page.locator("#language-start").select_option(code)
            expect(page.locator("#message")).to_have_text(words("en", "language.failed", name=name))
            start_screen_says(page, "en")
            expect(page.locator("#language-start")).to_be_enabled()
        # a language that loads still does
        page.locator("#language-start").select_option("br")
        start_screen_says(page, "br")
    finally:
        context.close()
