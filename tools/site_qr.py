"""The QR code encoder the pairing dialog loads: segno's, vendored into its own archive.

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
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import zipfile
from pathlib import Path

MARKER = '<script type="application/json" id="qr-archive">null</script>'
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


def write(out: Path) -> str:
    """Write the archive into ``out``; its site path (``./segno-<hash>.zip``)."""
    data = archive()
    name = f"segno-{hashlib.sha256(data).hexdigest()[:12]}.zip"
    (out / name).write_bytes(data)
    return f"./{name}"


def render(html: str, path: str) -> str:
    """``html`` with the archive's path in ``#qr-archive``.

    >>> render(MARKER, "./segno-0a.zip")
    '<script type="application/json" id="qr-archive">"./segno-0a.zip"</script>'
    """
    if html.count(MARKER) != 1:
        raise QrError("index.html must hold the #qr-archive marker exactly once")
    return html.replace(MARKER, MARKER.replace("null", json.dumps(path)))
