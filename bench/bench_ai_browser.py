#!/usr/bin/env python3
"""Computer players' reply time in the browser (Pyodide in a Web Worker).

Why: a person waits for the whole path, not only the search that
bench/bench_ai.py times on CPython: Pyodide's speed, the worker's messages,
the level's time limit on the device (games/ai/deadlines.py), the redraw.
The opening is the cheap case; late in a game a position holds many tiles
or counters, so each move costs more to generate and evaluate, and the time
limit must still hold there.  And a page left alone should not make the
person's first reply slower than the next ones (the worker warms in idle
time while the board is on screen; e2e/test_computer.py checks Quinamid).

Reply = the computer's whole turn (both actions of a Quinque turn), in the
page's clock: an init script notes ``performance.now()`` each time the turn
passes (the players list marks whose turn it is) after a move is announced.

* opening: a new game from the dialog, both seats at the level, speed
  "fast" (no pause added); the first reply is left out (it starts the worker);
  n is smaller when the game ended first.
* late: share links built here on CPython from seeded games of the greedy
  level (Quinque and Quinamid after 30 moves, Quinto once at most 10 tiles
  are left in the pool).  A link has no seats, so the page opens the link's
  position as a saved game with both seats at the level (as after a reload)
  and plays on; the first reply is left out again, and further links (seeds)
  are played until --moves replies are timed, as a late game ends soon.
* after idle: a person (the first seat; moves chosen here, made by taps and
  drags on the canvas) against the computer, in a game opened 6 moves in the
  same way (not from the dialog: the computer's first Quinque turn answers a
  single tile, too small to compare).  The page loads, stays idle --idle
  seconds with the board on screen, then the person moves: the first reply
  against the median of the --later next ones, all timed from the person's
  last pointer event.

Numbers only, no thresholds.  Usage: python3 bench/bench_ai_browser.py
[--moves N] [--levels easy,medium,hard] [--games quinque,quinto,quinamid]
[--positions opening,late] [--skip-idle] [--idle-levels hard] [--idle 10] [--later 4]
"""

from __future__ import annotations

import argparse
import functools
import importlib
import itertools
import json
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tools"), str(ROOT / "e2e")]  # not packages
build_site, chromium, serve = (importlib.import_module(m) for m in ("build_site", "chromium", "serve"))

import games  # noqa: E402
from games.ai import choose_move  # noqa: E402
from games.ui.linked import default_settings  # noqa: E402
from games.ui.links import make_link, open_link  # noqa: E402
from games.ui.session import Seat, Session  # noqa: E402
from games.ui.storage import LAST_GAME, SAVE_PREFIX  # noqa: E402
from person import page_state, timed_reply  # noqa: E402  (e2e/person.py: a person's turn by taps)

#: Moves played before a late link (Quinto: until the pool is nearly empty).
LATE_MOVES = {"quinque": 30, "quinamid": 30}
QUINTO_POOL_LEFT = 10
#: Moves played before the after-idle game is opened (the person to move).
IDLE_MOVES = 6
#: Seeds tried for late links before a row gives up short of --moves replies.
MAX_LINKS = 8
WAIT_MS = 600_000

RECORD_TURNS = """(() => {
  window.__turnEnds = [];  // [performance.now(), seat whose turn ended] when the turn passes
  window.__over = false;
  let moves = -1, mover = -2;
  const seen = () => {
    const text = window.quintetState ? window.quintetState() : "";
    if (!text) return;
    const n = JSON.parse(text).history.length;
    const who = [...document.querySelectorAll("#players li")].findIndex(
      (li) => li.classList.contains("to-move"));
    if (moves >= 0 && n > moves && who !== mover) window.__turnEnds.push([performance.now(), mover]);
    if (n !== moves) { moves = n; mover = who; }
    window.__over = n > 0 && who < 0;
  };
  const watch = () => {
    const live = document.getElementById("live");
    if (!live) { requestAnimationFrame(watch); return; }
    new MutationObserver(seen).observe(live, { childList: true });
  };
  document.addEventListener("DOMContentLoaded", watch);
})();"""


@functools.cache
def seeded_link(game: str, seed: int, moves: int | None = None, mover: int | None = None) -> str | None:
    """A share link into a seeded game of the greedy level: after ``moves`` moves, or late
    (None), at the start of a turn of ``mover`` (any seat: None); None if it ended first."""
    state = games.new_game(game, **({"seed": seed} if game == "quinto" else {}))
    while not state.is_over:
        if moves is not None:
            there = len(state.history) >= moves
        elif game == "quinto":
            there = getattr(state, "pool_count", 99) <= QUINTO_POOL_LEFT
        else:
            there = len(state.history) >= LATE_MOVES[game]
        if there and getattr(state, "action", 0) == 0 and mover in (None, state.to_move):
            return make_link(state)
        state = state.play(choose_move(state, "greedy", seed=seed * 1000 + len(state.history)))
    return None


