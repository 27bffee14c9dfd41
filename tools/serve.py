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
WebAssembly streaming compilation refuses anything but application/wasm),
serves ``dir/`` as ``dir/index.html`` like Netlify, and answers conditional
requests with 304 (the service worker revalidates its precache that way).
Freshness is decided by an ETag made from the file's bytes, never by a
modification time in whole seconds: a rebuild within the same second must
still be seen (a stale sw.js would hide an update).  Request lines up to
1 MB are accepted, as browsers send them (share links can be long).

Usage: ``python3 tools/serve.py [PORT] [--dir DIST] [--config netlify.toml]``
PORT 0 picks a free port.  The first line printed is ``Serving DIR at URL``.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import re
import subprocess
import sys
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

HeaderRule = tuple[re.Pattern[str], dict[str, str]]
MAX_REQUEST_LINE = 1 << 20
_etags: dict[tuple[str, int, int, int], str] = {}


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
    # The base class declares extensions_map as an instance variable, hence no ClassVar.
    extensions_map = {  # noqa: RUF012
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    _etag = ""

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        for name, value in headers_for(self.rules, path).items():
            self.send_header(name, value)
        if self._etag:
            self.send_header("ETag", self._etag)
        super().end_headers()

    def send_head(self) -> Any:
        """Answer If-None-Match with the content ETag; never fall back to seconds-based dates."""
        self._etag = ""
        file = Path(self.translate_path(self.path))
        if file.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            file = file / "index.html"
        if file.is_file():
            self._etag = content_etag(file)
            del self.headers["If-Modified-Since"]
            wanted = self.headers.get("If-None-Match", "")
            if self._etag in (tag.strip() for tag in wanted.split(",")) or wanted.strip() == "*":
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                return None
        return super().send_head()

    def handle_one_request(self) -> None:
        """The standard loop with a 1 MB request line instead of 64 KB."""
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
def background(directory: Path) -> Iterator[str]:
    """Run this server on ``directory`` in a subprocess on a free port; yield its URL.

    For tests and benchmarks: a separate process, so serving 15 MB never
    competes for the GIL with the Playwright client driving the browser.
    """
    process = subprocess.Popen(
        [sys.executable, __file__, "0", "--dir", str(directory), "--quiet"],
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
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir / 'index.html'} not found; run `make build` first", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.port, args.config, args.quiet)
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
