# Typing stub: what web/ uses of the browser's JavaScript globals (Pyodide's `js`
# module; PyScript's `document` and `window` are these objects).  Only the members the
# bridge touches are declared, with the types the bridge passes.  Names with a leading
# underscore are shapes of objects that are not globals of their own.  A value the
# bridge never looks into (a message's data, history.state) is a JsValue.
from collections.abc import Awaitable, Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar

from pyodide.ffi import JsProxy

#: A JavaScript value passed through untouched, or read by name with getattr: dynamic.
JsValue = Any

_T = TypeVar("_T")

class NodeList(Generic[_T]):
    length: int
    def __iter__(self) -> Iterator[_T]: ...

class Array(Generic[_T]):
    length: int
    def __iter__(self) -> Iterator[_T]: ...

class DOMTokenList:
    def add(self, token: str) -> None: ...
    def contains(self, token: str) -> bool: ...
    def toggle(self, token: str, force: bool = ...) -> bool: ...

class DOMStringMap:
    """An element's data-* attributes, by camel-case name (undefined ones read as None)."""

    def __getattr__(self, name: str) -> str: ...
    def __setattr__(self, name: str, value: str) -> None: ...

class CSSStyleDeclaration:
    width: str
    height: str
    def getPropertyValue(self, name: str) -> str: ...

class DOMRect:
    left: float
    right: float
    top: float
    bottom: float

