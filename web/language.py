"""The page's language: chosen once at start, switched live from the pickers.

Which language is the pure ``games.ui.i18n.choose_language`` (``?lang=``, then
the saved choice, then ``navigator.languages``, then English); this file only
reads those from the browser and rewrites the page.  The choice is kept with
the saves, through the controller's SaveStore, which never raises: where the
browser refuses storage the choice lasts as long as the tab.

A switch re-translates every ``data-i18n`` element, sets ``<html lang>`` and
asks the bridge to draw the current screen again (the panel, the board's
canvas text and the move log all come from ``t()``); nothing reloads, so a
game in progress, a selected tile or an open review stays as it was.

Every language but English comes in an archive of its own
(``games.ui.language_pack``): the page's language was fetched by web/boot.js
beside the runtime, and is unpacked before the first word is drawn; another is
fetched when picked, while the page goes on answering (the pickers wait, and
say so when it takes a while).  One that does not load (offline and never
cached, or corrupt) is said in the language kept.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from pyodide.ffi import JsException

from dom import by_id, clear, document, make, on, spawn, window
from games.ui.controller import Controller
from games.ui.i18n import (
    LANGUAGE_KEY,
    LANGUAGE_NAMES,
    choose_language,
    language,
    query_language,
    set_language,
    t,
    with_language,
)
from games.ui.language_pack import LanguagePackError, archive_names, install, is_installed
from render import translate_page

if TYPE_CHECKING:
    from js import Element

#: Every language picker of the page (the start screen's and the game menu's).
PICKERS = "select[data-language-picker]"
#: How long a picked language may take to arrive before the page says it is loading.
QUIET_SECONDS = 0.25


def browser_languages() -> list[str]:
    """navigator.languages (most preferred first), or navigator.language."""
    languages = getattr(window.navigator, "languages", None)
    found = [str(code) for code in languages] if languages else []
    return found or [str(window.navigator.language or "")]


async def start(controller: Controller, redraw: Callable[[], None]) -> str:
    """Choose the language before anything is shown, fill the pickers, wire them."""
    saved = controller.store.get(LANGUAGE_KEY)
    wanted = choose_language(query_language(str(window.location.search)), saved, browser_languages())
    if not is_installed(wanted):
        try:
            install(wanted, await fetch_archive(wanted))
        except LanguagePackError as error:
            window.console.warn(f"Quintet: {error}")
            controller.message = t("language.failed", name=LANGUAGE_NAMES[wanted])
            wanted = "en"
    code = set_language(wanted)
    for picker in document.querySelectorAll(PICKERS):
        fill(picker)
        on(picker, "change", lambda event: switch(controller, str(event.target.value), redraw))
    apply()
    return code


async def fetch_archive(code: str) -> bytes:
    """The bytes of ``code``'s archive: the one web/boot.js asked for at the start, or fetched
    now (from the service worker's copy when offline)."""
    early = getattr(window, "quintetLanguageArchive", None)
    try:
        if early is not None and str(early.code) == code:
            window.quintetLanguageArchive = None
            buffer = await early.archive
        else:
            listing = by_id("language-archives")
            url = archive_names(str(listing.textContent) if listing is not None else None).get(code)
            if url is None:
                raise LanguagePackError(f"the page names no archive for {code!r}")
            response = await window.fetch(url)
            if not response.ok:
                raise LanguagePackError(f"{url}: HTTP {response.status}")
            buffer = await response.arrayBuffer()
    except JsException as error:
        raise LanguagePackError(f"the archive of {code!r} did not load: {error}") from error
    if buffer is None:
        raise LanguagePackError(f"the archive of {code!r} did not load")
    return bytes(buffer.to_bytes())


def fill(picker: Element) -> None:
    """One option per language, each in its own name and marked with its own lang."""
    clear(picker)
    for code, name in LANGUAGE_NAMES.items():
        picker.appendChild(make("option", name, value=code, lang=code))


def apply() -> None:
    """The page in the current language: <html lang>, every data-i18n text, the pickers."""
    code = language()
    document.documentElement.lang = code
    translate_page()
    for picker in document.querySelectorAll(PICKERS):
        picker.value = code


def switch(controller: Controller, code: str, redraw: Callable[[], None]) -> None:
    """The player chose ``code``: at once if its table is here, else once its archive is."""
    if code not in LANGUAGE_NAMES or code == language():
        return
    if is_installed(code):
        use(controller, code, redraw)
    else:
        spawn(fetch_then_use(controller, code, redraw))


async def fetch_then_use(controller: Controller, code: str, redraw: Callable[[], None]) -> None:
    """Fetch and unpack ``code``'s archive, then switch; the page answers meanwhile, the
    pickers wait (saying so after :data:`QUIET_SECONDS`), and a failure keeps the language."""
    pickers = list(document.querySelectorAll(PICKERS))
    for picker in pickers:
        picker.disabled = True
        picker.setAttribute("aria-busy", "true")
    loading = asyncio.ensure_future(fetch_archive(code))
    try:
        done, _pending = await asyncio.wait({loading}, timeout=QUIET_SECONDS)
        if not done:
            controller.message = t("language.loading", name=LANGUAGE_NAMES[code])
            redraw()
        install(code, await loading)
    except LanguagePackError as error:
        window.console.warn(f"Quintet: {error}")
        controller.message = t("language.failed", name=LANGUAGE_NAMES[code])
        apply()  # the pickers show the language kept
        redraw()
        return
    finally:
        for picker in pickers:
            picker.disabled = False
            picker.removeAttribute("aria-busy")
    use(controller, code, redraw)


def use(controller: Controller, code: str, redraw: Callable[[], None]) -> None:
    """Say everything in ``code`` at once and keep the choice."""
    if set_language(code) != code:
        return
    controller.store.set(LANGUAGE_KEY, code)
    search = str(window.location.search)
    if query_language(search) is not None:  # an address that names a language names this one now
        window.history.replaceState(window.history.state, "", str(window.location.pathname)
                                    + with_language(search, code) + str(window.location.hash))
    controller.message = ""  # a toast in the old language would no longer be true to the page
    by_id("history").removeAttribute("data-signature")  # the log's entries are redrawn in words
    apply()
    redraw()
