"""A stand-in for the browser page, for tools/stdlib_drive.py (run inside Pyodide under Node).

Just enough of the DOM, ``window`` and PyScript's ``pyscript`` module for web/main.py
and its helpers to run every screen: the elements of web/index.html (read with a few
regular expressions), elements made by the bridge, event listeners that a driver can
fire, simple CSS selectors, a canvas whose 2D context records what is drawn, and a
PyScript worker that runs web/ai.py in this interpreter.  Anything the page reads that
is not modelled here is a harmless :class:`Anything`, so a new DOM call in the bridge
does not stop the trace.

Its imports are modules the app imports anyway (``re``, ``asyncio``): what this file
imports lands in the trace, and so in the standard library every visitor downloads.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from typing import Any

VOID_TAGS = frozenset({"meta", "link", "input", "br", "img", "hr", "source"})
_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:=\"[^\"]*\"|='[^']*')?)*)\s*/?>|<!--.*?-->", re.S)
_ATTRIBUTE = re.compile(r"([^\s=>]+)(?:=\"([^\"]*)\"|='([^']*)')?")
_COMPOUND = re.compile(r"([a-zA-Z][\w-]*)?((?:[#.][\w-]+|\[[^\]]+\])*)")
_PART = re.compile(r"#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:([\^]?=)['\"]?([^'\"\]]*)['\"]?)?\]")


class Anything:
    """What a page property nobody modelled reads as: callable, iterable, falsy."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return Anything()

    def __bool__(self) -> bool:
        return False

    def __iter__(self) -> Any:
        return iter(())


class Bag:
    """An object that keeps what is written to it (``style``, ``dataset``, an event)."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return None


def camel(name: str) -> str:
    """``data-i18n-aria`` -> ``i18nAria`` (how ``dataset`` names a data- attribute)."""
    first, *rest = name.removeprefix("data-").split("-")
    return first + "".join(part.capitalize() for part in rest)


class NodeList(list[Any]):
    @property
    def length(self) -> int:
        return len(self)


class ClassList:
    def __init__(self) -> None:
        self.names: list[str] = []

    def add(self, *names: str) -> None:
        self.names += [n for n in names if n not in self.names]

    def remove(self, *names: str) -> None:
        self.names = [n for n in self.names if n not in names]

    def contains(self, name: str) -> bool:
        return name in self.names

    def toggle(self, name: str, force: bool | None = None) -> bool:
        on = (name not in self.names) if force is None else bool(force)
        self.remove(name)
        if on:
            self.add(name)
        return on


class Element:
    """An element: attributes, children, listeners, and the properties the bridge uses."""

    def __init__(self, tag: str, attributes: dict[str, str] | None = None) -> None:
        self.tagName = tag.upper()
        self.children: list[Element] = []
        self.parentNode: Element | None = None
        self.attributes: dict[str, str] = {}
        self.listeners: dict[str, list[Any]] = {}
        self.dataset = Bag()
        self.classList = ClassList()
        self.style = Bag(setProperty=lambda *_a: None)
        self.textContent = ""
        self.hidden = False
        self.open = False
        self.checked = False
        self.value = ""
        self.id = ""
        self.name = ""
        self.type = ""
        self.clientWidth, self.clientHeight, self.width, self.height = 390, 560, 390, 560
        self.context: Any = None
        for key, value in (attributes or {}).items():
            self.setAttribute(key, value)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()

    # attributes
    def setAttribute(self, key: str, value: Any) -> None:
        value = str(value)
        self.attributes[key] = value
        if key.startswith("data-"):
            setattr(self.dataset, camel(key), value)
        elif key == "class":
            self.classList.names = value.split()
        elif key in ("id", "name", "type", "value"):
            setattr(self, key, value)
        elif key in ("hidden", "open", "checked"):
            setattr(self, key, True)

    def getAttribute(self, key: str) -> str | None:
        return self.attributes.get(key)

    def hasAttribute(self, key: str) -> bool:
        return key in self.attributes or (key in ("hidden", "open") and bool(getattr(self, key)))

    def removeAttribute(self, key: str) -> None:
        self.attributes.pop(key, None)

    # the tree
    def appendChild(self, child: Element) -> Element:
        if child.parentNode is not None:
            child.parentNode.removeChild(child)
        child.parentNode = self
        self.children.append(child)
        return child

    def append(self, *children: Element) -> None:
        for child in children:
            self.appendChild(child)

    def insertBefore(self, child: Element, before: Element | None) -> Element:
        self.appendChild(child)
        if before is not None and before in self.children:
            self.children.remove(child)
            self.children.insert(self.children.index(before), child)
        return child

    def removeChild(self, child: Element) -> Element:
        self.children.remove(child)
        child.parentNode = None
        return child

    def replaceChildren(self, *children: Element) -> None:
        for child in list(self.children):
            self.removeChild(child)
        self.append(*children)

    @property
    def firstChild(self) -> Element | None:
        return self.children[0] if self.children else None

    @property
    def childNodes(self) -> NodeList:
        return NodeList(self.children)

    @property
    def innerHTML(self) -> str:
        return ""

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:
        self.replaceChildren()
        parse_into(self, html)

    def descendants(self) -> list[Element]:
        found = []
        for child in self.children:
            found.append(child)
            found += child.descendants()
        return found

    def querySelectorAll(self, selectors: str) -> NodeList:
        groups = [group.split() for group in selectors.split(",")]
        return NodeList(node for node in self.descendants() if any(matches(node, g) for g in groups))

    def querySelector(self, selectors: str) -> Element | None:
        found = self.querySelectorAll(selectors)
        return found[0] if found else None

    def closest(self, selector: str) -> Element | None:
        node: Element | None = self
        while node is not None and not matches(node, selector.split()):
            node = node.parentNode
        return node

    # events, dialogs, drawing
    def addEventListener(self, kind: str, handler: Any, _options: Any = None) -> None:
        self.listeners.setdefault(kind, []).append(handler)

    def fire(self, kind: str, **fields: Any) -> None:
        """Call this element's ``kind`` listeners with an event (``target``: this element unless given)."""
        fields.setdefault("target", self)
        event = Bag(type=kind, preventDefault=lambda: None, stopPropagation=lambda: None, **fields)
        for handler in list(self.listeners.get(kind, ())):
            handler(event)

    def showModal(self) -> None:
        self.open = True

    def close(self) -> None:
        if self.open:
            self.open = False
            self.fire("close")

    def getBoundingClientRect(self) -> Bag:
        return Bag(left=0, top=0, right=self.clientWidth, bottom=self.clientHeight,
                   width=self.clientWidth, height=self.clientHeight)

    def getContext(self, _kind: str) -> Any:
        if self.context is None:
            from games.ui.canvas import RecordingCanvas

            self.context = RecordingCanvas()
        return self.context


