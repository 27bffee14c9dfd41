"""The QR codes of the pairing dialog: segno's encoder and jsQR's decoder, vendored.

Play across devices shows each device's pairing text as a QR code.  The code
is drawn by segno (PyPI, pure Python, BSD-3-Clause), pinned in
requirements-dev.txt and requirements-site.txt (with its hash, for the Netlify
build), and taken by the build from the Python that runs it: nothing is
downloaded at build time.

Only its encoder ships: ``segno/encoder.py`` and ``segno/consts.py``,
unchanged, under an empty ``segno/__init__.py``.  segno's own ``__init__``
imports its writers (SVG, PNG, EPS...), which need ``gzip`` and ``xml`` that
the site's standard library does not ship (``tools/stdlib_cut.py``); the page
draws the modules on a canvas itself.  The archive (``segno-<hash>.zip``, some
30 kB) is fetched when a pairing first shows a code, never at boot, and its
name is written into ``index.html`` (``#qr-archive``).

The decoder reads the other device's code from the camera where the browser
has no ``BarcodeDetector`` (Firefox, Safari, Chromium on Linux): jsQR (npm,
Apache-2.0, pinned in package-lock.json), its one-file build
``node_modules/jsqr/dist/jsQR.js`` copied unchanged to ``jsqr-<hash>.js``
(257 kB, 57 kB gzipped), named in ``index.html`` (``#qr-reader``) and added
to the page by web/devices.py only when such a browser starts a scan; the
service worker precaches it with every other file, so it works offline after
the first visit.  Its licence is in ``licenses/`` (tools/licenses.py).
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import zipfile
from pathlib import Path

MARKER = '<script type="application/json" id="qr-archive">null</script>'
READER_MARKER = '<script type="application/json" id="qr-reader">null</script>'
#: jsQR's one-file build (a UMD script: a classic <script> defines the global ``jsQR``).
READER = Path("jsqr") / "dist" / "jsQR.js"
FILES = ("encoder.py", "consts.py")
INIT = b'"""segno\'s QR encoder only (see tools/site_qr.py): its writers are not shipped."""\n'


class QrError(Exception):
    """segno is not installed where the build runs."""


def segno_folder() -> Path:
    spec = importlib.util.find_spec("segno")
    if spec is None or spec.origin is None:
        raise QrError(
            "segno is not installed: pip install -r requirements-site.txt (the QR codes of pairing)"
        )
    return Path(spec.origin).parent


def version(folder: Path) -> str:
    """The installed segno's version (its dist-info folder's name; pinned in requirements-site.txt)."""
    for info in folder.parent.glob("segno-*.dist-info"):
        return info.name[len("segno-") : -len(".dist-info")]
    return ""


def licence_text(folder: Path) -> str:
    """segno's licence, from its installed distribution."""
    for info in folder.parent.glob("segno-*.dist-info"):
        for name in ("licenses/LICENSE", "LICENSE"):
            if (info / name).is_file():
                return (info / name).read_text("utf-8")
    raise QrError(f"segno's licence is missing beside {folder}")


def archive() -> bytes:
    """The zip: segno's encoder and constants, unchanged, and its licence (fixed dates: reproducible)."""
    folder = segno_folder()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zipped:
        entries = [("segno/__init__.py", INIT)]
        entries += [(f"segno/{name}", (folder / name).read_bytes()) for name in FILES]
        entries.append(("segno/LICENSE", licence_text(folder).encode()))
        for name, data in entries:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zipped.writestr(info, data)
    return out.getvalue()


def _write_hashed(out: Path, stem: str, suffix: str, data: bytes) -> str:
    """Write ``data`` into ``out`` under a name that changes with it (caches keep it for good)."""
    name = f"{stem}-{hashlib.sha256(data).hexdigest()[:12]}{suffix}"
    (out / name).write_bytes(data)
    return f"./{name}"


def write(out: Path) -> str:
    """Write the archive into ``out``; its site path (``./segno-<hash>.zip``)."""
    return _write_hashed(out, "segno", ".zip", archive())


def write_reader(node_modules: Path, out: Path) -> str:
    """Copy jsQR's script into ``out``, unchanged; its site path (``./jsqr-<hash>.js``)."""
    source = node_modules / READER
    if not source.is_file():
        raise QrError(f"{source} is missing: run `npm ci` first (jsqr, the camera's QR decoder)")
    return _write_hashed(out, "jsqr", ".js", source.read_bytes())


def render(html: str, path: str, marker: str = MARKER) -> str:
    """``html`` with the archive's path in ``#qr-archive`` (or the reader's in ``marker``).

    >>> render(MARKER, "./segno-0a.zip")
    '<script type="application/json" id="qr-archive">"./segno-0a.zip"</script>'
    >>> render(READER_MARKER, "./jsqr-0b.js", READER_MARKER)
    '<script type="application/json" id="qr-reader">"./jsqr-0b.js"</script>'
    """
    if html.count(marker) != 1:
        raise QrError(f"index.html must hold `{marker}` exactly once")
    return html.replace(marker, marker.replace("null", json.dumps(path)))


def vendor(html: str, out: Path, node_modules: Path) -> str:
    """Write the encoder's archive and the decoder's script into ``out``; ``html`` naming both."""
    html = render(html, write(out))
    return render(html, write_reader(node_modules, out), READER_MARKER)
