# Typing stub: what web/ uses of pyodide.ffi (Pyodide's Python <-> JavaScript bridge).
from collections.abc import Callable

class JsProxy:
    """A JavaScript object held by Python; here only a callable handed to JavaScript."""

    def destroy(self) -> None: ...

class JsException(Exception):
    """A JavaScript error thrown into Python."""

    name: str

def create_proxy(obj: Callable[..., object]) -> JsProxy: ...
def create_once_callable(obj: Callable[..., object]) -> JsProxy: ...