def matches(node: Element, chain: list[str]) -> bool:
    """Whether ``node`` matches a selector of compound parts joined by spaces (descendants)."""
    if not chain or not _matches_compound(node, chain[-1]):
        return False
    ancestor = node.parentNode
    rest = chain[:-1]
    while rest and ancestor is not None:
        if _matches_compound(ancestor, rest[-1]):
            rest = rest[:-1]
        ancestor = ancestor.parentNode
    return not rest


def _matches_compound(node: Element, selector: str) -> bool:
    found = _COMPOUND.fullmatch(selector.strip())
    if found is None:
        return False
    tag, parts = found.groups()
    if tag and node.tagName != tag.upper():
        return False
    for ident, cls, attribute, op, value in _PART.findall(parts):
        if ident and node.id != ident:
            return False
        if cls and not node.classList.contains(cls):
            return False
        if attribute:
            have = "" if attribute == "open" and node.open else node.attributes.get(attribute)
            if have is None or (op == "=" and have != value) or (op == "^=" and not have.startswith(value)):
                return False
    return True


def parse_into(parent: Element, html: str) -> None:
    """The elements of ``html`` (our own, well-formed markup) as children of ``parent``."""
    open_elements = [parent]
    for closing, tag, attributes, *_rest in _TAG.findall(html):
        if not tag:
            continue  # a comment
        if closing:
            while len(open_elements) > 1 and open_elements.pop().tagName != tag.upper():
                pass
            continue
        values = {key: first or second for key, first, second in _ATTRIBUTE.findall(attributes)}
        element = open_elements[-1].appendChild(Element(tag, values))
        if tag.lower() not in VOID_TAGS:
            open_elements.append(element)