class CanvasRenderingContext2D:
    """The members games.ui.canvas.Canvas needs, and setTransform."""

    fillStyle: str
    strokeStyle: str
    lineWidth: float
    font: str
    textAlign: str
    textBaseline: str
    globalAlpha: float
    def setTransform(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None: ...
    def save(self) -> None: ...
    def restore(self) -> None: ...
    def translate(self, x: float, y: float) -> None: ...
    def rotate(self, angle: float) -> None: ...
    def scale(self, x: float, y: float) -> None: ...
    def beginPath(self) -> None: ...
    def closePath(self) -> None: ...
    def moveTo(self, x: float, y: float) -> None: ...
    def lineTo(self, x: float, y: float) -> None: ...
    def arc(self, x: float, y: float, r: float, start: float, end: float) -> None: ...
    def rect(self, x: float, y: float, w: float, h: float) -> None: ...
    def fill(self) -> None: ...
    def stroke(self) -> None: ...
    def fillRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def strokeRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def clearRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def fillText(self, text: str, x: float, y: float) -> None: ...
    def setLineDash(self, segments: Sequence[float]) -> None: ...

class EventTarget:
    def addEventListener(self, type: str, listener: JsProxy, options: JsValue = ...) -> None: ...
    def removeEventListener(self, type: str, listener: JsProxy) -> None: ...

class Element(EventTarget):
    """Any element of the page: the bridge reaches them by id or selector, so one class
    holds what it uses of each kind (form controls, dialogs, the canvas, progress)."""

    id: str
    tagName: str
    textContent: str
    innerHTML: str
    hidden: bool
    inert: bool
    title: str
    lang: str
    href: str
    classList: DOMTokenList
    dataset: DOMStringMap
    style: CSSStyleDeclaration
    firstChild: Element | None
    parentNode: Element | None
    previousElementSibling: Element | None
    childNodes: NodeList[Element]
    clientWidth: float
    clientHeight: float
    scrollTop: float
    scrollHeight: float
    isContentEditable: bool
    # form controls (input, select) and <progress>
    value: str | float
    checked: bool
    disabled: bool
    type: str
    name: str
    # <dialog>
    open: bool
    def showModal(self) -> None: ...
    def close(self) -> None: ...
    # <canvas>
    width: int
    height: int
    def getContext(self, kind: str) -> CanvasRenderingContext2D: ...
    def setPointerCapture(self, pointer: int) -> None: ...
    # the tree
    def appendChild(self, node: Element) -> Element: ...
    def removeChild(self, node: Element) -> Element: ...
    def insertBefore(self, node: Element, before: Element | None) -> Element: ...
    def after(self, node: Element) -> None: ...
    def append(self, node: Element) -> None: ...
    def closest(self, selector: str) -> Element | None: ...
    def querySelector(self, selector: str) -> Element | None: ...
    def querySelectorAll(self, selector: str) -> NodeList[Element]: ...
    def setAttribute(self, name: str, value: str) -> None: ...
    def getAttribute(self, name: str) -> str | None: ...
    def removeAttribute(self, name: str) -> None: ...
    def hasAttribute(self, name: str) -> bool: ...
    def getBoundingClientRect(self) -> DOMRect: ...
    def focus(self) -> None: ...
    def select(self) -> None: ...
    def scrollIntoView(self) -> None: ...

class Event:
    """Any event the bridge listens to: one class holds what it reads of each kind
    (pointer, wheel, key, storage, message, error)."""

    type: str
    target: Element
    def preventDefault(self) -> None: ...
    # pointer and wheel events
    clientX: float
    clientY: float
    pointerId: int
    deltaY: float
    # key events; a storage event's key (null when the storage was cleared)
    key: str | None
    ctrlKey: bool
    metaKey: bool
    shiftKey: bool
    # storage events: null arrives as jsnull, not None (the bridge checks for a str)
    newValue: JsValue
    # message events
    data: JsValue
    source: JsValue

class _EventClass:
    def new(self, type: str) -> Event: ...

class Document(EventTarget):
    documentElement: Element
    title: str
    def getElementById(self, id: str) -> Element: ...
    def createElement(self, tag: str) -> Element: ...
    def querySelector(self, selector: str) -> Element | None: ...
    def querySelectorAll(self, selector: str) -> NodeList[Element]: ...

class Storage:
    length: int
    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...
    def key(self, index: int) -> str | None: ...

class Location:
    href: str
    search: str
    pathname: str
    hash: str

class History:
    state: JsValue
    def pushState(self, state: JsValue, title: str) -> None: ...
    def replaceState(self, state: JsValue, title: str, url: str = ...) -> None: ...
    def back(self) -> None: ...

class Performance:
    def now(self) -> float: ...
    def mark(self, name: str) -> None: ...

class MediaQueryList(EventTarget):
    matches: bool

class _Clipboard:
    def writeText(self, text: str) -> Awaitable[None]: ...

class Navigator:
    languages: Array[str] | None
    language: str
    clipboard: _Clipboard
    # The Web Share API (absent on many desktops: look it up with getattr first).
    def share(self, data: JsValue) -> Awaitable[None]: ...

class URL:
    href: str

class _URLClass:
    def new(self, url: str, base: str) -> URL: ...

class ResizeObserver:
    def observe(self, element: Element) -> None: ...

class _ResizeObserverClass:
    def new(self, callback: JsProxy) -> ResizeObserver: ...

class _ObjectClass:
    def fromEntries(self, entries: Iterable[Sequence[object]]) -> JsValue: ...

class _JSON:
    def parse(self, text: str) -> JsValue: ...
    def stringify(self, value: JsValue) -> str | None: ...

class _Console:
    def warn(self, *values: object) -> None: ...

class ArrayBuffer:
    def to_bytes(self) -> bytes: ...  # (Pyodide's JsBuffer method)

class Response:
    ok: bool
    status: int
    def arrayBuffer(self) -> Awaitable[ArrayBuffer]: ...

_Event = Event  # (inside Window, `Event` names the constructor)

class Window(EventTarget):
    document: Document
    location: Location
    history: History
    performance: Performance
    navigator: Navigator
    localStorage: Storage
    console: _Console
    devicePixelRatio: float
    parent: Window
    Event: _EventClass
    Object: _ObjectClass
    JSON: _JSON
    URL: _URLClass
    ResizeObserver: _ResizeObserverClass
    def requestAnimationFrame(self, callback: JsProxy) -> int: ...
    def setTimeout(self, callback: JsProxy, milliseconds: float) -> int: ...
    def matchMedia(self, query: str) -> MediaQueryList: ...
    def getComputedStyle(self, element: Element) -> CSSStyleDeclaration: ...
    def dispatchEvent(self, event: _Event) -> bool: ...
    def postMessage(self, message: JsValue, target_origin: str) -> None: ...
    def fetch(self, url: str) -> Awaitable[Response]: ...
    # The page's own globals: the read-only test hooks (web/hooks.py), and what
    # web/boot.js leaves for Python (read with getattr: they may be absent).
    quintetState: JsProxy
    quintetTargets: JsProxy
    quintetLastMove: JsProxy
    quintetWinLine: JsProxy
    quintetEarlyTap: str
    quintetLanguageArchive: JsValue

document: Document
window: Window
