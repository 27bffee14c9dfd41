"""The two reference players every level is measured against.

* :func:`random_move` -- a uniformly random legal move (seeded).
* :func:`greedy_move` -- one move of look-ahead, the classic baseline: win now
  if possible (in Quinque also within this turn), else stop the opponent's
  immediate win when a stop exists, else the move with the best one-move
  heuristic (the game's :meth:`~.knowledge.Knowledge.greedy_value`; in Quinto
  that is simply the highest-scoring play).

Both use only the protocol and the game's knowledge plug-in.
"""

from __future__ import annotations

import random

from ..core import GameState, Move
from .knowledge import Knowledge


def random_move(state: GameState, rng: random.Random) -> Move:
    return rng.choice(state.legal_moves())


def greedy_move(state: GameState, kn: Knowledge, rng: random.Random) -> Move:
    """Win now, else block, else the best one-move heuristic (ties broken by ``rng``)."""
    me = state.to_move
    assert me is not None
    wins = kn.wins_now(state)
    if wins:
        return wins[0]
    direct = kn.greedy_move(state)
    if direct is not None:
        return direct
    threat = kn.threat(state)
    if threat is not None:
        return threat
    scored: list[tuple[float, float, Move]] = []
    for move in state.legal_moves():
        after = state.play(move)
        scored.append((kn.greedy_value(after, me), rng.random(), move))
    scored.sort(key=lambda t: (-t[0], t[1]))
    width = kn.block_width()
    tried: set[str] = set()
    # The best moves by the heuristic first; if none is safe, the moves the
    # game's ordering ranks first (blocks of the opponent's threats).
    candidates = [move for _value, _tie, move in scored[:width]]
    candidates += kn.order(state, state.legal_moves(), me, 0)[:width]
    for move in candidates:
        key = str(move)
        if key in tried:
            continue
        tried.add(key)
        if not kn.opponent_wins_next(state.play(move), me):
            return move
    return scored[0][2]
