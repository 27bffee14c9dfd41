#!/usr/bin/env python3
"""Build the static site into ``dist/`` from a clean clone (after ``npm ci``).

What ends up in dist/ and why:

* ``web/`` as is (HTML, CSS, JS, main.py, manifest, icons), minus the
  templates this script renders (``sw.js``, and ``pyscript.json`` when the UI
  keeps one there as a base config).
* ``pyodide-<version>/``: only the runtime files Pyodide needs (11 MB),
  vendored from node_modules so nothing is fetched from a CDN; the lock file
  without its package list (:func:`empty_lock_file`); the standard library
  cut to the modules Quintet imports (tools/stdlib_cut.py: 1.4 MB of the
  4.5 MB), as bytecode (tools/bytecode.py: compiling it was most of the boot),
  named by its content hash (``python_stdlib-<hash>.zip``), after a check
  that the whole app runs with it alone; and ``load-pyodide-<hash>.mjs``
  (web/load-pyodide.mjs), Pyodide's module with that zip as its
  ``stdLibURL``, which PyScript and the computer's worker load.  Pyodide's
  whole ``python_stdlib.zip`` is not shipped.
* ``pyscript-<version>/``: every PyScript chunk (they load lazily, so all
  must exist), without source maps.  Both folders carry the npm package's
  version in their name because they are served as immutable for a year: an
  upgrade must change their URLs, or a browser would pair a new page with the
  old runtime from its HTTP cache.  The site files that name them
  (:data:`RUNTIME_REFERENCES`: ``./pyscript/core.js``...) are written with the
  versioned names.
* ``games-<hash>.zip``: the ``games`` package from src/ as bytecode only
  (tools/bytecode.py), which PyScript's
  ``files`` config unpacks into Pyodide's site-packages before main.py runs
  (on the main thread and in every worker that uses the same config).  The
  content hash in the name makes the archive immutable: a deploy changes
  pyscript.json (never cached) to point at the new name, so a browser can
  never pair new code with an old archive.
* ``lang-<code>-<hash>.zip``: each language but English (its catalogs,
  ``games/ui/locales/<code>/*.json``: its table, rules, tutorials and engine
  messages, :func:`language_of`) in an archive of its
  own, in the same format, left out of the games archive, so a visitor
  downloads only the language the page speaks (English, the fallback, is in
  the games archive).  ``index.html`` names them (:data:`LANGUAGES_MARKER`):
  web/boot.js fetches the page's language at once, beside the runtime, and
  web/language.py another when it is picked; the service worker precaches
  them all, so a language picked offline works too.
* ``segno-<hash>.zip``, ``jsqr-<hash>.js``: the pairing's QR encoder (segno, fetched when
  a code is shown) and the camera's decoder (jsQR, from npm, added to the page only when
  a browser without ``BarcodeDetector`` scans), never at boot (tools/site_qr.py).
* ``pyscript.json``: the local interpreter (the loader above) + the ``files`` mapping; never
  ``packages`` (that would pull micropip from a CDN).
* ``licenses/``: third-party licence texts (see tools/licenses.py).
* ``index.html``'s preloads: the build replaces :data:`PRELOAD_MARKER` with a
  ``<link rel="modulepreload">`` or ``<link rel="preload">`` for every file
  the boot fetches (the runtime, PyScript's boot chunks, ``pyscript.json``,
  the games archive, the Python files), with their exact versioned and hashed
  names (see :func:`boot_files`).  The markers sit in two ``<template>`` elements that
  web/boot.js adds to the page: the runtime's right after the first paint, so the
  browser asks for all of its files at once instead of one after another, without
  the first screen waiting behind them; the app's files (:data:`APP_PRELOAD_MARKER`)
  once the runtime has arrived, so they download while Python starts.
* ``index.html``'s loading screen: the games to choose from while Python
  starts, in every language (tools/early_games.py, :data:`EARLY_GAMES_MARKER`).
* ``sw.js``: the service worker with the precache list of every file and a
  cache version that is a hash of the whole build, so any change to any file
  installs a new worker and replaces the offline copy.

The output is deterministic: the same sources give byte-identical files
(sorted listings, fixed zip timestamps, sorted JSON).  Standard library only,
so Netlify (or any machine with python3) can run it; the bytecode is compiled
by Node (needed for ``npm ci`` anyway) inside the vendored Pyodide.

Usage: ``python3 tools/build_site.py [--out DIR]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bytecode  # sibling modules: tools/ is not a package
import licenses
import site_qr
import stdlib_cut
from site_files import (
    BuildError,
    boot_words,
    files_of,
    games_archive,
    split_languages,
)
from site_runtime import (
    empty_lock_file,
    point_at_runtime,
    runtime_folders,
    site_packages,
    vendor_pyodide,
    vendor_pyscript,
)

ROOT = Path(__file__).resolve().parent.parent
# Site files that name the runtime folders (``pyodide/``, ``pyscript/``): the build
# rewrites those names to the versioned folders.
RUNTIME_REFERENCES = ("index.html", "boot.js")
# Files in web/ that are inputs to this script rather than site files.
LOADER = "load-pyodide.mjs"
TEMPLATES = frozenset({"sw.js", "pyscript.json", LOADER})

# The lines of web/index.html that the build replaces with the boot's preloads: the runtime
# (asked for right after the first paint) and the app's own files (asked for once the
# runtime has arrived, so they do not share the link with it; see :func:`boot_files`).
PRELOAD_MARKER = "<!-- preloads: written by tools/build_site.py -->"
APP_PRELOAD_MARKER = "<!-- app preloads: written by tools/build_site.py -->"
# The line of web/index.html's loading screen that the build replaces with the games'
# list in every language (tools/early_games.py), shown before Python has started.
EARLY_GAMES_MARKER = "<!-- early games: written by tools/build_site.py -->"
# PyScript chunks that every boot imports (core.js imports the first; the core imports
# the others while it starts).  Matched by name before the content hash, so a PyScript
# upgrade keeps working; e2e/test_boot.py fails if a boot fetches a file not preloaded.
PYSCRIPT_BOOT_CHUNKS = (
    "core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal",
)
STDLIB = "python_stdlib.zip"
# Pyodide's files: the modules are imported, the rest fetched.  The small files on the
# critical path come first (a server speaking HTTP/1.1 answers six requests at a time),
# then the largest, which takes longest to arrive.  The loader (web/load-pyodide.mjs) and
# the standard library have hashed names: :func:`boot_files` is given them.
PYODIDE_BOOT_FILES = (
    ("pyodide.asm.wasm", "fetch"),
    (LOADER, "module"),
    ("pyodide.mjs", "module"),
    ("pyodide.asm.mjs", "module"),
    (STDLIB, "fetch"),
    ("pyodide-lock.json", "fetch"),
)
# The lines of web/load-pyodide.mjs that the build replaces with the cut stdlib's name, the
# games archive's (from the loader's folder) and Pyodide's site-packages directory.
STDLIB_MARKER = 'const STDLIB = "python_stdlib.zip";'
GAMES_MARKER = 'const GAMES = "../games.zip";'
SITE_PACKAGES_MARKER = 'const SITE_PACKAGES = "/lib/python3/site-packages";'
# Marker lines in web/sw.js that the build replaces (each must occur exactly once).
SW_VERSION_MARKER = 'const VERSION = "dev";'
SW_PRECACHE_MARKER = "const PRECACHE = [];"
STAMP_NAME = ".build-stamp"
# The line of web/index.html that the build replaces with the language archives' names
# (``{"fr": "./lang-fr-<hash>.zip", ...}``), read by web/boot.js and web/language.py.
LANGUAGES_MARKER = '<script type="application/json" id="language-archives">{}</script>'
# The line of web/index.html that the build fills with the loader's URL (the key of the image
# of Python's memory, which web/boot.js starts reading at once on a return visit).
IMAGE_KEY_MARKER = '<script type="application/json" id="python-image">null</script>'
# The line of web/boot.js that the build fills with every language's loading.* words.
BOOT_WORDS_MARKER = "const WORDS = {}; // every language's loading.* words: tools/build_site.py"
def copy_web(web: Path, out: Path, folders: dict[str, str]) -> None:
    for src in files_of(web):
        rel = src.relative_to(web)
        if rel.as_posix() in TEMPLATES:
            continue
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if rel.as_posix() in RUNTIME_REFERENCES:
            dest.write_text(point_at_runtime(src.read_text("utf-8"), folders, rel.as_posix()), "utf-8")
        else:
            shutil.copyfile(src, dest)


BootFiles = tuple[list[tuple[str, str]], list[tuple[str, str]]]


def boot_files(
    out: Path, folders: dict[str, str], config: dict[str, object], hashed: dict[str, str]
) -> BootFiles:
    """Every file a boot fetches, as ``(url, "module" | "fetch")``, in the order they are
    wanted, in two stages: the runtime, then the app's own files.

    Python can start only when the wasm and the standard library have both arrived,
    and PyScript asks for its config's ``files`` only after that; on a phone's
    network, files asked for at the same time share the link, so the games archive
    and the bridge's modules, asked for with the runtime, would only delay it.
    web/boot.js asks for the second stage when the first has arrived: the app's files
    then download while Python starts.

    PyScript's boot chunks and Pyodide's modules are imported (``modulepreload``);
    the rest are read with ``fetch()`` (``preload as="fetch"``).  The small files
    that each step needs to find the next come first (PyScript's chunks, the
    loader and ``pyodide.mjs``), then Pyodide's files and the page's
    ``<script type="py">`` (PyScript may read it before Python has started); the
    second stage is the ``files`` of the config (the games archive, the bridge's
    modules).  Not ``pyscript.json``: PyScript asks for it as soon as it runs, so
    web/index.html preloads it in its ``<head>``.  ``hashed`` names the files
    of :data:`PYODIDE_BOOT_FILES` that the build wrote under hashed names.
    """
    pyodide = {hashed.get(name, name): kind for name, kind in PYODIDE_BOOT_FILES}
    first = [hashed.get(LOADER, LOADER), "pyodide.mjs"]
    at = f"./{folders['pyodide']}/"
    chunks = sorted(p.name for p in (out / folders["pyscript"]).glob("*.js"))
    wanted: list[tuple[str, str]] = []
    for prefix in PYSCRIPT_BOOT_CHUNKS:
        found = [name for name in chunks if re.fullmatch(re.escape(prefix) + r"-[\w-]{8}\.js", name)]
        if len(found) != 1:
            raise BuildError(
                f"PyScript has {len(found)} chunks named {prefix}-*.js: update PYSCRIPT_BOOT_CHUNKS"
            )
        wanted.append((f"./{folders['pyscript']}/{found[0]}", "module"))
    wanted += [(at + name, "module") for name in first]
    wanted += [(at + name, kind) for name, kind in pyodide.items() if name not in first]
    files = config.get("files", {})
    assert isinstance(files, dict)
    archives = sorted(str(url) for url in files if str(url).endswith(".zip"))
    index = (out / "index.html").read_text("utf-8")
    wanted += [(url, "fetch") for url in re.findall(r'<script type="py" src="([^"]+)"', index)]
    app = [(url, "fetch") for url in archives]
    app += [(str(url), "fetch") for url in sorted(files) if url not in archives]
    for url, _kind in wanted + app:
        if not (out / url).is_file():
            raise BuildError(f"the boot would fetch {url}, which the build did not write")
    return wanted, app


def fill_marker(text: str, marker: str, filling: str, name: str) -> str:
    """``text`` with ``marker`` replaced by ``filling``; the template ``name`` must hold
    the marker exactly once, or the build stops (a lost marker would ship a page
    without its preloads, list or precache, and nothing else would notice)."""
    if text.count(marker) != 1:
        raise BuildError(f"web/{name} must contain `{marker}` exactly once")
    return text.replace(marker, filling)


def render_preloads(html: str, files: BootFiles) -> str:
    """``html`` with :data:`PRELOAD_MARKER` and :data:`APP_PRELOAD_MARKER` replaced by
    one link per boot file of each stage.

    ``crossorigin`` makes a preload match the runtime's own request: ``fetch()``
    and module imports are CORS-mode requests, and a preload of another mode
    would be fetched a second time (e2e/test_boot.py counts the requests).

    >>> page = "  <!-- preloads: written by tools/build_site.py -->\\n"
    >>> page += "  <!-- app preloads: written by tools/build_site.py -->"
    >>> print(render_preloads(page, ([("./a.mjs", "module"), ("./b.wasm", "fetch")],
    ...                              [("./c.zip", "fetch")])))
      <link rel="modulepreload" href="./a.mjs">
      <link rel="preload" href="./b.wasm" as="fetch" crossorigin>
      <link rel="preload" href="./c.zip" as="fetch" crossorigin>
    """
    runtime, app = files
    for marker, stage in ((PRELOAD_MARKER, runtime), (APP_PRELOAD_MARKER, app)):
        start = html.find(marker)
        indent = html[html.rfind("\n", 0, start) + 1 : start] if start >= 0 else ""
        links = [
            f'<link rel="modulepreload" href="{url}">' if kind == "module"
            else f'<link rel="preload" href="{url}" as="fetch" crossorigin>'
            for url, kind in stage
        ]
        html = fill_marker(html, marker, f"\n{indent}".join(links), "index.html")
    return html


def render_boot_words(script: str, words: dict[str, dict[str, str]]) -> str:
    """``script`` (web/boot.js) with :data:`BOOT_WORDS_MARKER` holding ``words``.

    >>> print(render_boot_words(BOOT_WORDS_MARKER, {"en": {"starting": "Starting…"}}))
    const WORDS = {"en": {"starting": "Starting…"}}; // every language's loading.* words: tools/build_site.py
    """
    filled = BOOT_WORDS_MARKER.replace("{}", json.dumps(words, ensure_ascii=False), 1)
    return fill_marker(script, BOOT_WORDS_MARKER, filled, "boot.js")


def render_early_games(html: str, root: Path) -> str:
    """``html`` with :data:`EARLY_GAMES_MARKER` replaced by tools/early_games.py's list.

    Run in a child Python with ``root/src`` on its path, so the words are those
    of the sources being built (never of a ``games`` package this process imported).
    """
    env = {**os.environ, "PYTHONPATH": str(root / "src"), "PYTHONDONTWRITEBYTECODE": "1"}
    script = Path(__file__).resolve().with_name("early_games.py")
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        raise BuildError(f"tools/early_games.py failed:\n{done.stderr}")
    return fill_marker(html, EARLY_GAMES_MARKER, done.stdout.strip(), "index.html")


def write_stdlib(
    folder: Path, stdlib: bytes, loader_template: str, games: str, packages: str
) -> dict[str, str]:
    """Write the cut standard library and its loader into Pyodide's ``folder``; their names.

    Both names carry a hash of their content: the folder is served as immutable
    for a year and keeps its name while Pyodide's version does, yet the cut
    changes whenever the app imports another module.  The loader names the zip
    and the games archive (``games``, in the site's root; it makes the image of
    Python's memory from them, stored under the loader's URL), so its hash follows
    both; ``packages`` is where the archive unpacks.
    """
    stdlib_name = f"python_stdlib-{hashlib.sha256(stdlib).hexdigest()[:12]}.zip"
    loader = fill_marker(loader_template, STDLIB_MARKER, f"const STDLIB = {json.dumps(stdlib_name)};", LOADER)
    loader = fill_marker(loader, GAMES_MARKER, f"const GAMES = {json.dumps('../' + games)};", LOADER)
    loader = fill_marker(
        loader, SITE_PACKAGES_MARKER, f"const SITE_PACKAGES = {json.dumps(packages)};", LOADER
    )
    loader_name = f"load-pyodide-{hashlib.sha256(loader.encode()).hexdigest()[:12]}.mjs"
    (folder / stdlib_name).write_bytes(stdlib)
    (folder / loader_name).write_text(loader, "utf-8")
    return {STDLIB: stdlib_name, LOADER: loader_name}


def render_languages(html: str, archives: dict[str, str]) -> str:
    """``html`` with :data:`LANGUAGES_MARKER` naming each language's archive.

    >>> print(render_languages(LANGUAGES_MARKER, {"fr": "./lang-fr-0a.zip"}))
    <script type="application/json" id="language-archives">{"fr": "./lang-fr-0a.zip"}</script>
    """
    listing = json.dumps(archives, sort_keys=True).replace("<", "\\u003c")
    return fill_marker(html, LANGUAGES_MARKER, LANGUAGES_MARKER.replace("{}", listing), "index.html")


def pyscript_config(web: Path, archive_name: str, destination: str, interpreter: str) -> dict[str, object]:
    """The PyScript config: the UI's web/pyscript.json (if any) plus our two keys.

    ``interpreter`` is the site path of the Pyodide module to load (our loader,
    web/load-pyodide.mjs).  ``"./games-X.zip": "<site-packages>/*"`` makes PyScript
    unpack the archive (the trailing ``/*`` and the .zip suffix ask for unpacking)
    before any <script type="py"> runs, on the main thread and in workers using
    this config.
    """
    base_path = web / "pyscript.json"
    config: dict[str, object] = json.loads(base_path.read_text("utf-8")) if base_path.is_file() else {}
    if "packages" in config:
        raise BuildError(
            "web/pyscript.json must not use `packages` (it loads micropip from a CDN); "
            "ship Python code with `files` instead"
        )
    config["interpreter"] = interpreter
    files = config.get("files", {})
    if not isinstance(files, dict):
        raise BuildError("`files` in web/pyscript.json must be a table")
    files[f"./{archive_name}"] = f"{destination}/*"
    config["files"] = files
    return config


def build_version(out: Path) -> tuple[str, list[str]]:
    """Hash of every file (path and bytes) and the sorted precache URL list."""
    digest = hashlib.sha256()
    urls: list[str] = []
    for path in _all_files(out):
        rel = path.relative_to(out).as_posix()
        if rel in ("sw.js", STAMP_NAME):
            continue
        urls.append(f"./{rel}")
        digest.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16], urls


def _all_files(out: Path) -> list[Path]:
    return sorted((p for p in out.rglob("*") if p.is_file()), key=lambda p: p.relative_to(out).as_posix())


def render_sw(template: str, version: str, urls: list[str]) -> str:
    versioned = fill_marker(template, SW_VERSION_MARKER, f"const VERSION = {json.dumps(version)};", "sw.js")
    listing = f"const PRECACHE = {json.dumps(urls, indent=2)};"
    return fill_marker(versioned, SW_PRECACHE_MARKER, listing, "sw.js")


def build(out: Path, root: Path = ROOT) -> str:
    """Build the site into ``out`` (replaced entirely); return the build version.

    The site is assembled in a temporary sibling directory and swapped in with
    renames, so a server running on ``out`` (make play, a teammate's browser)
    never sees a half-written tree.
    """
    if out.resolve() in (root.resolve(), (root / "web").resolve(), (root / "src").resolve()):
        raise BuildError(f"refusing to build into {out}")
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = out.parent / f".{out.name}.tmp-{os.getpid()}"
    retired = out.parent / f".{out.name}.old-{os.getpid()}"
    for leftover in (staging, retired):
        if leftover.exists():
            shutil.rmtree(leftover)
    try:
        version = _assemble(staging, root)
        if out.exists():
            out.rename(retired)
        staging.rename(out)
    finally:
        for leftover in (staging, retired):
            if leftover.exists():
                shutil.rmtree(leftover)
    return version


def _assemble(out: Path, root: Path) -> str:
    web = root / "web"
    node_modules = root / "node_modules"
    out.mkdir(parents=True)

    folders = runtime_folders(node_modules)
    copy_web(web, out, folders)
    boot = out / "boot.js"
    words = boot_words(root / "src" / "games" / "ui" / "locales")
    boot.write_text(render_boot_words(boot.read_text("utf-8"), words), "utf-8")
    # Browsers ask for /favicon.ico on pages without an icon link (a licence .txt).
    if (web / "icons" / "favicon.ico").is_file():
        shutil.copyfile(web / "icons" / "favicon.ico", out / "favicon.ico")
    vendor_pyodide(node_modules, out, folders["pyodide"])
    empty_lock_file(out / folders["pyodide"] / "pyodide-lock.json")
    vendor_pyscript(node_modules, out, folders["pyscript"])
    stdlib_source = node_modules / "pyodide" / STDLIB
    if not stdlib_source.is_file():
        raise BuildError(f"{stdlib_source} is missing: run `npm ci` first")
    try:
        stdlib_bytecode, archive = bytecode.precompile(
            root, [stdlib_source.read_bytes(), games_archive(root / "src")[1]]
        )
        stdlib = stdlib_cut.cut(stdlib_bytecode, stdlib_cut.wanted_modules())
        stdlib_cut.check(root, stdlib, archive)
    except (bytecode.BytecodeError, stdlib_cut.CutError) as error:
        raise BuildError(str(error)) from error
    # Checked whole (every language is driven), shipped apart: one archive per language.
    archive, language_zips = split_languages(archive)
    archive_name = f"games-{hashlib.sha256(archive).hexdigest()[:12]}.zip"
    (out / archive_name).write_bytes(archive)
    hashed = write_stdlib(
        out / folders["pyodide"], stdlib, (web / LOADER).read_text("utf-8"),
        archive_name, site_packages(node_modules),
    )
    archives = {}
    for code, data in language_zips.items():
        archives[code] = f"./lang-{code}-{hashlib.sha256(data).hexdigest()[:12]}.zip"
        (out / archives[code]).write_bytes(data)
    interpreter = f"./{folders['pyodide']}/{hashed[LOADER]}"
    config = pyscript_config(web, archive_name, site_packages(node_modules), interpreter)
    (out / "pyscript.json").write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", "utf-8")
    index = out / "index.html"
    html = render_preloads(index.read_text("utf-8"), boot_files(out, folders, config, hashed))
    html = render_languages(html, archives)
    try:
        html = site_qr.vendor(html, out, node_modules)
    except site_qr.QrError as error:
        raise BuildError(str(error)) from error
    html = fill_marker(html, IMAGE_KEY_MARKER, IMAGE_KEY_MARKER.replace("null", json.dumps(interpreter)),
                       "index.html")
    index.write_text(render_early_games(html, root), "utf-8")
    licenses.collect(root, out / "licenses")

    version, urls = build_version(out)
    sw = render_sw((web / "sw.js").read_text("utf-8"), version, urls)
    (out / "sw.js").write_text(sw, "utf-8")
    # Not served as a site file (skipped by the precache list): lets tools tell
    # which sources a dist/ was built from without rebuilding.
    (out / STAMP_NAME).write_text(source_fingerprint(root) + "\n", "utf-8")
    return version


def source_fingerprint(root: Path = ROOT) -> str:
    """Hash of every input of the build, so callers can skip rebuilding a fresh dist/."""
    digest = hashlib.sha256()
    inputs = [root / "web", root / "src" / "games", root / "LICENSES", root / "tools"]
    for base in inputs:
        for path in files_of(base) if base.is_dir() else []:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    for path in (
        root / "package-lock.json",
        root / "node_modules" / "pyodide" / "package.json",
        root / "node_modules" / "@pyscript" / "core" / "package.json",
    ):
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def is_fresh(out: Path, root: Path = ROOT) -> bool:
    """True when ``out`` was built from exactly the current sources."""
    stamp = out / STAMP_NAME
    return stamp.is_file() and stamp.read_text("utf-8").strip() == source_fingerprint(root)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output directory (default dist/)")
    parser.add_argument("--if-stale", action="store_true", help="do nothing when OUT is already fresh")
    args = parser.parse_args(argv)
    if args.if_stale and is_fresh(args.out):
        print(f"{args.out} is up to date")
        return 0
    try:
        version = build(args.out)
    except BuildError as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    files = _all_files(args.out)
    size = sum(p.stat().st_size for p in files)
    print(f"built {args.out} (version {version}): {len(files)} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
