"""tools/serve.py compresses like the host: gzip for the types a CDN compresses, when asked.

A phone on a slow link gets the runtime gzipped from the CDN (Chromium asks
for gzip over http and for brotli only over https), so the local server must
send the same bytes, or `make play`, the e2e tests and bench/bench_boot.py
would see a different site than players do.  What is checked: which types are
compressed, that a request without gzip in Accept-Encoding gets the file as it
is, that caches are told the answer depends on Accept-Encoding, that each
encoding has its own ETag and a revalidation gets its 304, that HEAD matches
GET, and that a file is compressed once, not per request.
"""

from __future__ import annotations

import gzip
import http.client
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import build_site  # tools/ (pytest's pythonpath)
import serve

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no sockets or threads in Pyodide")

ROOT = Path(__file__).resolve().parent.parent

TEXT = b"<!doctype html><title>Quintet</title>" + b"<p>five in a row</p>" * 400
SCRIPT = b"export const board = [" + b"0, 1, 2, 3, 4, " * 500 + b"];\n"
WASM = b"\0asm\1\0\0\0" + bytes(range(16)) * 4000  # compresses well, like the real module
ZIP = os.urandom(20_000)  # a zip's members are deflated already: random bytes stand for them
PNG = os.urandom(5_000)

Response = tuple[int, dict[str, str], bytes]


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_bytes(TEXT)
    (tmp_path / "pyodide-1.0").mkdir()
    (tmp_path / "pyodide-1.0" / "pyodide.asm.wasm").write_bytes(WASM)
    (tmp_path / "pyodide-1.0" / "python_stdlib.zip").write_bytes(ZIP)
    (tmp_path / "boot.js").write_bytes(SCRIPT)
    (tmp_path / "pyscript.json").write_bytes(b'{"files": {"a": "b"}, "padding": "' + b"x" * 500 + b'"}')
    (tmp_path / "icon.png").write_bytes(PNG)
    (tmp_path / "tiny.js").write_bytes(b"x")
    return tmp_path


