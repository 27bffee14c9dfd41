"""The QR codes' vendored parts: segno's encoder only, unchanged, importable from the zip as the
page does; jsQR's decoder for the camera, unchanged, under a hashed name index.html gives."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import site_qr
from games.ui.devices.flow import QR_ERROR, offer_text
from netplay_sdp import CHROMIUM_OFFER

# The build's Python has segno (requirements-site.txt); Pyodide has neither it nor subprocesses.
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no segno, no subprocesses in Pyodide")


def test_the_archive_holds_segnos_encoder_unchanged_and_its_licence() -> None:
    folder = site_qr.segno_folder()
    with zipfile.ZipFile(io.BytesIO(site_qr.archive())) as zipped:
        names = sorted(zipped.namelist())
        assert names == ["segno/LICENSE", "segno/__init__.py", "segno/consts.py", "segno/encoder.py"]
        for name in site_qr.FILES:
            assert zipped.read(f"segno/{name}") == (folder / name).read_bytes()
        assert b"writers" not in zipped.read("segno/__init__.py").replace(b"its writers", b"")
    assert site_qr.archive() == site_qr.archive(), "reproducible"


def test_a_pairing_text_encodes_from_the_zip_alone(tmp_path: Path) -> None:
    """The page imports segno.encoder from the zip on sys.path, with no segno installed."""
    path = tmp_path / "segno.zip"
    path.write_bytes(site_qr.archive())
    code = offer_text("AB23", 1, CHROMIUM_OFFER)
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]); from segno import encoder; "
        "assert encoder.__file__.startswith(sys.argv[1]); "
        "c = encoder.encode(sys.argv[2], error=sys.argv[3], micro=False); print(c.version)"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-c", script, str(path), code, QR_ERROR],
        capture_output=True,
        text=True,
        check=True,
    )
    assert 1 <= int(done.stdout) <= 7, "a pairing text fits a QR code a phone reads off a screen"


def test_the_camera_decoder_is_jsqr_unchanged_under_a_hashed_name(tmp_path: Path) -> None:
    """jsQR's one-file build, as npm installed it, named by its content and by index.html."""
    node_modules = Path(__file__).resolve().parent.parent / "node_modules"
    if not (node_modules / site_qr.READER).is_file():
        pytest.skip("node_modules missing (run npm ci)")
    page = f"<head>{site_qr.MARKER}{site_qr.READER_MARKER}</head>"
    html = site_qr.vendor(page, tmp_path, node_modules)
    reader = json.loads(html.split('id="qr-reader">')[1].split("<")[0])
    assert reader.startswith("./jsqr-") and reader.endswith(".js")
    data = (tmp_path / reader).read_bytes()
    assert data == (node_modules / site_qr.READER).read_bytes()
    assert hashlib.sha256(data).hexdigest()[:12] in reader
    assert b"root[\"jsQR\"]" in data, "a classic script defines the global jsQR (UMD)"
    archive = json.loads(html.split('id="qr-archive">')[1].split("<")[0])
    assert (tmp_path / archive).is_file()
    with pytest.raises(site_qr.QrError):
        site_qr.vendor(page, tmp_path, tmp_path)  # no node_modules: the build says what to run
