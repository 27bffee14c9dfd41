#!/usr/bin/env python3
"""Long games in the browser: the longest main-thread task while one opens.

A save or link may hold 10,000 moves (a game's ``max_moves``).  Opening one
replays every move through the rules, seconds of work in Pyodide; the page
must keep answering meanwhile, so the work runs in slices (games.ui.jobs,
web/progress.py).  This bench opens 10,000-move games (tests/long_games.py)
in headless Chromium, as the e2e tests launch it, and prints the longest
main-thread task (the page could not answer a tap meanwhile) in each window:

* link boot: ``?game=...&moves=...`` opened cold, from "quintet: imported"
  (Python up and the games imported: what comes before is Pyodide's own
  start, the same for every page) to one second after data-ready;
* resume: a reload that reopens the autosave of that game;
* games screen: Games tapped, the start screen listing that save;
* reopen: Resume tapped on the start screen.

The whole boot's longest task (Pyodide's start included) is printed beside
it for reference.  Numbers only, nothing asserted; the goal is 200 ms.

Usage: python3 bench/bench_long_game.py [--moves N] [--games quinque,quinamid]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "src")]

import build_site  # noqa: E402  (tools/ is not a package)
import chromium  # noqa: E402
import serve  # noqa: E402
from games.ui.links import make_link  # noqa: E402
from long_games import long_game  # noqa: E402

RECORD = """(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
})();"""
TIMEOUT_MS = 300_000


def longest(page: Page, since: float, until: float | None = None) -> float:
    tasks: list[list[float]] = page.evaluate("window.__longTasks")
    inside = [d for start, d in tasks if start >= since and (until is None or start < until)]
    return max(inside, default=0.0)


def mark(page: Page, name: str) -> float:
    found = page.evaluate(f"performance.getEntriesByName({name!r}).map(e => e.startTime)")
    return float(found[-1]) if found else 0.0


def now(page: Page) -> float:
    return float(page.evaluate("performance.now()"))


def settle(page: Page) -> None:
    page.wait_for_timeout(1000)  # the tasks right after (the first render, the autosave)


def measure(page: Page, url: str, name: str) -> dict[str, Any]:
    started = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    settle(page)
    boot_s = time.perf_counter() - started
    rows = {"link boot": longest(page, mark(page, "quintet: imported")), "whole boot": longest(page, 0)}
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    settle(page)
    rows["resume"] = longest(page, mark(page, "quintet: imported"))
    since = now(page)
    page.locator("#btn-menu").click()
    page.locator(f"[data-game={name}][data-action=resume]").wait_for()
    settle(page)
    rows["games screen"] = longest(page, since)
    since = now(page)
    page.locator(f"[data-game={name}][data-action=resume]").click()
    page.locator("#game-screen").wait_for(timeout=TIMEOUT_MS)
    settle(page)
    rows["reopen"] = longest(page, since)
    rows["boot s"] = boot_s
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=10_000)
    parser.add_argument("--games", default="quinque,quinamid")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="quintet-long-") as tmp, sync_playwright() as p:
        site = Path(tmp) / "site"
        build_site.build(site)
        browser = p.chromium.launch(**chromium.launch_options())
        print(f"{'game':<9}{'moves':>7}  {'link boot':>10} {'resume':>8} {'games':>8} {'reopen':>8}"
              f"  {'whole boot':>10} {'boot s':>7}   (longest task, ms)")
        with serve.background(site) as url:
            for name in args.games.split(","):
                state = long_game(name, args.moves)
                context = browser.new_context()
                context.add_init_script(RECORD)
                page = context.new_page()
                rows = measure(page, url + make_link(state), name)
                context.close()
                print(f"{name:<9}{args.moves:>7}  {rows['link boot']:>10.0f} {rows['resume']:>8.0f} "
                      f"{rows['games screen']:>8.0f} {rows['reopen']:>8.0f}  {rows['whole boot']:>10.0f} "
                      f"{rows['boot s']:>7.1f}", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
