"""Ship Python bytecode, so a browser never compiles Python while the page boots.

Pyodide's ``python_stdlib.zip`` holds only ``.py`` sources.  At every page
load (and again in the computer player's worker) Python compiled the ~190
standard-library modules that Pyodide and PyScript import at start-up, then
the ``games`` package.  Compiling was most of the boot: WebAssembly runs the
compiler's cold code slowly, and WebKit (Safari on iPads and iPhones) more
slowly still.  Measured on the built site before and after (medians of five
loads on a busy 2-core machine, time to ``html[data-ready]``): WebKitGTK
7.7 s -> 2.8 s, Firefox 2.6 s -> 1.2 s, Chromium 2.9 s -> 1.6 s (the step
"py: Loaded interpreter" of e2e_engines/boot_profile.js shrinks the most).

So the build compiles them (tools/compile_python.mjs, run by Node inside the
vendored Pyodide, so the bytecode always matches the interpreter that runs it)
and ships:

* the standard library as ``.pyc`` only (zipimport reads a ``.pyc`` with no
  source beside it; a file that does not compile stays as source).  It grows
  from 2.5 to 4.5 MB: a one-time download, against seconds at every boot
  (and the site ships only the 1.24 MB that Quintet imports: tools/stdlib_cut.py;
  module and function docstrings are left out of all shipped bytecode).
* the ``games`` archive as ``.pyc`` only too, each beside where its source was
  (an unpacked ``x.pyc`` with no ``x.py`` imports like a zipped one): a
  traceback of our code shows no source lines, which no player reads, and
  every first visit downloads a third less of it.

The ``.pyc`` files are unchecked hash-based (PEP 552): no timestamps (the build
stays deterministic) and never compared with a source, right for files that
ship together.  Results are cached in ``.cache/bytecode/`` by content, so a
rebuild with unchanged inputs does not start Node.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

SCRIPT = Path(__file__).resolve().with_name("compile_python.mjs")
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


class BytecodeError(Exception):
    """The bytecode could not be made (no Node, or Pyodide failed)."""


def precompile(root: Path, jobs: list[bytes]) -> list[bytes]:
    """For each zip of sources, the zip to ship: each compiled ``x.py`` replaced by
    ``x.pyc`` (see the module doc); other files as they are."""
    pyodide = root / "node_modules" / "pyodide"
    salt = hashlib.sha256(SCRIPT.read_bytes() + (pyodide / "package.json").read_bytes()).digest()
    cache = root / ".cache" / "bytecode"
    paths, results = [], []
    for sources in jobs:
        key = hashlib.sha256(salt + sources).hexdigest()[:32]
        path = cache / f"pyc-{key}.zip"
        paths.append(path)
        results.append(_read(path))
    missing = [i for i, result in enumerate(results) if result is None]
    if missing:
        compiled = _compile(pyodide, [jobs[i] for i in missing])
        for i, pycs in zip(missing, compiled, strict=True):
            results[i] = shipped = merge(jobs[i], pycs)
            _store(paths[i], shipped)
        _prune(cache)
    return [result for result in results if result is not None]


def _read(path: Path) -> bytes | None:
    """A cached result (marked as recently used), or None."""
    try:
        data = path.read_bytes()
        os.utime(path)
    except OSError:
        return None
    return data


def _compile(pyodide: Path, jobs: list[bytes]) -> list[bytes]:
    """Run tools/compile_python.mjs once for all ``jobs``; the zip of .pyc files of each."""
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("Node is needed to compile the Python bytecode (install Node 20)")
    with tempfile.TemporaryDirectory(prefix="quintet-bytecode-") as tmp:
        specs, outputs = [], []
        for index, sources in enumerate(jobs):
            given, made = Path(tmp, f"in-{index}.zip"), Path(tmp, f"out-{index}.zip")
            given.write_bytes(sources)
            specs.append({"in": str(given), "out": str(made)})
            outputs.append(made)
        spec = json.dumps({"pyodide": str(pyodide), "jobs": specs})
        run = subprocess.run([node, str(SCRIPT), spec], capture_output=True, text=True)
        if run.returncode != 0:
            # Pyodide prints its whole minified module with some errors: the end is what matters.
            raise BytecodeError(f"tools/compile_python.mjs failed:\n{run.stderr[-2000:]}")
        return [path.read_bytes() for path in outputs]


def merge(sources: bytes, compiled: bytes) -> bytes:
    """The zip ``sources`` with each ``x.py`` that ``compiled`` has as ``x.pyc`` replaced by it."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(sources)) as given,
        zipfile.ZipFile(io.BytesIO(compiled)) as pycs,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as result,
    ):
        names = set(pycs.namelist())
        for info in given.infolist():
            if info.filename + "c" in names:
                result.writestr(_entry(info.filename + "c", info), pycs.read(info.filename + "c"))
            else:
                result.writestr(_entry(info.filename, info), given.read(info))
    return out.getvalue()


def _entry(name: str, like: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A zip entry named ``name`` with the date and permissions of ``like``."""
    info = zipfile.ZipInfo(name, date_time=like.date_time)
    info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
    info.external_attr = like.external_attr
    info.create_system = like.create_system  # Unix: the permissions mean something
    return info


def _prune(cache: Path, keep: int = 6) -> None:
    """Keep the ``keep`` most recently used zips (each games edit makes one)."""
    found = sorted(cache.glob("*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in found[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()


def _store(path: Path, data: bytes) -> None:
    """Write ``path`` atomically (two builds may fill the cache at once); a cache is optional."""
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        partial.unlink(missing_ok=True)
