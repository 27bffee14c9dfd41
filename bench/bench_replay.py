"""Time and peak memory to open a long game from a share link and from a save.

Run: ``python bench/bench_replay.py [MOVES ...]`` from the repo root (default
4000 and 10000); ``node bench/pyodide.mjs bench/bench_replay.py`` runs it in
Pyodide.  Prints numbers; asserts nothing.

The long games are legal games (tests/long_games.py), built once per length
before timing.  Quinto cannot get long: with its largest bag (180 tiles) a
game holds at most a few hundred moves (see ``games.quinto.pool.MAX_BAG``).

Each length is opened through ``links.open_link`` (the link the game would
share) and ``Session.from_save`` (the autosave), once timed and once under
tracemalloc for the peak (tracemalloc slows Python, so the two are apart).
"""

from __future__ import annotations

import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests")]

from games.ui.links import make_link, open_link  # noqa: E402
from games.ui.session import Session  # noqa: E402
from long_games import long_game, save_of  # noqa: E402  (the same long games the tests open)


def measure(action: Callable[[], Any]) -> tuple[float, float]:
    """(seconds, peak MB): one plain run for the time, one under tracemalloc for the peak."""
    start = time.perf_counter()
    action()
    seconds = time.perf_counter() - start
    tracemalloc.start()
    action()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return seconds, peak / 1e6


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    lengths = [int(a) for a in args] or [4000, 10000]
    print(f"{'game':<9}{'moves':>7}  {'link s':>7} {'link MB':>8}  {'save s':>7} {'save MB':>8}  "
          f"{'link KB':>8} {'save KB':>8}")
    for name in ("quinamid", "quinque"):
        for length in lengths:
            state = long_game(name, length)
            link, save = make_link(state), save_of(state)
            link_s, link_mb = measure(lambda link=link: open_link(link))  # type: ignore[misc]
            save_s, save_mb = measure(lambda save=save: Session.from_save(save))  # type: ignore[misc]
            print(f"{name:<9}{length:>7}  {link_s:>7.2f} {link_mb:>8.1f}  {save_s:>7.2f} {save_mb:>8.1f}  "
                  f"{len(link) / 1e3:>8.0f} {len(save) / 1e3:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
