"""The matches that measure the computer levels (prints numbers, asserts nothing).

Each match is what ``python -m games arena GAME --a A --b B -n N`` runs
(seats alternate, everything seeded, 95% Wilson intervals), so a line of
this bench can be repeated alone with that command:

* Quinque: Hard against greedy, and against the previous Hard (``hard_v1``).
* Quinto: Hard against greedy (two players; Hard searches the rack endgame).
* Quinamid: Hard against the Boardspace-style robot, at depth 3
  (``boardspace``) and depth 5 (``boardspace5``).

Usage: ``python bench/bench_ai_arena.py [-n N] [--only quinque,quinto,...]``
(default n = 200; the full run takes hours on two cores).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

try:
    import games_bench  # noqa: F401
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from games_bench.arena import run_match

#: (game, level A, level B, options) of every match.
MATCHES: tuple[tuple[str, str, str, dict[str, object]], ...] = (
    ("quinque", "hard", "greedy", {}),
    ("quinque", "hard", "hard_v1", {}),
    ("quinto", "hard", "greedy", {}),
    ("quinamid", "hard", "boardspace", {}),
    ("quinamid", "hard", "boardspace5", {}),
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=200, help="games per match (default 200)")
    parser.add_argument("--only", default="", help="comma-separated games to run (default: all)")
    args = parser.parse_args(argv)
    only = {name for name in args.only.split(",") if name}
    for game, a, b, options in MATCHES:
        if only and game not in only:
            continue
        start = time.perf_counter()
        result = run_match(game, a, b, args.n, options=options)
        print(f"$ python -m games arena {game} --a {a} --b {b} -n {args.n}")
        print(result.report())
        print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