class Document(Element):
    def __init__(self, html: str) -> None:
        super().__init__("#document")
        parse_into(self, html)
        self.documentElement = self.querySelector("html") or Element("html")
        self.title = ""

    def getElementById(self, ident: str) -> Element | None:
        return next((node for node in self.descendants() if node.id == ident), None)

    def createElement(self, tag: str) -> Element:
        return Element(tag)


class LocalStorage:
    """window.localStorage: strings by key; a missing key reads as None (JavaScript's null)."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def key(self, index: int) -> str:
        return list(self.items)[index]

    @property
    def length(self) -> int:
        return len(self.items)


class Window(Bag):
    """``window``: location, storage, timers and frames queued for the driver to run."""

    def __init__(self, search: str) -> None:
        super().__init__()
        self.queued: list[Any] = []
        self.clock = 0.0
        self.location = Bag(search=search, pathname="/", hash="", href="http://127.0.0.1:8000/" + search)
        self.localStorage = LocalStorage()
        self.navigator = Bag(languages=["en-GB", "en"], language="en-GB",
                             clipboard=Bag(writeText=lambda _text: asyncio.sleep(0)))
        self.devicePixelRatio = 2
        # A page framed by another (?embed=1) posts its news to its parent.
        self.parent = Bag(postMessage=self.ignore) if "embed=1" in search else self
        self.history = Bag(state=None, pushState=self.ignore, replaceState=self.ignore, back=self.ignore)
        self.performance = Bag(now=self.now, mark=self.ignore)
        self.console = Bag(warn=self.ignore, log=self.ignore, error=self.ignore)
        self.Object = Bag(fromEntries=lambda pairs: {str(key): value for key, value in pairs})
        self.JSON = Bag(parse=json.loads, stringify=json.dumps)
        self.URL = Bag(new=lambda url, base="": Bag(href=base.rsplit("/", 1)[0] + "/" + url.lstrip("./")))
        self.Event = Bag(new=lambda kind, *_rest: Bag(type=kind))
        self.ResizeObserver = Bag(new=lambda callback: Bag(observe=self.ignore, callback=callback))
        self.quintetEarlyTap = None

    def ignore(self, *_args: Any) -> None:
        return None

    def now(self) -> float:
        self.clock += 16.0
        return self.clock

    def requestAnimationFrame(self, callback: Any) -> int:
        self.queued.append(lambda: callback(self.now()))
        return len(self.queued)

    def setTimeout(self, callback: Any, _delay: float = 0) -> int:
        self.queued.append(callback)
        return len(self.queued)

    def requestIdleCallback(self, callback: Any, _options: Any = None) -> int:
        return self.setTimeout(callback)

    def matchMedia(self, query: str) -> Bag:
        return Bag(matches=False, media=query, addEventListener=self.ignore)

    def getComputedStyle(self, _element: Any) -> Bag:
        return Bag(getPropertyValue=lambda _name: "")

    def addEventListener(self, *_args: Any) -> None:
        return None

    def dispatchEvent(self, _event: Any) -> bool:
        return True

    def postMessage(self, *_args: Any) -> None:
        return None

    def run_queued(self) -> None:
        """Run the frames and timers asked for so far (and those they ask for, a few rounds)."""
        for _round in range(5):
            queued, self.queued = self.queued, []
            for callback in queued:
                callback()


class Worker:
    """A PyScript worker running web/ai.py in this interpreter (its own module namespace)."""

    def __init__(self, source: str) -> None:
        namespace: dict[str, Any] = {"__name__": "ai"}
        exec(compile(source, "ai.py", "exec"), namespace)
        loop = asyncio.get_event_loop()
        self.ready = loop.create_future()
        self.ready.set_result(None)
        self.onerror = None

        def exported(name: str) -> Any:
            async def call(*args: Any) -> Any:
                return namespace[name](*args)

            return call

        self.sync = Bag(**{name: exported(name) for name in namespace["__export__"]})

    def terminate(self) -> None:
        return None


def pyscript_module(html: str, search: str) -> Any:
    """A ``pyscript`` module over a fresh page (web/index.html) at address ``?search``."""
    def py_worker(url: str, **_options: Any) -> Worker:
        with open(url.removeprefix("./"), encoding="utf-8") as file:
            return Worker(file.read())

    module = type(sys)("pyscript")
    module.__dict__.update(
        document=Document(html),
        window=Window(search),
        config={"interpreter": "./pyodide/pyodide.mjs", "files": {}},
        PyWorker=py_worker,
    )
    return module
