#!/usr/bin/env python3
"""How long a guest's move takes to appear on the host, across devices over loopback.

Why: in a game across devices a guest's tap is only an intent; the host's
rules check it and announce it, and only then does it show anywhere.  A
person feels that whole path: the guest's Python, its data channel, the
host's rules, the host's redraw.  Here two pages (a tablet hosting, a phone
joining, each its own browser context) pair by the text code as in
e2e/test_devices.py, then play whole Quinque games (e2e/board.py's winning
line, the guest's moves by taps on the canvas).  Each guest move is timed
from the guest's last pointer event to the host's live region saying it,
both read from ``Date.now()`` on the one machine (e2e/devices_table.py).

Numbers only, no thresholds.  Usage: python3 bench/bench_devices.py [--games 3]
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tools"), str(ROOT / "e2e")]  # not packages
build_site, chromium, serve = (importlib.import_module(m) for m in ("build_site", "chromium", "serve"))

from devices_table import (  # noqa: E402
    NO_MDNS,
    PHONE,
    RECORD,
    TABLET,
    close_dialog,
    host_game,
    pair,
    play_quinque_win,
)


def device(browser: Browser, url: str, profile: dict[str, object]) -> Page:
    context = browser.new_context(**profile)  # type: ignore[arg-type]
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    return page


def one_game(browser: Browser, url: str) -> tuple[float, list[float]]:
    """Seconds to connect, and each guest move's milliseconds from tap to the host."""
    host, guest = device(browser, url, TABLET), device(browser, url, PHONE)
    host_game(host, "quinque", ["human", "device"])
    connect = pair(host, guest)
    close_dialog(host)
    waits = play_quinque_win(host, guest)
    host.context.close()
    guest.context.close()
    return connect, waits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=3, help="whole Quinque games, each a new pairing")
    args = parser.parse_args(argv)
    waits: list[float] = []
    connects: list[float] = []
    with tempfile.TemporaryDirectory(prefix="quintet-devices-bench-") as tmp:
        site = Path(tmp) / "site"
        build_site.build(site)
        with serve.background(site) as url, sync_playwright() as p:
            browser = p.chromium.launch(**chromium.launch_options(args=[NO_MDNS]))
            for number in range(args.games):
                connect, game = one_game(browser, url)
                connects.append(connect)
                waits += game
                print(f"game {number + 1}: connected in {connect:.2f} s; guest tap to host"
                      f" {', '.join(f'{w:.0f}' for w in game)} ms", flush=True)
            browser.close()
    print(f"guest tap to the move on the host: median {statistics.median(waits):.0f} ms,"
          f" max {max(waits):.0f} ms over {len(waits)} moves in {args.games} games")
    print(f"answer read to connected: median {statistics.median(connects):.2f} s, max {max(connects):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
