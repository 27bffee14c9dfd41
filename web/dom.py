"""Small DOM helpers for the browser bridge, and its one way to the page.

The other modules of web/ take ``document`` and ``window`` from here rather than
from PyScript (only web/computer.py imports ``pyscript`` too, for its worker), so
the page's globals have one source, typed by stubs/ (``js``, ``pyscript``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document as document  # (as: re-exported, the rest of web/ imports it from here)
from pyscript import window as window

from games.ui.storage import StorageFull, StorageRefused

if TYPE_CHECKING:
    from js import Element, Event, EventTarget, Storage
    from pyodide.ffi import JsProxy

#: A DOM event handler (called from JavaScript with the event).
Handler = Callable[["Event"], object]

#: Event handler proxies live as long as the page (the DOM keeps calling them).
_proxies: list[JsProxy] = []
#: Running background tasks, kept referenced until they finish.
_tasks: set[asyncio.Future[None]] = set()


def spawn(coroutine: Coroutine[object, object, None]) -> None:
    """Run a coroutine in the background (asyncio keeps only weak references)."""
    task = asyncio.ensure_future(coroutine)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def on(element: EventTarget, event: str, handler: Handler, **options: bool) -> None:
    """addEventListener with a Python handler (``passive=False`` etc. as keywords)."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    if options:
        element.addEventListener(event, proxy, window.Object.fromEntries(list(options.items())))
    else:
        element.addEventListener(event, proxy)


def keep(proxy: JsProxy) -> JsProxy:
    _proxies.append(proxy)
    return proxy


def once(fn: Callable[..., object]) -> JsProxy:
    return create_once_callable(fn)


def by_id(name: str) -> Element:
    return document.getElementById(name)


def make(tag: str, text: str | None = None, **attrs: str) -> Element:
    """createElement with text and attributes (``class_`` -> class, ``data_x`` -> data-x)."""
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    for key, value in attrs.items():
        node.setAttribute(key.rstrip("_").replace("_", "-"), value)
    return node


def clear(node: Element) -> None:
    while node.firstChild:
        node.removeChild(node.firstChild)


_FULL_ERRORS = ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED")


def _storage_error(err: Exception) -> Exception:
    """A JavaScript storage error as games.ui.storage's StorageFull or StorageRefused."""
    name = str(getattr(err, "name", "") or type(err).__name__)
    text = f"{name}: {err}"
    if any(mark in text for mark in _FULL_ERRORS) or "quota" in text.lower():
        return StorageFull(text)
    return StorageRefused(text)


class LocalStorage:
    """window.localStorage behind the Storage protocol, with errors in Python terms."""

    def __init__(self, store: Storage) -> None:
        self.store = store

    def getItem(self, key: str) -> str | None:
        try:
            value = self.store.getItem(key)
        except Exception as err:
            raise _storage_error(err) from None
        # JavaScript null arrives as pyodide.ffi.jsnull (not None): only a string is a value.
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except Exception as err:
            raise _storage_error(err) from None

    def removeItem(self, key: str) -> None:
        try:
            self.store.removeItem(key)
        except Exception as err:
            raise _storage_error(err) from None

    def keys(self) -> list[str]:
        try:
            return [str(self.store.key(i)) for i in range(int(self.store.length))]
        except Exception as err:
            raise _storage_error(err) from None


def storage() -> LocalStorage | None:
    """localStorage, or None when the browser refuses it (private window, blocked frame).

    Only reading is probed: a full storage still holds the saved games.
    """
    try:
        store = window.localStorage
        store.getItem("quintet.last")
    except Exception:
        return None
    return LocalStorage(store)


def show_modal(dialog: Element) -> None:
    """Open a dialog so that Escape, a tap outside it and the back button all close it.

    The back button: opening pushes a history entry, closing by any other way
    takes it back off (see wire_dialogs).
    """
    if dialog.open:
        return
    dialog.showModal()
    window.history.pushState(window.Object.fromEntries([["dialog", dialog.id]]), "")


def wire_dialogs() -> None:
    """Once at start: every dialog closes to a usable screen, whatever closes it (its
    own Close button too)."""

    def close(event: Event) -> None:
        dialog = event.target.closest("dialog")
        if dialog is not None:
            dialog.close()

    def closed(event: Event) -> None:
        state = window.history.state
        if state and getattr(state, "dialog", None) == event.target.id:
            window.history.back()

    def outside(event: Event) -> None:
        dialog = event.target
        if dialog.tagName != "DIALOG" or not dialog.open:
            return
        rect = dialog.getBoundingClientRect()
        if not (rect.left <= event.clientX <= rect.right and rect.top <= event.clientY <= rect.bottom):
            dialog.close()

    def back(_event: Event) -> None:
        for dialog in document.querySelectorAll("dialog[open]"):
            dialog.close()

    for button in document.querySelectorAll(".close-dialog"):
        on(button, "click", close)
    for dialog in document.querySelectorAll("dialog"):
        on(dialog, "close", closed)
        on(dialog, "click", outside)
    on(window, "popstate", back)


def typing_or_modal(event: Event) -> bool:
    """A key press meant for a text field or an open dialog, not for the game."""
    if document.querySelectorAll("dialog[open]").length:  # (a JS null is jsnull, not None)
        return True
    target = event.target
    tag = str(getattr(target, "tagName", "") or "").upper()
    return tag in ("INPUT", "TEXTAREA", "SELECT") or bool(getattr(target, "isContentEditable", False))


def form_values(form: Element) -> dict[str, str]:
    """Every named control of a form as text (a checkbox: "1" or "")."""
    values: dict[str, str] = {}
    for control in form.querySelectorAll("input, select"):
        if control.type == "checkbox":
            values[control.name] = "1" if control.checked else ""
        else:
            values[control.name] = str(control.value)
    return values
