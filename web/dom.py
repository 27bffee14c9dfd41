"""Small DOM helpers for the browser bridge (main.py, dialogs.py, computer.py)."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from games.ui.controller import MemoryStorage

#: Event handler proxies live as long as the page (the DOM keeps calling them).
_proxies: list[Any] = []


def on(element: Any, event: str, handler: Any, **options: Any) -> None:
    """addEventListener with a Python handler (``passive=False`` etc. as keywords)."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    if options:
        element.addEventListener(event, proxy, window.Object.fromEntries(list(options.items())))
    else:
        element.addEventListener(event, proxy)


def keep(proxy: Any) -> Any:
    _proxies.append(proxy)
    return proxy


def once(fn: Any) -> Any:
    return create_once_callable(fn)


def by_id(name: str) -> Any:
    return document.getElementById(name)


def make(tag: str, text: str | None = None, **attrs: str) -> Any:
    """createElement with text and attributes (``class_`` -> class, ``data_x`` -> data-x)."""
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    for key, value in attrs.items():
        node.setAttribute(key.rstrip("_").replace("_", "-"), value)
    return node


def clear(node: Any) -> None:
    while node.firstChild:
        node.removeChild(node.firstChild)


def storage() -> Any:
    """localStorage, or memory when the browser blocks it (sandboxed iframes)."""
    try:
        store = window.localStorage
        store.setItem("quintet.probe", "1")
        store.removeItem("quintet.probe")
        return store
    except Exception:
        return MemoryStorage()


def form_values(form: Any) -> dict[str, str]:
    """Every named control of a form as text (a checkbox: "1" or "")."""
    values: dict[str, str] = {}
    for control in form.querySelectorAll("input, select"):
        if control.type == "checkbox":
            values[control.name] = "1" if control.checked else ""
        else:
            values[control.name] = str(control.value)
    return values
