#!/usr/bin/env python3
"""Computer players' time per move in the browser (Pyodide in a Web Worker).

For each game and level, the page plays the computer against itself (both
seats at that level, speed "fast" so no pause is added) and an init script
records ``performance.now()`` each time a move is announced in the ARIA live
region.  The gaps between announcements are the time per move as a person
would wait for it (search in the worker plus messaging and redraw).  The
first move is left out: it includes starting the worker.

Numbers only, no thresholds.  Usage: python3 bench/bench_ai_browser.py
[--moves N] [--levels hard,medium] [--games quinque,quinto,quinamid]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402  (tools/ is not a package)
import chromium  # noqa: E402
import serve  # noqa: E402

RECORD_MOVES = """(() => {
  window.__moveTimes = [];
  const watch = () => {
    const live = document.getElementById("live");
    if (!live) { requestAnimationFrame(watch); return; }
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes)
        if (/ played /.test(n.textContent)) window.__moveTimes.push(performance.now());
    }).observe(live, { childList: true });
  };
  document.addEventListener("DOMContentLoaded", watch);
})();"""


def measure(page: Page, url: str, game: str, level: str, moves: int) -> list[float]:
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    page.locator(f"[data-game={game}][data-action=new]").click()
    for seat in range(2):
        page.locator(f"[name=kind_{seat}]").select_option(level)
    page.locator("[name=setting_speed]").select_option("fast")
    page.locator("#new-start").click()
    page.wait_for_function(
        f"window.__moveTimes.length >= {moves + 1} || !!document.querySelector('#banner:not([hidden])')",
        timeout=600_000,
    )
    times = page.evaluate("window.__moveTimes")
    page.locator("#btn-menu").click()
    return [(b - a) / 1000 for a, b in itertools.pairwise(times)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--games", default="quinque,quinto,quinamid")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="quintet-ai-bench-") as tmp:
        site = Path(tmp) / "site"
        build_site.build(site)
        with serve.background(site) as url, sync_playwright() as p:
            browser = p.chromium.launch(**chromium.launch_options())
            print(f"{'game':9} {'level':7} {'moves':>5} {'median s':>9} {'mean s':>7} {'max s':>6}")
            for game in args.games.split(","):
                for level in args.levels.split(","):
                    context = browser.new_context()
                    context.add_init_script(RECORD_MOVES)
                    page = context.new_page()
                    gaps = measure(page, url, game, level, args.moves)
                    context.close()
                    if not gaps:
                        print(f"{game:9} {level:7} {0:>5}")
                        continue
                    print(f"{game:9} {level:7} {len(gaps):>5} {statistics.median(gaps):>9.3f} "
                          f"{statistics.fmean(gaps):>7.3f} {max(gaps):>6.3f}", flush=True)
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
