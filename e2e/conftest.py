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
* A count of Chromium tabs that crashed (the renderer process died: not the
  page's fault as a rule, but a symptom of the machine), printed at the end
  with the tests they hit.  ``make e2e`` also keeps Chromium's own log and
  prints what it said about the crashes.

Run: ``python -m pytest e2e`` (``make test`` runs it after the unit tests).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

import build_site  # tools/ and e2e/ are on pytest's pythonpath (pyproject.toml)
import chromium
import serve

ROOT = Path(__file__).resolve().parent.parent

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


class Browsers:
    """The Chromium the tests use: a fresh one for each test module, and after a tab crashed.

    pytest-playwright keeps one browser for the whole session.  In one CI run,
    a quarter of the page boots crashed their tab (the renderer process died,
    "Target crashed"), none in the first 13 tests nor in the last 24, and the
    rerun of a crashed test in that same browser crashed again in 16 of 30.
    A crashed test's rerun therefore gets a browser of its own, and no module's
    tests depend on a browser process that has lived through hundreds of
    Python boots.  Launching one takes well under a second.
    """

    def __init__(self, launch: Callable[[], Any]) -> None:
        self._launch = launch
        self._current: Any = None
        self._module = ""
        self._crashes = 0

    def for_test(self, module: str) -> Any:
        """The browser for a test of ``module`` (launched again when due)."""
        stale = module != self._module or len(TAB_CRASHES) != self._crashes
        if self._current is None or stale or not self._current.is_connected():
            self.close()
            self._current = self._launch()
            self._module, self._crashes = module, len(TAB_CRASHES)
        return self._current

    def close(self) -> None:
        if self._current is not None and self._current.is_connected():
            self._current.close()
        self._current = None


@pytest.fixture(scope="session")
def browsers(launch_browser: Callable[[], Any]) -> Iterator[Browsers]:
    """Replaces pytest-playwright's session-wide browser (see :class:`Browsers`)."""
    held = Browsers(launch_browser)
    yield held
    held.close()


@pytest.fixture
def browser(browsers: Browsers, request: pytest.FixtureRequest) -> Any:
    """This test's browser: pytest-playwright's ``context`` and ``page`` are made in it."""
    return browsers.for_test(request.module.__name__)


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


#: (test id, page URL) of every Chromium tab that crashed in this session.
TAB_CRASHES: list[tuple[str, str]] = []


class BrowserGuard:
    """Records what must not happen in a test's browser context."""

    def __init__(self, origin: str, test_id: str = "") -> None:
        self.test_id = test_id
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

    def on_crash(self, page: Any) -> None:
        TAB_CRASHES.append((self.test_id, page.url))

    def watch_page(self, page: Any) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)
        page.on("crash", self.on_crash)

    def problems(self) -> list[str]:
        errors = [e for e in self.errors if not any(p.search(e) for p in self._allowed)]
        return [f"request left the local server: {r}" for r in self.foreign_requests] + errors

    def watch(self, context: Any) -> None:
        """Guard a browser context: its requests and every page it opens."""
        context.on("request", self.on_request)
        context.on("page", self.watch_page)
        for page in context.pages:
            self.watch_page(page)

    def check(self) -> None:
        """Fail the test (at teardown) on any problem seen."""
        problems = self.problems()
        if problems:
            pytest.fail("browser guard:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def browser_guard(request: pytest.FixtureRequest, base_url: str) -> Iterator[BrowserGuard]:
    """The guard of this test (attached to its browser context, if it uses one)."""
    parts = urlsplit(base_url)
    guard = BrowserGuard(f"{parts.scheme}://{parts.netloc}", request.node.nodeid)
    yield guard


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Name the tests whose tab crashed, so a flaky machine is seen even when reruns pass."""
    if not TAB_CRASHES:
        return
    terminalreporter.section(f"Chromium tabs crashed: {len(TAB_CRASHES)}")
    for test_id, url in TAB_CRASHES:
        terminalreporter.line(f"{test_id}  ({url[:120]})")


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
    guard.watch(request.getfixturevalue("context"))
    yield
    guard.check()


def _wait_ready(page: Any, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the app has booted (main.py sets ``html[data-ready]``)."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)


@pytest.fixture
def wait_ready() -> Callable[..., None]:
    """``wait_ready(page, timeout=60_000)``: block until ``html[data-ready]`` appears."""
    return _wait_ready
