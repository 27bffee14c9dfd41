"""Fixtures for the end-to-end tests (pytest-playwright against the built site).

What every e2e test gets for free:

* The browser: Debian's /usr/bin/chromium when present (CI installs it with
  apt, so no ``playwright install`` download), else Playwright's own.
* ``base_url``: a fresh build of the site, served by tools/serve.py (the same
  server and netlify.toml headers as ``make play``) on a free port, once per
  session.  ``page.goto("/")`` works.  ``QUINTET_DIST=path`` tests an existing
  build instead; ``--base-url URL`` tests a deployed site.
* A guard on every browser context: a request to any origin other than the
  site's, a console error or an uncaught page error fails the test at
  teardown.  The game must work with zero requests leaving the server, and an
  error in the console is a bug even when the page looks fine.  A test that
  expects a particular error declares it: ``browser_guard.allow("regex")``.
* ``wait_ready(page)``: waits for ``html[data-ready]``, which main.py sets
  when Python has booted and the UI is live.

Run: ``python -m pytest e2e`` (``make test`` runs it after the unit tests).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402  (tools/ is not a package)
import chromium  # noqa: E402
import serve  # noqa: E402

READY_TIMEOUT_MS = 60_000
# Schemes that never leave the browser.
LOCAL_SCHEMES = frozenset({"data", "blob", "about", "chrome", "chrome-extension", "devtools"})


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any], browser_name: str) -> dict[str, Any]:
    """Prefer the distribution's Chromium (see tools/chromium.py)."""
    args = dict(browser_type_launch_args)
    if browser_name == "chromium" and "channel" not in args:
        args = chromium.launch_options(**args)
    return args


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site: ``$QUINTET_DIST`` if set, else a fresh private build.

    A private build (not dist/) because dist/ may be rebuilt while the tests
    run (``make play`` does); a test session must not have its files replaced
    halfway.
    """
    given = os.environ.get("QUINTET_DIST")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file():
            pytest.exit(f"QUINTET_DIST={given} has no index.html", returncode=2)
        return path
    out = tmp_path_factory.mktemp("site") / "dist"
    try:
        build_site.build(out)
    except build_site.BuildError as error:
        pytest.exit(f"cannot build the site: {error}", returncode=2)
    return out


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """The URL of ``site_dir`` served like ``make play`` serves dist/."""
    with serve.background(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def base_url(pytestconfig: pytest.Config, request: pytest.FixtureRequest) -> str:
    """``--base-url`` when given (a deployed site), else the local server."""
    given = pytestconfig.getoption("--base-url", default=None)
    if given:
        return str(given).rstrip("/") + "/"
    return str(request.getfixturevalue("site_url"))


class BrowserGuard:
    """Records what must not happen in a test's browser context."""

    def __init__(self, origin: str) -> None:
        self.origins = {origin}
        self.foreign_requests: list[str] = []
        self.errors: list[str] = []
        self._allowed: list[re.Pattern[str]] = []

    def allow(self, pattern: str) -> None:
        """Tolerate console/page errors matching ``pattern`` (for tests that provoke them)."""
        self._allowed.append(re.compile(pattern))

    def allow_origin(self, url: str) -> None:
        """Treat ``url``'s origin as local too (a test that runs a second server)."""
        parts = urlsplit(url)
        self.origins.add(f"{parts.scheme}://{parts.netloc}")

    def on_request(self, request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in LOCAL_SCHEMES:
            return
        if f"{parts.scheme}://{parts.netloc}" not in self.origins:
            self.foreign_requests.append(f"{request.method} {request.url}")

    def on_console(self, message: Any) -> None:
        if message.type == "error":
            location = message.location or {}
            where = location.get("url", "")
            self.errors.append(f"console error: {message.text}" + (f" ({where})" if where else ""))

    def on_page_error(self, error: Any) -> None:
        self.errors.append(f"page error: {error}")

    def watch_page(self, page: Any) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)

    def problems(self) -> list[str]:
        errors = [e for e in self.errors if not any(p.search(e) for p in self._allowed)]
        return [f"request left the local server: {r}" for r in self.foreign_requests] + errors


@pytest.fixture
def browser_guard(request: pytest.FixtureRequest, base_url: str) -> Iterator[BrowserGuard]:
    """The guard of this test (attached to its browser context, if it uses one)."""
    parts = urlsplit(base_url)
    guard = BrowserGuard(f"{parts.scheme}://{parts.netloc}")
    yield guard


@pytest.fixture(autouse=True)
def _guard_browser(request: pytest.FixtureRequest) -> Iterator[None]:
    """Attach the guard to the test's context; fail the test at teardown on any problem.

    Only tests that use a browser (the ``page`` or ``context`` fixtures) get
    one, so plain HTTP tests never launch Chromium.
    """
    if not {"page", "context"} & set(request.fixturenames):
        yield
        return
    guard: BrowserGuard = request.getfixturevalue("browser_guard")
    context = request.getfixturevalue("context")
    context.on("request", guard.on_request)
    context.on("page", guard.watch_page)
    for page in context.pages:
        guard.watch_page(page)
    yield
    problems = guard.problems()
    if problems:
        pytest.fail("browser guard:\n  " + "\n  ".join(problems), pytrace=False)


def _wait_ready(page: Any, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the app has booted (main.py sets ``html[data-ready]``)."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)


@pytest.fixture
def wait_ready() -> Callable[..., None]:
    """``wait_ready(page, timeout=60_000)``: block until ``html[data-ready]`` appears."""
    return _wait_ready
