"""The QR encoder's archive: segno's encoder only, unchanged, importable from the zip as the page does."""

from __future__ import annotations

import io
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
