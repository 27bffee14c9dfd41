#!/usr/bin/env python3
"""The person's first move of each game as the taps a person makes (for the engine smoke tests).

Both smoke tests (``e2e_engines/firefox_smoke.mjs`` in Node, and
``e2e_engines/test_webkit_smoke.py``) play one real move per game through the
page, aiming pointer events at ``window.quintetTargets()``.  This module says
which targets to tap, in order, so the two drivers play exactly the same
moves, copied from the Chromium tests in ``e2e/``:

* Quinamid: tap a hole (``c3``).
* Quinque: tap the square of the first tile, then the skydiver to mark
  (``+0,0:a``); the first turn is that one action.  After it (the second
  player's first action, as a device paired with the host plays it):
  ``+0,1:a``, the same taps on the next tile.
* Quinto: the bag is shuffled from a random seed, so the play comes from the
  engine: the shortest legal play of the position the page shows (its save
  JSON, seed included), laid out tile by tile (a rack tile, then its square,
  each next to a tile already down, as ``e2e/test_quinto.py`` does), then the
  Play button.

Every move is checked against the rules here first (``play`` raises on an
illegal one), so a failure in the browser is the page's, not the plan's.

A step is ``{"tap": kind, "key": key}`` (a target by kind and key; a rack tile
by ``{"tap": "rack", "value": n}``, whatever its slot) or ``{"press": name}``
(the button ``#controls button[data-control=name]``).

Usage: ``python3 e2e_engines/first_moves.py GAME < save.json`` prints
``{"move": notation, "steps": [...]}`` as JSON.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games

Step = dict[str, Any]
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: Quinque's first two actions, one by each player (a new tile, its first skydiver).
QUINQUE_OPENING = ("+0,0:a", "+0,1:a")


def plan(game: str, save: str) -> dict[str, Any]:
    """The move and its steps for the position in ``save`` (``window.quintetState()``): the
    first move of a new game (Quinque: also the second player's reply to it)."""
    state = games.load(save)
    if state.game_name != game:
        raise ValueError(f"the page shows {state.game_name}, not {game}")
    steps: list[Step]
    if game == "quinamid":
        move, steps = "c3", [{"tap": "hole", "key": "c3"}]
    elif game == "quinque":
        if len(state.history) >= len(QUINQUE_OPENING):
            raise ValueError(f"no Quinque action planned after {len(state.history)}")
        move = QUINQUE_OPENING[len(state.history)]
        x, y = (int(n) for n in move[1:].split(":")[0].split(","))
        steps = [{"tap": "square", "key": [x, y]}, {"tap": "new_skydiver", "key": [x, y, "a"]}]
    elif game == "quinto":
        move, steps = _quinto(state)
    else:
        raise ValueError(f"no first move planned for {game}")
    state.play(move)  # raises if the rules refuse it
    return {"move": move, "steps": steps}


def _quinto(state: Any) -> tuple[str, list[Step]]:
    plays = sorted((str(m) for m in state.legal_moves() if str(m) != "pass"), key=lambda s: (len(s), s))
    if not plays:
        raise ValueError("the dealt rack has no legal play (rare): run the test again")
    move = plays[0]
    steps: list[Step] = []
    for value, x, y in _reachable_order(move, _quinto_squares(state.history)):
        steps += [{"tap": "rack", "value": value}, {"tap": "square", "key": [x, y]}]
    return move, [*steps, {"press": "play"}]


def _quinto_squares(history: Any) -> set[tuple[int, int]]:
    """Squares holding a tile: the centre and every play so far."""
    squares = {(0, 0)}
    for move in history:
        if move != "pass":
            for word in move.split():
                x, y = word.split("@")[1].split(",")
                squares.add((int(x), int(y)))
    return squares


def _reachable_order(notation: str, board: set[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """The tiles of a play, ordered so each lands next to a tile already down (a target square)."""
    todo = []
    for word in notation.split():
        value, where = word.split("@")
        x, y = where.split(",")
        todo.append((int(value), int(x), int(y)))
    full, out = set(board), []
    while todo:
        tile = next(t for t in todo if any((t[1] + dx, t[2] + dy) in full for dx, dy in NEIGHBOURS))
        todo.remove(tile)
        full.add((tile[1], tile[2]))
        out.append(tile)
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: first_moves.py GAME < save.json", file=sys.stderr)
        return 2
    print(json.dumps(plan(argv[0], sys.stdin.read())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
