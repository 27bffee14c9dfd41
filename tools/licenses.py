"""Collect the licence texts of everything the built site ships.

Why a build step and not a hand-kept folder: the set of bundled JavaScript
packages follows package-lock.json, so the texts are read from node_modules at
build time (the copies npm installed are the ones we ship).  Texts that npm
does not provide (Pyodide's npm package has no LICENSE file, CPython's licence
lives in CPython) are kept in LICENSES/ at the repository root.

The result is ``dist/licenses/``: one text file per component plus
``index.html`` (a plain list, no script, so it works under our CSP) and
``index.json`` (the same list as data, for the About screen).  File names are
``<component>-LICENSE.txt``; the About dialog links pyodide-, pyscript- and
quintet-LICENSE.txt directly, so those three names are a contract.

Standard library only; run by tools/build_site.py.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path

LICENCE_FILE_NAMES = ("LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE", "COPYING", "license")


@dataclass(frozen=True)
class Component:
    """One shipped component and the file name of its licence text in dist/licenses/."""

    name: str
    version: str
    licence: str
    file: str
    url: str
    note: str = ""


def _package_json(node_modules: Path, name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((node_modules / name / "package.json").read_text("utf-8"))
    return data


def _licence_file(directory: Path) -> Path | None:
    for candidate in LICENCE_FILE_NAMES:
        path = directory / candidate
        if path.is_file():
            return path
    return None


def _runtime_closure(lock: dict[str, object], root: str) -> list[str]:
    """Names of the runtime (non-dev) npm dependencies reachable from ``root``.

    Resolution follows npm's nesting rule (a nested node_modules wins over the
    top-level one) well enough for licence purposes: we only need the set of
    package names, and a nested copy has the same licence as the top-level one.
    """
    packages = lock.get("packages", {})
    assert isinstance(packages, dict)
    seen: set[str] = set()
    todo = [root]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        entry = packages.get(f"node_modules/{name}", {})
        deps = entry.get("dependencies", {}) if isinstance(entry, dict) else {}
        todo.extend(sorted(deps))
    seen.discard(root)
    return sorted(seen)


def _slug(name: str) -> str:
    return name.replace("@", "").replace("/", "-")


def _generated_text(name: str, meta: dict[str, object], licence_dir: Path) -> str:
    """A licence text for an npm package that ships none (a few tiny ISC packages).

    The package.json names the licence and the author; the ISC and MIT texts are
    short enough to instantiate with that author as the copyright holder.
    """
    author = meta.get("author", "the authors")
    if isinstance(author, dict):
        author = author.get("name", "the authors")
    licence = str(meta.get("license", "UNKNOWN"))
    template = licence_dir / f"{licence.upper()}.template.txt"
    header = f"{name} {meta.get('version', '')}: licence {licence} (from its package.json)\n\n"
    if template.is_file():
        return header + template.read_text("utf-8").replace("{AUTHOR}", str(author))
    return header + f"Copyright (c) {author}\n"


def collect(root: Path, out: Path) -> list[Component]:
    """Write every licence text into ``out`` and return the list of components."""
    licence_dir = root / "LICENSES"
    node_modules = root / "node_modules"
    out.mkdir(parents=True, exist_ok=True)
    components: list[Component] = []

    def emit(component: Component, text: str) -> None:
        (out / component.file).write_text(text, "utf-8")
        components.append(component)

    emit(
        Component("Quintet", _project_version(root), "MIT", "quintet-LICENSE.txt", "./"),
        (licence_dir / "MIT.txt").read_text("utf-8"),
    )

    pyodide = _package_json(node_modules, "pyodide")
    own = _licence_file(node_modules / "pyodide")
    emit(
        Component(
            "Pyodide",
            str(pyodide["version"]),
            "MPL-2.0",
            "pyodide-LICENSE.txt",
            "https://github.com/pyodide/pyodide",
        ),
        (own or licence_dir / "MPL-2.0.txt").read_text("utf-8"),
    )
    emit(
        Component(
            "CPython (inside Pyodide)",
            _python_version(node_modules),
            "PSF-2.0",
            "cpython-LICENSE.txt",
            "https://www.python.org/",
            "The Python interpreter and standard library compiled into Pyodide.",
        ),
        (licence_dir / "Python-2.0.txt").read_text("utf-8"),
    )

    pyscript_dir = node_modules / "@pyscript" / "core"
    pyscript = _package_json(node_modules, "@pyscript/core")
    own = _licence_file(pyscript_dir)
    emit(
        Component(
            "PyScript",
            str(pyscript["version"]),
            "Apache-2.0",
            "pyscript-LICENSE.txt",
            "https://github.com/pyscript/pyscript",
        ),
        (own or licence_dir / "Apache-2.0.txt").read_text("utf-8"),
    )

    # segno's QR encoder, vendored from the Python that runs the build (tools/site_qr.py).
    import site_qr

    emit(
        Component(
            "segno (the QR codes of pairing devices)",
            site_qr.version(site_qr.segno_folder()),
            "BSD-3-Clause",
            "segno-LICENSE.txt",
            "https://github.com/heuer/segno",
        ),
        site_qr.licence_text(site_qr.segno_folder()),
    )

    # jsQR, the camera's QR decoder where the browser has no BarcodeDetector (tools/site_qr.py).
    jsqr = _package_json(node_modules, "jsqr")
    own = _licence_file(node_modules / "jsqr")
    emit(
        Component(
            "jsQR (reading QR codes with the camera)",
            str(jsqr["version"]),
            str(jsqr.get("license", "Apache-2.0")),
            "jsqr-LICENSE.txt",
            "https://github.com/cozmo/jsQR",
        ),
        (own or licence_dir / "Apache-2.0.txt").read_text("utf-8"),
    )

    # Third-party code PyScript bundles into its dist/ chunks (CodeMirror, xterm, TOML):
    # PyScript keeps their texts in src/3rd-party-licenses/.
    bundled = pyscript_dir / "src" / "3rd-party-licenses"
    for path in sorted(bundled.glob("*.txt")) if bundled.is_dir() else []:
        stem = path.name.split(".")[0]
        emit(
            Component(
                f"{stem} (bundled in PyScript)",
                "",
                "see text",
                f"pyscript-bundled-{stem}-LICENSE.txt",
                "https://github.com/pyscript/pyscript",
            ),
            path.read_text("utf-8"),
        )

    lock = json.loads((root / "package-lock.json").read_text("utf-8"))
    for name in _runtime_closure(lock, "@pyscript/core"):
        directory = node_modules / name
        if not directory.is_dir():
            continue
        meta = _package_json(node_modules, name)
        licence = str(meta.get("license", "UNKNOWN"))
        own = _licence_file(directory)
        text = own.read_text("utf-8") if own else _generated_text(name, meta, licence_dir)
        emit(
            Component(
                f"{name} (bundled in PyScript)",
                str(meta.get("version", "")),
                licence,
                f"npm-{_slug(name)}-LICENSE.txt",
                f"https://www.npmjs.com/package/{name}",
            ),
            text,
        )

    emit(
        Component(
            "zip.js (bundled in PyScript)",
            "",
            "BSD-3-Clause",
            "zip.js-LICENSE.txt",
            "https://github.com/gildas-lormeau/zip.js",
        ),
        (licence_dir / "BSD-3-Clause-zip.js.txt").read_text("utf-8"),
    )

    _write_index(out, components)
    return components


def _project_version(root: Path) -> str:
    data = json.loads((root / "package.json").read_text("utf-8"))
    return str(data.get("version", ""))


def _python_version(node_modules: Path) -> str:
    lock = json.loads((node_modules / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    return str(lock.get("info", {}).get("python", ""))


def _write_index(out: Path, components: list[Component]) -> None:
    rows = [
        {
            "name": c.name,
            "version": c.version,
            "licence": c.licence,
            "file": c.file,
            "url": c.url,
            "note": c.note,
        }
        for c in components
    ]
    (out / "index.json").write_text(json.dumps(rows, indent=1, sort_keys=True) + "\n", "utf-8")
    items = "\n".join(
        f'  <li><a href="./{html.escape(c.file)}">{html.escape(c.name)}</a>'
        f"{(' ' + html.escape(c.version)) if c.version else ''}: {html.escape(c.licence)}"
        f"{(' (' + html.escape(c.note) + ')') if c.note else ''}</li>"
        for c in components
    )
    page = (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>Quintet: licences</title>\n"
        '<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">\n'
        "</head>\n<body>\n<h1>Licences</h1>\n"
        "<p>Quintet is MIT-licensed. It runs Python in your browser with Pyodide and PyScript; "
        "these are the licences of everything this site ships.</p>\n"
        f'<ul>\n{items}\n</ul>\n<p><a href="../">Back to the games</a></p>\n</body>\n</html>\n'
    )
    (out / "index.html").write_text(page, "utf-8")
