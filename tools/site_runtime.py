"""The runtimes the build vendors from node_modules: Pyodide and PyScript, by version.

Split from tools/build_site.py.  Each runtime goes into a folder named by its
npm version (``pyodide-0.29.0/``), served as immutable for a year, so an
upgrade changes every URL; the site files that name ``pyodide/`` or
``pyscript/`` are rewritten to those folders.  Only the files a boot needs
are copied, and Pyodide's lock file loses its package list (the site ships
no Pyodide package).  Standard library only, like the rest of the build.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from site_files import BuildError

# Pyodide's files copied as they are (its standard library is cut: tools/build_site.py).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
_RUNTIME_NAME = re.compile(r"(?<![\w.-])(pyodide|pyscript)/")


def runtime_folders(node_modules: Path) -> dict[str, str]:
    """The versioned folder of each runtime: ``{"pyodide": "pyodide-0.29.0", ...}``."""
    found = {}
    for name, package in (("pyodide", "pyodide"), ("pyscript", "@pyscript/core")):
        manifest = node_modules / package / "package.json"
        if not manifest.is_file():
            raise BuildError(f"{manifest} is missing: run `npm ci` first")
        version = str(json.loads(manifest.read_text("utf-8"))["version"])
        if not re.fullmatch(r"[0-9A-Za-z.+-]+", version):
            raise BuildError(f"{manifest}: unexpected version {version!r}")
        found[name] = f"{name}-{version}"
    return found


def point_at_runtime(text: str, folders: dict[str, str], name: str) -> str:
    """``text`` with every ``pyodide/`` and ``pyscript/`` path naming its versioned folder.

    >>> point_at_runtime('<script src="./pyscript/core.js">', {"pyscript": "pyscript-1.0"}, "x")
    '<script src="./pyscript-1.0/core.js">'
    """
    rewritten, count = _RUNTIME_NAME.subn(lambda m: folders[m[1]] + "/", text)
    if not count:
        raise BuildError(f"web/{name} no longer names pyodide/ or pyscript/: update RUNTIME_REFERENCES")
    return rewritten


def vendor_pyodide(node_modules: Path, out: Path, folder: str) -> None:
    src_dir = node_modules / "pyodide"
    dest_dir = out / folder
    dest_dir.mkdir(parents=True)
    for name in PYODIDE_FILES:
        src = src_dir / name
        if not src.is_file():
            raise BuildError(f"{src} is missing: run `npm ci` first")
        shutil.copyfile(src, dest_dir / name)


def empty_lock_file(path: Path) -> None:
    """Keep only the ``info`` of Pyodide's lock file: the site ships no package.

    The lock file lists the 357 packages of the Pyodide distribution, for
    ``loadPackage``; none is vendored here (the build refuses PyScript's
    ``packages``), and every boot downloads and parses the file (119 kB, 27 kB
    gzipped) before Python starts.  An empty list says what the site has.
    """
    lock = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True), "utf-8")


def vendor_pyscript(node_modules: Path, out: Path, folder: str) -> None:
    src_dir = node_modules / "@pyscript" / "core" / "dist"
    if not (src_dir / "core.js").is_file():
        raise BuildError(f"{src_dir / 'core.js'} is missing: run `npm ci` first")
    dest_dir = out / folder
    dest_dir.mkdir(parents=True)
    for src in sorted(src_dir.iterdir()):
        if src.is_file() and src.suffix in (".js", ".css"):
            shutil.copyfile(src, dest_dir / src.name)


def site_packages(node_modules: Path) -> str:
    """Pyodide's site-packages directory, e.g. ``/lib/python3.14/site-packages``.

    Unpacking there rather than into the working directory (``./*``, which also
    works: '' is on sys.path) keeps ``import games`` independent of os.chdir().
    The Python version comes from the vendored pyodide-lock.json, so a Pyodide
    upgrade needs no edit here.
    """
    lock = json.loads((node_modules / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    major, minor = str(lock["info"]["python"]).split(".")[:2]
    return f"/lib/python{major}.{minor}/site-packages"
