"""An import guard for the test run inside Pyodide: app code gets only the shipped stdlib.

tests/pyodide/run.mjs starts Pyodide with the cut standard library the site ships
(tools/stdlib_cut.py) as its own, so the app's modules load from the very zip a
player downloads.  pytest and hypothesis need more of the standard library than
the app (argparse, inspect's friends, unittest.mock, ...): Pyodide's whole zip is
put at the end of ``sys.path`` for them.  Then nothing would stop app code from
importing a module that only the whole zip has, or one that pytest happened to
import first (a cached module is never looked up on ``sys.path`` again), and a
player would be the first to hit the missing module.

(:func:`add_whole_stdlib` lets a package of the cut, such as ``importlib`` or
``encodings``, find its other submodules in the whole zip too.)

So :func:`install` wraps ``__import__`` (every import statement, cached module or
not; imports made from C code go through it too) and ``importlib.import_module``.
An import of a standard-library module that the site does not ship is refused with
``ModuleNotFoundError`` naming it when the code that asked for it is app code:
walking out from the import, past the standard library's own frames (a module of
the standard library that imports another lazily, on behalf of its caller), the
first frame of other code decides: the ``games`` package or a file of web/
refuses, anything else (tests, pytest, hypothesis) is let through.
"""

from __future__ import annotations

import _imp
import builtins
import importlib
import importlib.util
import sys
import zipfile
import zipimport
from collections.abc import Callable, Collection, Iterator
from types import FrameType
from typing import Any

#: Packages that come with Pyodide's standard library zip but are not in
#: ``sys.stdlib_module_names``: their frames are the runtime's, like the stdlib's.
RUNTIME_PACKAGES = frozenset({"pyodide", "_pyodide"})
#: Modules of the games package that only the command line runs (``python -m games``,
#: its replay, and its arena with argparse; the arena itself is games_bench's, which is
#: not app code either): never the page, as tests/test_stdlib_cut.py checks on the
#: trace of the page.  Not app code here.
NOT_PAGE_CODE = frozenset({"games.__main__", "games.cli"})


def zip_modules(path: str) -> frozenset[str]:
    """The modules a standard-library zip holds (``json/decoder.pyc`` -> ``json.decoder``)."""
    found = set()
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            for suffix in (".pyc", ".py"):
                if name.endswith(suffix):
                    found.add(name[: -len(suffix)].replace("/", ".").removesuffix(".__init__"))
    return frozenset(found)


class Guard:
    """Decides whether an import may go ahead (see the module doc)."""

    def __init__(self, shipped: Collection[str], whole: Collection[str], app_files: tuple[str, ...]) -> None:
        self.shipped = frozenset(shipped)
        #: Modules of the whole standard library that the site does not ship.
        self.left_out = frozenset(whole) - self.shipped
        self.app_files = app_files
        self._seen: dict[tuple[str, tuple[Any, ...]], tuple[str, ...]] = {}

    def check(self, name: str, fromlist: Any, caller: FrameType | None) -> None:
        """Raise ModuleNotFoundError if app code (``caller`` outwards) asks for a left-out module."""
        named = self._left_out_named(name, fromlist)
        if named and self._from_app(caller):
            raise ModuleNotFoundError(
                f"No module named {named[0]!r}: app code imports it, and the standard library "
                "the site ships does not have it (see tools/stdlib_cut.py)",
                name=named[0],
            )

    def _left_out_named(self, name: str, fromlist: Any) -> tuple[str, ...]:
        """The left-out modules an import names (remembered: the same imports come again)."""
        key = (name, tuple(fromlist) if fromlist else ())
        found = self._seen.get(key)
        if found is None:
            found = tuple(m for m in self._named(name, fromlist) if m in self.left_out and not _frozen(m))
            self._seen[key] = found
        return found

    def _named(self, name: str, fromlist: Any) -> Iterator[str]:
        """``name``, its parent packages, and the submodules ``from name import ...`` asks for."""
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            yield ".".join(parts[:end])
        for item in fromlist or ():
            if isinstance(item, str) and item != "*":
                yield f"{name}.{item}"

    def _from_app(self, frame: FrameType | None) -> bool:
        """Whether the nearest frame outside the standard library (and this guard) is app code."""
        while frame is not None:
            module = str(frame.f_globals.get("__name__") or "")
            filename = frame.f_code.co_filename
            if filename == __file__ or filename.startswith("<frozen "):
                frame = frame.f_back
                continue
            top = module.partition(".")[0]
            if module in NOT_PAGE_CODE:
                return False
            if module == "games" or module.startswith("games.") or filename.startswith(self.app_files):
                return True
            if top not in sys.stdlib_module_names and top not in RUNTIME_PACKAGES:
                return False
            frame = frame.f_back
        return False


def _frozen(module: str) -> bool:
    """Frozen into the interpreter (os, io, codecs...): never read from the zip, always there."""
    return bool(_imp.is_frozen(module))


class _WholeStdlib:
    """Finds, in Pyodide's whole zip, the submodules that a package of the cut zip lacks.

    A package imported from the cut zip searches only its folder there
    (``importlib.__path__`` is ``[".../python314.zip/importlib"]``), so without this
    ``importlib.metadata``, which Pyodide's package loader needs, would not be found.
    """

    def __init__(self, cut: str, whole: str) -> None:
        self.cut, self.whole = cut, whole

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        for entry in path or ():
            if isinstance(entry, str) and entry.startswith(self.cut + "/"):
                spec = zipimport.zipimporter(self.whole + entry[len(self.cut):] + "/").find_spec(fullname)
                if spec is not None:
                    return spec
        return None


def add_whole_stdlib(cut: str, whole: str) -> None:
    """Put Pyodide's whole standard library zip ``whole`` behind the cut one, ``cut``."""
    sys.path.append(whole)
    sys.meta_path.append(_WholeStdlib(cut, whole))


def install(
    shipped: Collection[str], whole: Collection[str], app_files: tuple[str, ...]
) -> Callable[[], None]:
    """Guard every import from now on; returns the function that takes the guard off.

    ``shipped``: the modules of the site's standard library; ``whole``: those of
    Pyodide's whole one; ``app_files``: path prefixes of app code outside the
    ``games`` package (the bridge's folder, web/).
    """
    guard = Guard(shipped, whole, app_files)
    original_import = builtins.__import__
    original_import_module = importlib.import_module

    def guarded_import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
                       level: int = 0) -> Any:
        if level == 0:
            guard.check(name, fromlist, sys._getframe(1))
        else:
            package = (globals or {}).get("__package__") or ""
            absolute = importlib.util.resolve_name("." * level + name, package) if package else name
            guard.check(absolute, fromlist, sys._getframe(1))
        return original_import(name, globals, locals, fromlist, level)

    def guarded_import_module(name: str, package: str | None = None) -> Any:
        absolute = importlib.util.resolve_name(name, package) if name.startswith(".") and package else name
        guard.check(absolute, (), sys._getframe(1))
        return original_import_module(name, package)

    builtins.__import__ = guarded_import
    importlib.import_module = guarded_import_module

    def uninstall() -> None:
        builtins.__import__ = original_import
        importlib.import_module = original_import_module

    return uninstall
