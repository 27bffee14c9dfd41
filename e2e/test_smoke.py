"""Smoke tests of the built site: it boots, offline, with the right headers.

The browser tests run the real page in headless Chromium; the browser guard
(conftest.py) fails any of them that makes a request off the local server or
logs an error.  The HTTP tests read the same server with urllib: they check
what the browser cannot easily see (every header, MIME type and file).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import struct
import threading
import urllib.request
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.error import HTTPError
from urllib.parse import urljoin, urlsplit

import pytest

import build_site
import serve
import stdlib_cut

ROOT = Path(__file__).resolve().parent.parent

# The runtimes' folders are named by their npm versions (pyodide-314.0.7/...).
RUNTIME = build_site.runtime_folders(ROOT / "node_modules")
PYODIDE, PYSCRIPT = RUNTIME["pyodide"], RUNTIME["pyscript"]


def fetch(url: str) -> tuple[int, dict[str, str], bytes]:
    """GET ``url``; (status, lower-cased headers, body). HTTP errors are returned, not raised."""
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def csp_directives(value: str) -> dict[str, list[str]]:
    directives: dict[str, list[str]] = {}
    for part in value.split(";"):
        words = part.split()
        if words:
            directives[words[0].lower()] = words[1:]
    return directives


# --- in the browser -------------------------------------------------------------------------


def test_page_boots_without_errors_or_foreign_requests(
    page: Any, base_url: str, wait_ready: Callable[..., None]
) -> None:
    response = page.goto(base_url)
    assert response is not None and response.ok
    wait_ready(page)
    # The guard (conftest) checks, at teardown, that no request left the server
    # and that the console stayed free of errors.
    assert page.title()
    # Isolated, so Pyodide's shared memory is not a deprecated use (Lighthouse).
    assert page.evaluate("crossOriginIsolated") is True


def test_reload_works_offline_through_the_service_worker(
    page: Any, context: Any, base_url: str, wait_ready: Callable[..., None], site_dir: Path
) -> None:
    encodings: dict[str, str] = {}
    page.on("response", lambda response: encodings.setdefault(
        urlsplit(response.url).path.rsplit("/", 1)[-1], response.headers.get("content-encoding", "")))
    page.goto(base_url)
    wait_ready(page)
    # The runtime came gzipped, as from the CDN: the service worker stores compressed answers.
    assert encodings["pyodide.asm.wasm"] == encodings["pyodide.asm.mjs"] == "gzip"
    # sw-register.js registers after data-ready; wait until the worker has
    # precached everything, activated, and claimed this page.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    # Replayed from the cache, a gzipped answer is the file itself, not its compressed bytes.
    replayed = page.evaluate("fetch('./boot.js').then(r => r.text())")
    assert replayed == (site_dir / "boot.js").read_text("utf-8")
    # A share link is a query string on the page URL: it must open offline too.
    page.goto(base_url + "?game=quinque")
    wait_ready(page)
    assert page.evaluate("navigator.onLine") is False
    # The service worker's copies keep the isolation headers.
    assert page.evaluate("crossOriginIsolated") is True


def test_a_new_deploy_replaces_the_offline_copy(
    page: Any, site_dir: Path, tmp_path: Path, browser_guard: Any, wait_ready: Callable[..., None]
) -> None:
    # A private copy of the site, so "deploying" a new version disturbs no other test.
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    with serve.background(site) as url:
        browser_guard.allow_origin(url)
        page.goto(url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        # Deploy v2: a changed file and, as every build does, a new version in sw.js.
        (site / "style.css").write_text((site / "style.css").read_text("utf-8") + "/* v2 */\n", "utf-8")
        sw = (site / "sw.js").read_text("utf-8")
        old_version = sw.split('const VERSION = "', 1)[1].split('"', 1)[0]
        (site / "sw.js").write_text(sw.replace(old_version, "v2-test"), "utf-8")
        # The running page finds the update after its boot, installs it in the background
        # and tells the UI ("quintet:update-ready")...
        page.add_init_script("addEventListener('quintet:update-ready', () => { window.updateReady = true; })")
        page.reload()
        wait_ready(page)
        page.wait_for_function("window.updateReady === true", timeout=60_000)
        # ...but keeps its version; the next load (the only tab) switches to v2 first.
        assert "v2" not in page.evaluate("fetch('./style.css').then(r => r.text())")
        page.reload()
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        assert page.evaluate("fetch('./style.css').then(r => r.text())").endswith("/* v2 */\n")
        # The previous version's cache stays for tabs still running it.  (The image of
        # Python's memory has a cache of its own, which the service worker leaves alone.)
        caches = page.evaluate("caches.keys()")
        assert [name for name in caches if name != "python-image"] == [
            "quintet-" + old_version, "quintet-v2-test"]


def test_manifest_is_linked_and_its_icons_load(
    page: Any, base_url: str, wait_ready: Callable[..., None]
) -> None:
    page.goto(base_url)
    wait_ready(page)
    href = page.eval_on_selector('link[rel="manifest"]', "link => link.href")
    status, headers, body = fetch(href)
    assert status == 200
    assert headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(body)
    assert manifest["icons"]
    sizes = set()
    for icon in manifest["icons"]:
        url = urljoin(href, icon["src"])
        loaded = page.evaluate(
            "src => new Promise(ok => { const i = new Image(); i.onload = () => ok([i.naturalWidth, "
            "i.naturalHeight]); i.onerror = () => ok(null); i.src = src; })",
            url,
        )
        assert loaded, f"icon {icon['src']} did not load"
        if icon["type"] == "image/png":
            width, height = png_size(fetch(url)[2])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes  # what Android needs to offer "add to home screen"


def test_licence_pages_open_without_errors(page: Any, base_url: str) -> None:
    # What the About dialog links to: the list and the plain texts (the guard
    # catches a missing favicon.ico or a CSP violation on these pages).
    page.goto(base_url + "licenses/")
    links = page.eval_on_selector_all("a[href$='.txt']", "links => links.map(a => a.href)")
    assert any(link.endswith("/pyodide-LICENSE.txt") for link in links)
    page.goto(links[0])
    assert "License" in page.content() or "LICENSE" in page.content()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- over HTTP ------------------------------------------------------------------------------


def test_security_headers(base_url: str) -> None:
    status, headers, _ = fetch(base_url)
    assert status == 200
    csp = csp_directives(headers["content-security-policy"])
    assert csp["default-src"] == ["'self'"]
    # Measured: Pyodide needs eval at boot; WebAssembly needs wasm-unsafe-eval.
    assert set(csp["script-src"]) == {"'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"}
    # PyScript starts workers (the computer opponent) from blob: URLs.
    assert "blob:" in csp["worker-src"]
    assert all("'unsafe-inline'" not in sources for sources in csp.values())
    # Embedding is a feature.
    assert "frame-ancestors" not in csp
    assert "x-frame-options" not in headers
    assert headers["x-content-type-options"] == "nosniff"
    assert "referrer-policy" in headers
    # Cross-origin isolated (Pyodide's shared memory), and still embeddable:
    # a resource policy of cross-origin lets a sandboxed frame load boot.js.
    assert headers["cross-origin-opener-policy"] == "same-origin"
    assert headers["cross-origin-embedder-policy"] == "require-corp"
    assert headers["cross-origin-resource-policy"] == "cross-origin"


@pytest.mark.parametrize(
    ("path", "cached_forever"),
    [
        ("", False),
        ("index.html", False),
        ("sw.js", False),
        ("pyscript.json", False),
        ("main.py", False),
        (f"{PYODIDE}/pyodide.mjs", True),
        (f"{PYODIDE}/pyodide.asm.wasm", True),
        (f"{PYSCRIPT}/core.js", True),
    ],
)
def test_cache_headers(base_url: str, path: str, cached_forever: bool) -> None:
    status, headers, _ = fetch(base_url + path)
    assert status == 200
    cache = headers["cache-control"]
    if cached_forever:
        assert "immutable" in cache and "max-age=31536000" in cache
    else:
        assert cache == "no-cache"


def test_games_archive_is_content_addressed_and_complete(base_url: str, site_dir: Path) -> None:
    config = json.loads(fetch(base_url + "pyscript.json")[2])
    assert re.fullmatch(rf"\./{PYODIDE}/load-pyodide-[0-9a-f]{{12}}\.mjs", config["interpreter"])
    assert "packages" not in config  # would load micropip from a CDN
    # The UI's own files (web/pyscript.json) may be listed too; the games archive is ours.
    ((source, destination),) = [(k, v) for k, v in config["files"].items() if "/games-" in k]
    # Unpacked into site-packages, so `import games` works whatever the working directory.
    assert destination.endswith("/site-packages/*")
    status, headers, body = fetch(base_url + source.removeprefix("./"))
    assert status == 200
    assert "immutable" in headers["cache-control"]
    assert hashlib.sha256(body).hexdigest()[:12] in source
    names = set(zipfile.ZipFile(io.BytesIO(body)).namelist())
    assert "games/__init__.pyc" in names and "games/ui/controller.pyc" in names
    assert "games/ui/locales/en/strings.json" in names and "games/ui/locales/fr/strings.json" not in names
    # Each other language is an archive of its own, content-addressed too, named by the page.
    listing = re.search(r'id="language-archives">([^<]*)<', fetch(base_url)[2].decode("utf-8"))
    assert listing is not None
    for code, url in json.loads(listing[1]).items():
        status, headers, data = fetch(base_url + url.removeprefix("./"))
        assert status == 200 and "immutable" in headers["cache-control"]
        assert hashlib.sha256(data).hexdigest()[:12] in url
        assert f"games/ui/locales/{code}/strings.json" in zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert not [n for n in names if n.endswith(".py")], "bytecode only: no source is shipped twice"
    assert all(n.startswith("games/") for n in names), "the bench's code (games_bench) is never shipped"
    shipped = (site_dir / source).read_bytes() if (site_dir / source).is_file() else b""
    assert shipped == body


@pytest.mark.parametrize(
    ("path", "mime"),
    [
        (f"{PYODIDE}/pyodide.mjs", "text/javascript"),
        (f"{PYODIDE}/pyodide.asm.mjs", "text/javascript"),
        (f"{PYODIDE}/pyodide.asm.wasm", "application/wasm"),
        (f"{PYODIDE}/pyodide-lock.json", "application/json"),
        ("manifest.webmanifest", "application/manifest+json"),
        ("sw.js", "text/javascript"),
        ("icons/icon.svg", "image/svg+xml"),
    ],
)
def test_mime_types(base_url: str, path: str, mime: str) -> None:
    status, headers, _ = fetch(base_url + path)
    assert status == 200
    assert headers["content-type"].split(";")[0] == mime


def test_the_standard_library_is_cut_to_what_the_app_imports(base_url: str) -> None:
    # PyScript loads Pyodide through the build's loader (the computer's worker too: it is
    # given the config's interpreter), which gives Pyodide the cut standard library.
    config = json.loads(fetch(base_url + "pyscript.json")[2])
    status, headers, loader = fetch(base_url + config["interpreter"].removeprefix("./"))
    assert status == 200 and headers["content-type"].split(";")[0] == "text/javascript"
    assert "immutable" in headers["cache-control"]
    assert hashlib.sha256(loader).hexdigest()[:12] in config["interpreter"]
    named = re.search(r'const STDLIB = "(python_stdlib-[0-9a-f]{12}\.zip)";', loader.decode("utf-8"))
    assert named is not None
    status, headers, stdlib = fetch(f"{base_url}{PYODIDE}/{named[1]}")
    assert status == 200 and headers["content-type"].split(";")[0] == "application/zip"
    # The folder is immutable for a year: another cut must be another URL.
    assert "immutable" in headers["cache-control"]
    assert hashlib.sha256(stdlib).hexdigest()[:12] in named[1]
    names = zipfile.ZipFile(io.BytesIO(stdlib)).namelist()
    modules = {stdlib_cut.module_of(name) for name in names} - {None}
    assert modules == stdlib_cut.wanted_modules()
    assert all(name.endswith((".pyc", "/")) for name in names), "bytecode, as tools/bytecode.py makes it"
    assert not modules & {"email", "xml", "unittest", "pydoc", "multiprocessing", "tarfile"}
    # Pyodide's whole standard library is not shipped (so neither precached).
    assert fetch(f"{base_url}{PYODIDE}/python_stdlib.zip")[0] == 404


def test_licences_are_served(base_url: str) -> None:
    status, _, body = fetch(base_url + "licenses/index.json")
    assert status == 200
    listing = json.loads(body)
    texts = {}
    for entry in listing:
        status, _, text = fetch(base_url + "licenses/" + entry["file"])
        assert status == 200, entry
        assert len(text) > 200, entry
        texts[entry["file"]] = text.decode("utf-8")
    # The About dialog links these three by name.
    assert "Mozilla Public License Version 2.0" in texts["pyodide-LICENSE.txt"]
    assert "Apache License" in texts["pyscript-LICENSE.txt"]
    assert "MIT License" in texts["quintet-LICENSE.txt"]
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in texts["cpython-LICENSE.txt"]
    status, headers, _ = fetch(base_url + "licenses/")
    assert status == 200 and headers["content-type"].startswith("text/html")


def test_service_worker_precaches_every_file(base_url: str, site_dir: Path) -> None:
    status, _, body = fetch(base_url + "sw.js")
    assert status == 200
    sw = body.decode("utf-8")
    start = sw.index("const PRECACHE = ") + len("const PRECACHE = ")
    listed = set(json.loads(sw[start : sw.index("];", start) + 1]))
    on_disk = {
        "./" + p.relative_to(site_dir).as_posix()
        for p in site_dir.rglob("*")
        if p.is_file() and p.name not in ("sw.js", build_site.STAMP_NAME)
    }
    assert listed == on_disk
    assert 'const VERSION = "dev"' not in sw


def test_unknown_path_is_a_404_with_the_same_headers(base_url: str) -> None:
    status, headers, _ = fetch(base_url + "no-such-file.js")
    assert status == 404
    assert "content-security-policy" in headers


# --- the build and the server, without a browser -------------------------------------------


def test_build_is_deterministic(tmp_path: Path, site_dir: Path) -> None:
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        pytest.skip("node_modules missing (run npm ci)")
    first, second = tmp_path / "a", tmp_path / "b"
    assert build_site.build(first) == build_site.build(second)
    files_a = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert files_a == files_b
    for rel in files_a:
        assert (first / rel).read_bytes() == (second / rel).read_bytes(), rel


def test_netlify_patterns_follow_netlify_semantics() -> None:
    rules = serve.load_rules(ROOT / "netlify.toml")
    wasm = f"/{PYODIDE}/pyodide.asm.wasm"
    assert serve.headers_for(rules, wasm)["Cache-Control"].endswith("immutable")
    assert serve.headers_for(rules, f"/{PYSCRIPT}/core.js")["Cache-Control"].endswith("immutable")
    assert serve.headers_for(rules, "/")["Cache-Control"] == "no-cache"
    # Later rules override earlier ones for the same header; other headers merge.
    assert "Content-Security-Policy" in serve.headers_for(rules, f"/{PYODIDE}/pyodide.mjs")
    regex = serve.pattern_to_regex("/a/:name/b/*")
    assert regex.match("/a/x/b/c/d")
    assert not regex.match("/a/x/y/b/c")
    assert serve.pattern_to_regex("/games-*.zip").match("/games-0123abcd.zip")
    assert not serve.pattern_to_regex("/games-*.zip").match("/games-1.zip.map")


def test_server_etags_follow_content_not_seconds(tmp_path: Path) -> None:
    """A rebuild within the same second must be seen (a stale sw.js hides an update)."""
    (tmp_path / "index.html").write_text("<!doctype html><title>a</title>")
    (tmp_path / "sw.js").write_text("// version aaaa")
    server = serve.make_server(tmp_path, 0, ROOT / "netlify.toml", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/sw.js"
    try:
        status, headers, body = fetch(url)
        assert status == 200 and body == b"// version aaaa"
        old_tag = headers["etag"]
        stamp = (tmp_path / "sw.js").stat()
        (tmp_path / "sw.js").write_text("// version bbbb")  # same size
        os.utime(tmp_path / "sw.js", ns=(stamp.st_atime_ns, stamp.st_mtime_ns))  # same mtime too
        request = urllib.request.Request(url, headers={"If-None-Match": old_tag,
                                                       "If-Modified-Since": headers["last-modified"]})
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200
            assert response.read() == b"// version bbbb"
            new_tag = response.headers["ETag"]
        assert new_tag != old_tag
        request = urllib.request.Request(url, headers={"If-None-Match": new_tag})
        try:
            urllib.request.urlopen(request, timeout=30)
            raise AssertionError("expected 304 Not Modified")
        except HTTPError as error:
            assert error.code == 304
        # Long share links fit in a request line (the standard library stops at 64 KB).
        status, _, _ = fetch(f"http://127.0.0.1:{server.server_address[1]}/?moves=" + "a1;" * 40_000)
        assert status == 200
    finally:
        server.shutdown()
        server.server_close()
