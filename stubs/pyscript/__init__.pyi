# Typing stub: what web/ uses of PyScript's `pyscript` module (the page's globals and
# PyWorker).  The DOM types are the browser's own, declared in the `js` stub.
from collections.abc import Awaitable

from js import Document, Window
from pyodide.ffi import JsProxy

document: Document
window: Window
#: The page's PyScript config (pyscript.json, parsed from JSON).
config: dict[str, object]

class PyWorker:
    """A worker running a Python file (web/ai.py) in its own Pyodide."""

    def __init__(self, url: str, *, type: str, config: str, version: str) -> None: ...
    #: Settles once the worker has booted (a JavaScript promise).
    ready: Awaitable[object]
    #: The functions the worker's file lists in ``__export__`` (web/computer.py types them).
    sync: JsProxy
    onerror: JsProxy | None
    def terminate(self) -> None: ...