@pytest.fixture
def port(site: Path) -> Iterator[int]:
    server = serve.make_server(site, 0, ROOT / "netlify.toml", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()


def request(port: int, path: str, method: str = "GET", **headers: str) -> Response:
    """One request with exactly these headers (http.client adds no Accept-Encoding of its own)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.putrequest(method, path, skip_accept_encoding=True)
        for name, value in headers.items():
            connection.putheader(name.replace("_", "-"), value)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def gzip_get(port: int, path: str, **headers: str) -> Response:
    return request(port, path, Accept_Encoding="gzip, deflate", **headers)


@pytest.mark.parametrize(("path", "original", "content_type"), [
    ("/", TEXT, "text/html"),
    ("/boot.js", SCRIPT, "text/javascript"),
    ("/pyscript.json", None, "application/json"),
    ("/pyodide-1.0/pyodide.asm.wasm", WASM, "application/wasm"),
])
def test_text_scripts_json_and_wasm_travel_gzipped(
    port: int, site: Path, path: str, original: bytes | None, content_type: str
) -> None:
    status, headers, body = gzip_get(port, path)
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith(content_type)
    assert int(headers["content-length"]) == len(body)
    expected = original if original is not None else (site / path.lstrip("/")).read_bytes()
    assert gzip.decompress(body) == expected
    assert len(body) < len(expected)
    assert "accept-encoding" in headers["vary"].lower()
    # The netlify.toml headers still come with it.
    assert "content-security-policy" in headers


@pytest.mark.parametrize(("path", "original"), [
    ("/pyodide-1.0/python_stdlib.zip", ZIP),
    ("/icon.png", PNG),
])
def test_zips_and_images_are_sent_as_they_are(port: int, path: str, original: bytes) -> None:
    status, headers, body = gzip_get(port, path)
    assert status == 200
    assert "content-encoding" not in headers
    assert body == original
    assert int(headers["content-length"]) == len(original)


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br", "deflate, gzip ; q=0.0"])
def test_without_gzip_in_accept_encoding_the_file_comes_as_it_is(port: int, accept: str | None) -> None:
    headers_sent = {} if accept is None else {"Accept_Encoding": accept}
    status, headers, body = request(port, "/pyodide-1.0/pyodide.asm.wasm", **headers_sent)
    assert status == 200
    assert "content-encoding" not in headers
    assert body == WASM
    assert int(headers["content-length"]) == len(WASM)
    # A shared cache must not hand this answer to a client that asked for gzip, nor the reverse.
    assert "accept-encoding" in headers["vary"].lower()


@pytest.mark.parametrize("accept", ["gzip", "GZIP;q=0.5, identity", "*", "br, gzip;q=1.0"])
def test_gzip_however_it_is_asked_for(port: int, accept: str) -> None:
    _, headers, body = request(port, "/boot.js", Accept_Encoding=accept)
    assert headers.get("content-encoding") == "gzip"
    assert gzip.decompress(body) == SCRIPT


def test_a_file_too_small_to_gain_is_sent_as_it_is(port: int) -> None:
    _, headers, body = gzip_get(port, "/tiny.js")
    assert "content-encoding" not in headers and body == b"x"
    assert "accept-encoding" in headers["vary"].lower()


def test_each_encoding_has_its_etag_and_revalidates_with_304(port: int, site: Path) -> None:
    path = "/pyodide-1.0/pyodide.asm.wasm"
    _, zipped, _ = gzip_get(port, path)
    _, plain, _ = request(port, path)
    assert zipped["etag"] != plain["etag"]  # two representations, two strong validators
    status, headers, body = gzip_get(port, path, If_None_Match=zipped["etag"])
    assert status == 304 and body == b""
    assert headers["etag"] == zipped["etag"]
    assert "accept-encoding" in headers["vary"].lower()
    status, _, _ = request(port, path, If_None_Match=plain["etag"])
    assert status == 304
    # The gzip validator does not validate the plain file (nor the reverse): full answers.
    status, headers, body = request(port, path, If_None_Match=zipped["etag"])
    assert status == 200 and body == WASM and "content-encoding" not in headers
    status, headers, body = gzip_get(port, path, If_None_Match=plain["etag"])
    assert status == 200 and gzip.decompress(body) == WASM
    # A weak form of the tag also matches (If-None-Match compares weakly).
    status, _, _ = gzip_get(port, path, If_None_Match=f'"other", W/{zipped["etag"]}')
    assert status == 304


def test_a_changed_file_is_compressed_again(port: int, site: Path) -> None:
    """A rebuild in the same second, same size: the gzip cache must not serve the old bytes."""
    file = site / "boot.js"
    _, before, body = gzip_get(port, "/boot.js")
    assert gzip.decompress(body) == SCRIPT
    stamp = file.stat()
    changed = SCRIPT.replace(b"0, 1", b"9, 1", 1)
    file.write_bytes(changed)
    os.utime(file, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    status, after, body = gzip_get(port, "/boot.js", If_None_Match=before["etag"])
    assert status == 200 and gzip.decompress(body) == changed
    assert after["etag"] != before["etag"]


def test_head_announces_the_compressed_length_without_a_body(port: int) -> None:
    _, got, body = gzip_get(port, "/boot.js")
    status, headers, empty = request(port, "/boot.js", method="HEAD", Accept_Encoding="gzip")
    assert status == 200 and empty == b""
    assert headers["content-encoding"] == "gzip"
    assert headers["content-length"] == str(len(body)) == got["content-length"]
    assert headers["etag"] == got["etag"]


@pytest.fixture
def compressions(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The sizes of the files gzip.compress is called on from now on (in serve.py too)."""
    calls: list[int] = []
    compress = gzip.compress

    def counting(data: bytes, *args: object, **kwargs: object) -> bytes:
        calls.append(len(data))
        return compress(data, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gzip, "compress", counting)
    return calls


def test_a_file_is_compressed_once_not_per_request(port: int, compressions: list[int]) -> None:
    for _ in range(3):
        _, _, body = gzip_get(port, "/pyodide-1.0/pyodide.asm.wasm")
        assert gzip.decompress(body) == WASM
    request(port, "/pyodide-1.0/pyodide.asm.wasm", method="HEAD", Accept_Encoding="gzip")
    assert compressions == [len(WASM)]


def test_range_requests_get_the_whole_file(port: int) -> None:
    """The server has no byte ranges (Netlify's CDN does, on the file as stored); a Range
    header must not cut a compressed body short or mix encodings: the whole file comes."""
    status, headers, body = gzip_get(port, "/boot.js", Range="bytes=0-99")
    assert status == 200 and "content-range" not in headers
    assert gzip.decompress(body) == SCRIPT


def test_netlify_toml_sends_the_wasm_as_application_wasm() -> None:
    """The CDN picks what to compress by Content-Type: the rule must reach the vendored wasm."""
    folder = build_site.runtime_folders(ROOT / "node_modules")["pyodide"]
    rules = serve.load_rules(ROOT / "netlify.toml")
    assert serve.headers_for(rules, f"/{folder}/pyodide.asm.wasm")["Content-Type"] == "application/wasm"
    assert "Content-Type" not in serve.headers_for(rules, f"/{folder}/pyodide.asm.mjs")
    assert "Content-Type" not in serve.headers_for(rules, f"/{folder}/python_stdlib.zip")


def test_a_content_type_rule_replaces_the_guessed_type(port: int, site: Path, tmp_path: Path) -> None:
    """One Content-Type header, the rule's, as Netlify sends it (not the guess and the rule both)."""
    config = tmp_path / "netlify.toml"
    config.write_text('[[headers]]\n  for = "/tiny.js"\n'
                      '  [headers.values]\n    Content-Type = "text/plain"\n')
    server = serve.make_server(site, 0, config, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        other = int(server.server_address[1])
        connection = http.client.HTTPConnection("127.0.0.1", other, timeout=30)
        connection.request("GET", "/tiny.js")
        response = connection.getresponse()
        response.read()
        types = [value for name, value in response.getheaders() if name.lower() == "content-type"]
        assert types == ["text/plain"]
        connection.close()
    finally:
        server.shutdown()
        server.server_close()


def test_precompress_gzips_every_compressible_file_before_the_first_request(
    port: int, site: Path, compressions: list[int]
) -> None:
    """For benchmarks (--precompress): no measured load waits for the server to compress."""
    assert serve.precompress(site, serve.load_rules(ROOT / "netlify.toml")) == 5  # not the zip, nor the PNG
    assert len(compressions) == 5
    compressions.clear()
    for path in ("/", "/boot.js", "/pyscript.json", "/pyodide-1.0/pyodide.asm.wasm"):
        _, headers, _ = gzip_get(port, path)
        assert headers["content-encoding"] == "gzip"
    assert compressions == []
