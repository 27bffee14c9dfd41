#!/usr/bin/env python3
"""Boot benchmark: the site's time to ``html[data-ready]`` next to bare Pyodide.

The question it answers: how much does our page (PyScript, the games
package, main.py building the UI) cost on top of the unavoidable part,
starting the Python interpreter?  Both pages are served by tools/serve.py
from the same fresh build, with the same headers, in headless Chromium
launched as in the e2e tests; the bare page is a temporary file that only
calls ``loadPyodide()`` on the vendored runtime (it is added to a private
copy of the build, never to dist/).

Times are read in the page: an init script records ``performance.now()``
(milliseconds since navigation start) when ``data-ready`` appears, so
Playwright's own overhead is not counted.  Loads of the two pages alternate,
so a busy machine slows both alike.

* cold: a new incognito context per load (empty HTTP cache, no service worker).
* warm: one persistent context (Playwright's incognito contexts do not keep
  the 9.6 MB wasm in cache), a first unmeasured load, then measured reloads.
  The site is then served by its service worker; the bare page by the HTTP
  cache.

Prints medians of ``--runs`` loads (default 5) and the ratios.  Numbers only,
no thresholds: compare them across commits and machines.

Usage: python3 bench/bench_boot.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import BrowserContext, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402  (tools/ is not a package)
import chromium  # noqa: E402
import serve  # noqa: E402

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="./bench-bare.js"></script></head><body></body></html>
"""
BARE_JS = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
pyodide.runPython("import sys");
document.documentElement.dataset.ready = "1";
"""
# Runs before any page script; not subject to the page's CSP.
RECORD_READY = """(() => {
  const mark = () => { if (window.__readyAt === undefined) window.__readyAt = performance.now(); };
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute("data-ready")) mark();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
})();"""
TIMEOUT_MS = 120_000


@contextmanager
def served_site() -> Iterator[tuple[str, Path]]:
    """Build the site plus the bare page into a temp dir; serve it; yield (url, dir)."""
    with tempfile.TemporaryDirectory(prefix="quintet-bench-") as tmp:
        site = Path(tmp) / "site"
        build_site.build(site)
        (site / "bench-bare.html").write_text(BARE_HTML, "utf-8")
        folders = build_site.runtime_folders(ROOT / "node_modules")
        bare_js = build_site.point_at_runtime(BARE_JS, folders, "bench")
        (site / "bench-bare.js").write_text(bare_js, "utf-8")
        with serve.background(site) as url:
            yield url, site


def load_once(context: BrowserContext, url: str) -> float:
    """Open ``url`` in a new tab of ``context``; return ms from navigation to data-ready."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        ready = page.evaluate("window.__readyAt")
    finally:
        page.close()
    if errors:
        raise SystemExit(f"{url}: {errors[0]}")
    return float(ready)


def measure(runs: int, loaders: dict[str, Callable[[], float]]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in loaders}
    for _ in range(runs):
        for name, load in loaders.items():  # alternate the pages
            times[name].append(load())
    return times


def report(title: str, times: dict[str, list[float]]) -> None:
    site, bare = statistics.median(times["site"]), statistics.median(times["bare"])
    print(f"{title}")
    for name in ("site", "bare"):
        runs = " ".join(f"{t:.0f}" for t in times[name])
        label = "site ready (data-ready)" if name == "site" else "bare loadPyodide()"
        print(f"  {label:26} median {statistics.median(times[name]):6.0f} ms   runs: {runs}")
    print(f"  ratio site / bare:         {site / bare:.2f}  (site costs {site - bare:+.0f} ms)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Boot time of the site vs bare Pyodide.")
    parser.add_argument("--runs", type=int, default=5, help="loads per page and mode (default 5)")
    args = parser.parse_args(argv)

    with served_site() as (url, site), sync_playwright() as playwright:
        size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file() and "bench-bare" not in p.name)
        print(f"site: {url}  ({size / 1e6:.1f} MB in the build), {args.runs} loads per page and mode")
        browser = playwright.chromium.launch(**chromium.launch_options())

        def cold(page_url: str) -> Callable[[], float]:
            def load() -> float:
                context = browser.new_context()
                context.add_init_script(RECORD_READY)
                try:
                    return load_once(context, page_url)
                finally:
                    context.close()

            return load

        report(
            "cold (new context per load: empty cache, no service worker)",
            measure(args.runs, {"site": cold(url), "bare": cold(url + "bench-bare.html")}),
        )
        browser.close()

        with tempfile.TemporaryDirectory(prefix="quintet-bench-profile-") as profile:
            context = playwright.chromium.launch_persistent_context(
                profile, **chromium.launch_options(headless=True)
            )
            context.add_init_script(RECORD_READY)
            site_url, bare_url = url, url + "bench-bare.html"
            load_once(context, site_url)  # fills the HTTP cache, installs the service worker
            load_once(context, bare_url)
            page = context.new_page()  # wait until the service worker controls the site
            page.goto(site_url)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
            page.close()
            warm: dict[str, Callable[[], float]] = {
                "site": lambda: load_once(context, site_url),
                "bare": lambda: load_once(context, bare_url),
            }
            report(
                "warm (persistent context: HTTP cache; the site via its service worker)",
                measure(args.runs, warm),
            )
            context.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
