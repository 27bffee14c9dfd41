"""The arena inside Pyodide: how strong a level is at the browser's Python speed.

A level with a deadline (``--seconds``, as the page gives each level per
move: ``games.ai.deadlines``) searches as far as the machine lets it, and
Pyodide runs Python slower than CPython, so the arena on CPython overrates
the levels people play in the browser.  This runs the same arena command in
the interpreter the site ships:

    node bench/pyodide.mjs bench/arena_in_pyodide.py quinque --a hard --b greedy \\
        -n 50 --opening 2 --seconds 1.0 --seed 1 --record FILE

Pyodide has no processes, so ``--jobs`` stays 1; for two cores, run two
matches with different ``--seed`` values.  The numbers depend on the
machine (and on what else it runs), as the browser's do.
"""

from __future__ import annotations

from games.cli import main as games_main


def main(argv: list[str]) -> int:
    return games_main(["arena", *argv])
