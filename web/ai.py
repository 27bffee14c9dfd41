"""The computer player's worker: runs the search off the main thread.

The page sends JSON (the game's save and the level) and gets back a move's
notation, so nothing but strings crosses the thread boundary.  The search
itself sees only what the player to move may know (games.ai uses the
protocol's observe/resample for hidden information).
"""

from __future__ import annotations

import json

import games
from games.ai import choose_move


def think(request: str) -> str:
    """``{"state": save, "level": ..., "seed": n, "seconds": s}`` -> move notation."""
    data = json.loads(str(request))
    state = games.load(data["state"])
    move = choose_move(state, data["level"], seed=int(data.get("seed", 0)), seconds=data.get("seconds"))
    return str(move)


def warm(game: str) -> str:
    """Load the game's computer player and run one tiny search, before anyone waits for it."""
    choose_move(games.new_game(str(game)), "easy", seed=0, seconds=0.05)
    return "ready"


__export__ = ["think", "warm"]