def open_page(browser: Browser, url: str, link: str = "", kinds: tuple[str, ...] = ()) -> Page:
    """A fresh page, ready; with ``link``, on the link's position with these seats (as the
    page's own save, since a link has no seats: the page resumes it as after a reload)."""
    context = browser.new_context()
    context.add_init_script(RECORD_TURNS)
    if link:
        state = open_link(link)  # the page's own parser and checks
        seats = tuple(Seat(f"{kind.title()} {i + 1}", kind) for i, kind in enumerate(kinds))
        settings = {**default_settings(state.game_name), "speed": "fast"}
        save = Session.from_state(state, seats, settings).to_save()
        context.add_init_script(
            f"localStorage.setItem({json.dumps(SAVE_PREFIX + state.game_name)}, {json.dumps(save)});"
            f"localStorage.setItem({json.dumps(LAST_GAME)}, {json.dumps(state.game_name)});")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    if link and len(page_state(page).history) < len(state.history):
        raise RuntimeError(f"the page did not open the position of {link}")
    return page


def new_game(page: Page, game: str, kinds: list[str]) -> None:
    page.locator(f"[data-game={game}][data-action=new]").click()
    for seat, kind in enumerate(kinds):
        page.locator(f"[name=kind_{seat}]").select_option(kind)
    page.locator("[name=setting_speed]").select_option("fast")
    page.locator("#new-start").click()
    page.wait_for_selector("#game-screen:not([hidden])")


def replies(page: Page, count: int) -> list[float]:
    """Computer against itself: the next ``count`` replies in ms (fewer if the game ends)."""
    page.wait_for_function(f"window.__turnEnds.length >= {count + 1} || window.__over", timeout=WAIT_MS)
    ends = [t for t, _seat in page.evaluate("window.__turnEnds")][: count + 1]
    page.context.close()
    return [b - a for a, b in itertools.pairwise(ends)]


def opening(browser: Browser, url: str, game: str, level: str, count: int) -> list[float]:
    page = open_page(browser, url)
    new_game(page, game, [level, level])
    return replies(page, count)


def late(browser: Browser, url: str, game: str, level: str, count: int) -> list[float]:
    times: list[float] = []
    for seed in range(1, MAX_LINKS + 1):
        link = seeded_link(game, seed) if len(times) < count else None
        if link is not None:
            times += replies(open_page(browser, url, link, (level, level)), count - len(times))
    return times


def after_idle(browser: Browser, url: str, game: str, level: str, idle: float, later: int) -> list[float]:
    """A person against the computer: the first reply after ``idle`` seconds, then ``later`` more."""
    link = seeded_link(game, 1, IDLE_MOVES, mover=0)
    assert link is not None
    page = open_page(browser, url, link, ("human", level))
    page.wait_for_timeout(idle * 1000)  # the person looks at the board: the worker warms meanwhile
    times: list[float] = []
    for _ in range(later + 1):
        reply = timed_reply(page, timeout=WAIT_MS)
        if reply is None:
            break
        times.append(reply)
        if page_state(page).is_over:
            break
    page.context.close()
    return times


def reply_table(browser: Browser, url: str, args: argparse.Namespace) -> None:
    print("Reply = the computer's whole turn, in ms (page clock); the computer against itself")
    print(f"{'game':9} {'level':7} {'position':8} {'n':>3} {'median ms':>10} {'max ms':>9}")
    for game, level, position in itertools.product(args.games.split(","), args.levels.split(","),
                                                   args.positions.split(",")):
        gaps = (opening if position == "opening" else late)(browser, url, game, level, args.moves)
        median, worst = (f"{statistics.median(gaps):.0f}", f"{max(gaps):.0f}") if gaps else ("-", "-")
        print(f"{game:9} {level:7} {position:8} {len(gaps):>3} {median:>10} {worst:>9}", flush=True)


def idle_table(browser: Browser, url: str, args: argparse.Namespace) -> None:
    print(f"\nA person against the computer: the first reply after {args.idle:.0f} s idle vs the next ones")
    print(f"{'game':9} {'level':7} {'first ms':>9} {'n later':>7} {'later median ms':>16} {'ratio':>6}")
    for game, level in itertools.product(args.games.split(","), args.idle_levels.split(",")):
        times = after_idle(browser, url, game, level, args.idle, args.later)
        if len(times) < 2:
            print(f"{game:9} {level:7} {'-':>9} {0:>7} {'-':>16} {'-':>6}  (the game ended)")
            continue
        first, later = times[0], statistics.median(times[1:])
        print(f"{game:9} {level:7} {first:>9.0f} {len(times) - 1:>7} {later:>16.0f} {first / later:>6.2f}",
              flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--moves", type=int, default=12, help="replies timed per row (default 12)")
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--games", default="quinque,quinto,quinamid")
    parser.add_argument("--positions", default="opening,late", help="opening, late or both")
    parser.add_argument("--skip-idle", action="store_true", help="leave out the after-idle table")
    parser.add_argument("--idle-levels", default="hard", help="levels of the after-idle table")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds idle before the first move")
    parser.add_argument("--later", type=int, default=4, help="replies timed after the first one")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="quintet-ai-bench-") as tmp:
        site = Path(tmp) / "site"
        build_site.build(site)
        with serve.background(site) as url, sync_playwright() as p:
            browser = p.chromium.launch(**chromium.launch_options())
            reply_table(browser, url, args)
            if not args.skip_idle:
                idle_table(browser, url, args)
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
