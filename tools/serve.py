#!/usr/bin/env python3
"""Serve dist/ on 127.0.0.1 with the same headers Netlify would send.

Why not ``python -m http.server``: the headers are part of the product.  A
Content-Security-Policy that blocks Pyodide, or a cache rule that pins a stale
file, must show up on a developer's machine and in the e2e tests, not first in
production.  So this server reads netlify.toml's ``[[headers]]`` rules and
applies them with Netlify's semantics: every rule whose ``for`` pattern
matches the path contributes its values, later rules override earlier ones
for the same header name; ``*`` matches anything (slashes included) and
``:name`` one path segment.

It also fixes the MIME types that matter here (.mjs and .wasm above all:
WebAssembly streaming compilation refuses anything but application/wasm; a
``Content-Type`` set by a rule replaces the guess, as on Netlify), serves
``dir/`` as ``dir/index.html`` like Netlify, and answers conditional requests
with 304 (the service worker revalidates its precache that way).  Freshness
is decided by an ETag made from the file's bytes, never by a modification
time in whole seconds: a rebuild within the same second must still be seen (a
stale sw.js would hide an update).  Request lines up to 1 MB are accepted, as
browsers send them (share links can be long).

And it compresses like the CDN: the types a CDN compresses on the fly (text,
scripts, JSON, SVG, icons and WebAssembly: ``COMPRESSIBLE_TYPES``; netlify.toml
says what is known of Netlify's own list) travel gzipped when the request's
Accept-Encoding allows gzip, with ``Vary: Accept-Encoding`` and an ETag of
their own ("<hash>-gzip": two encodings are two representations).  Each file
is compressed once and kept in memory until it changes.  Only gzip: Chromium
asks for brotli over https alone, so over http://127.0.0.1 gzip is what a
browser gets, and the standard library does it.  No byte ranges (as before):
a Range header gets the whole file.

Usage: ``python3 tools/serve.py [PORT] [--dir DIST] [--config netlify.toml] [--precompress]``
PORT 0 picks a free port.  The first line printed is ``Serving DIR at URL``.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import http.server
import io
import mimetypes
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

try:
    import tomllib
except ImportError:  # pragma: no cover - Python < 3.11
    sys.exit("tools/serve.py needs Python 3.11 or newer (it reads netlify.toml with tomllib)")

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".ico": "image/x-icon",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".md": "text/markdown; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".png": "image/png",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".tar": "application/x-tar",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
}

# Compressed on the fly by a CDN (text/* too): what a browser can decode that is not
# compressed inside already.  Zips (deflated members), PNG and gzip files are sent as they are.
COMPRESSIBLE_TYPES = frozenset({
    "application/javascript",
    "application/json",
    "application/manifest+json",
    "application/wasm",
    "image/svg+xml",
    "image/x-icon",
})
GZIP_LEVEL = 6  # zlib's default, what CDNs compress on the fly with

HeaderRule = tuple[re.Pattern[str], dict[str, str]]
MAX_REQUEST_LINE = 1 << 20
_etags: dict[tuple[str, int, int, int], str] = {}
# path -> ((size, mtime_ns, ctime_ns), ETag, gzipped bytes or None when gzip would not be smaller)
_gzipped: dict[str, tuple[tuple[int, int, int], str, bytes | None]] = {}
_gzip_locks: dict[str, threading.Lock] = {}
_gzip_locks_guard = threading.Lock()


def content_etag(file: Path) -> str:
    """A strong ETag from the file's bytes (cached while its size and times are unchanged)."""
    info = file.stat()
    key = (str(file), info.st_size, info.st_mtime_ns, info.st_ctime_ns)
    tag = _etags.get(key)
    if tag is None:
        digest = hashlib.sha256()
        with file.open("rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                digest.update(chunk)
        tag = _etags[key] = f'"{digest.hexdigest()[:32]}"'
    return tag


def gzipped(file: Path) -> tuple[str, bytes] | None:
    """(ETag, gzipped bytes) of ``file``, compressed once while it is unchanged; None if gzip
    would not make it smaller.  One lock per file: the boot asks for the wasm while its
    preload is still compressing it, and it must not be compressed twice."""
    key = str(file)
    with _gzip_locks_guard:
        lock = _gzip_locks.setdefault(key, threading.Lock())
    with lock:
        info = file.stat()
        stamp = (info.st_size, info.st_mtime_ns, info.st_ctime_ns)
        entry = _gzipped.get(key)
        if entry is None or entry[0] != stamp:
            data = file.read_bytes()
            packed = gzip.compress(data, GZIP_LEVEL, mtime=0)
            tag = f'"{hashlib.sha256(data).hexdigest()[:32]}-gzip"'
            entry = _gzipped[key] = (stamp, tag, packed if len(packed) < len(data) else None)
    _stamp, tag, body = entry
    return None if body is None else (tag, body)


def content_type(rules: list[HeaderRule], url_path: str, file: str | os.PathLike[str]) -> str:
    """A rule's Content-Type for ``url_path`` (it replaces the guess, as on Netlify), else the
    type of the file's extension."""
    for name, value in headers_for(rules, url_path).items():
        if name.lower() == "content-type":
            return value
    suffix = Path(file).suffix
    return (MIME_TYPES.get(suffix) or MIME_TYPES.get(suffix.lower())
            or mimetypes.guess_type(os.fspath(file))[0] or "application/octet-stream")


def precompress(directory: Path, rules: list[HeaderRule]) -> int:
    """Gzip every compressible file of ``directory`` now, as a CDN's cache holds them; returns
    how many.  For benchmarks: no measured load then waits for the server to compress."""
    count = 0
    for file in sorted(directory.rglob("*")):
        url_path = "/" + file.relative_to(directory).as_posix()
        if file.is_file() and is_compressible(content_type(rules, url_path, file)):
            gzipped(file)
            count += 1
    return count


def is_compressible(content_type: str) -> bool:
    kind = content_type.split(";", 1)[0].strip().lower()
    return kind.startswith("text/") or kind in COMPRESSIBLE_TYPES


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding value allows gzip (RFC 9110: q=0 refuses; ``*`` covers it)."""
    quality: dict[str, float] = {}
    for item in accept_encoding.split(","):
        name, *params = item.split(";")
        value = 1.0
        for param in params:
            key, _, number = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    value = float(number.strip())
                except ValueError:
                    value = 0.0
        if name.strip():
            quality[name.strip().lower()] = value
    if "gzip" in quality:
        return quality["gzip"] > 0
    return quality.get("*", 0.0) > 0


def etag_matches(if_none_match: str, etag: str) -> bool:
    """If-None-Match's weak comparison: ``*``, or any listed tag equal to ``etag`` less W/."""
    tags = [tag.strip() for tag in if_none_match.split(",")]
    return "*" in tags or etag in (tag.removeprefix("W/") for tag in tags)


def pattern_to_regex(pattern: str) -> re.Pattern[str]:
    """Netlify ``for`` pattern -> regex over the URL path (case-insensitive, like Netlify)."""
    parts: list[str] = []
    for segment in pattern.strip().split("/"):
        if segment.startswith(":"):
            parts.append("[^/]+")
        else:
            parts.append(".*".join(re.escape(piece) for piece in segment.split("*")))
    regex = "/".join(parts)
    if regex.endswith("/") and regex != "/":
        regex = regex[:-1] + "/?"  # "/dir/" also matches "/dir"
    return re.compile(f"^{regex}$", re.IGNORECASE)


def load_rules(config: Path) -> list[HeaderRule]:
    data: dict[str, Any] = tomllib.loads(config.read_text("utf-8"))
    rules: list[HeaderRule] = []
    for entry in data.get("headers", []):
        values = {str(k): _header_value(v) for k, v in entry.get("values", {}).items()}
        rules.append((pattern_to_regex(entry["for"]), values))
    return rules


def _header_value(value: object) -> str:
    # Netlify joins a list value with ", " (multi-value headers).
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return " ".join(str(value).split())  # multi-line TOML strings become one header line


def headers_for(rules: list[HeaderRule], path: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    lower_to_name: dict[str, str] = {}
    for regex, values in rules:
        if regex.match(path):
            for name, value in values.items():
                # Header names are case-insensitive: a later rule replaces, whatever the case.
                old = lower_to_name.pop(name.lower(), None)
                if old is not None:
                    del merged[old]
                lower_to_name[name.lower()] = name
                merged[name] = value
    return merged


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files plus the netlify.toml headers."""

    # Keep-alive, like a real CDN: a boot makes ~20 requests, and the boot benchmark
    # should not measure TCP handshakes.
    protocol_version = "HTTP/1.1"
    rules: ClassVar[list[HeaderRule]] = []

    _etag = ""
    _vary = False  # the answer depends on Accept-Encoding (a compressible type)
    _sent: frozenset[str] = frozenset()  # header names of the response being written

    def url_path(self) -> str:
        return self.path.split("?", 1)[0].split("#", 1)[0]

    def send_response(self, code: int, message: str | None = None) -> None:
        self._sent = frozenset()
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        self._sent = self._sent | {keyword.lower()}
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        headers = headers_for(self.rules, self.url_path())
        if self._vary:
            vary = [value for name, value in headers.items() if name.lower() == "vary"]
            headers = {name: value for name, value in headers.items() if name.lower() != "vary"}
            headers["Vary"] = ", ".join([*vary, "Accept-Encoding"])
        for name, value in headers.items():
            # A header this response already has (its Content-Type, an error page's) is not repeated.
            if name.lower() not in self._sent:
                self.send_header(name, value)
        if self._etag:
            self.send_header("ETag", self._etag)
        super().end_headers()

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return content_type(self.rules, self.url_path(), path)

    def target_file(self) -> Path | None:
        """The file a GET of this URL sends (``dir/`` -> its index.html); None when the base
        class answers (a redirect to ``dir/``, a file asked for with a trailing slash, a 404)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = Path(path) / "index.html"
            return index if self.url_path().endswith("/") and index.is_file() else None
        if path.endswith("/") or not os.path.isfile(path):
            return None
        return Path(path)

    def send_head(self) -> Any:
        """The file, gzipped when its type is compressible and the request allows gzip, or a
        304 when If-None-Match holds the ETag of the encoding chosen; never a seconds-based date."""
        self._etag, self._vary = "", False
        file = self.target_file()
        if file is None:
            return super().send_head()
        content_type = self.guess_type(str(file))
        self._vary = is_compressible(content_type)
        wants_gzip = accepts_gzip(self.headers.get("Accept-Encoding", ""))
        packed = gzipped(file) if self._vary and wants_gzip else None
        self._etag = packed[0] if packed else content_etag(file)
        del self.headers["If-Modified-Since"]
        if etag_matches(self.headers.get("If-None-Match", ""), self._etag):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        if packed is None:
            return super().send_head()
        body = packed[1]
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(file.stat().st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def handle_one_request(self) -> None:
        """The standard loop with a 1 MB request line instead of 64 KB."""
        self._etag, self._vary = "", False  # nothing of the previous request on this connection
        try:
            self.raw_requestline = self.rfile.readline(MAX_REQUEST_LINE + 1)
            if len(self.raw_requestline) > MAX_REQUEST_LINE:
                self.requestline = self.request_version = self.command = ""
                self.send_error(http.HTTPStatus.REQUEST_URI_TOO_LONG)
                return
            if not self.raw_requestline:
                self.close_connection = True
                return
            if not self.parse_request():
                return
            method = getattr(self, "do_" + self.command, None)
            if method is None:
                self.send_error(http.HTTPStatus.NOT_IMPLEMENTED, f"Unsupported method ({self.command!r})")
                return
            method()
            self.wfile.flush()
        except TimeoutError as error:
            self.log_error("Request timed out: %r", error)
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        if self.server_quiet:
            return
        super().log_message(format, *args)

    server_quiet = False


class Server(http.server.ThreadingHTTPServer):
    """Threaded server that stays quiet when a browser drops a connection (tab closed)."""

    allow_reuse_address = True
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int, config: Path, quiet: bool = False) -> Server:
    """A ready-to-run server on 127.0.0.1 (``port`` 0: a free port, see ``server_address``)."""
    handler = type("QuintetHandler", (Handler,), {"rules": load_rules(config), "server_quiet": quiet})
    factory = functools.partial(handler, directory=str(directory))
    return Server(("127.0.0.1", port), factory)


@contextmanager
def background(directory: Path, precompressed: bool = False) -> Iterator[str]:
    """Run this server on ``directory`` in a subprocess on a free port; yield its URL.

    For tests and benchmarks: a separate process, so serving 15 MB never
    competes for the GIL with the Playwright client driving the browser.
    ``precompressed``: every compressible file is gzipped before the URL is given.
    """
    process = subprocess.Popen(
        [sys.executable, __file__, "0", "--dir", str(directory), "--quiet",
         *(["--precompress"] if precompressed else [])],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        match = re.search(r"(http://\S+)", line)
        if not match:
            raise RuntimeError(f"tools/serve.py did not start: {line!r}")
        yield match.group(1)
    finally:
        process.terminate()
        process.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve dist/ with netlify.toml's headers.")
    parser.add_argument("port", nargs="?", type=int, default=8000, help="port (default 8000, 0 = any free)")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="directory to serve (default dist/)")
    parser.add_argument("--config", type=Path, default=ROOT / "netlify.toml", help="netlify.toml to apply")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument("--precompress", action="store_true",
                        help="gzip every compressible file before serving (benchmarks)")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir / 'index.html'} not found; run `make build` first", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.port, args.config, args.quiet)
    if args.precompress:
        precompress(args.dir, load_rules(args.config))
    port = server.server_address[1]
    print(f"Serving {args.dir} at http://127.0.0.1:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
