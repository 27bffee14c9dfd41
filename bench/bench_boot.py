#!/usr/bin/env python3
"""Boot benchmark: the site's time to ``html[data-ready]`` next to bare Pyodide.

The question it answers: how much does our page (PyScript, the games
package, main.py building the UI) cost on top of the unavoidable part,
starting the Python interpreter?  Both pages are served by tools/serve.py
from the same fresh build, with the same headers and the same gzip as the
host (the server's compression is done once before the first load), in
headless Chromium launched as in the e2e tests; the bare page is a temporary
file that only calls ``loadPyodide()`` on the vendored runtime (it is added to
a private copy of the build, never to dist/, with Pyodide's whole standard
library as bytecode, which the site no longer ships: it ships the cut of
tools/stdlib_cut.py).

Two parts, ``--network 4g|none|both`` (default both):

* 4g: the first visit over a phone's network (bench/boot_network.py):
  cold loads in a fresh profile through Chromium's throttling (10 Mbit/s
  down, 5 up, 40 ms latency) on the page, its workers and its service
  worker; the medians of ``--runs-4g`` loads (default 3) and the ratio, the
  last byte before ready (after it the boot waits for the CPU), the bytes on
  the wire until ready and after, and every request of the median load: who
  fetched it, before or after ready, and any file fetched in full twice.
* none: unthrottled, cold and warm, as below.

Times are read in the page: an init script records ``performance.now()``
(milliseconds since navigation start) when ``data-ready`` appears, so
Playwright's own overhead is not counted.  Loads of the two pages alternate,
so a busy machine slows both alike.

* cold: a new incognito context per load (empty HTTP cache, no service worker).
* warm: one persistent context (Playwright's incognito contexts do not keep
  the 9.6 MB wasm in cache), a first unmeasured load, then measured reloads.
  The site is then served by its service worker and starts Python from the
  image of its memory that the first visit made on the device (the bench waits
  until it is stored and prints how many loads used it); the bare page is
  served by the HTTP cache.

Prints, per mode, the medians of ``--runs`` loads (default 5) and the ratio;
the time to the first useful screen (the games listed on the loading
screen by web/boot.js, or else the start screen or a game); the longest
main-thread task (the page cannot answer a tap meanwhile); and the boot TIMELINE of the median load of each
page: when each large file was fetched, the wasm instantiation, the
PyScript steps (performance marks "py: ..." from web/boot.js), the games
imported ("quintet: imported", from main.py) and data-ready.  Then the
first visit's transfer: the bytes the cold boot received (resource timing),
and the whole build as served (the service worker downloads the rest after
the boot).  Numbers only, no thresholds: compare them across commits and
machines, and say how busy the machine was (a loaded CPU shows in every
time after the last byte).

Usage: python3 bench/bench_boot.py [--runs N] [--runs-4g N] [--network 4g|none|both]
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import boot_network  # noqa: E402  (bench/, beside this file)
import build_site  # noqa: E402  (tools/ is not a package)
import bytecode  # noqa: E402
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
# Runs before any page script; not subject to the page's CSP.  Records data-ready, the
# loading screen hidden, long tasks, and the wasm instantiation.  The first useful screen
# is the earlier of the loading screen hidden and boot.js's mark "quintet: screen" (the
# games listed on the loading screen).
RECORD = """(() => {
  const now = () => performance.now();
  new MutationObserver(() => {
    const root = document.documentElement;
    if (window.__readyAt === undefined && root.hasAttribute("data-ready")) window.__readyAt = now();
    const loading = document.getElementById("loading");
    if (window.__screenAt === undefined && loading && loading.hidden) window.__screenAt = now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready", "hidden"] });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  window.__wasm = [];
  const original = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = function (...args) {
    const start = now();
    const result = original.apply(this, args);
    result.then(() => window.__wasm.push([start, now()]), () => {});
    return result;
  };
})();"""
COLLECT = """() => ({
  timeOrigin: performance.timeOrigin,
  ready: window.__readyAt,
  screen: Math.min(window.__screenAt ?? window.__readyAt,
                   ...performance.getEntriesByName("quintet: screen").map((e) => e.startTime)),
  longTasks: window.__longTasks, wasm: window.__wasm,
  resources: performance.getEntriesByType("resource").map(
    (e) => [e.name, e.startTime, e.responseEnd, e.transferSize, e.encodedBodySize, e.initiatorType]),
  marks: performance.getEntriesByType("mark").map((e) => [e.name, e.startTime]),
})"""
TIMEOUT_MS = 120_000
IMAGE_RESTORED = "quintet: python image restored"  # web/load-pyodide.mjs's mark
LARGE = 50_000  # bytes: files at least this big get a line of their own in the timeline

Load = dict[str, Any]


def bare_only(site: Path, path: Path) -> bool:
    """Whether ``path`` was added to the build for the bare page (not part of the site)."""
    folders = build_site.runtime_folders(ROOT / "node_modules")
    return "bench-bare" in path.name or path == site / folders["pyodide"] / build_site.STDLIB


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
        # Where loadPyodide() looks by default, as the site shipped it before its cut.
        whole = (ROOT / "node_modules" / "pyodide" / build_site.STDLIB).read_bytes()
        (compiled,) = bytecode.precompile(ROOT, [whole])
        (site / folders["pyodide"] / build_site.STDLIB).write_bytes(compiled)
        with serve.background(site, precompressed=True) as url:
            yield url, site


def load_once(context: BrowserContext, url: str) -> Load:
    """Open ``url`` in a new tab of ``context``; return what RECORD saw (times in ms)."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        page.wait_for_timeout(100)  # let the long task that set data-ready be reported
        data: Load = page.evaluate(COLLECT)
    finally:
        page.close()
    if errors:
        raise SystemExit(f"{url}: {errors[0]}")
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    data["resources"] = [[name.removeprefix(origin), *rest] for name, *rest in data["resources"]]
    boot = [t for t in data["longTasks"] if t[0] < data["ready"]]
    data["longest"] = max((duration for _start, duration in boot), default=0.0)
    # After the interpreter's own start (PyScript's "Loaded Pyodide"): our part of the boot.
    started = dict(data["marks"]).get("py: Loaded Pyodide", data["ready"])
    data["longest_after"] = max((d for start, d in boot if start >= started - 1), default=0.0)
    return data


def measure(runs: int, loaders: dict[str, Callable[[], Load]]) -> dict[str, list[Load]]:
    loads: dict[str, list[Load]] = {name: [] for name in loaders}
    for _ in range(runs):
        for name, load in loaders.items():  # alternate the pages
            loads[name].append(load())
    return loads


def median_load(loads: list[Load]) -> Load:
    ordered = sorted(loads, key=lambda load: float(load["ready"]))
    return ordered[(len(ordered) - 1) // 2]


def report(title: str, loads: dict[str, list[Load]]) -> float:
    """Print the mode's numbers and timelines; return the ratio site / bare."""
    ready = {name: [float(load["ready"]) for load in loads[name]] for name in loads}
    site, bare = statistics.median(ready["site"]), statistics.median(ready["bare"])
    print(title)
    for name in ("site", "bare"):
        runs = " ".join(f"{t:.0f}" for t in ready[name])
        label = "site ready (data-ready)" if name == "site" else "bare loadPyodide()"
        print(f"  {label:31} median {statistics.median(ready[name]):6.0f} ms   runs: {runs}")
    ratio = site / bare
    print(f"  ratio site / bare:              {ratio:.2f}  (site costs {site - bare:+.0f} ms)")
    screens = [float(load["screen"]) for load in loads["site"]]
    print(f"  site first useful screen        median {statistics.median(screens):6.0f} ms"
          f"   runs: {' '.join(f'{t:.0f}' for t in screens)}")
    for name in ("site", "bare"):
        longest = [float(load["longest"]) for load in loads[name]]
        print(f"  {name} longest task before ready  median {statistics.median(longest):6.0f} ms"
              f"   runs: {' '.join(f'{t:.0f}' for t in longest)}")
    after = [float(load["longest_after"]) for load in loads["site"]]
    print(f"  site longest task after Python started  median {statistics.median(after):4.0f} ms"
          f"   runs: {' '.join(f'{t:.0f}' for t in after)}")
    for name in ("site", "bare"):
        print(f"  timeline of the median {name} load (ms since navigation):")
        timeline(median_load(loads[name]))
    return ratio


def timeline(load: Load) -> None:
    events: list[tuple[float, str]] = []
    small: list[float] = []
    for name, start, end, transfer, encoded, _initiator in load["resources"]:
        if max(transfer, encoded) < LARGE:
            small.append(end)
            continue
        how = "from the network" if transfer else "from a cache"
        events.append((start, f"fetch {name}  ({encoded / 1e6:.1f} MB {how}) done at {end:.0f}"))
    if small:
        events.append((min(small), f"{len(small)} small files (< {LARGE // 1000} KB), the last done at "
                       f"{max(small):.0f}"))
    for start, end in load["wasm"]:
        events.append((start, f"wasm compile + instantiate (instantiateStreaming) done at {end:.0f}"))
    for name, time in load["marks"]:
        events.append((time, name))
    events.append((float(load["screen"]), "first useful screen"))
    events.append((float(load["ready"]), "data-ready"))
    for time, what in sorted(events):
        print(f"    {time:7.0f}  {what}")
    tasks = sorted(load["longTasks"], key=lambda task: -task[1])[:3]
    print("    longest tasks: " + ", ".join(f"{d:.0f} ms at {s:.0f}" for s, d in tasks))


def served_size(path: Path) -> int:
    """The bytes tools/serve.py (like the host) sends for ``path``: gzipped where it compresses."""
    data = path.read_bytes()
    if serve.is_compressible(serve.content_type([], "/", path)):
        return min(len(data), len(gzip.compress(data, serve.GZIP_LEVEL, mtime=0)))
    return len(data)


def transfer(site: Path, load: Load) -> None:
    """The first visit's bytes as the unthrottled cold boot received them, and the whole build."""
    counts = Counter(name for name, *_rest in load["resources"])
    received = sum(transfer for _name, _start, _end, transfer, *_rest in load["resources"])
    print("first visit (cold, unthrottled), as the server sent it (gzip where the host compresses):")
    print(f"  the boot's {len(counts)} requests (resource timing transferSize, index.html not included): "
          f"{received / 1e6:.2f} MB")
    again = [name for name, count in counts.items() if count > 1]
    print(f"  files fetched twice during the boot: {', '.join(again) if again else 'none'}")
    files = [p for p in site.rglob("*") if p.is_file() and not bare_only(site, p)]
    whole_raw = sum(p.stat().st_size for p in files)
    whole = sum(served_size(p) for p in files)
    print(f"  the whole build (the service worker stores it after the boot): {whole_raw / 1e6:.2f} MB, "
          f"served {whole / 1e6:.2f} MB")


def throttled(playwright: Any, url: str, runs: int) -> float:
    """The 4G part: ``runs`` cold loads of each page, alternated; returns the ratio."""
    loads: dict[str, list[boot_network.NetworkLoad]] = {"site": [], "bare": []}
    for _ in range(runs):
        loads["site"].append(boot_network.load(playwright, url, RECORD, COLLECT,
                                               boot_network.play_the_computer))
        loads["bare"].append(boot_network.load(playwright, url + "bench-bare.html", RECORD, COLLECT, None))
    return boot_network.report(loads)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Boot time of the site vs bare Pyodide.")
    parser.add_argument("--runs", type=int, default=5, help="unthrottled loads per page and mode (default 5)")
    parser.add_argument("--runs-4g", type=int, default=3, help="throttled loads per page (default 3)")
    parser.add_argument("--network", choices=("4g", "none", "both"), default="both",
                        help="the throttled 4G first visit, the unthrottled cold and warm loads, or both")
    args = parser.parse_args(argv)

    with served_site() as (url, site), sync_playwright() as playwright:
        size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file() and not bare_only(site, p))
        print(f"site: {url}  ({size / 1e6:.1f} MB in the build)")
        ratios = []
        if args.network in ("4g", "both"):
            ratios.append(f"4G cold {throttled(playwright, url, args.runs_4g):.2f}")
        if args.network in ("none", "both"):
            print(f"unthrottled: {args.runs} loads per page and mode")
            cold, warm = unthrottled(playwright, url, site, args.runs)
            ratios.append(f"unthrottled cold {cold:.2f}, warm {warm:.2f}")
        print(f"ratios site / bare: {'; '.join(ratios)}")
    return 0


def wait_for_python_image(page: Any) -> None:
    """Wait until the first visit's image of Python's memory is stored (web/load-pyodide.mjs
    makes it in a worker after the boot), so every measured warm load can start from it."""
    for _ in range(TIMEOUT_MS // 250):
        if page.evaluate("caches.open('python-image').then((c) => c.keys()).then((k) => k.length)"):
            return
        page.wait_for_timeout(250)
    print("  no Python image was stored: the warm loads start Python afresh")


def unthrottled(playwright: Any, url: str, site: Path, runs: int) -> tuple[float, float]:
    """Cold loads (a new incognito context each) and warm reloads; returns both ratios."""
    browser = playwright.chromium.launch(**chromium.launch_options())

    def cold(page_url: str) -> Callable[[], Load]:
        def load() -> Load:
            context = browser.new_context()
            context.add_init_script(RECORD)
            try:
                return load_once(context, page_url)
            finally:
                context.close()

        return load

    cold_loads = measure(runs, {"site": cold(url), "bare": cold(url + "bench-bare.html")})
    cold_ratio = report("cold (new context per load: empty cache, no service worker)", cold_loads)
    browser.close()

    with tempfile.TemporaryDirectory(prefix="quintet-bench-profile-") as profile:
        options = chromium.launch_options(headless=True)
        context = playwright.chromium.launch_persistent_context(profile, **options)
        context.add_init_script(RECORD)
        site_url, bare_url = url, url + "bench-bare.html"
        load_once(context, site_url)  # fills the HTTP cache, installs the service worker
        load_once(context, bare_url)
        page = context.new_page()  # wait until the service worker controls the site
        page.goto(site_url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        wait_for_python_image(page)
        page.close()
        warm: dict[str, Callable[[], Load]] = {
            "site": lambda: load_once(context, site_url),
            "bare": lambda: load_once(context, bare_url),
        }
        warm_loads = measure(runs, warm)
        warm_ratio = report("warm (persistent context: HTTP cache; the site via its service worker)",
                            warm_loads)
        restored = sum(any(name == IMAGE_RESTORED for name, _at in load["marks"])
                       for load in warm_loads["site"])
        print(f"  site warm loads started from the Python image: {restored} of {len(warm_loads['site'])}")
        context.close()
    transfer(site, median_load(cold_loads["site"]))
    return cold_ratio, warm_ratio


if __name__ == "__main__":
    sys.exit(main())
