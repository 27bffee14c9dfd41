"""Long legal games, for tests and benchmarks of games far longer than any at a table.

* Quinamid (advanced, so boards also turn): counters are placed in the first
  20 moves, then random slides and turns that neither win nor repeat a
  position a third time.
* Quinque: random legal actions that do not end the game (no line, no third
  repetition); once the parachutes run low the players move tiles.

Quinto cannot get long: its largest bag holds 180 tiles.
"""

from __future__ import annotations

import json
import random

import games

PLACES = 20  # Quinamid: counters are placed only in the first moves (no win comes)


def long_game(name: str, length: int, seed: int = 1) -> games.GameState:
    """A legal game of ``length`` moves that has not ended."""
    rng = random.Random(seed)
    state = games.new_game(name, advanced=True) if name == "quinamid" else games.new_game(name)
    while len(state.history) < length:
        moves = state.legal_moves()
        rng.shuffle(moves)
        if name == "quinamid" and len(state.history) >= PLACES:
            moves = [m for m in moves if str(m)[0] in "BCDE"]
        for move in moves:
            after = state.play(move)
            if not after.is_over:
                state = after
                break
        else:
            raise ValueError(f"{name}: every move ends the game after {len(state.history)} moves")
    return state


def save_of(state: games.GameState, cursor: int | None = None, takeback: str | None = None) -> str:
    """The autosave of a hot-seat session of ``state`` (the format is public), its
    cursor at the end unless given."""
    seats = [[f"P{i + 1}", "human"] for i in range(state.num_players)]
    settings = {} if takeback is None else {"takeback": takeback}
    at = len(state.history) if cursor is None else cursor
    return json.dumps({"format": 1, "seats": seats, "cursor": at, "settings": settings,
                       "game": json.loads(state.to_json())}, separators=(",", ":"))
