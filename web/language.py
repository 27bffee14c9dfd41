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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

from dom import by_id, clear, make, on
from games.ui.controller import Controller
from games.ui.i18n import (
    LANGUAGE_KEY,
    LANGUAGE_NAMES,
    choose_language,
    language,
    query_language,
    set_language,
    with_language,
)
from render import translate_page

#: Every language picker of the page (the start screen's and the game menu's).
PICKERS = "select[data-language-picker]"


def browser_languages() -> list[str]:
    """navigator.languages (most preferred first), or navigator.language."""
    languages = getattr(window.navigator, "languages", None)
    found = [str(code) for code in languages] if languages else []
    return found or [str(window.navigator.language or "")]


def start(controller: Controller, redraw: Callable[[], None]) -> str:
    """Choose the language before anything is shown, fill the pickers, wire them."""
    saved = controller.store.get(LANGUAGE_KEY)
    code = set_language(choose_language(query_language(str(window.location.search)), saved,
                                        browser_languages()))
    for picker in document.querySelectorAll(PICKERS):
        fill(picker)
        on(picker, "change", lambda event: switch(controller, str(event.target.value), redraw))
    apply()
    return code


def fill(picker: Any) -> None:
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
    """The player chose ``code``: keep it, say everything in it at once."""
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
